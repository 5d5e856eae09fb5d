import type { FeatureGroupListQuery } from '@reserva/shared/feature-groups/feature-groups.schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsTextInAny } from '../../db/like';
import { pageLoader, readPage } from '../../db/paging';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { nameKey } from '../../db/schema/list-indexes';

// The key is unique; groups created together (the built-in ones) keep the authLevel order.
const SORT_KEYS = {
  name: [nameKey(featureGroups.name), featureGroups.id],
  key: [featureGroups.key],
  authLevel: [featureGroups.authLevel, featureGroups.id],
  createdAt: [featureGroups.createdAt, featureGroups.authLevel, featureGroups.id],
} as const;

// Drizzle writes columns of a one-table select without their table, so the correlated subqueries
// name the outer row explicitly (an unqualified "id" would be the inner table's).
const summaryColumns = {
  id: featureGroups.id,
  name: featureGroups.name,
  key: featureGroups.key,
  authLevel: featureGroups.authLevel,
  featuresCount: sql<number>`(SELECT count(*)::int FROM feature_group_features gf
    WHERE gf.feature_group_id = feature_groups.id)`,
  // Live users only (deleted people keep their group for their history but are no longer members),
  // from the counts the database keeps (feature_group_user_counts): a few rows, however many members.
  usersCount: sql<number>`(SELECT coalesce(sum(c.live_users), 0)::int FROM feature_group_user_counts c
    WHERE c.feature_group_id = feature_groups.id)`,
};

const detailsColumns = {
  ...summaryColumns,
  useExperienceLevel: featureGroups.useExperienceLevel,
  useFaceId: featureGroups.useFaceId,
  useOnboardUrl: featureGroups.useOnboardUrl,
  createdAt: featureGroups.createdAt,
};

export type FeatureGroupRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export interface FeatureGroupValues {
  key: string;
  name: string;
  authLevel: number;
  useExperienceLevel: boolean;
  useFaceId: boolean;
  useOnboardUrl: boolean;
}

const loadPage = pageLoader((db, idIn) =>
  db.select(summaryColumns).from(featureGroups).where(idIn(featureGroups.id)),
);

export function list(db: Executor, query: FeatureGroupListQuery) {
  return readPage(db, {
    from: featureGroups,
    id: featureGroups.id,
    where: containsTextInAny(query.search, featureGroups.name, featureGroups.key),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadPage(db, ids),
  });
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(detailsColumns).from(featureGroups).where(eq(featureGroups.id, id));
  return row;
}

/** Locks the group's row for the rest of the transaction, so concurrent edits apply one after the other. */
export async function lockById(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: featureGroups.id })
    .from(featureGroups)
    .where(eq(featureGroups.id, id))
    .for('update');
  return rows.length > 0;
}

export function findByKey(db: Executor, key: string) {
  return db
    .select({
      key: featureGroups.key,
      name: featureGroups.name,
      useFaceId: featureGroups.useFaceId,
      useExperienceLevel: featureGroups.useExperienceLevel,
      useOnboardUrl: featureGroups.useOnboardUrl,
    })
    .from(featureGroups)
    .where(eq(featureGroups.key, key))
    .then((rows) => rows[0]);
}

export function listGroupFeatures(db: Executor, groupId: string) {
  return db
    .select({ id: features.id, key: features.key, name: features.name })
    .from(featureGroupFeatures)
    .innerJoin(features, eq(features.id, featureGroupFeatures.featureId))
    .where(eq(featureGroupFeatures.featureGroupId, groupId))
    .orderBy(asc(features.key));
}

export function findFeatures(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: features.id, key: features.key }).from(features).where(inArray(features.id, ids));
}

export async function insert(db: Executor, values: FeatureGroupValues): Promise<string> {
  const [row] = await db.insert(featureGroups).values(values).returning({ id: featureGroups.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: FeatureGroupValues): Promise<void> {
  await db
    .update(featureGroups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(featureGroups.id, id));
}

export async function replaceFeatures(db: Executor, groupId: string, featureIds: string[]): Promise<void> {
  await db.delete(featureGroupFeatures).where(eq(featureGroupFeatures.featureGroupId, groupId));
  if (featureIds.length === 0) return;
  await db
    .insert(featureGroupFeatures)
    .values(featureIds.map((featureId) => ({ featureGroupId: groupId, featureId })));
}

/** Deletes the group and its feature links; users still naming it make this fail (foreign key). */
export async function remove(db: Executor, id: string): Promise<void> {
  await db.delete(featureGroups).where(eq(featureGroups.id, id));
}
