import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { cancelBookingsBySystem, checkPendingBookings, type PendingScope } from './pending-bookings';
import { settleCancellations } from './queue-fill.service';

// Deleting what live future bookings use (server-rules.md, Changing bookings: has-bookings-pending).

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
 * verified, those bookings are cancelled by the system before `softDelete`, and announced (their places offered to
 * the queue) once the transaction has committed.
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
  await settleCancellations(ctx, cancelled);
}
