import { DEFAULT_GROUPS } from '@reserva/shared/permissions/feature-groups';
import { builtInFeatureName } from '@reserva/shared/permissions/feature-names';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { queryRows } from '../raw';
import { featureGroupFeatures, featureGroups, features } from '../schema/access';

/**
 * Every permission key the product knows, with its Portuguese name, and the default groups when they
 * are missing. Runs on each start and only adds: what an administrator changed is left as it is.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  if (await isCurrent(db)) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(features)
      .values(FEATURE_KEYS.map((key) => ({ key, name: key })))
      .onConflictDoNothing();
    await nameBuiltInFeatures(tx);
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

/**
 * True when every built-in key is stored with a name of its own and every default group exists, as at
 * any start after the first of a version: one read instead of a transaction of writes (and its WAL)
 * at every start. A key left named after itself (its name was taken) reads as not current,
 * so such a start writes as before.
 */
async function isCurrent(db: Executor): Promise<boolean> {
  const groupKeys = DEFAULT_GROUPS.map((group) => group.key);
  const [stored] = await queryRows<{ named: number; groups: number }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM ${features}
        WHERE ${and(inArray(features.key, [...FEATURE_KEYS]), ne(features.name, features.key))}) AS named,
      (SELECT count(*)::int FROM ${featureGroups} WHERE ${inArray(featureGroups.key, groupKeys)}) AS groups`,
  );
  return stored?.named === FEATURE_KEYS.length && stored.groups === groupKeys.length;
}

/**
 * Gives each built-in key its name where the row still carries its key as name (new rows, and rows
 * seeded before names existed), so an administrator's rename is kept. A name another permission
 * already uses stays free: names are unique, and that row keeps its key.
 */
async function nameBuiltInFeatures(db: Executor): Promise<void> {
  const names = sql.join(
    FEATURE_KEYS.map((key) => sql`(${key}::text, ${builtInFeatureName(key)}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${features} SET name = named.name
    FROM (VALUES ${names}) AS named (key, name)
    WHERE ${features.key} = named.key AND ${features.name} = ${features.key}
      AND NOT EXISTS (SELECT 1 FROM ${features} taken WHERE taken.name = named.name)`);
}

export async function groupIdsByKey(db: Executor, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: featureGroups.id, key: featureGroups.key })
    .from(featureGroups)
    .where(keys.length === 1 ? eq(featureGroups.key, keys[0] as string) : inArray(featureGroups.key, keys));
  return new Map(rows.map((row) => [row.key, row.id]));
}
