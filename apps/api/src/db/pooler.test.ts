import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app';
import {
  createEvent,
  createPeople,
  occurrenceCounts,
  tallyAnswers,
} from '../modules/bookings/bookings.fixtures';
import { saoPauloDate, ventureIdByRef } from '../test/fixtures';
import { type Pgbouncer, type PgbouncerOptions, pgbouncerBinary, startPgbouncer } from '../test/pgbouncer';
import { bearer, createTestApp, type TestApp, testConfig } from '../test/test-app';
import { databaseUrlFor, requiredDatabaseUrl, withAdminClient } from '../test/test-database';
import { type DatabaseHandle, type OpenOptions, openPostgres } from './client';
import type { Pooler } from './pooler';
import { preparedRows, queryRows, uuidArray } from './raw';

// Debian's PgBouncer (1.18: no prepared statements in transaction mode) between the app and PostgreSQL,
// as DATABASE_POOLER runs it: the booking race of two app instances (two server processes) through it
// books exactly the places, in transaction and in session mode; without the setting PgBouncer refuses
// the connection; in transaction mode no statement goes named, as a named one collides on the server
// connections the clients share. Needs PostgreSQL (DATABASE_URL) and the pgbouncer package.

const onPostgres = process.env.TEST_DB === 'postgres';
const missing =
  onPostgres && !pgbouncerBinary ? 'PgBouncer is not installed (apt-get install pgbouncer)' : '';
if (missing) console.warn(`db/pooler.test.ts skipped: ${missing}`);
const title = (mode: Pooler) => `behind PgBouncer in ${mode} mode${missing ? ` (skipped: ${missing})` : ''}`;

const day = saoPauloDate(6);
const PEOPLE = 100;
const PLACES = 10;

let t: TestApp;
let praia: string;
let admin: string;
/** The test database's name, to reach it through PgBouncer. */
let database: string;

beforeAll(async () => {
  if (!onPostgres || missing) return;
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  ({ admin } = await t.tokens({ admin: 'admin@reserva.dev' }));
  const [own] = await queryRows<{ name: string }>(t.database.db, sql`SELECT current_database() AS name`);
  database = own?.name as string;
}, 180_000);
afterAll(() => t?.close());

/** Two app instances, each with its own pool on `url` (two server processes). */
async function twoProcesses(url: string, options: OpenOptions) {
  const handles: DatabaseHandle[] = [];
  const apps: BuiltApp[] = [];
  for (let process = 0; process < 2; process++) {
    const handle = await openPostgres(url, options);
    handles.push(handle);
    const built = await buildApp(testConfig(), handle.db);
    await built.app.ready();
    apps.push(built);
  }
  return {
    apps,
    close: async () => {
      for (const built of apps) await built.app.close();
      for (const handle of handles) await handle.close();
    },
  };
}

/**
 * PEOPLE book one event of PLACES places at once, taking turns between the apps: exactly PLACES are
 * booked, the others refused for want of places (never a 5xx), and every acknowledged booking is stored.
 */
