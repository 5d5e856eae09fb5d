import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { queryRows } from './raw';

// The settings of the product's PostgreSQL connections (client.ts, SESSION_SETTINGS), beside the
// operator's own PGOPTIONS.
describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL connections', () => {
  let database: DatabaseHandle;
  const operatorOptions = process.env.PGOPTIONS;
  beforeAll(async () => {
    process.env.PGOPTIONS = '-c statement_timeout=45s';
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    if (operatorOptions === undefined) delete process.env.PGOPTIONS;
    else process.env.PGOPTIONS = operatorOptions;
  });

  it('run without JIT and parallel workers, keeping the operator’s options', async () => {
    const [settings] = await queryRows<Record<string, string>>(
      database.db,
      sql`SELECT current_setting('jit') AS jit,
        current_setting('max_parallel_workers_per_gather') AS workers,
        current_setting('statement_timeout') AS timeout`,
    );
    expect(settings).toEqual({ jit: 'off', workers: '0', timeout: '45s' });
  });
});
