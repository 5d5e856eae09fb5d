import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localInstant } from '../../db/local-time';
import { preparedRows } from '../../db/raw';
import { KIND_MARKS } from './person-kind';

// What the booking rules read about a person, an event and an occurrence (server-rules.md, Creating a
// booking). Each is one query by ids, prepared once per connection (every booking runs them); the
// caller holds the locks that make the answers stay true until its insert commits.

export interface PersonFacts {
  id: string;
  name: string;
  email: string;
  groupKey: string;
  hostId: string | null;
  useExperienceLevel: boolean;
  isBlocked: boolean;
  hostBlocked: boolean;
  /** The top of the host chain (a guest of a dependant answers to its member), when it is not the host. */
  titularBlocked: boolean;
  /** The onboard of the venture: null when the person has none there. */
  onboardExperience: number | null;
  /** The daily limits of the person's category in the venture, or of its titular's. */
  maxDayBookings: number | null;
  maxGuestDayBookings: number | null;
  maxFreeGuestDayBookings: number | null;
  guestBookingPrice: number | null;
  hasCategory: boolean;
  // For the 'Cadastro incompleto' warning.
  hasAddress: boolean;
  hasBirthDate: boolean;
  hasDocument: boolean;
  hasPhone: boolean;
}

/** The person under the raw alias is blocked or suspended now (false where the alias joined nothing). */
export const blocked = (alias: string) =>
  sql.raw(`coalesce(${alias}.is_blocked OR ${alias}.blocked_until > now(), false)`);

/** A day of a person's bookings to read with the person (`findPersonLockingOccurrence`). */
export interface DayAsked {
  schedule: { id: string; spotId: string; ventureId: string };
  date: string;
}

/**
 * A live person (never staff) with its host, titular, onboard and category in `ventureId`; with
 * `day`, also what its live bookings of that date say (`PersonDay`), in the same statement.
 */
function personQuery(userId: string, ventureId: string, day: DayAsked | null): SQL {
  return sql`SELECT u.id, u.name, u.email, g.key AS "groupKey", u.host_id AS "hostId",
        g.use_experience_level AS "useExperienceLevel", ${blocked('u')} AS "isBlocked",
        ${blocked('h')} AS "hostBlocked", (t.id IS DISTINCT FROM h.id AND ${blocked('t')}) AS "titularBlocked",
        o.experience AS "onboardExperience",
        c.max_day_bookings AS "maxDayBookings", c.max_guest_day_bookings AS "maxGuestDayBookings",
        c.max_free_guest_day_bookings AS "maxFreeGuestDayBookings", c.guest_booking_price AS "guestBookingPrice",
        c.id IS NOT NULL AS "hasCategory",
        EXISTS(SELECT 1 FROM addresses a WHERE a.user_id = u.id) AS "hasAddress",
        u.birth_date IS NOT NULL AS "hasBirthDate",
        (u.cpf IS NOT NULL OR u.foreigner_document IS NOT NULL) AS "hasDocument",
        u.phone IS NOT NULL AS "hasPhone"
        ${day ? sql`, d."bookedHere", d."bookedAtSpot", d."dayBookings"` : sql``}
      FROM users u
      JOIN feature_groups g ON g.id = u.feature_group_id
      LEFT JOIN users h ON h.id = u.host_id
      LEFT JOIN users t ON t.id = coalesce(h.host_id, h.id)
      LEFT JOIN onboards o ON o.user_id = u.id AND o.venture_id = ${ventureId}
      -- The person's own category in the venture, else its titular's (dependants and guests have none).
      LEFT JOIN LATERAL (SELECT uc.* FROM user_category_links l JOIN user_categories uc ON uc.id = l.category_id
          WHERE l.user_id IN (u.id, coalesce(t.id, u.id)) AND uc.venture_id = ${ventureId}
          ORDER BY l.user_id = u.id DESC LIMIT 1) c ON true
      ${day ? sql`CROSS JOIN LATERAL (${personDayQuery(sql`u.id`, day)}) d` : sql``}
      -- People are the users whose group cannot sign in to the back-office (server-rules.md, Permissions).
      WHERE u.id = ${userId} AND u.deleted_at IS NULL
        AND NOT EXISTS(SELECT 1 FROM feature_group_features gf JOIN features f ON f.id = gf.feature_id
          WHERE gf.feature_group_id = g.id AND f.key = 'WEB_ACCESS')`;
}

