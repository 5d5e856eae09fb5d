import type { FeatureListQuery } from '@reserva/shared/features/features.schemas';
import { asc, count, desc, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { featureGroupFeatures, features } from '../../db/schema/access';

const SORT_COLUMNS = { key: features.key, name: features.name, createdAt: features.createdAt } as const;

export async function list(db: Executor, query: FeatureListQuery) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = pattern ? or(ilike(features.key, pattern), ilike(features.name, pattern)) : undefined;
  const sortColumn = SORT_COLUMNS[query.sort];
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: features.id,
        key: features.key,
        name: features.name,
        featureGroupsCount: sql<number>`(SELECT count(*)::int FROM ${featureGroupFeatures}
          WHERE ${featureGroupFeatures.featureId} = ${features.id})`,
      })
      .from(features)
      .where(where)
      .orderBy(query.order === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(features.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(features).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
