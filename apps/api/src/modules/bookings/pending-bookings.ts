import { CANCELLATION_DEADLINE_MINUTES } from '@reserva/shared/bookings/bookings.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { LOCAL_TODAY } from '../../db/local-time';
import { queryRows, uuidArray } from '../../db/raw';
import { AppError } from '../../plugins/errors';
import type { Realtime } from '../../plugins/realtime';
import { STARTS_AT } from './bookings.repository';

// `has-bookings-pending` (server-rules.md, Changing bookings): changing or deleting what live future
// bookings use answers 409 unless the caller confirmed (isVerified); a confirmed delete cancels those
// bookings with a system reason.

export type PendingScope =
  | { activityId: string }
  | { activityItemId: string }
  | { modalityId: string }
  | { scheduleId: string }
  | { scheduleItemId: string }
  | { userIds: string[] };

/** A booking is live and pending while not cancelled and its start, in São Paulo time, is ahead. */
const PENDING = sql`b.deleted_at IS NULL AND ${STARTS_AT} > now()`;

function usedBy(scope: PendingScope): SQL {
  if ('userIds' in scope) return sql`b.user_id = ANY(${uuidArray(scope.userIds)})`;
  if ('activityId' in scope) return sql`b.activity_id = ${scope.activityId}`;
  if ('scheduleId' in scope) return sql`b.schedule_id = ${scope.scheduleId}`;
  if ('activityItemId' in scope) {
    return sql`EXISTS(SELECT 1 FROM booking_items bi WHERE bi.booking_id = b.id AND bi.activity_item_id = ${scope.activityItemId})`;
  }
  if ('scheduleItemId' in scope) {
    return sql`EXISTS(SELECT 1 FROM booking_schedule_items bs WHERE bs.booking_id = b.id
      AND bs.schedule_item_id = ${scope.scheduleItemId})`;
  }
  return sql`(EXISTS(SELECT 1 FROM booking_modalities bm WHERE bm.booking_id = b.id AND bm.modality_id = ${scope.modalityId})
    OR EXISTS(SELECT 1 FROM activity_schedules s WHERE s.id = b.schedule_id AND s.modality_id = ${scope.modalityId}))`;
}

