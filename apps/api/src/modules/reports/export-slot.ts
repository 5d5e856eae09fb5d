import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client';

// One running spreadsheet export per user, in every server process: an advisory lock keyed by the
// user, held by the database for the export's duration (issue 28; docs/decisions.md, Reports).
//
// PostgreSQL: a connection of the export's own, outside the pool (a running export never takes a
// connection a list needs), holds the lock in an open transaction (`pg_try_advisory_xact_lock`). A
// transaction, not a session lock: behind PgBouncer in transaction mode a session lock would stay on
// whichever server connection ran it, while a transaction keeps its server connection to the end. The
// lock goes with the transaction: when the export ends or fails (rollback), and when the process dies
// or the connection breaks (PostgreSQL ends the transaction).
//
// PGlite: one process holds the folder (client.ts) through one session, and a session may take its
// own advisory lock again; so the lock is taken only when no lock of that key exists (checked and
// taken in one statement, which nothing interleaves), and is a session lock, released by unlock.

/** Any number, the same in every process: the lock space of exports (the user is the second key). */
const EXPORT_LOCK_SPACE = 20_280_507;

export interface ExportSlot {
  /** Gives the slot back; safe to call more than once. */
  release(): Promise<void>;
}

type PoolLike = pg.Pool & { Client: typeof pg.Client; options: pg.ClientConfig };

function poolOf(db: Database): PoolLike | null {
  const client = (db as Database & { $client: unknown }).$client as Partial<PoolLike>;
  return typeof client.Client === 'function' && typeof client.options === 'object'
    ? (client as PoolLike)
    : null;
}

/** The user's export slot, or null while another export of theirs runs (in any process). */
export async function takeExportSlot(db: Database, userId: string): Promise<ExportSlot | null> {
  const pool = poolOf(db);
  return pool
    ? takeOnPostgres(pool, userId)
    : takeOnPglite((db as Database & { $client: PGlite }).$client, userId);
}

async function takeOnPostgres(pool: PoolLike, userId: string): Promise<ExportSlot | null> {
  // As the pool makes its own connections: same address and session settings.
  const client = new pool.Client(pool.options);
  // A connection that breaks while idle must not crash the process; the export's reads fail on their own.
  client.on('error', () => undefined);
  await client.connect();
  let ended = false;
  const end = async (sql: string) => {
    if (ended) return;
    ended = true;
    await client.query(sql).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS taken',
      [EXPORT_LOCK_SPACE, userId],
    );
    if (rows[0]?.taken) return { release: () => end('ROLLBACK') };
  } catch (error) {
    await end('ROLLBACK');
    throw error;
  }
  await end('ROLLBACK');
  return null;
}

async function takeOnPglite(client: PGlite, userId: string): Promise<ExportSlot | null> {
  // pg_locks shows a two-key advisory lock as (classid, objid, objsubid 2), the keys as oids.
  const { rows } = await client.query<{ taken: boolean }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory'
        AND classid = $1::int::oid AND objid = hashtext($2)::oid AND objsubid = 2)
      THEN false ELSE pg_try_advisory_lock($1, hashtext($2)) END AS taken`,
    [EXPORT_LOCK_SPACE, userId],
  );
  if (!rows[0]?.taken) return null;
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await client
        .query('SELECT pg_advisory_unlock($1, hashtext($2))', [EXPORT_LOCK_SPACE, userId])
        .catch(() => undefined);
    },
  };
}
