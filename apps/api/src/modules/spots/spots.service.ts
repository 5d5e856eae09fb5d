import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  ModalityInput,
  SpotDetails,
  SpotInput,
  SpotListItem,
  SpotListQuery,
} from '@reserva/shared/spots/spots.schemas';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { checkPendingBookings, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { deleteWithPendingBookings } from '../bookings/pending-deletes';
import { listedVentureOf } from '../ventures/ventures.access';
import * as repository from './spots.repository';

/** The venture a caller is limited to: that of the session, or none for a MASTER. */
function scopeOf(principal: Principal): string | undefined {
  return principal.isMaster ? undefined : principal.ventureId;
}

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: SpotListQuery,
): Promise<Paged<SpotListItem>> {
  const ventureId = listedVentureOf(principal, query.ventureId);
  const { items, total } = await repository.list(ctx.db, query, ventureId);
  return toPaged(items.map(toSpot), total, query.limit);
}

export async function details(ctx: AppContext, principal: Principal, id: string): Promise<SpotDetails> {
  const spot = await findSpot(ctx.db, principal, id);
  const [activities, modalities] = await Promise.all([
    repository.listActivities(ctx.db, id),
    repository.listModalities(ctx.db, id),
  ]);
  return {
    ...toSpot(spot),
    activities: activities.map((activity) => ({ ...activity, createdAt: activity.createdAt.toISOString() })),
    modalities,
  };
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  input: SpotInput,
): Promise<{ id: string }> {
  await assertVentureOpen(ctx.db, principal, input.ventureId);
  return { id: await repository.insert(ctx.db, input) };
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: SpotInput,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    const spot = await findSpot(tx, principal, id);
    if (input.ventureId !== spot.ventureId) {
      await assertVentureOpen(tx, principal, input.ventureId);
      // Its activities, events and bookings belong to the old venture's people and categories.
      if ((await repository.listActivityIds(tx, id)).length > 0) throw new AppError('spot-has-activities');
    }
    await repository.update(tx, id, input);
  });
  return { id };
}

/**
 * Soft-deletes a spot with its modalities, activities and their events. Live future bookings of its
 * activities answer `has-bookings-pending` unless verified; verified, they are cancelled by the system.
 */
export async function remove(ctx: AppContext, principal: Principal, id: string, isVerified: boolean) {
  await deleteWithPendingBookings(ctx, isVerified, {
    find: async (tx) => {
      await findSpot(tx, principal, id);
      return repository.listActivityIds(tx, id);
    },
    scopes: (activityIds) => activityIds.map((activityId) => ({ activityId })),
    reason: SYSTEM_CANCELLATION_REASONS.spotDeleted,
    softDelete: (tx, activityIds) => repository.softDeleteWithChildren(tx, id, activityIds),
  });
}

export async function createModality(
  ctx: AppContext,
  principal: Principal,
  spotId: string,
  input: ModalityInput,
): Promise<{ id: string }> {
  await findSpot(ctx.db, principal, spotId);
  return { id: await repository.insertModality(ctx.db, spotId, input) };
}

/** Updating a modality that live future bookings use needs the user's confirmation (isVerified). */
export async function updateModality(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: ModalityInput,
  isVerified: boolean,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    await findModality(tx, principal, id);
    await checkPendingBookings(tx, { modalityId: id }, isVerified);
    await repository.updateModality(tx, id, input);
  });
  return { id };
}

/** Deleting a modality that live future bookings use needs confirmation, then cancels them. */
export async function removeModality(ctx: AppContext, principal: Principal, id: string, isVerified: boolean) {
  await deleteWithPendingBookings(ctx, isVerified, {
    find: (tx) => findModality(tx, principal, id),
    scopes: () => ({ modalityId: id }),
    reason: SYSTEM_CANCELLATION_REASONS.modalityDeleted,
    softDelete: (tx) => repository.softDeleteModality(tx, id),
  });
}

async function findSpot(db: Executor, principal: Principal, id: string): Promise<repository.SpotRow> {
  const spot = await repository.findLive(db, id, scopeOf(principal));
  if (!spot) throw new AppError('spot-not-found');
  return spot;
}

async function findModality(db: Executor, principal: Principal, id: string) {
  const found = await repository.findLiveModality(db, id, scopeOf(principal));
  if (!found) throw new AppError('modality-not-found');
  return found;
}

/** A MASTER may use any live venture; anyone else only the ventures linked to them. */
async function assertVentureOpen(db: Executor, principal: Principal, ventureId: string): Promise<void> {
  const userId = principal.isMaster ? undefined : principal.userId;
  if (!(await repository.ventureIsOpenTo(db, ventureId, userId))) throw new AppError('venture-not-found');
}

function toSpot(row: repository.SpotRow): SpotListItem {
  const { avatarPath, createdAt, ...rest } = row;
  return { ...rest, avatarUrl: publicFileUrl(avatarPath), createdAt: createdAt.toISOString() };
}
