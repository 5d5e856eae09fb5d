import type {
  ExperienceLevel,
  ExperienceLevelBody,
} from '@reserva/shared/ventures/experience-levels.schemas';
import { type ConstraintCodes, withConstraintErrors } from '../../db/constraint-errors';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { canAccessVenture, findAccessibleVenture } from '../ventures/ventures.access';
import * as repository from './experience-levels.repository';

// Experience levels belong to a venture, like user categories (see user-categories.service.ts).

// One row per level number in a venture (a person's onboard experience names the level by number).
const UNIQUE_LEVEL: ConstraintCodes = {
  unique: { experience_levels_venture_level_idx: 'experience-level-already-registered' },
};

export async function list(
  ctx: AppContext,
  principal: Principal,
  ventureId: string,
): Promise<{ items: ExperienceLevel[] }> {
  await findAccessibleVenture(ctx.db, principal, ventureId);
  return { items: await repository.listByVenture(ctx.db, ventureId) };
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  ventureId: string,
  body: ExperienceLevelBody,
): Promise<ExperienceLevel> {
  await findAccessibleVenture(ctx.db, principal, ventureId);
  const id = await withConstraintErrors(UNIQUE_LEVEL, () => repository.insert(ctx.db, ventureId, body));
  return found(await repository.findById(ctx.db, id));
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: ExperienceLevelBody,
): Promise<ExperienceLevel> {
  await findAccessible(ctx, principal, id);
  await withConstraintErrors(UNIQUE_LEVEL, () => repository.update(ctx.db, id, body));
  return found(await repository.findById(ctx.db, id));
}

export async function remove(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  await findAccessible(ctx, principal, id);
  await repository.remove(ctx.db, id);
}

async function findAccessible(ctx: AppContext, principal: Principal, id: string): Promise<ExperienceLevel> {
  const level = found(await repository.findById(ctx.db, id));
  if (!(await canAccessVenture(ctx.db, principal, level.ventureId)))
    throw new AppError('experience-level-not-found');
  return level;
}

function found<Row>(row: Row | undefined): Row {
  if (!row) throw new AppError('experience-level-not-found');
  return row;
}
