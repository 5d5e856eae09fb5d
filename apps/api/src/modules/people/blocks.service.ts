import type { BlockRequest, PersonDetails } from '@reserva/shared/people/people.schemas';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import { cancelPendingOfPeople, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { settleCancellations } from '../bookings/queue-fill.service';
import { inTransactionWithRetry } from '../bookings/transactions';
import { findManageableOther } from '../users/users.service';
import * as repository from './people.repository';
import { loadAnyDetails } from './people.service';

/**
 * PATCH /users/{userId}/blocks (server-rules.md, People): blocks indefinitely or until a date, or lifts
 * the block. A block cancels, in the same transaction, every pending booking and queue entry of the
 * person and of everyone it hosts (a member's dependants and guests), with the block as the reason.
 */
export async function setBlock(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: BlockRequest,
): Promise<UserDetails | PersonDetails> {
  await findManageableOther(ctx.db, principal, id, 'write');
  const until = body.isBlocked ? null : (body.blockExpiresAt ?? null);
  // A block locks the person, then its bookings and queue entries; converting a queue entry locks
  // the entry, then the person: should PostgreSQL break such a deadlock by aborting the block, it runs again.
  const cancelled = await inTransactionWithRetry(ctx.db, (tx) =>
    blockInTransaction(tx, id, { isBlocked: body.isBlocked, until }),
  );
  await settleCancellations(ctx, cancelled);
  return loadAnyDetails(ctx.db, id, principal);
}

/**
 * Sets or lifts a person's block inside `tx`; a block (indefinite, or until a São Paulo date) cancels
 * the pending bookings and queue entries of the person and of everyone it hosts. Hand the result to
 * `settleCancellations` once `tx` commits. `reason` is the system's (a no-show penalty) for the card.
 */
export async function blockInTransaction(
  tx: Executor,
  id: string,
  block: { isBlocked: boolean; until: string | null; reason?: string },
) {
  await repository.setBlock(tx, id, block);
  if (!block.isBlocked && !block.until) return [];
  const hosted = await repository.listHostedIds(tx, id);
  const own = await cancelPendingOfPeople(tx, [id], SYSTEM_CANCELLATION_REASONS.userBlocked);
  const theirs = await cancelPendingOfPeople(tx, hosted, SYSTEM_CANCELLATION_REASONS.hostBlocked);
  return [...own, ...theirs];
}
