import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Realtime } from '../../plugins/realtime';

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
const PENDING = sql`b.deleted_at IS NULL
  AND (b.booked_date + b.start_time) AT TIME ZONE 'America/Sao_Paulo' > now()`;

/** `ARRAY[…]::uuid[]` of ids, for `= ANY(…)`. */
function uuidArray(ids: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
}

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
}

export interface CancelledQueueEntry {
  bookingQueueId: string;
  ventureId: string;
}

/**
 * Cancels bookings on the system's behalf, in the caller's transaction: soft-deletes them, writes the
 * cancellation history (no user), cancels payments not yet made, and frees their places in the
 * occurrences' counters. Announce the result with `announceCancellations` after the commit.
 */
export async function cancelBookingsBySystem(
  tx: Executor,
  bookingIds: string[],
  reason: string,
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
        floor(extract(epoch FROM ((b.booked_date + b.start_time) AT TIME ZONE 'America/Sao_Paulo') - now()) / 60)::int
          AS minutes,
        g.key LIKE '%GUEST%' AS is_guest, g.key LIKE '%LODGER%' AS is_lodger`,
  );
  if (cancelled.length === 0) return [];
  const cancelledIds = uuidArray(cancelled.map((row) => row.id));
  await tx.execute(sql`INSERT INTO cancellation_histories
      (booking_id, user_id, reason, minutes_before_schedule_start, exceeded_cancellation_deadline)
    VALUES ${sql.join(
      cancelled.map((row) => sql`(${row.id}, NULL, ${reason}, ${row.minutes}, false)`),
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
  return cancelled.map((row) => ({ bookingId: row.id, ventureId: row.venture_id }));
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
        AND booked_date >= (now() AT TIME ZONE 'America/Sao_Paulo')::date
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

/** The steps of a delete that live future bookings may block (see `deleteWithPendingBookings`). */
export interface PendingDelete<Target> {
  /** Finds (and, where its repository does, locks) what is deleted, or throws its not-found. */
  find(tx: Executor): Promise<Target>;
  /** What the bookings that block the delete use. */
  scopes(target: Target): PendingScope | PendingScope[];
  /** The cancellation reason written on those bookings (SYSTEM_CANCELLATION_REASONS). */
  reason: string;
  softDelete(tx: Executor, target: Target): Promise<void>;
}

/**
 * Deletes in one transaction: `find`, then the pending-bookings check (409 unless `isVerified`);
 * verified, those bookings are cancelled by the system before `softDelete`, and announced once the
 * transaction has committed.
 */
export async function deleteWithPendingBookings<Target>(
  ctx: AppContext,
  isVerified: boolean,
  steps: PendingDelete<Target>,
): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const target = await steps.find(tx);
    const pending = await checkPendingBookings(tx, steps.scopes(target), isVerified);
    const done = await cancelBookingsBySystem(tx, pending, steps.reason);
    await steps.softDelete(tx, target);
    return done;
  });
  announceCancellations(ctx.realtime, cancelled);
}
