import type { BlockRequest, PersonDetails } from '@reserva/shared/people/people.schemas';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import { cancelPendingOfPeople, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { settleCancellations } from '../bookings/queue-fill.service';
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
  const cancelled = await ctx.db.transaction(async (tx) => {
    await repository.setBlock(tx, id, { isBlocked: body.isBlocked, until });
    if (!body.isBlocked && !until) return [];
    const hosted = await repository.listHostedIds(tx, id);
    const own = await cancelPendingOfPeople(tx, [id], SYSTEM_CANCELLATION_REASONS.userBlocked);
    const theirs = await cancelPendingOfPeople(tx, hosted, SYSTEM_CANCELLATION_REASONS.hostBlocked);
    return [...own, ...theirs];
  });
  await settleCancellations(ctx, cancelled);
  return loadAnyDetails(ctx.db, id, principal);
}
