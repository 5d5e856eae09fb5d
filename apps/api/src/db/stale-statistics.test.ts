import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { RepeatingJob } from '../repeating-job';
import { openPglite } from './client';
import { queryRows } from './raw';
import { refreshStaleStatistics, tablesWithStaleStatistics } from './stale-statistics';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-statistics-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const estimatedRows = async (db: Parameters<typeof queryRows>[0], table: string) =>
  (
    await queryRows<{ rows: number }>(
      db,
      sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = ${table}`,
    )
  )[0]?.rows;

describe('statistics of the embedded database', () => {
  it('analyses only the tables that grew since their last ANALYZE, and the folder keeps them', async () => {
    const first = await openPglite(dataDir);
    await refreshStaleStatistics(first.db);
    expect(await tablesWithStaleStatistics(first.db)).toEqual([]);
    await first.db.execute(sql`INSERT INTO features (key, name)
      SELECT 'STATISTICS_' || i || '_ACCESS', 'Permissão ' || i FROM generate_series(1, 5000) AS i`);
    expect(await tablesWithStaleStatistics(first.db)).toEqual(['features']);
    await first.close();

    const second = await openPglite(dataDir);
    expect(await tablesWithStaleStatistics(second.db)).toEqual(['features']);
    expect(await refreshStaleStatistics(second.db)).toEqual(['features']);
    expect(await estimatedRows(second.db, 'features')).toBeGreaterThanOrEqual(5000);
    // Only the grown table was analysed (the counters begin empty at each start).
    const analysedNow = await queryRows<{ name: string }>(
      second.db,
      sql`SELECT relname AS name FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL`,
    );
    expect(analysedNow.map((row) => row.name)).toEqual(['features']);
    await second.close();

    const third = await openPglite(dataDir);
    expect(await tablesWithStaleStatistics(third.db)).toEqual([]);
    await third.close();
  }, 120_000);

  it('vacuums a table whose rows changed, so that its index-only scans read no rows', async () => {
    const database = await openPglite(fs.mkdtempSync(path.join(dataDir, 'vacuum-')));
    await database.db.execute(sql`INSERT INTO features (key, name)
      SELECT 'VACUUM_' || i || '_ACCESS', 'Limpeza ' || i FROM generate_series(1, 5000) AS i`);
    await refreshStaleStatistics(database.db);
    // Updated in place: the table keeps its size in pages, but its rows changed since the last vacuum.
    await database.db.execute(sql`UPDATE features SET name = name || '.' WHERE key LIKE 'VACUUM_%'`);
    const heapFetches = async () => {
      await database.db.execute(sql`SET enable_seqscan = off`);
      await database.db.execute(sql`SET enable_bitmapscan = off`);
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        database.db,
        sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT key FROM features WHERE key >= 'VACUUM_' ORDER BY key`,
      );
      await database.db.execute(sql`RESET ALL`);
      const lines = plan.map((row) => row['QUERY PLAN']);
      expect(lines.join('\n')).toContain('Index Only Scan');
      return Number(lines.join('\n').match(/Heap Fetches: (\d+)/)?.[1]);
    };
    expect(await heapFetches()).toBeGreaterThan(0);
    expect(await tablesWithStaleStatistics(database.db)).toContain('features');
    await refreshStaleStatistics(database.db);
    expect(await heapFetches()).toBe(0);
    await database.close();
  }, 60_000);

  it('refreshes a grown table on a repeating job while the server runs', async () => {
    const database = await openPglite(fs.mkdtempSync(path.join(dataDir, 'upkeep-')));
    await refreshStaleStatistics(database.db);
    const errors: unknown[] = [];
    const upkeep = new RepeatingJob(
      () => refreshStaleStatistics(database.db),
      50,
      (error) => errors.push(error),
    );
    upkeep.start();
    await database.db.execute(sql`INSERT INTO features (key, name)
      SELECT 'UPKEEP_' || i || '_ACCESS', 'Manutenção ' || i FROM generate_series(1, 5000) AS i`);
    await expect
      .poll(() => estimatedRows(database.db, 'features'), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(5000);
    await upkeep.stop();
    expect(errors).toEqual([]);
    await database.close();
  }, 60_000);
});
