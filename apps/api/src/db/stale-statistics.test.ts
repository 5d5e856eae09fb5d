import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { queryRows } from './raw';
import { tablesWithStaleStatistics } from './stale-statistics';

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
  it('analyses at start only the tables that grew since their last ANALYZE', async () => {
    const first = await openPglite(dataDir);
    expect(await tablesWithStaleStatistics(first.db)).toEqual([]);
    await first.db.execute(sql`INSERT INTO features (key, name)
      SELECT 'STATISTICS_' || i || '_ACCESS', 'Permissão ' || i FROM generate_series(1, 5000) AS i`);
    expect(await tablesWithStaleStatistics(first.db)).toEqual(['features']);
    await first.close();

    const second = await openPglite(dataDir);
    expect(await tablesWithStaleStatistics(second.db)).toEqual([]);
    expect(await estimatedRows(second.db, 'features')).toBeGreaterThanOrEqual(5000);
    // Only the grown table was analysed by this start (the counters begin empty at each start).
    const analysedNow = await queryRows<{ name: string }>(
      second.db,
      sql`SELECT relname AS name FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL`,
    );
    expect(analysedNow.map((row) => row.name)).toEqual(['features']);
    await second.close();
  }, 120_000);
});