export async function findPerson(
  db: Executor,
  userId: string,
  ventureId: string,
): Promise<PersonFacts | undefined> {
  const [row] = await preparedRows<PersonFacts>(db, personQuery(userId, ventureId, null));
  return row;
}

/** A live person with its day of bookings, and the occurrence's counters before its booking. */
export interface PersonDayAndPlaces {
  person: PersonFacts;
  day: PersonDay;
  counters: OccurrenceCounters;
}

/**
 * For a booking, after the person's lock: `findPerson` with its `personDay`, and the occurrence locked
 * with the booking counted in (`lockOccurrence`), in one statement, a round trip less while the
 * occurrence is locked. Whatever follows stores the booking or throws, and the throw rolls the count
 * back. Undefined, with nothing written, when the person is not found.
 */
export async function findPersonLockingOccurrence(
  db: Executor,
  userId: string,
  day: DayAsked,
): Promise<PersonDayAndPlaces | undefined> {
  const { schedule, date } = day;
  const [row] = await preparedRows<PersonFacts & PersonDay & OccurrenceCounters>(
    db,
    sql`WITH person AS (${personQuery(userId, schedule.ventureId, day)}),
      -- A guest or a lodger by its group's key, as kindOf reads it (person-kind.ts).
      kind AS (SELECT (strpos("groupKey", ${KIND_MARKS.guest}) > 0)::int AS guests,
        (strpos("groupKey", ${KIND_MARKS.lodger}) > 0)::int AS lodgers FROM person),
      counted AS (${occurrenceUpsert(schedule, date, sql`SELECT 1 AS booked, guests, lodgers FROM kind`)})
      SELECT person.*, counted.booked - 1 AS booked, counted."guestBooked" - kind.guests AS "guestBooked",
        counted."lodgerBooked" - kind.lodgers AS "lodgerBooked"
      FROM person, kind, counted`,
  );
  if (!row) return undefined;
  const { bookedHere, bookedAtSpot, dayBookings, booked, guestBooked, lodgerBooked, ...person } = row;
  return {
    person,
    day: { bookedHere, bookedAtSpot, dayBookings },
    counters: { booked, guestBooked, lodgerBooked },
  };
}

/**
 * Locks the person, its host and its host's host (one booking of each at a time: daily limits span
 * occurrences), in id order so that two bookings never wait on each other. Every booking write locks
 * people before occurrences. Taken before the person is read: a block holds the blocked person's row
 * until it commits, so the read after this lock (a new statement, in READ COMMITTED) sees the block,
 * or the block, waiting for this transaction, then sees the booking and cancels it.
 */
export async function lockPersonAndHosts(db: Executor, userId: string): Promise<void> {
  await preparedRows(db, personAndHostsForUpdate(userId));
}

const personAndHostsForUpdate = (userId: string) =>
  sql`SELECT id FROM users WHERE id IN (SELECT unnest(ARRAY[u.id, u.host_id, h.host_id])
      FROM users u LEFT JOIN users h ON h.id = u.host_id WHERE u.id = ${userId})
    ORDER BY id FOR UPDATE`;

export interface ScheduleFacts {
  id: string;
  ventureId: string;
  activityId: string;
  activityName: string;
  activityLive: boolean;
  spotId: string;
  isLivingArea: boolean;
  modalityId: string | null;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  daysOfWeek: number[];
  totalVacancies: number | null;
  guestVacancies: number;
  lodgerVacancies: number;
  isLodgerVacanciesExclusive: boolean;
  minUserExperience: number;
  allowPartialTimeBookings: boolean;
  bookingPrice: number;
  guestAdditionalBookingPrice: number;
  /** It has live, active extras (else a booking without chosen extras skips reading them). */
  hasExtras: boolean;
  /** The asked date is a blocked date of the event. */
  blockedOn: boolean;
  /** The asked date's start (the chosen one, for a partial-time event) has passed in São Paulo. */
  startPassed: boolean;
}

