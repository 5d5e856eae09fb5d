import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './raw';

/**
 * The tables autovacuum would visit: never analysed; whose size in pages moved by more than a tenth
 * since their last ANALYZE (which records `relpages`, kept in the folder across restarts); or whose
 * rows changed since the last vacuum by more than autovacuum's default thresholds (50 rows plus a fifth
 * of the table, counted since this start: PGlite keeps no activity counters across restarts). PGlite
 * has no autovacuum, so this is its stand-in.
 */
export async function tablesWithStaleStatistics(db: Executor): Promise<string[]> {
  // A statement's row counts reach the activity counters up to a second later: flushed now, so that
  // a table just changed is seen, and one just vacuumed is not seen again.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND (c.reltuples < 0
          OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
            > greatest(c.relpages / 10, 1)
          OR coalesce(s.n_dead_tup + s.n_ins_since_vacuum, 0) > 50 + 0.2 * greatest(c.reltuples, 0))
      ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * VACUUM (ANALYZE) of the tables that need it only: a full one cost most of a second on the embedded
 * database. The vacuum is what sets the visibility map: without it every index-only scan (a list's
 * page, a deep page's skipped rows, a count) read each row's heap page too, twice the time of a
 * middle page of 500,000 bookings. It also empties the GIN indexes' pending lists and frees dead rows.
 */
export async function refreshStaleStatistics(db: Executor): Promise<string[]> {
  const stale = await tablesWithStaleStatistics(db);
  if (stale.length > 0) {
    await db.execute(
      sql`VACUUM (ANALYZE) ${sql.join(
        stale.map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
  }
  return stale;
}
