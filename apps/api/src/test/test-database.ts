import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { createPglite, type DatabaseHandle, fromPglite, type OpenOptions, openPostgres } from '../db/client';
import { seedDemoData } from '../db/seed/demo-data';
import { seedReferenceData } from '../db/seed/reference-data';

// Each test file gets its own database, cloned from a template that is migrated and seeded once per
// run: PGlite loads a dumped data folder (pglite-global-setup.ts), PostgreSQL copies a template
// database (postgres-global-setup.ts).

// Named after the checkout, so that two checkouts on one machine can run their tests at once.
export const POSTGRES_TEMPLATE = `reserva_test_template_${createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 8)}`;

export async function createTestDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  return process.env.TEST_DB === 'postgres' ? clonePostgres(options) : clonePglite(options);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded PGlite data folder, dumped once per run (pglite-global-setup.ts). */
    pgliteTemplateFile: string;
  }
}

async function clonePglite(options: OpenOptions): Promise<DatabaseHandle> {
  // Imported here: bench/ reads this module's PostgreSQL helpers outside Vitest.
  const { inject } = await import('vitest');
  const template = await openAsBlob(inject('pgliteTemplateFile'));
  return fromPglite(createPglite({ loadDataDir: template }), options);
}

/** A migrated and seeded PGlite database, dumped as a data folder to load copies from. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = createPglite();
  const template = await fromPglite(client);
  await seedDatabase(template);
  const dump = await client.dumpDataDir('none');
  await template.close();
  return dump;
}

async function clonePostgres(options: OpenOptions): Promise<DatabaseHandle> {
  const adminUrl = requiredDatabaseUrl();
  const name = `reserva_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`),
  );
  const handle = await openPostgres(databaseUrlFor(adminUrl, name), options);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) => dropWhenClosed(client, name));
    },
  };
}

/** Drops a database once its connections have gone; forcing it would kill connections still closing. */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function seedDatabase(handle: DatabaseHandle): Promise<void> {
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
}

export function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return url;
}

export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
