import type { BookingListQuery } from '@reserva/shared/bookings/bookings.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { readKeyset } from '../../db/keyset';
import { containsText, startsWithDigits, usersMatching } from '../../db/like';
import { localInstant } from '../../db/local-time';
import { countMatching, readPage } from '../../db/paging';
import { IDS, preparedStatement, queryRows } from '../../db/raw';
import { activities } from '../../db/schema/activities';
import { bookings } from '../../db/schema/bookings';
import { spots } from '../../db/schema/spots';
import { users } from '../../db/schema/users';
import { isNoShow } from './no-show';

// Bookings as the lists and the details read them. Filters through other tables are semi-joins, so a
// page and its count read the bookings' own indexes (db/schema/bookings.ts).

/** The start of the booking in São Paulo, as an instant. */
export const STARTS_AT = localInstant(sql`b.booked_date`, sql`b.start_time`);
/** The end of the booking in São Paulo, as an instant. */
export const ENDS_AT = localInstant(sql`b.booked_date`, sql`b.end_time`);

/**
 * The columns every bookings table shows, for the rows `b` of `bookings`. Cancelable: not cancelled,
 * no check-in, start ahead, and a paid guest booking only until 1,440 minutes before its start.
 */
const ROW_COLUMNS = sql`b.id, b.schedule_id AS "activityScheduleId", b.venture_id AS "ventureId",
  a.id AS "activityId", a.name AS "activityName", sp.id AS "spotId", sp.name AS "spotName",
  u.id AS "userId", u.name AS "userName", g.key AS "groupKey", g.name AS "groupName", h.name AS "hostName",
  o.experience, b.booked_date::text AS "bookedDate", b.start_time::text AS "startTime",
  b.end_time::text AS "endTime", b.created_at AS "createdAt", b.deleted_at AS "deletedAt",
  p.status AS "paymentStatus",
  (SELECT count(*)::int FROM checkins c WHERE c.booking_id = b.id) AS checkins,
  ${ENDS_AT} < now() AS "isExpired",
  (b.deleted_at IS NULL AND ${STARTS_AT} > now()
    AND NOT EXISTS(SELECT 1 FROM checkins c WHERE c.booking_id = b.id)
    AND NOT (g.key LIKE '%GUEST%' AND p.status IN ('PROCESSING', 'ONGOING', 'APPROVED', 'PENDING', 'VALIDATING')
      AND ${STARTS_AT} - interval '1440 minutes' <= now())) AS "isCancelable",
  -- The cancellation deadline: 1,440 minutes before the start (decisions.md, Bookings).
  (${STARTS_AT} - interval '1440 minutes' <= now())
    AS "exceededCancellationDeadline"`;

const ROW_JOINS = sql`JOIN activities a ON a.id = b.activity_id
  JOIN spots sp ON sp.id = a.spot_id
  JOIN users u ON u.id = b.user_id
  JOIN feature_groups g ON g.id = u.feature_group_id
  LEFT JOIN users h ON h.id = u.host_id
  LEFT JOIN onboards o ON o.user_id = u.id AND o.venture_id = b.venture_id
  LEFT JOIN payments p ON p.booking_id = b.id`;

export interface BookingRow {
  id: string;
  activityScheduleId: string;
  ventureId: string;
  activityId: string;
  activityName: string;
  spotId: string;
  spotName: string;
  userId: string;
  userName: string;
  groupKey: string;
  groupName: string;
  hostName: string | null;
  experience: number | null;
  bookedDate: string;
  startTime: string;
  endTime: string;
  createdAt: Date | string;
  deletedAt: Date | string | null;
  paymentStatus: BookingListItemStatus;
  checkins: number;
  isExpired: boolean;
  isCancelable: boolean;
  exceededCancellationDeadline: boolean;
}
type BookingListItemStatus = import('@reserva/shared/bookings/payment-status').PaymentStatus | null;

const rowsByIds = preparedStatement<BookingRow>(
  sql`SELECT ${ROW_COLUMNS} FROM bookings b ${ROW_JOINS} WHERE b.id = ANY(${IDS})`,
);

export function loadRows(db: Executor, ids: string[]): Promise<BookingRow[]> {
  return rowsByIds(db, { ids });
}

const SORT_KEYS = {
  bookedDate: [bookings.bookedDate, bookings.startTime, bookings.id],
  createdAt: [bookings.createdAt, bookings.id],
} as const;

/** At most this many matching people or sellers go to the list's statement as a list of ids. */
const FEW_MATCHES = 200;

/**
 * `column IN` the ids `matching` selects. A few matches go as a list of ids: the planner then sees how
 * few they are and walks the list's sort index (as a subquery, a seller's name hashed that seller's
 * 127,000 bookings and sorted them; an activity's name that matched none walked every booking). None
 * is `false`. Many matches stay a subquery, for which a hash join is the plan.
 */
