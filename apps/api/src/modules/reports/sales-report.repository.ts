import type { SalesReportDates, SalesReportSort } from '@reserva/shared/reports/sales-report.schemas';
import type { WaveSide } from '@reserva/shared/schedules/schedules.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readKeyset } from '../../db/keyset';
import { localDayStart } from '../../db/local-time';
import { countMatching, type PageQuery, readPage } from '../../db/paging';
import { IDS, preparedStatement } from '../../db/raw';
import { paymentItems } from '../../db/schema/bookings';

// The sales report reads payment lines (payment_items) of the payments authorized between two São Paulo
// dates, in one venture: the range is read through payments_venture_authorized_at_idx, the payment's
// own venture (copied from its booking by a trigger, migration 0010) first, inside a semi-join, and
// the page and its count walk the venture's lines by their own sort index (venture_id, created_at, id;
// the line's venture copied from its payment, migration 0037), joining nothing whole. (Through the
// booking, each export batch scanned the venture's every booking to build the semi-join; by created_at
// alone, a page walked every venture's newest lines: 9 s among 1,000 clubs.)

export interface SalesReportRow {
  id: string;
  bookingId: string;
  activityName: string;
  bookedDate: string;
  bookedStartTime: string;
  bookedEndTime: string;
  scheduleExperience: number;
  waveSide: WaveSide | null;
  customerName: string;
  sellerName: string | null;
  itemName: string;
  itemBilledAmount: number;
  authorizedAt: Date | string;
  orderExternalId: string | null;
}

const SORT_KEYS = {
  createdAt: [paymentItems.createdAt, paymentItems.id],
} as const;

/** From the start of the first date to the end of the last, as São Paulo days. */
function authorizedIn(ventureId: string, dates: SalesReportDates): SQL {
  const from = localDayStart(sql`${dates.authorizationDateInit}::date`);
  const to = localDayStart(sql`${dates.authorizationDateEnd}::date + 1`);
  return and(
    eq(paymentItems.ventureId, ventureId),
    inArray(
      paymentItems.paymentId,
      sql`(SELECT p.id FROM payments p
        WHERE p.authorized_at >= ${from} AND p.authorized_at < ${to} AND p.venture_id = ${ventureId})`,
    ),
  ) as SQL;
}

const rowsByIds = preparedStatement<SalesReportRow>(
  sql`SELECT pi.id, b.id AS "bookingId", a.name AS "activityName", b.booked_date::text AS "bookedDate",
        b.start_time::text AS "bookedStartTime", b.end_time::text AS "bookedEndTime",
        s.min_user_experience AS "scheduleExperience", s.wave_side AS "waveSide",
        u.name AS "customerName", st.name AS "sellerName", pi.name AS "itemName",
        pi.price * pi.quantity AS "itemBilledAmount", p.authorized_at AS "authorizedAt",
        p.external_order_id AS "orderExternalId"
      FROM payment_items pi JOIN payments p ON p.id = pi.payment_id
      JOIN bookings b ON b.id = p.booking_id AND b.booked_date = p.booked_date
      JOIN activities a ON a.id = b.activity_id
      JOIN activity_schedules s ON s.id = b.schedule_id JOIN users u ON u.id = b.user_id
      LEFT JOIN users st ON st.id = pi.seller_id
      WHERE pi.id = ANY(${IDS})`,
);

/** The report's columns for the given lines. */
export function loadRows(db: Executor, ids: string[]): Promise<SalesReportRow[]> {
  return rowsByIds(db, { ids });
}

export interface SalesReportSelection {
  ventureId: string;
  dates: SalesReportDates;
  sort: SalesReportSort;
}

export function list(db: Executor, selection: SalesReportSelection, page: PageQuery) {
  return readPage(db, {
    from: paymentItems,
    id: paymentItems.id,
    where: authorizedIn(selection.ventureId, selection.dates),
    orderBy: SORT_KEYS[selection.sort],
    page,
    load: (ids) => loadRows(db, ids),
  });
}

/** The lines of the selection now, exactly (the export's count, sent ahead of the file). */
export function countAll(db: Executor, selection: SalesReportSelection): Promise<number> {
  return countMatching(
    db,
    paymentItems,
    authorizedIn(selection.ventureId, selection.dates),
    Number.MAX_SAFE_INTEGER,
  );
}

/** Every line of the selection in the list's order, `batch` at a time (db/keyset.ts). */
export function readAll(
  db: Executor,
  selection: SalesReportSelection,
  order: 'ASC' | 'DESC',
  batch: number,
): AsyncGenerator<SalesReportRow[]> {
  return readKeyset(db, {
    from: paymentItems,
    id: paymentItems.id,
    where: authorizedIn(selection.ventureId, selection.dates),
    keys: SORT_KEYS[selection.sort],
    order,
    batch,
    load: (ids) => loadRows(db, ids),
  });
}
