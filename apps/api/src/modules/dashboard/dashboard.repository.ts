import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import { NEARLY_FULL_LIMIT, NEARLY_FULL_SHARE } from '@reserva/shared/dashboard/dashboard.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { BookingScope } from '../bookings/bookings.repository';
import { bookingsAliased, hasEnded, isNoShow } from '../bookings/no-show';
import { onWeekday, runsOn } from '../schedules/occurrences.repository';

// The dashboard's figures, each one aggregate query of one venture (decisions.md, Dashboard). Bookings
// are read through bookings_venture_booked_date_idx over the period, each row carrying its facts
// (`checked_in`, `cancelled_late`, kept by triggers): nothing is probed per booking. Revenue reads the
// payments of the period alone (they carry their booking's venture, date and seller). Occupancy counts
// each event's dates by weekday instead of expanding them; the nearly full events start from the
// window's occurrence counters, which the booking path keeps.

export interface Period {
  from: string;
  to: string;
}

const b = bookingsAliased('b');
const ENDED = hasEnded(b);

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

/** The venture's live, active events (alias `s`) with a number of places, whose dates meet the period. */
function limitedEventsIn(ventureId: string, period: Period): SQL {
  return sql`s.venture_id = ${ventureId} AND s.deleted_at IS NULL AND s.is_active
    AND s.total_vacancies IS NOT NULL
    AND s.start_date <= ${period.to}::date AND (s.end_date IS NULL OR s.end_date >= ${period.from}::date)`;
}

export interface OccupancyRow {
  activityId: string;
  activityName: string;
  booked: number;
  vacancies: number;
}

/**
 * How many dates of [lo, hi] fall on one of the event's weekdays, for the raw alias `e` of a row with
 * the event's `days_of_week`, `lo`, `hi` and lo's weekday `lo_dow`, as one expression (no subquery per
 * event): weekday w occurs (span - shift) / 7 + 1 times, shift being its distance from lo's weekday,
 * when shift <= span. A weekday listed twice counts once.
 */
function weekdayDates(e: string): SQL {
  return sql.raw(
    [0, 1, 2, 3, 4, 5, 6]
      .map((w) => {
        const shift = `((${w} - ${e}.lo_dow + 7) % 7)`;
        const span = `(${e}.hi - ${e}.lo)`;
        return `CASE WHEN ${w} = ANY(${e}.days_of_week) AND ${shift} <= ${span} THEN (${span} - ${shift}) / 7 + 1 ELSE 0 END`;
      })
      .join(' + '),
  );
}

/**
 * Per activity: places and live bookings of the period's occurrences of active limited events, without
 * expanding them day by day (92 days × every event): an event's occurrences are its weekdays' dates
 * inside its dates and the period (weekdayDates) less its blocked days on them; its live bookings on
 * those occurrences (what their counters hold) are read from bookings_venture_booked_date_idx alone
 * (migration 0015), the blocked days set apart in one hash (a verified edit keeps bookings on them).
 */
export function occupancyByActivity(db: Executor, ventureId: string, period: Period) {
  return queryRows<OccupancyRow>(
    db,
    sql`WITH events AS MATERIALIZED (
        SELECT s.id, s.activity_id, s.total_vacancies, s.days_of_week, w.lo, w.hi, extract(dow FROM w.lo)::int AS lo_dow
        FROM activity_schedules s,
          LATERAL (SELECT greatest(s.start_date, ${period.from}::date) AS lo,
            least(coalesce(s.end_date, ${period.to}::date), ${period.to}::date) AS hi) w
        WHERE ${limitedEventsIn(ventureId, period)}),
      blocked AS MATERIALIZED (
        SELECT sb.schedule_id, sb.blocked_date FROM schedule_blocks sb JOIN events e ON e.id = sb.schedule_id
        WHERE sb.blocked_date BETWEEN e.lo AND e.hi
          AND ${onWeekday('e', sql`sb.blocked_date`)}),
      occurrences AS (
        SELECT e.activity_id, e.total_vacancies, ${weekdayDates('e')} - coalesce(bl.days, 0) AS days
        FROM events e LEFT JOIN (SELECT schedule_id, count(*) AS days FROM blocked GROUP BY schedule_id) bl
          ON bl.schedule_id = e.id),
      places AS (
        SELECT activity_id, sum(total_vacancies * days) AS vacancies FROM occurrences
        GROUP BY activity_id HAVING sum(days) > 0),
      booked AS (
        SELECT e.activity_id, count(*) AS booked
        FROM bookings b JOIN events e ON e.id = b.schedule_id
        WHERE b.venture_id = ${ventureId} AND b.booked_date BETWEEN ${period.from}::date AND ${period.to}::date
          AND b.deleted_at IS NULL AND b.booked_date BETWEEN e.lo AND e.hi
          AND ${onWeekday('e', sql`b.booked_date`)}
          AND NOT EXISTS(SELECT 1 FROM blocked bl WHERE bl.schedule_id = b.schedule_id AND bl.blocked_date = b.booked_date)
        GROUP BY e.activity_id)
      SELECT p.activity_id AS "activityId", a.name AS "activityName", coalesce(b.booked, 0)::int AS booked,
        p.vacancies::int AS vacancies
      FROM places p JOIN activities a ON a.id = p.activity_id LEFT JOIN booked b ON b.activity_id = p.activity_id
      ORDER BY name_sort_key(a.name), p.activity_id`,
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

/**
 * The first occurrences of the window yet to end with at least NEARLY_FULL_SHARE of their places booked.
 * Such an occurrence has a booking, so a counter: the window's counters are read with their events
 * (live, active, limited, running that day as the calendar expands them), not every event's days.
 */
export function nearlyFull(db: Executor, ventureId: string, period: Period) {
  return queryRows<NearlyFullRow>(
    db,
    sql`SELECT o.schedule_id AS "activityScheduleId", s.activity_id AS "activityId", a.name AS "activityName",
        o.booked_date::text AS date, s.start_time::text AS "startTime", s.end_time::text AS "endTime",
        o.booked, s.total_vacancies AS "totalVacancies"
      FROM schedule_occurrences o JOIN activity_schedules s ON s.id = o.schedule_id
        JOIN activities a ON a.id = s.activity_id
      WHERE o.venture_id = ${ventureId} AND o.booked_date BETWEEN ${period.from}::date AND ${period.to}::date
        AND o.booked >= s.total_vacancies * ${NEARLY_FULL_SHARE}::numeric
        AND ${limitedEventsIn(ventureId, period)}
        AND o.booked_date BETWEEN s.start_date AND coalesce(s.end_date, o.booked_date)
        AND ${runsOn('s', sql`o.booked_date`)}
        AND NOT ${hasEnded({ bookedDate: sql`o.booked_date`, endTime: sql`s.end_time` })}
      ORDER BY o.booked_date, s.start_time, name_sort_key(a.name), o.schedule_id LIMIT ${NEARLY_FULL_LIMIT}`,
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