async function inMatching(db: Executor, column: AnyPgColumn, matching: SQL): Promise<SQL> {
  const few = await queryRows<{ id: string }>(db, sql`${matching} LIMIT ${FEW_MATCHES + 1}`);
  if (few.length > FEW_MATCHES) return inArray(column, sql`(${matching})`);
  return few.length === 0
    ? sql`false`
    : inArray(
        column,
        few.map((row) => row.id),
      );
}

/** `column IN` the users matching `condition`, deleted ones too (`inMatching`). */
const inUsersWhere = (db: Executor, column: AnyPgColumn, condition: SQL) =>
  inMatching(db, column, usersMatching(condition));

export interface BookingScope {
  ventureId: string;
  /** A seller who reads only the bookings it made. */
  sellerId: string | null;
}

/** The list's filter: every condition of `query` in `scope`, on `bookings` alone (semi-joins). */
async function listWhere(
  db: Executor,
  scope: BookingScope,
  query: BookingListQuery,
): Promise<SQL | undefined> {
  const today = todayInSaoPaulo();
  const usersWhere = (condition: SQL) => inUsersWhere(db, bookings.userId, condition);
  const conditions: (SQL | undefined)[] = [
    eq(bookings.ventureId, scope.ventureId),
    scope.sellerId ? eq(bookings.sellerId, scope.sellerId) : undefined,
    query.sellerId ? eq(bookings.sellerId, query.sellerId) : undefined,
    query.activityId ? eq(bookings.activityId, query.activityId) : undefined,
    query.userId ? eq(bookings.userId, query.userId) : undefined,
    query.bookedDate ? eq(bookings.bookedDate, query.bookedDate) : undefined,
    query.minBookedDate ? sql`${bookings.bookedDate} >= ${query.minBookedDate}` : undefined,
    query.maxBookedDate ? sql`${bookings.bookedDate} <= ${query.maxBookedDate}` : undefined,
    query.hostId ? await usersWhere(sql`host_id = ${query.hostId}`) : undefined,
    query.titularUserId
      ? await usersWhere(sql`host_id = ${query.titularUserId}
          OR host_id IN (SELECT id FROM users WHERE host_id = ${query.titularUserId})`)
      : undefined,
    query.userName ? await usersWhere(containsText(users.name, query.userName, users.nameWords)) : undefined,
    query.userDocument !== undefined
      ? await usersWhere(
          sql`${startsWithDigits(users.cpf, query.userDocument)} OR ${startsWithDigits(users.foreignerDocument, query.userDocument)}`,
        )
      : undefined,
    query.sellerName
      ? await inUsersWhere(db, bookings.sellerId, containsText(users.name, query.sellerName, users.nameWords))
      : undefined,
    query.activityName
      ? await inMatching(
          db,
          bookings.activityId,
          sql`SELECT id FROM activities WHERE venture_id = ${scope.ventureId}
            AND ${containsText(activities.name, query.activityName)}`,
        )
      : undefined,
    query.spotName
      ? await inMatching(
          db,
          bookings.activityId,
          sql`SELECT a.id FROM activities a WHERE a.venture_id = ${scope.ventureId} AND a.spot_id IN
            (SELECT id FROM spots WHERE venture_id = ${scope.ventureId}
              AND ${containsText(spots.name, query.spotName)})`,
        )
      : undefined,
    query.guestBookings === undefined ? undefined : eq(bookings.forGuest, query.guestBookings),
    // Pending: live and not started; the date bound lets the sort index skip the past.
    query.showPendingBookingsOnly
      ? sql`${bookings.deletedAt} IS NULL AND ${bookings.bookedDate} >= ${today}::date
          AND ${localInstant(bookings.bookedDate, bookings.startTime)} > now()`
      : undefined,
    // The date bound lets the sort index skip the future.
    query.noShowOnly ? sql`${bookings.bookedDate} <= ${today}::date AND ${isNoShow(bookings)}` : undefined,
  ];
  return and(...conditions);
}

export async function list(db: Executor, scope: BookingScope, query: BookingListQuery) {
  return readPage(db, {
    from: bookings,
    id: bookings.id,
    where: await listWhere(db, scope, query),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadRows(db, ids),
  });
}

/** The bookings the list's query selects now, exactly (an export's count). */
export async function countAll(db: Executor, scope: BookingScope, query: BookingListQuery): Promise<number> {
  return countMatching(db, bookings, await listWhere(db, scope, query), Number.MAX_SAFE_INTEGER);
}

