import type { Feature, FeatureWrite } from '@reserva/shared/features/features.schemas';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';
import { type ConstraintCodes, withConstraintErrors } from '../../db/constraint-errors';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import * as repository from './features.repository';

// The keys the product's routes and menu check: they stay, with their keys, whatever administrators
// do (the seed would only add them again, detached from every group).
const BUILT_IN_KEYS: ReadonlySet<string> = new Set(FEATURE_KEYS);

// Uniqueness is decided by the table's unique indexes, so two concurrent requests cannot both pass.
const UNIQUE_ERRORS: ConstraintCodes = {
  unique: {
    features_key_unique: 'feature-key-already-registered',
    features_name_unique: 'feature-name-already-registered',
  },
};

export async function create(ctx: AppContext, input: FeatureWrite): Promise<Feature> {
  const id = await withConstraintErrors(UNIQUE_ERRORS, () => repository.insert(ctx.db, input));
  return found(await repository.findById(ctx.db, id));
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: FeatureWrite,
): Promise<Feature> {
  const current = found(await repository.findById(ctx.db, id));
  if (input.key !== current.key) {
    if (BUILT_IN_KEYS.has(current.key)) throw new AppError('feature-is-built-in');
    // Renaming a key that groups hold would hand those groups the new key: only a MASTER may.
    if (!principal.isMaster && current.featureGroupsCount > 0) throw new AppError('insufficient-privilege');
  }
  await withConstraintErrors(UNIQUE_ERRORS, () => repository.update(ctx.db, id, input));
  return found(await repository.findById(ctx.db, id));
}

export async function remove(ctx: AppContext, id: string): Promise<void> {
  const current = found(await repository.findById(ctx.db, id));
  if (BUILT_IN_KEYS.has(current.key)) throw new AppError('feature-is-built-in');
  await repository.remove(ctx.db, id);
}

function found<Row>(row: Row | undefined): Row {
  if (!row) throw new AppError('feature-not-found');
  return row;
}
