import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedRows, queryRows, uuidArray } from '../../db/raw';
import { blocked } from '../bookings/booking-facts.repository';
import { QUEUE_ORDER } from '../schedules/occurrence-people.repository';

// The members' app's reads (issue 31). Every query names the person's venture and the people the
// person acts for, so that nothing beyond them is ever read.

export interface MeRow {
  id: string;
  name: string;
  email: string;
  avatarPath: string | null;
  groupKey: string;
  groupName: string;
  isBlocked: boolean;
  blockReason: string | null;
  ventureName: string;
  bookingHorizonDays: number;
  useExperienceLevel: boolean;
  /** The person's onboard level in the venture; null without an onboard. */
  experience: number | null;
}

/** The person, by ids (on every request of theirs that books: prepared, planned once). */
export async function findMe(db: Executor, userId: string, ventureId: string): Promise<MeRow | undefined> {
  const [row] = await preparedRows<MeRow>(
    db,
    sql`SELECT u.id, u.name, u.email, u.avatar_path AS "avatarPath", g.key AS "groupKey", g.name AS "groupName",
        (${blocked('u')} OR ${blocked('h')}) AS "isBlocked", u.block_reason AS "blockReason",
        v.name AS "ventureName", v.booking_horizon_days AS "bookingHorizonDays",
        g.use_experience_level AS "useExperienceLevel", o.experience
      FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      JOIN ventures v ON v.id = ${ventureId}
      LEFT JOIN users h ON h.id = u.host_id
      LEFT JOIN onboards o ON o.user_id = u.id AND o.venture_id = v.id
      WHERE u.id = ${userId} AND u.deleted_at IS NULL`,
  );
  return row;
}

export interface FamilyRow {
  id: string;
  name: string;
  groupKey: string;
  groupName: string;
}

/** The live dependants the person is titular of and the live guests they host, in the venture. */
export function listFamily(db: Executor, userId: string, ventureId: string): Promise<FamilyRow[]> {
  return queryRows<FamilyRow>(
    db,
    sql`SELECT u.id, u.name, g.key AS "groupKey", g.name AS "groupName"
      FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE u.host_id = ${userId} AND u.deleted_at IS NULL AND g.key IN ('DEPENDANT', 'GUEST')
        AND EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = ${ventureId})
      ORDER BY u.name, u.id`,
  );
}

export interface VentureActivityRow {
  id: string;
  name: string;
  spotId: string;
  spotName: string;
  isLivingArea: boolean;
}

/** The venture's live, active activities at live, active spots. */
export function listActivities(db: Executor, ventureId: string): Promise<VentureActivityRow[]> {
  return queryRows<VentureActivityRow>(
    db,
    sql`SELECT a.id, a.name, sp.id AS "spotId", sp.name AS "spotName", sp.is_living_area AS "isLivingArea"
      FROM activities a JOIN spots sp ON sp.id = a.spot_id
      WHERE a.venture_id = ${ventureId} AND a.deleted_at IS NULL AND a.is_active
        AND sp.deleted_at IS NULL AND sp.is_active`,
  );
}

/** The range of event minimums a person of `level` may book in the venture (its experience level). */
export async function findExperienceRange(
  db: Executor,
  ventureId: string,
  level: number,
): Promise<{ min: number; max: number } | undefined> {
  const [row] = await queryRows<{ min: number; max: number }>(
    db,
    sql`SELECT min_allowed_booking_experience AS min, max_allowed_booking_experience AS max
      FROM experience_levels WHERE venture_id = ${ventureId} AND level = ${level}`,
  );
  return row;
}

export interface LiveBookingRow {
  activityScheduleId: string;
  bookedDate: string;
}

/** The person's own live bookings in the venture from `from` to `to` (bookings_user_idx). */
export function listLiveBookings(
  db: Executor,
  userId: string,
  ventureId: string,
  from: string,
  to: string,
): Promise<LiveBookingRow[]> {
  return queryRows<LiveBookingRow>(
    db,
    sql`SELECT b.schedule_id AS "activityScheduleId", b.booked_date::text AS "bookedDate" FROM bookings b
      WHERE b.user_id = ${userId} AND b.booked_date BETWEEN ${from} AND ${to} AND b.deleted_at IS NULL
        AND b.venture_id = ${ventureId}`,
  );
}

export interface OwnedBookingRow {
  id: string;
  totalPrice: number;
}

