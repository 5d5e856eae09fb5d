import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';

// Ids, e-mails and keys of records that exist, so that fuzzed requests name real records and get
// past the "not found" checks into the services. Reloaded after every change the fuzzing makes.

export interface RecordPools {
  /** Live ids by table. */
  ids: Map<string, string[]>;
  allIds: string[];
  emails: string[];
  keys: string[];
}

/** `spotId`, `activityScheduleId`, `experience-levels`, `itemsId` → the words of a table name. */
function words(hint: string): string[] {
  return hint
    .replace(/^id$|s?Ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[-_]/)
    .filter(Boolean)
    .map(singular);
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The tables a field or path segment names: those whose singular name ends with its words. */
export function tablesFor(pools: RecordPools, ...hints: string[]): string[] {
  for (const hint of hints) {
    const wanted = words(hint).join('_');
    if (!wanted) continue;
    const found = [...pools.ids.keys()].filter((table) => {
      const name = table.split('_').map(singular).join('_');
      return name === wanted || name.endsWith(`_${wanted}`);
    });
    if (found.length > 0) return found;
  }
  return [];
}

/** The `index`-th existing id of the tables the hints name (any table's when they name none). */
export function pickId(pools: RecordPools, index: number, ...hints: string[]): string {
  const tables = tablesFor(pools, ...hints);
  const ids = tables.length > 0 ? tables.flatMap((table) => pools.ids.get(table) ?? []) : pools.allIds;
  const pool = ids.length > 0 ? ids : pools.allIds;
  return pool[index % pool.length] ?? '00000000-0000-4000-8000-000000000000';
}

export function pickFrom(values: string[], index: number, fallback: string): string {
  return values[index % values.length] ?? fallback;
}

/** Fills `pools` in place (arbitraries hold it), leaving out `protectedIds`. */
export async function loadPools(db: Database, pools: RecordPools, protectedIds: Set<string>): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'uuid' ORDER BY table_name`,
  );
  // In the rows' physical order, not by id: ids are random, the order of the writes is not, so a
  // seed picks the same records again.
  const union = tables
    .map(({ name }) => `SELECT '${name}' AS name, id::text AS id, ctid::text::point AS at FROM "${name}"`)
    .join(' UNION ALL ');
  const rows = await queryRows<{ name: string; id: string }>(
    db,
    sql.raw(`SELECT name, id FROM (${union}) r ORDER BY name, at[0], at[1]`),
  );
  pools.ids.clear();
  for (const { name, id } of rows) {
    if (protectedIds.has(id)) continue;
    const ids = pools.ids.get(name) ?? [];
    ids.push(id);
    pools.ids.set(name, ids);
  }
  pools.allIds = [...pools.ids.values()].flat();
  pools.emails = (await queryRows<{ email: string }>(db, sql`SELECT email FROM users ORDER BY email`)).map(
    (row) => row.email,
  );
  pools.keys = (
    await queryRows<{ key: string }>(
      db,
      sql`SELECT key FROM feature_groups UNION ALL SELECT key FROM features ORDER BY 1`,
    )
  ).map((row) => row.key);
}

export function emptyPools(): RecordPools {
  return { ids: new Map(), allIds: [], emails: [], keys: [] };
}
