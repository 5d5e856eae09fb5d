import type {
  UserCategory,
  UserCategoryCreate,
  UserCategoryOptions,
  UserCategoryUpdate,
  VentureCategoryOptions,
} from '@reserva/shared/ventures/user-categories.schemas';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { canAccessVenture, findAccessibleVenture, linkedUserOf } from '../ventures/ventures.access';
import * as repository from './user-categories.repository';

// A category belongs to a venture: the caller works on it only in a venture they may work in.

export async function options(
  ctx: AppContext,
  principal: Principal,
  ventureId: string,
): Promise<UserCategoryOptions> {
  await findAccessibleVenture(ctx.db, principal, ventureId);
  return { items: await repository.listOptions(ctx.db, ventureId) };
}

/** The options of several ventures; those the caller does not work in are left out, as if empty. */
export async function optionsOf(
  ctx: AppContext,
  principal: Principal,
  ventureIds: readonly string[],
): Promise<VentureCategoryOptions> {
  return { items: await repository.listOptionsIn(ctx.db, ventureIds, linkedUserOf(principal)) };
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  { ventureId, ...body }: UserCategoryCreate,
): Promise<UserCategory> {
  await findAccessibleVenture(ctx.db, principal, ventureId);
  const id = await repository.insert(ctx.db, ventureId, body);
  return found(await repository.findById(ctx.db, id));
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: UserCategoryUpdate,
): Promise<UserCategory> {
  await findAccessible(ctx, principal, id);
  await repository.update(ctx.db, id, body);
  return found(await repository.findById(ctx.db, id));
}

export async function remove(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  await findAccessible(ctx, principal, id);
  await ctx.db.transaction(async (tx) => {
    await repository.lock(tx, id);
    if (await repository.hasLiveUsers(tx, id)) throw new AppError('user-category-has-users-assigned');
    await repository.remove(tx, id);
  });
}

async function findAccessible(ctx: AppContext, principal: Principal, id: string): Promise<UserCategory> {
  const category = found(await repository.findById(ctx.db, id));
  if (!(await canAccessVenture(ctx.db, principal, category.ventureId)))
    throw new AppError('user-category-not-found');
  return category;
}

function found<Row>(row: Row | undefined): Row {
  if (!row) throw new AppError('user-category-not-found');
  return row;
}
