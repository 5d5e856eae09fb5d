import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localInstant } from '../../db/local-time';
import { queryRows } from '../../db/raw';
import { AppError } from '../../plugins/errors';
import type { CancelledQueueEntry } from './pending-bookings';

// Queue entries as the booking path reads and closes them. An entry is expired once its date's end
// (its event's end time, or the end of the day without an event) has passed in São Paulo.

export const QUEUE_EXPIRED = sql`(${localInstant(sql`q.booked_date`, sql`coalesce(s.end_time, '23:59:59'::time)`)} < now())`;

export interface LockedEntry {
  id: string;
  userId: string;
  ventureId: string;
  activityId: string;
  scheduleId: string | null;
  bookedDate: string;
  priorizedAt: Date | null;
  isExpired: boolean;
}

/** Locks a live entry in the venture (any venture when null), or answers `booking-queue-not-found`. */
export async function lockQueueEntry(
  db: Executor,
  id: string,
  ventureId: string | null,
): Promise<LockedEntry> {
  const [row] = await queryRows<LockedEntry>(
    db,
    sql`SELECT q.id, q.user_id AS "userId", q.venture_id AS "ventureId", q.activity_id AS "activityId",
        q.schedule_id AS "scheduleId", q.booked_date::text AS "bookedDate", q.priorized_at AS "priorizedAt",
        ${QUEUE_EXPIRED} AS "isExpired"
      FROM booking_queues q LEFT JOIN activity_schedules s ON s.id = q.schedule_id
      WHERE q.id = ${id} AND q.deleted_at IS NULL ${ventureId ? sql`AND q.venture_id = ${ventureId}` : sql``}
      FOR UPDATE OF q`,
  );
  if (!row) throw new AppError('booking-queue-not-found');
  return row;
}

/** Takes an entry out of the queue (cancelled, or converted into a booking). */
export async function closeQueueEntry(db: Executor, id: string): Promise<CancelledQueueEntry> {
  const [row] = await queryRows<{ venture_id: string }>(
    db,
    sql`UPDATE booking_queues SET deleted_at = now(), updated_at = now() WHERE id = ${id} RETURNING venture_id`,
  );
  return { bookingQueueId: id, ventureId: row?.venture_id as string };
}