/**
 * The bookings of `userIds` in the venture, live or cancelled: those not ended yet, and the last
 * `pastLimit` of the ended ones.
 */
export function listOwnedBookings(
  db: Executor,
  userIds: readonly string[],
  ventureId: string,
  pastLimit: number,
): Promise<OwnedBookingRow[]> {
  const owned = sql`b.venture_id = ${ventureId} AND b.user_id = ANY(${uuidArray(userIds)})`;
  return queryRows<OwnedBookingRow>(
    db,
    sql`(SELECT b.id, b.total_price AS "totalPrice" FROM bookings b
        WHERE ${owned} AND b.booked_date >= (now() AT TIME ZONE 'America/Sao_Paulo')::date)
      UNION ALL
      (SELECT b.id, b.total_price AS "totalPrice" FROM bookings b
        WHERE ${owned} AND b.booked_date < (now() AT TIME ZONE 'America/Sao_Paulo')::date
        ORDER BY b.booked_date DESC, b.start_time DESC LIMIT ${pastLimit})`,
  );
}

export interface BookingExtraRow {
  bookingId: string;
  name: string;
  /** Cents each, for the event's priced extras; null for the activity's free optionals. */
  price: number | null;
  quantity: number;
}

/** The optionals and extras of `bookingIds`, in one read for a whole list. */
export function listBookingExtras(db: Executor, bookingIds: readonly string[]): Promise<BookingExtraRow[]> {
  return queryRows<BookingExtraRow>(
    db,
    sql`SELECT bi.booking_id AS "bookingId", i.name, NULL::int AS price, 1 AS quantity
      FROM booking_items bi JOIN activity_items i ON i.id = bi.activity_item_id
      WHERE bi.booking_id = ANY(${uuidArray(bookingIds)})
      UNION ALL
      SELECT bs.booking_id, si.name, bs.price, bs.quantity
      FROM booking_schedule_items bs JOIN schedule_items si ON si.id = bs.schedule_item_id
      WHERE bs.booking_id = ANY(${uuidArray(bookingIds)})
      ORDER BY 2`,
  );
}

export interface QueueEntryRow {
  id: string;
  userId: string;
  userName: string;
  activityId: string;
  activityName: string;
  activityScheduleId: string | null;
  bookedDate: string;
  startTime: string | null;
  position: number;
}

/** The live queue entries of `userIds` from today on, with their place in their line (QUEUE_ORDER). */
export function listQueueEntries(
  db: Executor,
  userIds: readonly string[],
  ventureId: string,
): Promise<QueueEntryRow[]> {
  return queryRows<QueueEntryRow>(
    db,
    sql`WITH mine AS (
        SELECT q.id, q.user_id, q.activity_id, q.schedule_id, q.booked_date FROM booking_queues q
        WHERE q.venture_id = ${ventureId} AND q.user_id = ANY(${uuidArray(userIds)}) AND q.deleted_at IS NULL
          AND q.booked_date >= (now() AT TIME ZONE 'America/Sao_Paulo')::date),
      ranked AS (
        SELECT booking_queues.id, row_number() OVER (
            PARTITION BY booking_queues.activity_id, booking_queues.schedule_id, booking_queues.booked_date
            ORDER BY ${sql.join(QUEUE_ORDER, sql`, `)})::int AS position
        FROM booking_queues
        WHERE booking_queues.deleted_at IS NULL AND booking_queues.venture_id = ${ventureId}
          AND (booking_queues.activity_id, booking_queues.booked_date) IN (SELECT activity_id, booked_date FROM mine))
      SELECT q.id, q.user_id AS "userId", u.name AS "userName", q.activity_id AS "activityId",
        a.name AS "activityName", q.schedule_id AS "activityScheduleId", q.booked_date::text AS "bookedDate",
        s.start_time::text AS "startTime", r.position
      FROM mine q JOIN ranked r ON r.id = q.id JOIN users u ON u.id = q.user_id
      JOIN activities a ON a.id = q.activity_id LEFT JOIN activity_schedules s ON s.id = q.schedule_id
      ORDER BY q.booked_date, s.start_time NULLS LAST, q.id`,
  );
}

/** Whose a queue entry is (in the venture). */
export async function findQueueEntryOwner(db: Executor, entryId: string, ventureId: string) {
  const [row] = await queryRows<{ userId: string }>(
    db,
    sql`SELECT user_id AS "userId" FROM booking_queues WHERE id = ${entryId} AND venture_id = ${ventureId}`,
  );
  return row?.userId;
}