/** The occurrence a booking or queue entry asks for: its date and, for partial time, its chosen start. */
export interface AskedOccurrence {
  date: string;
  startTime: string | null;
}

/** A live event in the venture (any venture when null), with its activity and spot. */
export async function findSchedule(
  db: Executor,
  scheduleId: string,
  ventureId: string | null,
  asked: AskedOccurrence,
): Promise<ScheduleFacts | undefined> {
  const [row] = await preparedRows<ScheduleFacts>(db, scheduleQuery(scheduleId, ventureId, asked));
  return row;
}

/**
 * `findSchedule` and `lockPersonAndHosts` in one round trip, for a booking: the people are locked
 * whether the event is found or not, and the person is read in the next statement, after the lock.
 */
export async function findScheduleLockingPerson(
  db: Executor,
  scheduleId: string,
  ventureId: string | null,
  asked: AskedOccurrence,
  userId: string,
): Promise<ScheduleFacts | undefined> {
  const [row] = await preparedRows<ScheduleFacts | { id: null }>(
    db,
    sql`WITH locked AS (${personAndHostsForUpdate(userId)})
      SELECT s.* FROM (SELECT count(*) FROM locked) l
      LEFT JOIN LATERAL (${scheduleQuery(scheduleId, ventureId, asked)}) s ON true`,
  );
  return row?.id ? (row as ScheduleFacts) : undefined;
}

function scheduleQuery(scheduleId: string, ventureId: string | null, asked: AskedOccurrence): SQL {
  return sql`SELECT s.id, s.venture_id AS "ventureId", s.activity_id AS "activityId", a.name AS "activityName",
        (a.deleted_at IS NULL AND a.is_active) AS "activityLive", a.spot_id AS "spotId",
        sp.is_living_area AS "isLivingArea", s.modality_id AS "modalityId", s.is_active AS "isActive",
        s.start_date::text AS "startDate", s.end_date::text AS "endDate", s.start_time::text AS "startTime",
        s.end_time::text AS "endTime", s.days_of_week AS "daysOfWeek", s.total_vacancies AS "totalVacancies",
        s.guest_vacancies AS "guestVacancies", s.lodger_vacancies AS "lodgerVacancies",
        s.is_lodger_vacancies_exclusive AS "isLodgerVacanciesExclusive",
        s.min_user_experience AS "minUserExperience", s.allow_partial_time_bookings AS "allowPartialTimeBookings",
        s.booking_price AS "bookingPrice", s.guest_additional_booking_price AS "guestAdditionalBookingPrice",
        EXISTS(SELECT 1 FROM schedule_items i WHERE i.schedule_id = s.id AND i.deleted_at IS NULL AND i.is_active)
          AS "hasExtras",
        EXISTS(SELECT 1 FROM schedule_blocks b WHERE b.schedule_id = s.id AND b.blocked_date = ${asked.date}::date)
          AS "blockedOn",
        ${localInstant(
          sql`${asked.date}::date`,
          sql`CASE WHEN s.allow_partial_time_bookings AND ${asked.startTime}::time IS NOT NULL
            THEN ${asked.startTime}::time ELSE s.start_time END`,
        )} <= now() AS "startPassed"
      FROM activity_schedules s
      JOIN activities a ON a.id = s.activity_id
      JOIN spots sp ON sp.id = a.spot_id
      WHERE s.id = ${scheduleId} AND s.deleted_at IS NULL
        ${ventureId ? sql`AND s.venture_id = ${ventureId}` : sql``}`;
}

/** May a person of this experience level book an event of this minimum (spec 001 s.9 codes)? */
export async function experienceAllows(
  db: Executor,
  ventureId: string,
  level: number,
  minUserExperience: number,
): Promise<boolean> {
  const rows = await preparedRows(
    db,
    sql`SELECT 1 FROM experience_levels WHERE venture_id = ${ventureId} AND level = ${level}
      AND ${minUserExperience} BETWEEN min_allowed_booking_experience AND max_allowed_booking_experience`,
  );
  return rows.length > 0;
}

