import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  FeatureGroupByKey,
  FeatureGroupDetails,
  FeatureGroupListQuery,
  FeatureGroupSummary,
  FeatureGroupWrite,
} from '@reserva/shared/feature-groups/feature-groups.schemas';
import { DEFAULT_GROUPS, MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { grants } from '@reserva/shared/permissions/permissions';
import type { Executor } from '../../db/client';
import { type ConstraintCodes, withConstraintErrors } from '../../db/constraint-errors';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { regroupFaceId } from '../faces/faces.repository';
import * as repository from './feature-groups.repository';

// Rules (server-rules.md, Permissions; spec 002 s.4-s.6):
// - a non-MASTER creates, edits and deletes only groups of a numerically higher authLevel than its own,
//   and may not give a group an authLevel lower than or equal to its own;
// - a non-MASTER may not add to a group a key it does not hold itself (keys the group already has may
//   stay): no one hands out more than they have;
// - only FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS changes useFaceId (the facial-recognition option);
// - the groups the product starts with keep their keys (the code names them) and are never deleted;
//   the MASTER group also keeps authLevel 0 and WEB_ACCESS, or no one could sign in to repair it.

const FACE_ID_KEY = 'FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS';
const BUILT_IN_GROUP_KEYS: ReadonlySet<string> = new Set(DEFAULT_GROUPS.map((group) => group.key));

const WRITE_ERRORS: ConstraintCodes = {
  unique: { feature_groups_key_unique: 'feature-group-key-already-registered' },
  // A chosen feature deleted between the check and the insert of the links.
  foreignKey: 'feature-not-found',
};
// The users' foreign key decides, so a user assigned meanwhile still blocks the deletion.
const REMOVE_ERRORS: ConstraintCodes = { foreignKey: 'feature-group-has-users-assigned' };

export async function list(
  ctx: AppContext,
  query: FeatureGroupListQuery,
): Promise<Paged<FeatureGroupSummary>> {
  const { items, total } = await repository.list(ctx.db, query);
  return toPaged(items, total, query.limit);
}

export async function details(db: Executor, id: string): Promise<FeatureGroupDetails> {
  const row = found(await repository.findById(db, id));
  const features = await repository.listGroupFeatures(db, id);
  return { ...row, createdAt: row.createdAt.toISOString(), features };
}

export async function findByKey(ctx: AppContext, key: string): Promise<FeatureGroupByKey> {
  return found(await repository.findByKey(ctx.db, key));
}

export async function create(
  ctx: AppContext,
  principal: Principal,
  input: FeatureGroupWrite,
): Promise<FeatureGroupDetails> {
  assertOutranks(principal, input.authLevel);
  const useFaceId = faceIdAfter(principal, input.useFaceId, false);
  const id = await withConstraintErrors(WRITE_ERRORS, () =>
    ctx.db.transaction(async (tx) => {
      const chosen = await resolveFeatures(tx, input.features);
      assertMayGrant(
        principal,
        chosen.map((feature) => feature.key),
      );
      const id = await repository.insert(tx, valuesOf(input, useFaceId));
      await repository.replaceFeatures(
        tx,
        id,
        chosen.map((feature) => feature.id),
      );
      return id;
    }),
  );
  return details(ctx.db, id);
}

export async function update(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: FeatureGroupWrite,
): Promise<FeatureGroupDetails> {
  await withConstraintErrors(WRITE_ERRORS, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repository.lockById(tx, id))) throw new AppError('feature-group-not-found');
      const current = found(await repository.findById(tx, id));
      assertOutranks(principal, current.authLevel);
      assertOutranks(principal, input.authLevel);
      const useFaceId = faceIdAfter(principal, input.useFaceId, current.useFaceId);
      const chosen = await resolveFeatures(tx, input.features);
      assertBuiltInKept(current.key, input, chosen);
      const held = new Set((await repository.listGroupFeatures(tx, id)).map((feature) => feature.id));
      assertMayGrant(
        principal,
        chosen.filter((feature) => !held.has(feature.id)).map((feature) => feature.key),
      );
      await repository.update(tx, id, valuesOf(input, useFaceId));
      if (useFaceId !== current.useFaceId) await regroupFaceId(tx, id, useFaceId);
      await repository.replaceFeatures(
        tx,
        id,
        chosen.map((feature) => feature.id),
      );
    }),
  );
  return details(ctx.db, id);
}

export async function remove(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  const current = found(await repository.findById(ctx.db, id));
  assertOutranks(principal, current.authLevel);
  if (BUILT_IN_GROUP_KEYS.has(current.key)) throw new AppError('feature-group-is-built-in');
  await withConstraintErrors(REMOVE_ERRORS, () => repository.remove(ctx.db, id));
}

function assertOutranks(principal: Principal, authLevel: number): void {
  if (!principal.isMaster && authLevel <= principal.authLevel) throw new AppError('insufficient-privilege');
}

function assertMayGrant(principal: Principal, keys: string[]): void {
  if (principal.isMaster) return;
  if (keys.some((key) => !grants(principal.features, key))) throw new AppError('insufficient-privilege');
}

/** The useFaceId to store: unchanged unless asked, and a change only with the HIKCENTRAL key. */
function faceIdAfter(principal: Principal, requested: boolean | undefined, current: boolean): boolean {
  if (requested === undefined || requested === current) return current;
  if (!grants(principal.features, FACE_ID_KEY)) throw new AppError('insufficient-privilege');
  return requested;
}

function assertBuiltInKept(currentKey: string, input: FeatureGroupWrite, chosen: { key: string }[]): void {
  if (!BUILT_IN_GROUP_KEYS.has(currentKey)) return;
  const masterBroken =
    currentKey === MASTER_GROUP_KEY &&
    (input.authLevel !== 0 || !chosen.some((feature) => feature.key === 'WEB_ACCESS'));
  if (input.key !== currentKey || masterBroken) throw new AppError('feature-group-is-built-in');
}

async function resolveFeatures(db: Executor, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repository.findFeatures(db, unique);
  if (rows.length !== unique.length) throw new AppError('feature-not-found');
  return rows;
}

function valuesOf(input: FeatureGroupWrite, useFaceId: boolean): repository.FeatureGroupValues {
  return {
    key: input.key,
    name: input.name,
    authLevel: input.authLevel,
    useExperienceLevel: input.useExperienceLevel,
    useOnboardUrl: input.useOnboardUrl,
    useFaceId,
  };
}

function found<Row>(row: Row | undefined): Row {
  if (!row) throw new AppError('feature-group-not-found');
  return row;
}
