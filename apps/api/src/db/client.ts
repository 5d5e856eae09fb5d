import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Logger, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { apiRoot } from '../paths';
import { RepeatingJob } from '../repeating-job';
import { auditPglite, auditPool } from './audited-driver';
import { oneCallStatements } from './pglite-statements';
import { behindPooler, type Pooler } from './pooler';
import { refreshStaleStatistics } from './stale-statistics';

/** One type for both drivers: the same queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: repositories take either. */
export type Executor = Pick<
  Database,
  '_' | 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(apiRoot, 'src/db/migrations');
// Any number, the same in every process: serialises migrations of processes starting together.
const MIGRATION_LOCK_ID = 7_244_190_301;

/** Only for measuring: the benchmarks record the statements a request runs. */
export interface OpenOptions {
  logger?: Logger;
  /** A connection pooler between the process and PostgreSQL (DATABASE_POOLER; db/pooler.ts). */
  pooler?: Pooler;
  /** The embedded database's shared buffers (EMBEDDED_SHARED_BUFFERS). */
  sharedBuffers?: string;
}

// No JIT: it compiles a plan when its estimated cost is high (a dashboard's period of bookings) and
// spends more on compiling than such short queries run, 300 ms measured on a 14-day dashboard.
// No parallel workers either: starting one cost more than the query it shares (members by name, page
// 200 of 100,000 people: 60-80 ms with a worker, 21 ms without), and concurrent requests already keep
// the cores busy. Added to the operator's PGOPTIONS, which `options` would otherwise replace.
const SESSION_SETTINGS = '-c jit=off -c max_parallel_workers_per_gather=0';

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  // Loaded here, not at every start: the embedded database does without them.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = auditPool(newPool(pg, url, SESSION_SETTINGS, options.pooler));
  const db = drizzlePg(pool, options) as unknown as Database;
  // The lock is a transaction's, held open on a connection of its own while another migrates: behind a
  // transaction pooler a session's lock would stay on whichever server connection took it.
  const lock = await pool.connect();
  const client = await pool.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await lock.query('COMMIT').catch(() => undefined);
    lock.release();
    client.release();
  }
  return { db, driver: 'postgres', close: () => pool.end() };
}

/**
 * The reads that may lag (reports, exports, the dashboard, the action log) on a streaming replica
 * (`DATABASE_READ_URL`; docs/decisions.md, Running). The primary's session settings (and pooler), and
 * read-only, so that a write sent here by mistake fails even where the URL names the primary. No migrations (a
 * standby replays the primary's) and no action-log wrapper (nothing is written here).
 */
export async function openPostgresReplica(url: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const readOnly = `${SESSION_SETTINGS} -c default_transaction_read_only=on`;
  const pool = newPool(pg, url, readOnly, options.pooler);
  return { db: drizzlePg(pool, options) as unknown as Database, driver: 'postgres', close: () => pool.end() };
}

function newPool(pg: typeof import('pg').default, url: string, settings: string, pooler?: Pooler): Pool {
  const sessionOptions = [process.env.PGOPTIONS, settings].filter(Boolean).join(' ');
  // PgBouncer refuses the startup parameter: behind it the settings go another way (db/pooler.ts).
  const behind = pooler ? behindPooler(pooler, settings) : { options: sessionOptions };
  const pool = new pg.Pool({ connectionString: url, max: 10, ...behind });
  // An idle connection that breaks (a server restart, a killed backend) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

// PostgreSQL's default of 128 MB of shared buffers is memory PGlite prepares at every start, about a
// third of the embedded cold start. 32 MB (EMBEDDED_SHARED_BUFFERS' default) holds a club's lists'
// working set; a page beyond them is read through the WebAssembly file system, a call into Node per
// read, so a folder of gigabytes asks for more.
const DEFAULT_SHARED_BUFFERS = '32MB';

/** Every embedded database opens through this: the migrations need the extensions listed here. */
export function createPglite(
  options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {},
  sharedBuffers = DEFAULT_SHARED_BUFFERS,
): PGlite {
  return new PGlite({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
}

// PGlite has no autovacuum, and without statistics the planner misjudges the lists' filters and their
// estimated totals (db/paging.ts), and without a vacuum its index-only scans read every row's heap page:
// an open folder vacuums and analyses the tables that grew or changed every 5 minutes, so a folder that
// grows for weeks is planned and read as it is now. Not on the start's path: the check alone reads
// every table's size, and the folder keeps what its last run analysed. (Autovacuum's naptime is a
// minute, but an ANALYZE here holds the only connection while it runs.)
const STATISTICS_CHECK_MS = 5 * 60_000;

/** Embedded PostgreSQL in a folder. A lock file refuses a second process on the same folder. */
export async function openPglite(dataDir: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeFolderLock(path.join(dataDir, 'server.lock'));
  try {
    const client = createPglite({ dataDir: path.join(dataDir, 'pglite') }, options.sharedBuffers);
    const handle = await fromPglite(client, options);
    const statistics = new RepeatingJob(
      () => refreshStaleStatistics(handle.db),
      STATISTICS_CHECK_MS,
      (error) => console.warn(`Refreshing the planner statistics failed: ${String(error)}`),
    );
    statistics.start();
    return {
      ...handle,
      close: async () => {
        await statistics.stop();
        await handle.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Wraps an open PGlite (a folder, memory, or a clone of a template) and applies the migrations. */
export async function fromPglite(client: PGlite, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const db = drizzlePglite(auditPglite(oneCallStatements(client)), options) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

function takeFolderLock(lockPath: string): () => void {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (isProcessAlive(holder)) {
      throw new Error(
        `Another Reserva server (pid ${holder}) is using ${path.dirname(lockPath)}. ` +
          'Stop it first: the embedded database takes one process only (use DATABASE_URL for several).',
      );
    }
    fs.writeFileSync(lockPath, String(process.pid)); // a crashed server left it: take it over
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
