import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import type {
  CancellationHistoryQuery,
  CancellationSort,
} from '@reserva/shared/reports/booking-history.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readKeyset } from '../../db/keyset';
import { containsText, startsWithDigits, usersMatching } from '../../db/like';
import { localDayStart } from '../../db/local-time';
import { countMatching, readPage } from '../../db/paging';
import { IDS, preparedStatement } from '../../db/raw';
import { cancellationHistories } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';

// The cancellations report: one page of a venture's cancellation histories, on the venture's sort
// index; the member filters reach the histories through their bookings, as a semi-join.

const SORT_KEYS = {
  createdAt: [cancellationHistories.createdAt, cancellationHistories.id],
  minutesBeforeScheduleStart: [cancellationHistories.minutesBeforeScheduleStart, cancellationHistories.id],
} as const;

/** The first instant of a São Paulo date. */
const startOfDay = (date: string) => localDayStart(sql`${date}::date`);

export interface CancellationRow {
  id: string;
  bookingId: string;
  memberId: string;
  memberName: string;
  activityId: string;
  activityName: string;
  spotId: string;
  spotName: string;
  bookedDate: string;
  startTime: string;
  endTime: string;
  paymentStatus: PaymentStatus | null;
  cancelledById: string | null;
  cancelledByName: string | null;
  reason: string | null;
  minutesBeforeScheduleStart: number;
  exceedCancellationDeadline: boolean;
  createdAt: Date | string;
}

const rowsByIds = preparedStatement<CancellationRow>(
  sql`SELECT ch.id, ch.booking_id AS "bookingId", m.id AS "memberId", m.name AS "memberName",
        a.id AS "activityId", a.name AS "activityName", sp.id AS "spotId", sp.name AS "spotName",
        b.booked_date::text AS "bookedDate", b.start_time::text AS "startTime", b.end_time::text AS "endTime",
        p.status AS "paymentStatus", c.id AS "cancelledById", c.name AS "cancelledByName", ch.reason,
        ch.minutes_before_schedule_start AS "minutesBeforeScheduleStart",
        ch.exceeded_cancellation_deadline AS "exceedCancellationDeadline", ch.created_at AS "createdAt"
      FROM cancellation_histories ch
      JOIN bookings b ON b.id = ch.booking_id AND b.booked_date = ch.booked_date
      JOIN users m ON m.id = b.user_id
      JOIN activities a ON a.id = b.activity_id
      JOIN spots sp ON sp.id = a.spot_id
      LEFT JOIN users c ON c.id = ch.user_id
      LEFT JOIN payments p ON p.booking_id = b.id
      WHERE ch.id = ANY(${IDS})`,
);

function loadRows(db: Executor, ids: string[]): Promise<CancellationRow[]> {
  return rowsByIds(db, { ids });
}

/** The list's filters; the export's too. */
export interface CancellationFilter {
  userName?: string;
  userDocument?: string;
  minDate?: string;
  maxDate?: string;
}

function cancellationsWhere(ventureId: string, filter: CancellationFilter): SQL | undefined {
  const member: (SQL | undefined)[] = [
    filter.userName ? containsText(users.name, filter.userName, users.nameWords) : undefined,
    filter.userDocument !== undefined
      ? sql`(${startsWithDigits(users.cpf, filter.userDocument)} OR ${startsWithDigits(users.foreignerDocument, filter.userDocument)})`
      : undefined,
  ];
  const memberFilter = and(...member);
  const ch = cancellationHistories;
  return and(
    eq(ch.ventureId, ventureId),
    memberFilter
      ? inArray(
          ch.bookingId,
          sql`(SELECT b.id FROM bookings b WHERE b.user_id IN (${usersMatching(memberFilter)}))`,
        )
      : undefined,
    filter.minDate ? sql`${ch.createdAt} >= ${startOfDay(filter.minDate)}` : undefined,
    // Up to the end of `maxDate`: before the next day's first instant.
    filter.maxDate ? sql`${ch.createdAt} < ${startOfDay(filter.maxDate)} + interval '1 day'` : undefined,
  );
}

export function listCancellations(db: Executor, ventureId: string, query: CancellationHistoryQuery) {
  const ch = cancellationHistories;
  return readPage(db, {
    from: ch,
    id: ch.id,
    where: cancellationsWhere(ventureId, query),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadRows(db, ids),
  });
}

/** The cancellations the filter selects now, exactly (the export's count). */
export function countCancellations(db: Executor, ventureId: string, filter: CancellationFilter) {
  return countMatching(
    db,
    cancellationHistories,
    cancellationsWhere(ventureId, filter),
    Number.MAX_SAFE_INTEGER,
  );
}

/** Every cancellation the filter selects, in the list's order, `batch` at a time (db/keyset.ts). */
export function readCancellations(
  db: Executor,
  ventureId: string,
  filter: CancellationFilter,
  sort: { sort: CancellationSort; order: 'ASC' | 'DESC' },
  batch: number,
): AsyncGenerator<CancellationRow[]> {
  return readKeyset(db, {
    from: cancellationHistories,
    id: cancellationHistories.id,
    where: cancellationsWhere(ventureId, filter),
    keys: SORT_KEYS[sort.sort],
    order: sort.order,
    batch,
    load: (ids) => loadRows(db, ids),
  });
}
