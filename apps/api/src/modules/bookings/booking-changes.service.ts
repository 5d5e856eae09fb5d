import { type Checkin, PAYABLE_AT_CLUB } from '@reserva/shared/bookings/bookings.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { iso, queryRows, uuidArray } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { mailCancellation } from '../member-notices/cancellation-mail';
import { type Delivered, notifyVentureStaff } from '../notifications/notifications.service';
import { ENDS_AT, STARTS_AT } from './bookings.repository';
import { findPayment, scopeOf } from './bookings.service';
import { brDate } from './create-booking.service';
import { cancelBookings } from './pending-bookings';
import { settleCancellations } from './queue-fill.service';

// Changing a booking (server-rules.md, Changing bookings): cancel, check-ins, pay at the club. Each
// locks the booking row first, so a cancellation racing a check-in is decided by whichever locks first.
// The lock and the read of the booking's state are two statements: in READ COMMITTED a statement that
// waited for the lock still reads the other tables as of its start, and would miss the check-in (or
// the payment) that the transaction it waited for committed.

interface LockedBooking {
  id: string;
  ventureId: string;
  bookedDate: string;
  isDeleted: boolean;
  isExpired: boolean;
  hasCheckin: boolean;
  hasStarted: boolean;
  /** A paid guest booking within the cancellation deadline. */
  paidGuestTooLate: boolean;
  exceededDeadline: boolean;
}

/**
 * Whose bookings a caller may change: staff a venture's (a MASTER any) or a seller their own sales;
 * a person of the members' app the bookings of `userIds` (themselves and those they act for).
 */
export interface ChangeScope {
  ventureId: string | null;
  sellerId: string | null;
  userIds?: readonly string[];
}

function staffScope(principal: Principal): ChangeScope {
  const { ventureId, sellerId } = scopeOf(principal);
  return { ventureId: principal.isMaster ? null : ventureId, sellerId };
}

async function lockBooking(tx: Executor, scope: ChangeScope, id: string): Promise<LockedBooking> {
  // Locked first and read in a statement of its own, not in one `SELECT … FOR UPDATE`: a statement that
  // waits for the lock rechecks the locked row but reads the check-ins and the payment from its own
  // earlier snapshot, so a check-in committed while it waited would go unseen and the booking cancelled.
  await queryRows(tx, sql`SELECT id FROM bookings WHERE id = ${id} FOR UPDATE`);
  const [row] = await queryRows<LockedBooking & { sellerId: string | null }>(
    tx,
    sql`SELECT b.id, b.venture_id AS "ventureId", b.booked_date::text AS "bookedDate", b.seller_id AS "sellerId",
        b.deleted_at IS NOT NULL AS "isDeleted",
        ${ENDS_AT} < now() AS "isExpired",
        EXISTS(SELECT 1 FROM checkins c WHERE c.booking_id = b.id) AS "hasCheckin",
        ${STARTS_AT} <= now() AS "hasStarted",
        (g.key LIKE '%GUEST%' AND p.status IN ('PROCESSING', 'ONGOING', 'APPROVED', 'PENDING', 'VALIDATING')
          AND ${STARTS_AT} - interval '1440 minutes' <= now()) AS "paidGuestTooLate",
        ${STARTS_AT} - interval '1440 minutes' <= now() AS "exceededDeadline"
      FROM bookings b JOIN users u ON u.id = b.user_id JOIN feature_groups g ON g.id = u.feature_group_id
      LEFT JOIN payments p ON p.booking_id = b.id
      WHERE b.id = ${id} ${scope.ventureId === null ? sql`` : sql`AND b.venture_id = ${scope.ventureId}`}
        ${scope.userIds ? sql`AND b.user_id = ANY(${uuidArray(scope.userIds)})` : sql``}`,
  );
  if (!row || (scope.sellerId && row.sellerId !== scope.sellerId)) throw new AppError('booking-not-found');
  return row;
}

/**
 * POST /bookings/{id}/cancel, and a person's own cancellation in the members' app (`scope` names
 * whose bookings): the same rules for both.
 */
export async function cancel(
  ctx: AppContext,
  principal: Principal,
  id: string,
  reason: string | null,
  scope: ChangeScope = staffScope(principal),
) {
  const { cancelled, mailed, notices } = await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, scope, id);
    if (booking.isDeleted || booking.hasCheckin || booking.hasStarted || booking.paidGuestTooLate) {
      throw new AppError('booking-not-cancelable');
    }
    if (booking.exceededDeadline && !reason) throw new AppError('cancellation-reason-required');
    const cancelled = await cancelBookings(tx, [id], { reason, userId: principal.userId });
    const mailed = await mailCancellation(tx, id);
    return { cancelled, mailed, notices: await notifyCancellation(tx, id, principal.userId) };
  });
  if (mailed) void ctx.mail.kick();
  await settleCancellations(ctx, cancelled, notices);
}

/**
 * Tells the venture's staff who hear cancellations, but the one who cancelled, which booking was. Only
 * a cancellation someone asks for: those the system makes for a delete or a block are that act's doing,
 * and a deleted activity would otherwise ring once per booking.
 */
