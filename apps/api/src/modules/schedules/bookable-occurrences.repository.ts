import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localInstant } from '../../db/local-time';
import { jsonRows, queryRows } from '../../db/raw';
import { daysOf, runsOn } from './occurrences.repository';

// The occurrences one person may book over a window (the members' app's agenda, issue 31): the
// expansion of occurrences.repository with what the person may book decided in the query, so that only
// bookable events are expanded: live, active events of live, active activities at live, active spots,
// whose minimum the person's experience level may book. Apart from it, the window's live counters, and
// a version of everything the expansion reads (members/agenda-cache.ts keeps an expansion while its
// version holds). A week of a venture is thousands of rows: each travels as a JSON array of the columns
// the agenda shows (on the embedded database, building and handing over 25-column objects cost more
// than finding them).

export interface BookableFilter {
  ventureId: string;
  from: string;
  to: string;
  activityId?: string | undefined;
  /**
   * The event minimums the person's level may book (checkOnboard's rule, booking-rules.ts): `any` for
   * groups without experience levels; otherwise events open to every level (minimum 0) and living
   * areas, and those within the level's range (null: the venture has no such level).
   */
  experience: 'any' | { min: number; max: number } | null;
}

/** An occurrence without its counters, ended or not (`endsAt`, ms since the epoch, tells). */
/** A row as the query writes it: the columns of BookableOccurrenceRow, in its order. */
type Tuple = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  string | null,
  number | null,
  number,
  number,
  boolean,
  number,
  number,
  boolean,
];

export interface BookableOccurrenceRow {
  activityScheduleId: string;
  activityId: string;
  activityName: string;
  spotId: string;
  spotName: string;
  date: string;
  startTime: string;
  endTime: string;
  endsAt: number;
  modalityTitle: string | null;
  totalVacancies: number | null;
  guestVacancies: number;
  lodgerVacancies: number;
  isLodgerVacanciesExclusive: boolean;
  bookingPrice: number;
  guestAdditionalBookingPrice: number;
  /** The person books a part of the event's time, priced by the hour. */
  allowPartialTimeBookings: boolean;
}

function experienceCondition(experience: BookableFilter['experience']): SQL {
  if (experience === 'any') return sql`true`;
  const open = sql`(sp.is_living_area OR s.min_user_experience = 0)`;
  if (experience === null) return open;
  return sql`(${open} OR s.min_user_experience BETWEEN ${experience.min} AND ${experience.max})`;
}

/** The expansion's query (the bench explains it): one JSON array of rows, by date, times and event. */
export function bookableOccurrencesQuery(filter: BookableFilter): SQL {
  const days = daysOf(filter.from, filter.to);
  return sql`SELECT coalesce(json_agg(json_build_array(s.id, s.activity_id, a.name, sp.id, sp.name, d.day,
        s.start_time, s.end_time, (extract(epoch FROM ${localInstant(sql`d.day`, sql`s.end_time`)}) * 1000)::bigint,
        m.title, s.total_vacancies, s.guest_vacancies, s.lodger_vacancies, s.is_lodger_vacancies_exclusive,
        s.booking_price, s.guest_additional_booking_price, s.allow_partial_time_bookings) ORDER BY d.day, s.start_time, s.end_time, s.id), '[]')::text AS rows
      FROM activity_schedules s
      JOIN activities a ON a.id = s.activity_id
      JOIN spots sp ON sp.id = a.spot_id
      JOIN unnest(${days}) AS d(day) ON d.day BETWEEN s.start_date AND coalesce(s.end_date, d.day)
      LEFT JOIN modalities m ON m.id = s.modality_id
      WHERE s.venture_id = ${filter.ventureId} AND s.deleted_at IS NULL AND s.is_active
        AND s.start_date <= ${filter.to}::date AND (s.end_date IS NULL OR s.end_date >= ${filter.from}::date)
        ${filter.activityId ? sql`AND s.activity_id = ${filter.activityId}` : sql``}
        AND a.venture_id = ${filter.ventureId} AND a.deleted_at IS NULL AND a.is_active
        AND sp.deleted_at IS NULL AND sp.is_active
        AND ${experienceCondition(filter.experience)}
        AND ${runsOn('s', sql`d.day`)}`;
}