async function bookingRace(apps: BuiltApp[]): Promise<number> {
  const { scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: PLACES });
  const people = await createPeople(t.database.db, praia, PEOPLE);
  const started = performance.now();
  const responses = await Promise.all(
    people.map((userId, index) =>
      (apps[index % apps.length] as BuiltApp).app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(admin),
        payload: { activityScheduleId: scheduleId, userId, bookedDate: day },
      }),
    ),
  );
  const elapsed = performance.now() - started;
  expect(tallyAnswers(responses)).toEqual({
    created: PLACES,
    'booking-no-vacancies-available': PEOPLE - PLACES,
  });
  expect(await occurrenceCounts(t.database.db, scheduleId, day)).toEqual({
    booked: PLACES,
    guestBooked: 0,
    lodgerBooked: 0,
    live: PLACES,
  });
  const acknowledged = responses.filter((response) => response.statusCode === 201).map((r) => r.json().id);
  const [stored] = await queryRows<{ count: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS count FROM bookings WHERE id = ANY(${uuidArray(acknowledged)}) AND deleted_at IS NULL`,
  );
  expect(stored?.count).toBe(PLACES);
  return elapsed;
}

/** Whether a transaction's lookup through `preparedRows` left a named statement on its connection. */
async function leavesNamedStatement(handle: DatabaseHandle): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    await preparedRows(tx, sql`SELECT id FROM ventures WHERE id = ${praia}`);
    const rows = await queryRows<{ name: string }>(tx, sql`SELECT name FROM pg_prepared_statements`);
    return rows.length > 0;
  });
}

/** PgBouncer in front of the test's PostgreSQL for the tests of a `describe`. */
function runningPgbouncer(options: PgbouncerOptions): () => Pgbouncer {
  let bouncer: Pgbouncer;
  beforeAll(async () => {
    bouncer = await startPgbouncer(requiredDatabaseUrl(), options);
  });
  afterAll(() => bouncer?.stop());
  return () => bouncer;
}

describe.skipIf(!onPostgres || Boolean(missing))(title('transaction'), () => {
  // Fewer server connections than the two apps' 20: the clients share them, as a pooler is for.
  const bouncer = runningPgbouncer({ mode: 'transaction', poolSize: 4 });

  it('is refused without DATABASE_POOLER: PgBouncer takes no startup options', async () => {
    await expect(openPostgres(bouncer().urlFor(database))).rejects.toThrow(
      'unsupported startup parameter: options',
    );
  });

  it('books exactly the places in the booking race of two processes through it', async () => {
    const direct = await twoProcesses(databaseUrlFor(requiredDatabaseUrl(), database), {});
    const pooled = await twoProcesses(bouncer().urlFor(database), { pooler: 'transaction' });
    try {
      // Twice each way, in turns: the first race of this Node process also pays its warm-up.
      const times = { direct: [] as string[], pooled: [] as string[] };
      for (let round = 0; round < 2; round++) {
        times.direct.push((await bookingRace(direct.apps)).toFixed(0));
        times.pooled.push((await bookingRace(pooled.apps)).toFixed(0));
      }
      console.log(
        `Booking race, ${PEOPLE} people for ${PLACES} places on two app instances (ms, twice each): ` +
          `${times.pooled.join(', ')} through PgBouncer (transaction, 4 server connections), ` +
          `${times.direct.join(', ')} direct (20 connections)`,
      );
    } finally {
      await pooled.close();
      await direct.close();
    }
  }, 120_000);

  it('sends every statement unnamed: a named one collides on the server connections clients share', async () => {
    const unnamed = await openPostgres(bouncer().urlFor(database), { pooler: 'transaction' });
    // Session pooling's setting on this transaction pooler: the hot lookups go named.
    const named = await openPostgres(bouncer().urlFor(database), { pooler: 'session' });
    try {
      expect(await leavesNamedStatement(unnamed)).toBe(false);
      const lookup = () => preparedRows(named.db, sql`SELECT id FROM ventures WHERE id = ${praia}`);
      const runs = await Promise.allSettled(Array.from({ length: 40 }, lookup));
      const failures = runs.flatMap((run) =>
        run.status === 'rejected' ? [String((run.reason as Error).cause)] : [],
      );
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures)
        expect(failure).toMatch(/prepared statement "r\S+" (already exists|does not exist)/);
    } finally {
      await named.close();
      await unnamed.close();
    }
  });

  it('migrates an empty database with two processes starting together through it', async () => {
    const empty = `${database}_empty`;
    const admin = requiredDatabaseUrl();
    await withAdminClient(admin, (client) => client.query(`CREATE DATABASE ${empty}`));
    try {
      const handles = await Promise.all(
        [0, 1].map(() => openPostgres(bouncer().urlFor(empty), { pooler: 'transaction' })),
      );
      const [applied] = await queryRows<{ count: number }>(
        handles[0]?.db as DatabaseHandle['db'],
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      );
      const [template] = await queryRows<{ count: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      );
      expect(applied?.count).toBe(template?.count);
      for (const handle of handles) await handle.close();
    } finally {
      // FORCE: PgBouncer keeps its server connections to it open.
      await withAdminClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`));
    }
  }, 120_000);
});

describe.skipIf(!onPostgres || Boolean(missing))(title('session'), () => {
  // A client keeps its server connection for its whole session: room for both apps' 20.
  const bouncer = runningPgbouncer({ mode: 'session', poolSize: 20 });

  it('sets the session settings on each connection and keeps the named statements', async () => {
    const handle = await openPostgres(bouncer().urlFor(database), { pooler: 'session' });
    try {
      const [settings] = await queryRows<{ jit: string; workers: string }>(
        handle.db,
        sql`SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers`,
      );
      expect(settings).toEqual({ jit: 'off', workers: '0' });
      expect(await leavesNamedStatement(handle)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('books exactly the places in the booking race of two processes through it', async () => {
    const pooled = await twoProcesses(bouncer().urlFor(database), { pooler: 'session' });
    try {
      const pooledMs = await bookingRace(pooled.apps);
      console.log(`Booking race through PgBouncer (session): ${pooledMs.toFixed(0)} ms`);
    } finally {
      await pooled.close();
    }
  }, 120_000);
});
