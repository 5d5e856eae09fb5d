import { addDays, daysBetween } from '@reserva/shared/common/dates';
import type { WaveSide } from '@reserva/shared/schedules/schedules.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localInstant } from '../../db/local-time';
import { asJsonRows, jsonRows, queryRows, uuidArray } from '../../db/raw';

// The occurrences of events over a date window, expanded in ONE query however many events and days:
// each live event is joined with the days of the window inside its own date range that fall on one
// of its weekdays and are not blocked, and with its occurrence row (the live booking counters) when
// there is one. Dates are São Paulo calendar dates held as `date`: the weekday comes from the date
// itself, so no session or server time zone takes part; only "has it ended" compares the São Paulo
// end time with now(). The days travel as one array of dates, which the planner counts exactly, and
// each counter is looked up by its key: never a scan of the whole counter table.

export interface OccurrenceFilter {
  /** Every query of a venture's data names its venture (ARCHITECTURE.md, Scale). */
  ventureId: string;
  from: string;
  to: string;
  activityId?: string;
  scheduleId?: string;
  /** Only these events (the desk's search: the events of the people found). */
  scheduleIds?: readonly string[];
  /** Leave out occurrences that have ended. */
  upcomingOnly?: boolean;
  /** Only active events open to the public booking form. */
  linkBookingsOnly?: boolean;
  /**
   * Only events that take bookings (the event and its live activity on), or that kept some on the
   * day: an event or activity turned off shows only for those (the desk).
   */
  onOrBooked?: boolean;
}

/** A page of the occurrences, in their order. */
export interface OccurrencePage {
  limit: number;
  offset: number;
}

export interface OccurrenceRow {
  activityScheduleId: string;
  activityId: string;
  date: string;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  daysOfWeek: number[];
  totalVacancies: number | null;
  guestVacancies: number;
  lodgerVacancies: number;
  isLodgerVacanciesExclusive: boolean;
  isActive: boolean;
  minUserExperience: number;
  modalityId: string | null;
  modalityTitle: string | null;
  waveSide: WaveSide | null;
  allowLinkBookings: boolean;
  allowPartialTimeBookings: boolean;
  bookingPrice: number;
  guestAdditionalBookingPrice: number;
  booked: number;
  guestBooked: number;
  lodgerBooked: number;
  isExpired: boolean;
}

export function listOccurrences(db: Executor, filter: OccurrenceFilter): Promise<OccurrenceRow[]> {
  return jsonRows<OccurrenceRow>(db, occurrencesQuery(filter));
}

/**
 * A page of the occurrences and how many there are in all, in one statement: only the page's rows are
 * looked up (counters, modality) and built as JSON, which is most of a whole venture's day's cost.
 */
export async function pageOccurrences(
  db: Executor,
  filter: OccurrenceFilter,
  page: OccurrencePage,
): Promise<{ rows: OccurrenceRow[]; total: number }> {
  const [result] = await queryRows<{ rows: string; total: number }>(db, occurrencesQuery(filter, page));
  const { rows, total } = result as { rows: string; total: number };
  return { rows: JSON.parse(rows) as OccurrenceRow[], total };
}

/** The window's dates as one array, which the planner counts exactly (a generated series it guesses). */
export function daysOf(from: string, to: string): SQL {
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  return sql`ARRAY[${sql.join(
    dates.map((date) => sql`${date}`),
    sql`, `,
  )}]::date[]`;
}

/** `day` is one of the weekdays of the event under the raw alias `event`. */
export function onWeekday(event: string, day: SQL): SQL {
  return sql`extract(dow FROM ${day})::smallint = ANY(${sql.raw(event)}.days_of_week)`;
}

/**
 * The event under the raw alias `event` runs on `day`: one of its weekdays, and not one of its blocked
 * dates (whether `day` falls inside its dates is the caller's condition).
 */
export function runsOn(event: string, day: SQL): SQL {
  return sql`${onWeekday(event, day)}
    AND NOT EXISTS(SELECT 1 FROM schedule_blocks sb WHERE sb.schedule_id = ${sql.raw(event)}.id AND sb.blocked_date = ${day})`;
}

/**
 * The query itself (the bench explains it): its rows as one JSON value (thousands for a venture's day);
 * with `page`, that page's rows and the count of all (`{ rows, total }`).
 */