/** Every booking the list's query selects, in its order, `batch` at a time (db/keyset.ts): an export. */
export async function* readAll(
  db: Executor,
  scope: BookingScope,
  query: BookingListQuery,
  batch: number,
): AsyncGenerator<BookingRow[]> {
  yield* readKeyset(db, {
    from: bookings,
    id: bookings.id,
    where: await listWhere(db, scope, query),
    keys: SORT_KEYS[query.sort],
    order: query.order,
    batch,
    load: (ids) => loadRows(db, ids),
  });
}

export interface BookingExtraRow {
  sellerId: string | null;
  sellerName: string | null;
  spotIdOfActivity: string;
  description: string | null;
  bookingPrice: number;
  itemsPrice: number;
  totalPrice: number;
  scheduleStartTime: string;
  scheduleEndTime: string;
  minUserExperience: number;
  waveSide: 'COMBO' | 'LEFT' | 'RIGHT' | null;
  modalityTitle: string | null;
  allowPartialTimeBookings: boolean;
  email: string;
  phone: string | null;
  cpf: string | null;
  avatarPath: string | null;
}

/** What the details add to a row. */
export async function findDetailsExtra(db: Executor, id: string): Promise<BookingExtraRow | undefined> {
  const [row] = await queryRows<BookingExtraRow>(
    db,
    sql`SELECT b.seller_id AS "sellerId", se.name AS "sellerName", a.spot_id AS "spotIdOfActivity",
        b.description, b.booking_price AS "bookingPrice", b.items_price AS "itemsPrice",
        b.total_price AS "totalPrice", s.start_time::text AS "scheduleStartTime",
        s.end_time::text AS "scheduleEndTime", s.min_user_experience AS "minUserExperience",
        s.wave_side AS "waveSide", m.title AS "modalityTitle",
        s.allow_partial_time_bookings AS "allowPartialTimeBookings",
        u.email, u.phone, u.cpf, u.avatar_path AS "avatarPath"
      FROM bookings b JOIN activity_schedules s ON s.id = b.schedule_id
      JOIN activities a ON a.id = b.activity_id JOIN users u ON u.id = b.user_id
      LEFT JOIN users se ON se.id = b.seller_id LEFT JOIN modalities m ON m.id = s.modality_id
      WHERE b.id = ${id}`,
  );
  return row;
}

export function listBookingItems(db: Executor, bookingId: string) {
  return queryRows<{ activityItemId: string; name: string; description: string | null }>(
    db,
    sql`SELECT i.id AS "activityItemId", i.name, i.description FROM booking_items bi
      JOIN activity_items i ON i.id = bi.activity_item_id WHERE bi.booking_id = ${bookingId} ORDER BY name_sort_key(i.name), i.id`,
  );
}

export function listBookingScheduleItems(db: Executor, bookingId: string) {
  return queryRows<{
    scheduleItemId: string;
    name: string;
    isRequired: boolean;
    price: number;
    quantity: number;
    userId: string | null;
    userName: string | null;
  }>(
    db,
    sql`SELECT si.id AS "scheduleItemId", si.name, si.is_required AS "isRequired", bs.price, bs.quantity,
        pu.id AS "userId", pu.name AS "userName"
      FROM booking_schedule_items bs JOIN schedule_items si ON si.id = bs.schedule_item_id
      LEFT JOIN users pu ON pu.id = si.user_id WHERE bs.booking_id = ${bookingId} ORDER BY name_sort_key(si.name), si.id`,
  );
}

export async function findPayment(db: Executor, bookingId: string) {
  const [payment] = await queryRows<{ id: string; status: string; amount: number; updatedAt: Date | string }>(
    db,
    sql`SELECT id, status, amount, updated_at AS "updatedAt" FROM payments WHERE booking_id = ${bookingId}`,
  );
  if (!payment) return null;
  const items = await queryRows<{
    type: string;
    name: string;
    price: number;
    quantity: number;
    updatedAt: Date | string;
  }>(
    db,
    sql`SELECT type, name, price, quantity, updated_at AS "updatedAt" FROM payment_items
      WHERE payment_id = ${payment.id} ORDER BY type, name_sort_key(name), id`,
  );
  return { ...payment, items };
}

export async function findCancellation(db: Executor, bookingId: string) {
  const [row] = await queryRows<{
    userId: string | null;
    userName: string | null;
    reason: string | null;
    minutesBeforeScheduleStart: number;
    exceedCancellationDeadline: boolean;
    createdAt: Date | string;
  }>(
    db,
    sql`SELECT ch.user_id AS "userId", u.name AS "userName", ch.reason,
        ch.minutes_before_schedule_start AS "minutesBeforeScheduleStart",
        ch.exceeded_cancellation_deadline AS "exceedCancellationDeadline", ch.created_at AS "createdAt"
      FROM cancellation_histories ch LEFT JOIN users u ON u.id = ch.user_id WHERE ch.booking_id = ${bookingId}`,
  );
  return row ?? null;
}
