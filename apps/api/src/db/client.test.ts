import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../plugins/config';
import { createTestDatabase, requiredDatabaseUrl } from '../test/test-database';
import { type DatabaseHandle, openPglite, openPostgresReplica } from './client';
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

// The replica's pool (DATABASE_READ_URL, client.ts): the primary's session settings, and read-only, so
// that a write sent through it fails even where the URL names the primary.
describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL read replica connections', () => {
  it('run with the primary’s settings and refuse writes', async () => {
    const reads = await openPostgresReplica(requiredDatabaseUrl());
    try {
      const [settings] = await queryRows<Record<string, string>>(
        reads.db,
        sql`SELECT current_setting('jit') AS jit,
          current_setting('max_parallel_workers_per_gather') AS workers,
          current_setting('default_transaction_read_only') AS "readOnly"`,
      );
      expect(settings).toEqual({ jit: 'off', workers: '0', readOnly: 'on' });
      // 25006: read_only_sql_transaction.
      await expect(
        reads.db.execute(sql`CREATE TABLE reserva_read_only_probe (id int)`),
      ).rejects.toMatchObject({
        cause: { code: '25006' },
      });
    } finally {
      await reads.close();
    }
  });
});

// The embedded database's page cache (EMBEDDED_SHARED_BUFFERS): small by default for a quick start, more
// for a folder of gigabytes, whose pages otherwise come through the WebAssembly file system.
describe.runIf(process.env.TEST_DB !== 'postgres')('embedded database shared buffers', () => {
  const sharedBuffersOf = async (sharedBuffers?: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-buffers-'));
    const database = await openPglite(dataDir, { sharedBuffers });
    try {
      const [row] = await queryRows<{ size: string }>(
        database.db,
        sql`SELECT current_setting('shared_buffers') AS size`,
      );
      return row?.size;
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('are 32MB unless configured, and take the configured size', async () => {
    expect(await sharedBuffersOf()).toBe('32MB');
    expect(await sharedBuffersOf(loadConfig({ EMBEDDED_SHARED_BUFFERS: '48MB' }).embeddedSharedBuffers)).toBe(
      '48MB',
    );
  });

  it('refuse a size PostgreSQL would not read, before anything starts', () => {
    expect(loadConfig({}).embeddedSharedBuffers).toBe('32MB');
    for (const size of ['lots', '256', '0MB', '1TB'])
      expect(() => loadConfig({ EMBEDDED_SHARED_BUFFERS: size }), size).toThrow(/EMBEDDED_SHARED_BUFFERS/);
  });
});
