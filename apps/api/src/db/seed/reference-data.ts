import { DEFAULT_GROUPS } from '@reserva/shared/permissions/feature-groups';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { featureGroupFeatures, featureGroups, features } from '../schema/access';

/**
 * Every permission key the product knows, and the default groups when they are missing. Runs on each
 * start and only adds: groups an administrator changed are left as they are.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(features)
      .values(FEATURE_KEYS.map((key) => ({ key, name: key })))
      .onConflictDoNothing();
    const featureIds = new Map(
      (await tx.select({ id: features.id, key: features.key }).from(features)).map((row) => [
        row.key,
        row.id,
      ]),
    );
    const created = await tx
      .insert(featureGroups)
      .values(DEFAULT_GROUPS.map(({ features: _keys, ...group }) => group))
      .onConflictDoNothing()
      .returning({ id: featureGroups.id, key: featureGroups.key });
    const links = created.flatMap((group) => {
      const definition = DEFAULT_GROUPS.find((candidate) => candidate.key === group.key);
      return (definition?.features ?? []).map((key) => ({
        featureGroupId: group.id,
        featureId: featureIds.get(key) as string,
      }));
    });
    if (links.length > 0) await tx.insert(featureGroupFeatures).values(links);
  });
}

export async function groupIdsByKey(db: Executor, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: featureGroups.id, key: featureGroups.key })
    .from(featureGroups)
    .where(keys.length === 1 ? eq(featureGroups.key, keys[0] as string) : inArray(featureGroups.key, keys));
  return new Map(rows.map((row) => [row.key, row.id]));
}