export async function listBookableOccurrences(
  db: Executor,
  filter: BookableFilter,
): Promise<BookableOccurrenceRow[]> {
  const rows = await jsonRows<Tuple>(db, bookableOccurrencesQuery(filter));
  return rows.map((row) => ({
    activityScheduleId: row[0],
    activityId: row[1],
    activityName: row[2],
    spotId: row[3],
    spotName: row[4],
    date: row[5],
    startTime: row[6],
    endTime: row[7],
    endsAt: row[8],
    modalityTitle: row[9],
    totalVacancies: row[10],
    guestVacancies: row[11],
    lodgerVacancies: row[12],
    isLodgerVacanciesExclusive: row[13],
    bookingPrice: row[14],
    guestAdditionalBookingPrice: row[15],
    allowPartialTimeBookings: row[16],
  }));
}

/** The count and the sum of the row versions (xmin) of `rows`: any write to them changes one of both. */
const versionOf = (rows: SQL) =>
  sql`(SELECT count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0) FROM (${rows}) x)`;

/**
 * A version of what the window's expansion reads: the venture's events, activities, spots and
 * modalities, and the window's blocked dates. Any insert, update or delete of one of them changes it.
 */
function eventsVersion(ventureId: string, from: string, to: string): SQL {
  return sql`concat_ws(' ',
    ${versionOf(sql`SELECT xmin FROM activity_schedules WHERE venture_id = ${ventureId}`)},
    ${versionOf(sql`SELECT xmin FROM activities WHERE venture_id = ${ventureId}`)},
    ${versionOf(sql`SELECT xmin FROM spots WHERE venture_id = ${ventureId}`)},
    ${versionOf(sql`SELECT m.xmin FROM modalities m JOIN spots sp ON sp.id = m.spot_id WHERE sp.venture_id = ${ventureId}`)},
    ${versionOf(sql`SELECT b.xmin FROM schedule_blocks b JOIN activity_schedules s ON s.id = b.schedule_id
      WHERE s.venture_id = ${ventureId} AND b.blocked_date BETWEEN ${from} AND ${to}`)})`;
}

const windowCounters = (ventureId: string, from: string, to: string) =>
  sql`schedule_occurrences c WHERE c.venture_id = ${ventureId} AND c.booked_date BETWEEN ${from} AND ${to}`;

/** A version of the venture's counters over the window (schedule_occurrences_venture_date_idx). */
const countersVersion = (ventureId: string, from: string, to: string) =>
  versionOf(sql`SELECT c.xmin FROM ${windowCounters(ventureId, from, to)}`);

export interface Versions {
  events: string;
  counters: string;
}

/** Both versions of the window, in one statement. */
export async function findVersions(
  db: Executor,
  ventureId: string,
  from: string,
  to: string,
): Promise<Versions> {
  const [row] = await queryRows<Versions>(
    db,
    sql`SELECT ${eventsVersion(ventureId, from, to)} AS events, ${countersVersion(ventureId, from, to)} AS counters`,
  );
  return row as Versions;
}

/** An occurrence's live counters: booked, guests', lodgers'. */
export type Counters = [number, number, number];

/**
 * The venture's counters over the window by `<event id> <date>`, with their version, read in one
 * statement (one snapshot). As one text: thousands of rows, which JSON took twice as long to build.
 */
export async function listCounters(
  db: Executor,
  ventureId: string,
  from: string,
  to: string,
): Promise<{ version: string; counters: Map<string, Counters> }> {
  const [row] = await queryRows<{ version: string; counters: string | null }>(
    db,
    sql`SELECT ${countersVersion(ventureId, from, to)} AS version,
      (SELECT string_agg(concat_ws(' ', c.schedule_id, c.booked_date, c.booked, c.guest_booked, c.lodger_booked), ',')
        FROM ${windowCounters(ventureId, from, to)}) AS counters`,
  );
  const { version, counters } = row as { version: string; counters: string | null };
  const byOccurrence = new Map<string, Counters>();
  for (const entry of counters ? counters.split(',') : []) {
    const [id, date, booked, guests, lodgers] = entry.split(' ');
    byOccurrence.set(`${id} ${date}`, [Number(booked), Number(guests), Number(lodgers)]);
  }
  return { version, counters: byOccurrence };
}