export interface OccurrenceCounters {
  booked: number;
  guestBooked: number;
  lodgerBooked: number;
}

/**
 * Creates the occurrence's counter row if needed and locks it, in one statement (an upsert locks the
 * row it finds, as FOR UPDATE would): bookings of one occurrence run one at a time.
 */
export async function lockOccurrence(
  db: Executor,
  schedule: { id: string; ventureId: string },
  date: string,
): Promise<OccurrenceCounters> {
  const [row] = await preparedRows<OccurrenceCounters>(
    db,
    occurrenceUpsert(schedule, date, sql`SELECT 0 AS booked, 0 AS guests, 0 AS lodgers`),
  );
  if (!row) throw new Error('occurrence row not written');
  return row;
}

/**
 * The upsert of an occurrence's counters that adds what `counts` selects (`booked`, `guests`,
 * `lodgers`; no row: nothing written); it answers the counters after.
 */
function occurrenceUpsert(schedule: { id: string; ventureId: string }, date: string, counts: SQL): SQL {
  return sql`INSERT INTO schedule_occurrences AS o (schedule_id, venture_id, booked_date, booked, guest_booked, lodger_booked)
      SELECT ${schedule.id}::uuid, ${schedule.ventureId}::uuid, ${date}::date, n.booked, n.guests, n.lodgers
      FROM (${counts}) n
      ON CONFLICT (schedule_id, booked_date) DO UPDATE SET booked = o.booked + excluded.booked,
        guest_booked = o.guest_booked + excluded.guest_booked, lodger_booked = o.lodger_booked + excluded.lodger_booked
      RETURNING o.booked, o.guest_booked AS "guestBooked", o.lodger_booked AS "lodgerBooked"`;
}

/** Live bookings of the occurrence whose time overlaps [start, end) (partial-time events). */
export async function overlapsOccurrence(
  db: Executor,
  scheduleId: string,
  date: string,
  start: string,
  end: string,
): Promise<boolean> {
  const rows = await preparedRows(
    db,
    sql`SELECT 1 FROM bookings WHERE schedule_id = ${scheduleId} AND booked_date = ${date}
      AND deleted_at IS NULL AND start_time < ${end}::time AND end_time > ${start}::time LIMIT 1`,
  );
  return rows.length > 0;
}

export async function hasLiveBooking(
  db: Executor,
  userId: string,
  scheduleId: string,
  date: string,
): Promise<boolean> {
  const rows = await preparedRows(
    db,
    sql`SELECT 1 FROM bookings WHERE user_id = ${userId} AND schedule_id = ${scheduleId}
      AND booked_date = ${date} AND deleted_at IS NULL`,
  );
  return rows.length > 0;
}

export interface PersonDay {
  /** A live booking in this occurrence. */
  bookedHere: boolean;
  /** A live booking at the spot that day. */
  bookedAtSpot: boolean;
  /** Live bookings in the venture that day. */
  dayBookings: number;
}

/** What the person's live bookings of the date say, in one read of its bookings (bookings_user_idx). */
function personDayQuery(userId: SQL, { schedule, date }: DayAsked): SQL {
  return sql`SELECT coalesce(bool_or(b.schedule_id = ${schedule.id}), false) AS "bookedHere",
      coalesce(bool_or(a.spot_id = ${schedule.spotId}), false) AS "bookedAtSpot",
      count(*) FILTER (WHERE b.venture_id = ${schedule.ventureId})::int AS "dayBookings"
    FROM bookings b JOIN activities a ON a.id = b.activity_id
    WHERE b.user_id = ${userId} AND b.booked_date = ${date} AND b.deleted_at IS NULL`;
}

/** Live bookings, in the venture on the date, of the guests this host brought. */
export async function countGuestDayBookings(
  db: Executor,
  hostId: string,
  ventureId: string,
  date: string,
): Promise<number> {
  const [row] = await preparedRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM bookings b JOIN users u ON u.id = b.user_id
      JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE u.host_id = ${hostId} AND g.key LIKE '%GUEST%' AND b.venture_id = ${ventureId}
        AND b.booked_date = ${date} AND b.deleted_at IS NULL`,
  );
  return row?.count ?? 0;
}