async function notifyCancellation(tx: Executor, id: string, authorId: string): Promise<Delivered[]> {
  const [row] = await queryRows<{
    ventureId: string;
    activityId: string;
    personName: string;
    activityName: string;
    bookedDate: string;
    startTime: string;
  }>(
    tx,
    sql`SELECT b.venture_id AS "ventureId", b.activity_id AS "activityId", u.name AS "personName",
        a.name AS "activityName", b.booked_date::text AS "bookedDate", b.start_time::text AS "startTime"
      FROM bookings b JOIN users u ON u.id = b.user_id JOIN activities a ON a.id = b.activity_id
      WHERE b.id = ${id}`,
  );
  if (!row) return [];
  const message = {
    title: 'Reserva cancelada',
    description: `${row.personName}: ${row.activityName}, ${brDate(row.bookedDate)} ${row.startTime.slice(0, 5)}`,
    activityId: row.activityId,
    booking: { id, date: row.bookedDate },
  };
  return notifyVentureStaff(tx, row.ventureId, 'CANCELLATION', message, authorId);
}

const CHECKIN_COLUMNS = sql`c.id, c.booking_id AS "bookingId", c.created_at AS "createdAt",
  u.id AS "userId", u.name AS "userName"`;

interface CheckinRow {
  id: string;
  bookingId: string;
  createdAt: Date | string;
  userId: string;
  userName: string;
}

function toCheckin(row: CheckinRow): Checkin {
  return {
    id: row.id,
    bookingId: row.bookingId,
    createdAt: iso(row.createdAt),
    user: { id: row.userId, name: row.userName },
  };
}

/** GET /bookings/{id}/checkins: newest first. */
export async function listCheckins(ctx: AppContext, principal: Principal, id: string): Promise<Checkin[]> {
  return ctx.db.transaction(async (tx) => {
    await lockBooking(tx, staffScope(principal), id);
    const rows = await queryRows<CheckinRow>(
      tx,
      sql`SELECT ${CHECKIN_COLUMNS} FROM checkins c JOIN users u ON u.id = c.user_id
        WHERE c.booking_id = ${id} ORDER BY c.created_at DESC, c.id DESC`,
    );
    return rows.map(toCheckin);
  });
}

/** A check-in repeated within this many minutes of the booking's last one is that same check-in. */
export const CHECKIN_REPEAT_MINUTES = 10;

/**
 * POST /bookings/{id}/checkins: only on a booking neither cancelled nor expired. A double click, or two
 * staff at once, must not record two: under the booking's lock, a check-in of the last
 * CHECKIN_REPEAT_MINUTES is answered again (`created: false`) instead of adding one.
 */
export async function addCheckin(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<{ checkin: Checkin; created: boolean }> {
  const added = await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, staffScope(principal), id);
    if (booking.isDeleted || booking.isExpired) throw new AppError('booking-expired');
    const [recent] = await queryRows<CheckinRow>(
      tx,
      sql`SELECT ${CHECKIN_COLUMNS} FROM checkins c JOIN users u ON u.id = c.user_id
        WHERE c.booking_id = ${id}
          AND c.created_at > now() - make_interval(mins => ${CHECKIN_REPEAT_MINUTES})
        ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
    );
    if (recent) return { checkin: toCheckin(recent), created: false, ventureId: booking.ventureId };
    const [row] = await queryRows<CheckinRow>(
      tx,
      sql`WITH added AS (INSERT INTO checkins (booking_id, booked_date, user_id)
          VALUES (${id}, ${booking.bookedDate}, ${principal.userId}) RETURNING id, booking_id, created_at, user_id)
        SELECT ${CHECKIN_COLUMNS} FROM added c JOIN users u ON u.id = c.user_id`,
    );
    return { checkin: toCheckin(row as CheckinRow), created: true, ventureId: booking.ventureId };
  });
  if (added.created) announceCheckins(ctx, added.ventureId, id);
  return { checkin: added.checkin, created: added.created };
}

/** The venture's open desks and agendas reload the booking's check-ins (Portaria's Hoje). */
function announceCheckins(ctx: AppContext, ventureId: string, bookingId: string): void {
  ctx.realtime.toVentureStaff(ventureId, SOCKET_EVENTS.checkinNotification, { bookingId });
}

/** DELETE /bookings/checkins/{id}: not once the booking is cancelled or expired. */
export async function removeCheckin(ctx: AppContext, principal: Principal, checkinId: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [found] = await queryRows<{ bookingId: string }>(
      tx,
      sql`SELECT booking_id AS "bookingId" FROM checkins WHERE id = ${checkinId}`,
    );
    if (!found) throw new AppError('checkin-not-found');
    const booking = await lockBooking(tx, staffScope(principal), found.bookingId).catch(() => {
      throw new AppError('checkin-not-found');
    });
    if (booking.isDeleted || booking.isExpired) throw new AppError('booking-expired');
    await tx.execute(sql`DELETE FROM checkins WHERE id = ${checkinId}`);
    return { ventureId: booking.ventureId, bookingId: found.bookingId };
  });
  announceCheckins(ctx, removed.ventureId, removed.bookingId);
}

/** POST /bookings/{id}/external-payments: WAITING, FAILED or REJECTED becomes PAYMENT_EXTERNAL. */
export async function payAtClub(ctx: AppContext, principal: Principal, id: string) {
  await ctx.db.transaction(async (tx) => {
    await lockBooking(tx, staffScope(principal), id);
    const updated = await queryRows(
      tx,
      sql`UPDATE payments SET status = 'PAYMENT_EXTERNAL', authorized_at = now(), updated_at = now()
        WHERE booking_id = ${id} AND status IN (${sql.join(
          PAYABLE_AT_CLUB.map((status) => sql`${status}`),
          sql`, `,
        )}) RETURNING id`,
    );
    if (updated.length === 0) throw new AppError('payment-not-payable');
  });
  const payment = await findPayment(ctx, id);
  if (!payment) throw new AppError('payment-not-payable');
  return { id, payment };
}
