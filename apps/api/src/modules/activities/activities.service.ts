import type {
  ActivityCreate,
  ActivityDetails,
  ActivityListQuery,
  ActivityOption,
  ActivitySummary,
  ActivityUpdate,
} from '@reserva/shared/activities/activities.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { checkPendingBookings, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { deleteWithPendingBookings } from '../bookings/pending-deletes';
import { listedVentureOf } from '../ventures/ventures.access';
import * as repository from './activities.repository';

// An activity belongs to a venture through its spot. Non-MASTER users see the activities of the
// session's venture only; an activity elsewhere answers `activity-not-found`, as a missing one does.
// The list is one venture's for everyone: a MASTER may pick it (listedVentureOf).

export function scopeOf(principal: Principal): repository.VentureScope {
  return { ventureId: principal.isMaster ? null : principal.ventureId };
}

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: ActivityListQuery,
): Promise<Paged<ActivitySummary>> {
  const ventureId = listedVentureOf(principal, query.ventureId);
  const { items, total } = await repository.list(ctx.db, ventureId, query);
  return toPaged(items.map(toSummary), total, query.limit);
}

/** The active activities of the session's venture, for select inputs (MASTER included). */
export function listOptions(ctx: AppContext, principal: Principal): Promise<ActivityOption[]> {
  return repository.listOptions(ctx.db, principal.ventureId);
}

export async function details(ctx: AppContext, principal: Principal, id: string): Promise<ActivityDetails> {
  const row = await findActivity(ctx.db, principal, id);
  return { ...toSummary(row), items: await repository.listItems(ctx.db, id) };
}

/** The activity inside the caller's scope, or `activity-not-found`. */
export async function findActivity(db: Executor, principal: Principal, id: string) {
  const row = await repository.findSummary(db, scopeOf(principal), id);
  if (!row) throw new AppError('activity-not-found');
  return row;
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  input: ActivityCreate,
): Promise<{ id: string }> {
  await requireSpot(ctx.db, principal, input.spotId);
  return { id: await repository.insert(ctx.db, valuesOf(input)) };
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: ActivityUpdate,
  isVerified: boolean,
): Promise<{ id: string }> {
  await ctx.db.transaction(async (tx) => {
    await lockActivity(tx, principal, id);
    await requireSpot(tx, principal, input.spotId);
    // Spec 002 s.4: any edit of an activity with pending bookings asks for confirmation first.
    await checkPendingBookings(tx, { activityId: id }, isVerified);
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
    find: (tx) => lockActivity(tx, principal, id),
    scopes: () => ({ activityId: id }),
    reason: SYSTEM_CANCELLATION_REASONS.activityDeleted,
    softDelete: (tx) => repository.softDelete(tx, id),
  });
}

/** Locks the activity for a change, or answers `activity-not-found` outside the caller's scope. */
export async function lockActivity(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<repository.LockedActivity> {
  const activity = await repository.lockActivity(db, scopeOf(principal), id);
  if (!activity) throw new AppError('activity-not-found');
  return activity;
}

async function requireSpot(db: Executor, principal: Principal, spotId: string): Promise<void> {
  if (!(await repository.spotInScope(db, scopeOf(principal), spotId))) throw new AppError('spot-not-found');
}

function valuesOf(input: ActivityCreate | ActivityUpdate): repository.ActivityValues {
  return {
    name: input.name,
    description: input.description ?? null,
    bookingPrice: input.bookingPrice,
    isActive: input.isActive,
    spotId: input.spotId,
  };
}

function toSummary(row: repository.ActivityRow): ActivitySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    bookingPrice: row.bookingPrice,
    spotId: row.spotId,
    spot: {
      id: row.spotId,
      name: row.spotName,
      isLivingArea: row.spotIsLivingArea,
      venture: { id: row.ventureId, name: row.ventureName },
    },
    avatarUrl: publicFileUrl(row.avatarPath),
    createdAt: row.createdAt.toISOString(),
  };
}
