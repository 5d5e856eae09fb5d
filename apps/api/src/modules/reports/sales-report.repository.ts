import type { SalesReportDates, SalesReportSort } from '@reserva/shared/reports/sales-report.schemas';
import type { WaveSide } from '@reserva/shared/schedules/schedules.schemas';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDayStart } from '../../db/local-time';
import { orderOf, type PageQuery, readPage } from '../../db/paging';
import { IDS, preparedStatement } from '../../db/raw';
import { paymentItems } from '../../db/schema/bookings';

// The sales report reads payment lines (payment_items) of the payments authorized between two São Paulo
// dates, in one venture. Payments carry no venture: the range is read through payments_authorized_at_idx
// and each payment's booking names the venture, inside a semi-join, so the page and its count read the
// lines' own sort index (created_at, id) and join nothing whole.

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
  return inArray(
    paymentItems.paymentId,
    sql`(SELECT p.id FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.authorized_at >= ${from} AND p.authorized_at < ${to} AND b.venture_id = ${ventureId})`,
  );
}

const rowsByIds = preparedStatement<SalesReportRow>(
  sql`SELECT pi.id, b.id AS "bookingId", a.name AS "activityName", b.booked_date::text AS "bookedDate",
        b.start_time::text AS "bookedStartTime", b.end_time::text AS "bookedEndTime",
        s.min_user_experience AS "scheduleExperience", s.wave_side AS "waveSide",
        u.name AS "customerName", st.name AS "sellerName", pi.name AS "itemName",
        pi.price * pi.quantity AS "itemBilledAmount", p.authorized_at AS "authorizedAt",
        p.external_order_id AS "orderExternalId"
      FROM payment_items pi JOIN payments p ON p.id = pi.payment_id
      JOIN bookings b ON b.id = p.booking_id JOIN activities a ON a.id = b.activity_id
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

/** Lines per read of the export: memory stays that of one batch, whatever the range holds. */
export const EXPORT_BATCH = 5_000;

/**
 * Every line of the selection in order, a batch at a time. Each batch starts after the last key read
 * (keyset), so a deep batch costs what the first does and no cursor holds a connection between them.
 */
export async function* readAll(
  db: Executor,
  selection: SalesReportSelection,
  order: 'ASC' | 'DESC',
  batch = EXPORT_BATCH,
): AsyncGenerator<SalesReportRow[]> {
  const keys = SORT_KEYS[selection.sort];
  const where = authorizedIn(selection.ventureId, selection.dates);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    // The key as text keeps its microseconds (a JavaScript Date would drop them and repeat rows).
    const comparison = order === 'DESC' ? sql`<` : sql`>`;
    const page: { id: string; createdAt: string }[] = await db
      .select({ id: paymentItems.id, createdAt: sql<string>`${paymentItems.createdAt}::text` })
      .from(paymentItems)
      .where(
        and(
          where,
          after
            ? sql`(${paymentItems.createdAt}, ${paymentItems.id}) ${comparison} (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...orderOf(keys, order))
      .limit(batch);
    if (page.length === 0) return;
    const rows = new Map(
      (
        await loadRows(
          db,
          page.map((key) => key.id),
        )
      ).map((row) => [row.id, row]),
    );
    yield page.flatMap((key) => rows.get(key.id) ?? []);
    if (page.length < batch) return;
    after = page[page.length - 1] ?? null;
  }
}
