import type { FeatureListQuery, FeatureWrite } from '@reserva/shared/features/features.schemas';
import { count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { offsetOf, orderOf } from '../../db/paging';
import { features } from '../../db/schema/access';

const SORT_COLUMNS = { key: features.key, name: features.name, createdAt: features.createdAt } as const;

const columns = {
  id: features.id,
  key: features.key,
  name: features.name,
  // Explicit outer table: Drizzle writes the columns of a one-table select without it.
  featureGroupsCount: sql<number>`(SELECT count(*)::int FROM feature_group_features gf
    WHERE gf.feature_id = features.id)`,
};

export async function list(db: Executor, query: FeatureListQuery) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = pattern ? or(ilike(features.key, pattern), ilike(features.name, pattern)) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(features)
      .where(where)
      // The key is unique: a stable tie-breaker that also orders the features seeded together.
      .orderBy(...orderOf(SORT_COLUMNS[query.sort], query.order, features.key))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(features).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
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
