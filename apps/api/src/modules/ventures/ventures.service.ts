import type { Paged } from '@reserva/shared/common/list.schemas';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import { EXPERIENCE_LEVEL_READ_KEYS } from '@reserva/shared/ventures/experience-levels.rules';
import type {
  Venture,
  VentureBody,
  VentureDependents,
  VentureDetails,
  VentureListItem,
  VentureListQuery,
} from '@reserva/shared/ventures/ventures.schemas';
import { type ConstraintCodes, withConstraintErrors } from '../../db/constraint-errors';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import * as experienceLevels from '../categories/experience-levels.repository';
import * as userCategories from '../categories/user-categories.repository';
import { findAccessibleVenture, linkedUserOf } from './ventures.access';
import * as repository from './ventures.repository';

// Uniqueness among live rows is decided by the partial unique indexes, so concurrent requests cannot
// both pass: the one that loses answers the same code a prior check would give.
const UNIQUE_ERRORS: ConstraintCodes = {
  unique: {
    ventures_ref_live_idx: 'venture-ref-already-in-use',
    ventures_cnpj_live_idx: 'cnpj-already-in-use',
  },
};

export async function list(
  ctx: AppContext,
  principal: Principal,
  query: VentureListQuery,
): Promise<Paged<VentureListItem>> {
  const { items, total } = await repository.list(ctx.db, query, linkedUserOf(principal));
  return toPaged(items.map(toListItem), total, query.limit);
}

export async function details(ctx: AppContext, principal: Principal, id: string): Promise<VentureDetails> {
  const venture = await findAccessibleVenture(ctx.db, principal, id);
  // The experience levels tab needs its own keys (spec 002, s.2): without them the list stays empty.
  const readsLevels = grantsAny(principal.features, EXPERIENCE_LEVEL_READ_KEYS);
  const [spots, categories, levels] = await Promise.all([
    repository.listSpots(ctx.db, id),
    userCategories.listByVenture(ctx.db, id),
    readsLevels ? experienceLevels.listByVenture(ctx.db, id) : Promise.resolve([]),
  ]);
  return {
    ...toVenture(venture),
    spots: spots.map(({ avatarPath, createdAt, ...spot }) => ({
      ...spot,
      avatarUrl: publicFileUrl(avatarPath),
      createdAt: createdAt.toISOString(),
    })),
    userCategories: categories,
    experienceLevels: levels,
  };
}

/** A venture created by someone other than a MASTER is linked to its creator, who could not see it otherwise. */
export async function create(ctx: AppContext, principal: Principal, body: VentureBody): Promise<Venture> {
  const id = await withConstraintErrors(UNIQUE_ERRORS, () =>
    ctx.db.transaction(async (tx) => {
      const ventureId = await repository.insert(tx, body);
      if (!principal.isMaster) await repository.linkUser(tx, principal.userId, ventureId);
      return ventureId;
    }),
  );
  return toVenture(await findAccessibleVenture(ctx.db, principal, id));
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: VentureBody,
): Promise<Venture> {
  await findAccessibleVenture(ctx.db, principal, id);
  const updated = await withConstraintErrors(UNIQUE_ERRORS, () => repository.update(ctx.db, id, body));
  if (!updated) throw new AppError('venture-not-found');
  return toVenture(await findAccessibleVenture(ctx.db, principal, id));
}

/** What a delete takes with the venture, for its confirmation: read with the delete's own key and scope. */
export async function dependents(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<VentureDependents> {
  await findAccessibleVenture(ctx.db, principal, id);
  return repository.countDependents(ctx.db, id);
}

/** Soft delete: bookings and histories keep their venture. */
export async function remove(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  await findAccessibleVenture(ctx.db, principal, id);
  // Deleting the session's own venture would end the session at the next call; switch first.
  if (id === principal.ventureId) throw new AppError('venture-in-use');
  if (!(await repository.softDelete(ctx.db, id))) throw new AppError('venture-not-found');
}

type ListRow = Pick<repository.VentureRow, keyof Omit<VentureListItem, 'avatarUrl' | 'createdAt'>> & {
  avatarPath: string | null;
  createdAt: Date;
};

function toListItem({ avatarPath, createdAt, ...row }: ListRow): VentureListItem {
  return { ...row, avatarUrl: publicFileUrl(avatarPath), createdAt: createdAt.toISOString() };
}

function toVenture(row: repository.VentureRow): Venture {
  const { appstoreId, playstoreId, bio, useLinearOnboardFlow, autoConvertQueue, gateAutoCheckin, ...rest } =
    row;
  const { noShowPenaltyCount, noShowPenaltyDays, noShowSuspensionDays, bookingHorizonDays, ...listRow } =
    rest;
  return {
    ...toListItem(listRow),
    appstoreId,
    playstoreId,
    bio,
    useLinearOnboardFlow,
    autoConvertQueue,
    gateAutoCheckin,
    noShowPenaltyCount,
    noShowPenaltyDays,
    noShowSuspensionDays,
    bookingHorizonDays,
  };
}