export function occurrencesQuery(filter: OccurrenceFilter, page?: OccurrencePage): SQL {
  const conditions: SQL[] = [
    sql`s.venture_id = ${filter.ventureId}`,
    sql`s.deleted_at IS NULL`,
    sql`s.start_date <= ${filter.to}::date`,
    sql`(s.end_date IS NULL OR s.end_date >= ${filter.from}::date)`,
  ];
  if (filter.activityId) conditions.push(sql`s.activity_id = ${filter.activityId}`);
  if (filter.scheduleId) conditions.push(sql`s.id = ${filter.scheduleId}`);
  if (filter.scheduleIds) conditions.push(sql`s.id = ANY(${uuidArray(filter.scheduleIds)})`);
  if (filter.linkBookingsOnly) conditions.push(sql`s.is_active AND s.allow_link_bookings`);
  if (filter.onOrBooked) {
    conditions.push(sql`EXISTS(SELECT 1 FROM activities a
      WHERE a.id = s.activity_id AND a.venture_id = s.venture_id AND a.deleted_at IS NULL
      AND (s.is_active AND a.is_active OR EXISTS(SELECT 1 FROM bookings b
        WHERE b.schedule_id = s.id AND b.booked_date = d.day AND b.deleted_at IS NULL)))`);
  }
  const days = daysOf(filter.from, filter.to);
  const endedOn = (day: SQL) => sql`(${localInstant(day, sql`s.end_time`)} < now())`;
  // The occurrences themselves: each event on each day of the window it runs on.
  const occurrences = sql`SELECT s.*, d.day FROM activity_schedules s
      JOIN unnest(${days}) AS d(day) ON d.day BETWEEN s.start_date AND coalesce(s.end_date, d.day)
      WHERE ${sql.join(conditions, sql` AND `)}
        AND ${runsOn('s', sql`d.day`)}
        ${filter.upcomingOnly ? sql`AND NOT ${endedOn(sql`d.day`)}` : sql``}`;
  // Their rows, with their live counters and modality.
  const rowsOf = (
    source: SQL,
  ) => sql`SELECT s.id AS "activityScheduleId", s.activity_id AS "activityId", s.day::text AS date,
        s.start_date::text AS "startDate", s.end_date::text AS "endDate",
        s.start_time::text AS "startTime", s.end_time::text AS "endTime", s.days_of_week AS "daysOfWeek",
        s.total_vacancies AS "totalVacancies", s.guest_vacancies AS "guestVacancies",
        s.lodger_vacancies AS "lodgerVacancies", s.is_lodger_vacancies_exclusive AS "isLodgerVacanciesExclusive",
        s.is_active AS "isActive", s.min_user_experience AS "minUserExperience",
        s.modality_id AS "modalityId", m.title AS "modalityTitle", s.wave_side AS "waveSide",
        s.allow_link_bookings AS "allowLinkBookings", s.allow_partial_time_bookings AS "allowPartialTimeBookings",
        s.booking_price AS "bookingPrice", s.guest_additional_booking_price AS "guestAdditionalBookingPrice",
        coalesce(o.booked, 0) AS booked, coalesce(o.guest_booked, 0) AS "guestBooked",
        coalesce(o.lodger_booked, 0) AS "lodgerBooked", ${endedOn(sql`s.day`)} AS "isExpired"
      FROM (${source}) s
      -- One key lookup per occurrence (LIMIT keeps the planner from turning it into a scan of the
      -- event's every counter when it underestimates the occurrences, as it does for a whole venture).
      LEFT JOIN LATERAL (SELECT c.booked, c.guest_booked, c.lodger_booked FROM schedule_occurrences c
        WHERE c.schedule_id = s.id AND c.booked_date = s.day LIMIT 1) o ON true
      LEFT JOIN modalities m ON m.id = s.modality_id`;
  // Dates and times as ISO text sort as they do (uuids' text as their bytes).
  const order = sql`x.date, x."startTime", x."endTime", x."activityScheduleId"`;
  if (!page) return asJsonRows(rowsOf(occurrences), order);
  const onPage = sql`SELECT * FROM window_occurrences ORDER BY day, start_time, end_time, id
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  return sql`WITH window_occurrences AS (${occurrences})
    SELECT (SELECT count(*)::int FROM window_occurrences) AS total, (${asJsonRows(rowsOf(onPage), order)}) AS rows`;
}
