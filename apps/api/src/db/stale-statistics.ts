import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './raw';

/**
 * The tables whose planner statistics are missing or stale: never analysed, or whose size in pages moved
 * by more than a tenth since their last ANALYZE (which records `relpages`). PGlite has no autovacuum and
 * keeps no activity counters across restarts, so this is its stand-in for autovacuum's threshold.
 */
export async function tablesWithStaleStatistics(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND (c.reltuples < 0
          OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
            > greatest(c.relpages / 10, 1))
      ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** ANALYZE of the tables that need it only: a full one cost most of a second on the embedded database. */
export async function refreshStaleStatistics(db: Executor): Promise<string[]> {
  const stale = await tablesWithStaleStatistics(db);
  if (stale.length > 0) {
    await db.execute(
      sql`ANALYZE ${sql.join(
        stale.map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
  }
  return stale;
}
