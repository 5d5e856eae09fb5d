import type { ActivityItemInput } from '@reserva/shared/activities/activities.schemas';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { checkPendingBookings, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { deleteWithPendingBookings } from '../bookings/pending-deletes';
import { lockActivity, scopeOf } from './activities.service';
import * as repository from './activity-items.repository';

// Activity items (activity-level optionals) follow their activity's venture scope.

export async function create(
  ctx: AppContext,
  principal: Principal,
  activityId: string,
  input: ActivityItemInput,
): Promise<{ id: string }> {
  const id = await ctx.db.transaction(async (tx) => {
    // The lock keeps an item from landing on an activity being deleted at the same time.
    await lockActivity(tx, principal, activityId);
    return repository.insert(tx, activityId, valuesOf(input));
  });
  return { id };
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: ActivityItemInput,
  isVerified: boolean,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    await lockItem(tx, principal, id);
    await checkPendingBookings(tx, { activityItemId: id }, isVerified);
    await repository.update(tx, id, valuesOf(input));
  });
  return { id };
}

export async function remove(
  ctx: AppContext,
  principal: Principal,
  id: string,
  isVerified: boolean,
): Promise<void> {
  await deleteWithPendingBookings(ctx, isVerified, {
    find: (tx) => lockItem(tx, principal, id),
    scopes: () => ({ activityItemId: id }),
    reason: SYSTEM_CANCELLATION_REASONS.activityItemDeleted,
    softDelete: (tx) => repository.softDelete(tx, id),
  });
}

async function lockItem(db: Executor, principal: Principal, id: string): Promise<void> {
  if (!(await repository.lockItem(db, scopeOf(principal), id))) throw new AppError('activity-item-not-found');
}

function valuesOf(input: ActivityItemInput): repository.ItemValues {
  return { name: input.name, description: input.description ?? null, isActive: input.isActive };
}
