import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';

// A fingerprint of every row of every table, to prove that a refused request changed nothing.
// Rows are ordered by their text, not by ctid: an update that rolls back leaves the text as it was,
// while an update that commits the same values would still move the row.

/**
 * Tables that a refused request changes by design, left out of the digest:
 * - throttle_windows: the sign-in, forgot-password, password-token and public-booking throttles count
 *   every FAILED attempt (plugins/throttle.ts); a 422 `invalid-credentials` must leave its event.
 */
export const CHANGED_BY_REFUSALS = ['throttle_windows'] as const;

export type Digest = Map<string, string>;

export interface DatabaseDigest {
  take(): Promise<Digest>;
  /**
   * The next transaction id to be assigned. A transaction gets one on its first write, so while this
   * stays the same no row anywhere changed, and the full digest can be skipped; reading it assigns none.
   */
  writeMark(): Promise<string>;
  /** The tables whose rows differ between two digests. */
  changed(before: Digest, after: Digest): string[];
}

export async function databaseDigest(db: Database): Promise<DatabaseDigest> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !(CHANGED_BY_REFUSALS as readonly string[]).includes(name));
  if (tables.length < 20) throw new Error(`only ${tables.length} tables found: wrong schema?`);
  // One statement for all tables; names come from the catalogue, quoted as identifiers.
  const query = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS digest FROM "${name}" r`,
    )
    .join(' UNION ALL ');
  return {
    take: async () => {
      const rows = await queryRows<{ name: string; digest: string }>(db, sql.raw(query));
      return new Map(rows.map((row) => [row.name, row.digest]));
    },
    writeMark: async () => {
      const [row] = await queryRows<{ mark: string }>(
        db,
        sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark`,
      );
      return row?.mark ?? '';
    },
    changed: (before, after) => tables.filter((name) => before.get(name) !== after.get(name)),
  };
}
