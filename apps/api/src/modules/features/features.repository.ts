import type { FeatureListQuery, FeatureWrite } from '@reserva/shared/features/features.schemas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsTextInAny } from '../../db/like';
import { pageLoader, readPage } from '../../db/paging';
import { features } from '../../db/schema/access';
import { nameKey } from '../../db/schema/list-indexes';

// The key is unique; features created together (the built-in ones) order by key.
const SORT_KEYS = {
  key: [features.key],
  name: [nameKey(features.name), features.id],
  createdAt: [features.createdAt, features.key],
} as const;

const columns = {
  id: features.id,
  key: features.key,
  name: features.name,
  // Explicit outer table: Drizzle writes the columns of a one-table select without it.
  featureGroupsCount: sql<number>`(SELECT count(*)::int FROM feature_group_features gf
    WHERE gf.feature_id = features.id)`,
};

const loadPage = pageLoader((db, idIn) => db.select(columns).from(features).where(idIn(features.id)));

export function list(db: Executor, query: FeatureListQuery) {
  return readPage(db, {
    from: features,
    id: features.id,
    where: containsTextInAny(query.search, features.key, features.name),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadPage(db, ids),
  });
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(columns).from(features).where(eq(features.id, id));
  return row;
}

export async function insert(db: Executor, values: FeatureWrite) {
  const [row] = await db.insert(features).values(values).returning({ id: features.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: FeatureWrite): Promise<void> {
  await db.update(features).set(values).where(eq(features.id, id));
}

/** Deletes the feature; its links to groups go with it (ON DELETE CASCADE). */
export async function remove(db: Executor, id: string): Promise<void> {
  await db.delete(features).where(eq(features.id, id));
}
