import type { PaymentStatus } from '@reserva/shared/bookings/payment-status';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsText, phoneStartsWith, startsWithDigits } from '../../db/like';
import { asJsonRows, jsonRows, queryRows, uuidArray } from '../../db/raw';
import { bookingQueues } from '../../db/schema/queues';
import { users } from '../../db/schema/users';
import { bookingsAliased, isNoShow } from '../bookings/no-show';
import { QUEUE_ORDER } from '../schedules/occurrence-people.repository';

// The desk's day: a venture's bookings and queue entries of one date, each read in one statement
// however many events there are (the occurrences come from the schedules' own expansion).

/** The desk's search: a name when it has a letter, else the digits of a CPF or a phone (db/like.ts). */
export function personMatching(text: string): SQL {
  if (/\p{L}/u.test(text)) return containsText(users.name, text, users.nameWords);
  return or(startsWithDigits(users.cpf, text), phoneStartsWith(users.phone, text)) as SQL;
}

export interface DayKey {
  ventureId: string;
  date: string;
  /** The people searched for; every row says whether its person is one of them. */
  matching?: SQL;
  /** The events read (a page of the day): every one of their rows, so the counts stay the events' own. */
  scheduleIds: readonly string[];
}

export interface NamedActivity {
  id: string;
  name: string;
  isActive: boolean;
  spotId: string;
  spotName: string;
}

/** Those of `ids` that are the venture's live activities, with their spots' names (a page's). */
export function listActivities(
  db: Executor,
  ventureId: string,
  ids: readonly string[],
): Promise<NamedActivity[]> {
  return queryRows<NamedActivity>(
    db,
    sql`SELECT a.id, a.name, a.is_active AS "isActive", sp.id AS "spotId", sp.name AS "spotName"
      FROM activities a JOIN spots sp ON sp.id = a.spot_id
      WHERE a.id = ANY(${uuidArray(ids)}) AND a.venture_id = ${ventureId} AND a.deleted_at IS NULL`,
  );
}

export interface DayBookingRow {
  id: string;
  scheduleId: string;
  userId: string;
  userName: string;
  avatarPath: string | null;
  groupKey: string;
  groupName: string;
  hostName: string | null;
  startTime: string;
  endTime: string;
  checkedIn: boolean;
  /** Milliseconds since the epoch (JSON carries numbers as they are). */
  checkedInAt: number | null;
  noShow: boolean;
  paymentStatus: PaymentStatus | null;
  matches: boolean;
}

/**
 * The events of the day where the people searched for are booked or queued: their ids alone, so that a
 * search pages them and reads the bookings and queue of the page's events only. On a busy day (7,600
 * bookings) the whole day's rows made a search for one person as slow as the day itself; a name many
 * share put them in most of the day's events.
 */
export async function listEventsMatching(
  db: Executor,
  key: Pick<DayKey, 'ventureId' | 'date'>,
  matching: SQL,
): Promise<string[]> {
  const rows = await queryRows<{ scheduleId: string }>(
    db,
    sql`SELECT f.schedule_id AS "scheduleId" FROM bookings f JOIN users ON users.id = f.user_id
      WHERE f.venture_id = ${key.ventureId} AND f.booked_date = ${key.date} AND f.deleted_at IS NULL AND ${matching}
      UNION
      SELECT q.schedule_id FROM booking_queues q JOIN users ON users.id = q.user_id
      WHERE q.venture_id = ${key.ventureId} AND q.booked_date = ${key.date} AND q.deleted_at IS NULL
        AND q.schedule_id IS NOT NULL AND ${matching}`,
  );
  return rows.map((row) => row.scheduleId);
}

/** The live bookings of the day's events `scheduleIds`, by time then name (as the event-day dialog lists them). */
export function listDayBookings(db: Executor, key: DayKey): Promise<DayBookingRow[]> {
  const rows = sql`SELECT b.id, b.schedule_id AS "scheduleId", users.id AS "userId", users.name AS "userName",
      users.avatar_path AS "avatarPath", g.key AS "groupKey", g.name AS "groupName", h.name AS "hostName",
      b.start_time::text AS "startTime", b.end_time::text AS "endTime", b.checked_in AS "checkedIn",
      CASE WHEN b.checked_in THEN (SELECT floor(extract(epoch FROM max(c.created_at)) * 1000)::bigint
        FROM checkins c WHERE c.booking_id = b.id) END AS "checkedInAt",
      ${isNoShow(bookingsAliased('b'))} AS "noShow", p.status AS "paymentStatus",
      ${key.matching ?? sql`true`} AS matches, name_sort_key(users.name) AS "nameKey"
    FROM bookings b JOIN users ON users.id = b.user_id JOIN feature_groups g ON g.id = users.feature_group_id
    LEFT JOIN users h ON h.id = users.host_id LEFT JOIN payments p ON p.booking_id = b.id
    WHERE b.venture_id = ${key.ventureId} AND b.booked_date = ${key.date} AND b.deleted_at IS NULL
      AND b.schedule_id = ANY(${uuidArray(key.scheduleIds)})`;
  return jsonRows<DayBookingRow>(db, asJsonRows(rows, sql`x."startTime", x."nameKey", x.id`));
}

/** The live entries of the day's events `scheduleIds`, by event, each event's in its queue order. */
export function listDayQueue(db: Executor, key: DayKey) {
  return db
    .select({
      id: bookingQueues.id,
      scheduleId: sql<string>`${bookingQueues.scheduleId}`,
      userId: users.id,
      userName: users.name,
      matches: sql<boolean>`${key.matching ?? sql`true`}`,
    })
    .from(bookingQueues)
    .innerJoin(users, eq(users.id, bookingQueues.userId))
    .where(
      and(
        eq(bookingQueues.ventureId, key.ventureId),
        eq(bookingQueues.bookedDate, key.date),
        isNull(bookingQueues.deletedAt),
        sql`${bookingQueues.scheduleId} = ANY(${uuidArray(key.scheduleIds)})`,
      ),
    )
    .orderBy(bookingQueues.scheduleId, ...QUEUE_ORDER);
}