export async function findPendingBookingIds(db: Executor, scope: PendingScope): Promise<string[]> {
  if ('userIds' in scope && scope.userIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT b.id FROM bookings b WHERE ${PENDING} AND ${usedBy(scope)}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Call before changing or deleting what `scope` names (one or several). Unverified: throws
 * `has-bookings-pending` when live future bookings use it. Verified: returns their ids, for a delete
 * to cancel them.
 */
export async function checkPendingBookings(
  db: Executor,
  scope: PendingScope | PendingScope[],
  isVerified: boolean,
): Promise<string[]> {
  const scopes = [scope].flat();
  const ids = (await Promise.all(scopes.map((one) => findPendingBookingIds(db, one)))).flat();
  if (ids.length > 0 && !isVerified) throw new AppError('has-bookings-pending', { count: ids.length });
  return ids;
}

export const SYSTEM_CANCELLATION_REASONS = {
  activityDeleted: 'Atividade excluída',
  activityItemDeleted: 'Opcional da atividade excluído',
  modalityDeleted: 'Modalidade excluída',
  spotDeleted: 'Local excluído',
  scheduleDeleted: 'Evento excluído',
  scheduleItemDeleted: 'Opcional do evento excluído',
  userBlocked: 'Usuário bloqueado',
  hostBlocked: 'Titular ou responsável bloqueado',
  userDeleted: 'Usuário excluído',
  hostDeleted: 'Titular ou responsável excluído',
} as const;

export interface CancelledBooking {
  bookingId: string;
  ventureId: string;
  /** The occurrence whose place it freed. */
  scheduleId: string;
  bookedDate: string;
}

export interface CancelledQueueEntry {
  bookingQueueId: string;
  ventureId: string;
}

/** Who cancels: a staff user with their reason, or the system (no user) with a system reason. */
export interface Cancellation {
  reason: string | null;
  userId: string | null;
}

/**
 * Cancels bookings on the system's behalf: see `cancelBookings`. Announce the result with
 * `announceCancellations` after the commit.
 */
export function cancelBookingsBySystem(
  tx: Executor,
  bookingIds: string[],
  reason: string,
): Promise<CancelledBooking[]> {
  return cancelBookings(tx, bookingIds, { reason, userId: null });
}

/**
 * Cancels live bookings in the caller's transaction: soft-deletes them, writes the cancellation history
 * (who, minutes before the start, and, for a staff user, whether the 1,440-minute deadline had passed),
 * cancels payments not yet made, and frees their places in the occurrences' counters.
 */
export async function cancelBookings(
  tx: Executor,
  bookingIds: string[],
  by: Cancellation,
): Promise<CancelledBooking[]> {
  if (bookingIds.length === 0) return [];
  const ids = uuidArray(bookingIds);
  const cancelled = await queryRows<{
    id: string;
    venture_id: string;
    schedule_id: string;
    booked_date: string;
    minutes: number;
    is_guest: boolean;
    is_lodger: boolean;
  }>(
    tx,
    sql`UPDATE bookings b SET deleted_at = now(), updated_at = now()
      FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE b.id = ANY(${ids}) AND b.deleted_at IS NULL AND u.id = b.user_id
      RETURNING b.id, b.venture_id, b.schedule_id, b.booked_date::text AS booked_date,
        -- Clamped to the column's integer: a booking some 4,000 years ahead would overflow it.
        least(floor(extract(epoch FROM ${STARTS_AT} - now()) / 60),
          2147483647)::int AS minutes,
        b.for_guest AS is_guest, g.key LIKE '%LODGER%' AS is_lodger`,
  );
  if (cancelled.length === 0) return [];
  const cancelledIds = uuidArray(cancelled.map((row) => row.id));
  await tx.execute(sql`INSERT INTO cancellation_histories
      (booking_id, booked_date, venture_id, user_id, reason, minutes_before_schedule_start, exceeded_cancellation_deadline)
    VALUES ${sql.join(
      cancelled.map(
        (row) =>
          sql`(${row.id}, ${row.booked_date}::date, ${row.venture_id}, ${by.userId}, ${by.reason}, ${row.minutes}, ${by.userId !== null && row.minutes < CANCELLATION_DEADLINE_MINUTES})`,
      ),
      sql`, `,
    )}`);
  await tx.execute(sql`UPDATE payments SET status = 'CANCELED', updated_at = now()
    WHERE booking_id = ANY(${cancelledIds}) AND status IN ('WAITING', 'FAILED', 'REJECTED')`);
  // One update per occurrence, in a fixed order so concurrent cancellations cannot deadlock.
  const perOccurrence = new Map<
    string,
    { scheduleId: string; date: string; all: number; guests: number; lodgers: number }
  >();
  for (const row of cancelled) {
    const key = `${row.schedule_id}|${row.booked_date}`;
    const entry = perOccurrence.get(key) ?? {
      scheduleId: row.schedule_id,
      date: row.booked_date,
      all: 0,
      guests: 0,
      lodgers: 0,
    };
    entry.all += 1;
    entry.guests += row.is_guest ? 1 : 0;
    entry.lodgers += row.is_lodger ? 1 : 0;
    perOccurrence.set(key, entry);
  }
  for (const [, entry] of [...perOccurrence].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.execute(sql`UPDATE schedule_occurrences
      SET booked = greatest(booked - ${entry.all}, 0), guest_booked = greatest(guest_booked - ${entry.guests}, 0),
        lodger_booked = greatest(lodger_booked - ${entry.lodgers}, 0)
      WHERE schedule_id = ${entry.scheduleId} AND booked_date = ${entry.date}`);
  }
  return cancelled.map((row) => ({
    bookingId: row.id,
    ventureId: row.venture_id,
    scheduleId: row.schedule_id,
    bookedDate: row.booked_date,
  }));
}

/**
 * Everything pending of these people, cancelled on the system's behalf in the caller's transaction:
 * their live future bookings (as `cancelBookingsBySystem`) and their queue entries for today on. A block
 * and a deletion of people go through here.
 */
export async function cancelPendingOfPeople(
  tx: Executor,
  userIds: string[],
  reason: string,
): Promise<(CancelledBooking | CancelledQueueEntry)[]> {
  if (userIds.length === 0) return [];
  const bookingIds = await findPendingBookingIds(tx, { userIds });
  const bookings = await cancelBookingsBySystem(tx, bookingIds, reason);
  const entries = await queryRows<{ id: string; venture_id: string }>(
    tx,
    sql`UPDATE booking_queues SET deleted_at = now(), updated_at = now()
      WHERE user_id = ANY(${uuidArray(userIds)}) AND deleted_at IS NULL
        AND booked_date >= ${LOCAL_TODAY}
      RETURNING id, venture_id`,
  );
  return [...bookings, ...entries.map((row) => ({ bookingQueueId: row.id, ventureId: row.venture_id }))];
}

/** Tells the venture's open screens that these bookings or queue entries are gone (their notifications leave the bell). */
export function announceCancellations(
  realtime: Realtime,
  cancelled: (CancelledBooking | CancelledQueueEntry)[],
): void {
  for (const item of cancelled) {
    realtime.toVentureStaff(item.ventureId, SOCKET_EVENTS.cancelBookingNotification, {
      bookingId: 'bookingId' in item ? item.bookingId : null,
      bookingQueueId: 'bookingQueueId' in item ? item.bookingQueueId : null,
    });
  }
}
