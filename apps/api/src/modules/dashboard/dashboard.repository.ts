import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import { NEARLY_FULL_LIMIT, NEARLY_FULL_SHARE } from '@reserva/shared/dashboard/dashboard.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { BookingScope } from '../bookings/bookings.repository';
import { bookingsAliased, isNoShow, occurrenceEnd } from '../bookings/no-show';
import { type OccurrenceFilter, occurrencesQuery } from '../schedules/occurrences.repository';

// The dashboard's figures, each one aggregate query of one venture (decisions.md, Dashboard). Bookings
// are read through bookings_venture_booked_date_idx over the period; check-ins, cancellation histories
// and payments are probed by their booking's key, never scanned whole. Occupancy reads the occurrence
// counters the booking path keeps, through the calendar's expansion of occurrences.

export interface Period {
  from: string;
  to: string;
}

const b = bookingsAliased('b');
const ENDED = sql`${occurrenceEnd(b)} < now()`;
const CHECKED_IN = sql`EXISTS(SELECT 1 FROM checkins c WHERE c.booking_id = b.id)`;

/** The bookings `b` of the scope (a seller who reads only its own sales) booked in the period. */
function bookingsIn(scope: BookingScope, period: Period): SQL {
  return sql`b.venture_id = ${scope.ventureId}
    AND b.booked_date BETWEEN ${period.from}::date AND ${period.to}::date
    ${scope.sellerId ? sql`AND b.seller_id = ${scope.sellerId}` : sql``}`;
}

export interface DayRow {
  date: string;
  bookings: number;
  cancelled: number;
  ended: number;
  noShows: number;
  lateCancellations: number;
}

/**
 * Per booked date: live and cancelled bookings; live ones whose occurrence ended, and of those the
 * no-shows (no check-in: the bookings list's noShowOnly); cancellations past the deadline as their
 * history recorded them (a system cancellation never is). Days without bookings are left out.
 */
export function bookingDays(db: Executor, scope: BookingScope, period: Period): Promise<DayRow[]> {
  return queryRows<DayRow>(
    db,
    sql`SELECT b.booked_date::text AS date,
        count(*) FILTER (WHERE b.deleted_at IS NULL)::int AS bookings,
        count(*) FILTER (WHERE b.deleted_at IS NOT NULL)::int AS cancelled,
        count(*) FILTER (WHERE b.deleted_at IS NULL AND ${ENDED})::int AS ended,
        count(*) FILTER (WHERE ${isNoShow(b)})::int AS "noShows",
        count(*) FILTER (WHERE b.deleted_at IS NOT NULL AND EXISTS(SELECT 1 FROM cancellation_histories ch
          WHERE ch.booking_id = b.id AND ch.exceeded_cancellation_deadline))::int AS "lateCancellations"
      FROM bookings b WHERE ${bookingsIn(scope, period)}
      GROUP BY b.booked_date ORDER BY b.booked_date`,
  );
}

/** Live bookings of the day and how many of them have a check-in. */
export async function bookingsOfDay(
  db: Executor,
  scope: BookingScope,
  date: string,
): Promise<{ bookings: number; checkedIn: number }> {
  const [row] = await queryRows<{ bookings: number; checkedIn: number }>(
    db,
    sql`SELECT count(*)::int AS bookings, count(*) FILTER (WHERE ${CHECKED_IN})::int AS "checkedIn"
      FROM bookings b WHERE ${bookingsIn(scope, { from: date, to: date })} AND b.deleted_at IS NULL`,
  );
  return row ?? { bookings: 0, checkedIn: 0 };
}

/** The occurrences of the window of active events with a number of places (unlimited ones left out). */
const limitedOccurrences = (filter: OccurrenceFilter) =>
  sql`(${occurrencesQuery(filter)}) o JOIN activities a ON a.id = o."activityId"
    WHERE o."totalVacancies" IS NOT NULL AND o."isActive"`;

export interface OccupancyRow {
  activityId: string;
  activityName: string;
  booked: number;
  vacancies: number;
}

/** Per activity: live bookings (the occurrence counters) and places of the period's occurrences. */
export function occupancyByActivity(db: Executor, ventureId: string, period: Period) {
  return queryRows<OccupancyRow>(
    db,
    sql`SELECT o."activityId", a.name AS "activityName", sum(o.booked)::int AS booked,
        sum(o."totalVacancies")::int AS vacancies
      FROM ${limitedOccurrences({ ventureId, ...period })}
      GROUP BY o."activityId", a.name ORDER BY a.name, o."activityId"`,
  );
}

export interface NearlyFullRow {
  activityScheduleId: string;
  activityId: string;
  activityName: string;
  date: string;
  startTime: string;
  endTime: string;
  booked: number;
  totalVacancies: number;
}

/** The first occurrences of the window yet to end with at least NEARLY_FULL_SHARE of their places booked. */
export function nearlyFull(db: Executor, ventureId: string, period: Period) {
  return queryRows<NearlyFullRow>(
    db,
    sql`SELECT o."activityScheduleId", o."activityId", a.name AS "activityName", o.date, o."startTime",
        o."endTime", o.booked, o."totalVacancies"
      FROM ${limitedOccurrences({ ventureId, ...period, upcomingOnly: true })}
        AND o.booked >= o."totalVacancies" * ${NEARLY_FULL_SHARE}::numeric
      ORDER BY o.date, o."startTime", a.name, o."activityScheduleId" LIMIT ${NEARLY_FULL_LIMIT}`,
  );
}

export interface RevenueRow {
  status: PaymentStatus;
  payments: number;
  amount: number;
}

/** The payments of the period's bookings (cancelled ones too: their payment says what became of it). */
export function revenueByStatus(db: Executor, scope: BookingScope, period: Period) {
  return queryRows<RevenueRow>(
    db,
    sql`SELECT p.status, count(*)::int AS payments, sum(p.amount)::float8 AS amount
      FROM bookings b JOIN payments p ON p.booking_id = b.id WHERE ${bookingsIn(scope, period)}
      GROUP BY p.status`,
  );
}
