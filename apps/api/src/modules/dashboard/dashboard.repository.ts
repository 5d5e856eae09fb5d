import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import { NEARLY_FULL_LIMIT, NEARLY_FULL_SHARE } from '@reserva/shared/dashboard/dashboard.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { BookingScope } from '../bookings/bookings.repository';
import { bookingsAliased, isNoShow, occurrenceEnd } from '../bookings/no-show';
import { daysOf } from '../schedules/occurrences.repository';

// The dashboard's figures, each one aggregate query of one venture (decisions.md, Dashboard). Bookings
// are read through bookings_venture_booked_date_idx over the period, each row carrying its facts
// (`checked_in`, `cancelled_late`, kept by triggers): nothing is probed per booking. Revenue reads the
// payments of the period alone (they carry their booking's venture, date and seller). Occupancy joins
// the period's events with the occurrence counters the booking path keeps, in one hash join.

export interface Period {
  from: string;
  to: string;
}

const b = bookingsAliased('b');
const ENDED = sql`${occurrenceEnd(b)} < now()`;

/** The rows `alias` (bookings, or payments, which carry the same three columns) of the scope and period. */
function bookedIn(alias: 'b' | 'p', scope: BookingScope, period: Period): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`${column('venture_id')} = ${scope.ventureId}
    AND ${column('booked_date')} BETWEEN ${period.from}::date AND ${period.to}::date
    ${scope.sellerId ? sql`AND ${column('seller_id')} = ${scope.sellerId}` : sql``}`;
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
        count(*) FILTER (WHERE b.deleted_at IS NOT NULL AND b.cancelled_late)::int AS "lateCancellations"
      FROM bookings b WHERE ${bookedIn('b', scope, period)}
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
    sql`SELECT count(*)::int AS bookings, count(*) FILTER (WHERE b.checked_in)::int AS "checkedIn"
      FROM bookings b WHERE ${bookedIn('b', scope, { from: date, to: date })} AND b.deleted_at IS NULL`,
  );
  return row ?? { bookings: 0, checkedIn: 0 };
}

/**
 * The occurrences of the window of active events with a number of places (unlimited ones left out),
 * with their live bookings: each event's days (as the calendar expands them: its weekdays inside its
 * dates, not blocked) joined with the venture's counters of the window in one hash join, instead of
 * a probe per occurrence.
 */
function limitedOccurrences(ventureId: string, period: Period, upcomingOnly = false): SQL {
  const ended = sql`((d.day + s.end_time) AT TIME ZONE 'America/Sao_Paulo' < now())`;
  return sql`(WITH counters AS MATERIALIZED (
        SELECT schedule_id, booked_date, booked FROM schedule_occurrences
        WHERE venture_id = ${ventureId} AND booked_date BETWEEN ${period.from}::date AND ${period.to}::date)
      SELECT s.id AS "activityScheduleId", s.activity_id AS "activityId", d.day::text AS date,
        s.start_time::text AS "startTime", s.end_time::text AS "endTime",
        s.total_vacancies AS "totalVacancies", coalesce(c.booked, 0) AS booked
      FROM activity_schedules s
      JOIN unnest(${daysOf(period.from, period.to)}) AS d(day)
        ON d.day BETWEEN s.start_date AND coalesce(s.end_date, d.day)
      LEFT JOIN counters c ON c.schedule_id = s.id AND c.booked_date = d.day
      WHERE s.venture_id = ${ventureId} AND s.deleted_at IS NULL AND s.is_active
        AND s.total_vacancies IS NOT NULL
        AND s.start_date <= ${period.to}::date AND (s.end_date IS NULL OR s.end_date >= ${period.from}::date)
        AND extract(dow FROM d.day)::smallint = ANY(s.days_of_week)
        AND NOT EXISTS(SELECT 1 FROM schedule_blocks sb WHERE sb.schedule_id = s.id AND sb.blocked_date = d.day)
        ${upcomingOnly ? sql`AND NOT ${ended}` : sql``}) o JOIN activities a ON a.id = o."activityId"`;
}

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
      FROM ${limitedOccurrences(ventureId, period)}
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
      FROM ${limitedOccurrences(ventureId, period, true)}
      WHERE o.booked >= o."totalVacancies" * ${NEARLY_FULL_SHARE}::numeric
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
      FROM payments p WHERE ${bookedIn('p', scope, period)}
      GROUP BY p.status`,
  );
}
