import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { ensureBookingMonths, MONTHS_AHEAD, makePartitionsAhead } from './partitions';
import { pgErrorOf } from './pg-error';
import { queryRows } from './raw';

// The audit log is partitioned by São Paulo month of `at` (migration 0033): each row lands in its month's
// table, the job makes the months ahead once however many processes run it, and a row of a month
// without a partition waits in the default one until its month is made.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

/** A log row at `at`, written as the trigger writes them; the partition it landed in. */
async function logAt(at: string): Promise<string> {
  const [row] = await queryRows<{ partition: string }>(
    database.db,
    sql`INSERT INTO audit_log (at, actor_name, action, subject_type, subject_id, record_type, changes)
      VALUES (${at}, 'Teste', 'create', 'spot', gen_random_uuid(), 'spots', '{}')
      RETURNING tableoid::regclass::text AS partition`,
  );
  return row?.partition as string;
}

const partitionsOf = async (table: string) =>
  (
    await queryRows<{ name: string }>(
      database.db,
      sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = ${table}::regclass ORDER BY c.relname`,
    )
  ).map((row) => row.name);

/** `<table>_YYYY_MM` of this São Paulo month and the next ones. */
async function monthsAhead(count: number, table = 'audit_log'): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT ${`${table}_`} || to_char(date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo')
        + make_interval(months => i), 'YYYY_MM') AS name
      FROM generate_series(0, ${count}) AS i ORDER BY i`,
  );
  return rows.map((row) => row.name);
}

describe('the audit log by month', () => {
  it('has the migration’s months, this one through the months ahead, and a default partition', async () => {
    const partitions = await partitionsOf('audit_log');
    expect(partitions).toEqual(
      expect.arrayContaining([...(await monthsAhead(MONTHS_AHEAD)), 'audit_log_default']),
    );
  });

  it('puts each row in its São Paulo month’s partition', async () => {
    await queryRows(database.db, sql`SELECT make_month_partition('audit_log', 'at', '2031-01-01')`);
    await queryRows(database.db, sql`SELECT make_month_partition('audit_log', 'at', '2031-02-01')`);
    expect(await logAt('2031-01-15T12:00:00Z')).toBe('audit_log_2031_01');
    // 23:30 of 31 January in São Paulo, already February in UTC.
    expect(await logAt('2031-02-01T02:30:00Z')).toBe('audit_log_2031_01');
    expect(await logAt('2031-02-01T03:00:00Z')).toBe('audit_log_2031_02');
    const [current] = await monthsAhead(0);
    expect(await logAt(new Date().toISOString())).toBe(current);
  });

  it('keeps a row of a month without a partition in the default one, and moves it when its month is made', async () => {
    expect(await logAt('2032-06-10T12:00:00Z')).toBe('audit_log_default');
    const [made] = await queryRows<{ made: boolean }>(
      database.db,
      sql`SELECT make_month_partition('audit_log', 'at', '2032-06-20') AS made`,
    );
    expect(made?.made).toBe(true);
    const rows = await queryRows<{ partition: string }>(
      database.db,
      sql`SELECT tableoid::regclass::text AS partition FROM audit_log WHERE at = '2032-06-10T12:00:00Z'`,
    );
    expect(rows).toEqual([{ partition: 'audit_log_2032_06' }]);
    // Its indexes came with it: the month's rows are read through them.
    const indexes = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = 'audit_log_2032_06'::regclass`,
    );
    expect(indexes).toHaveLength(4);
  });

  it('makes the missing months ahead once, however many rounds run at once, and keeps old months', async () => {
    const ahead = (await monthsAhead(MONTHS_AHEAD)).slice(1);
    for (const name of ahead) await database.db.execute(sql`DROP TABLE ${sql.identifier(name)}`);
    // On PostgreSQL the rounds run on connections of their own, at the same time.
    const rounds = await Promise.all(Array.from({ length: 4 }, () => makePartitionsAhead(database.db)));
    expect(rounds.flat().sort()).toEqual(ahead);
    expect(await partitionsOf('audit_log')).toEqual(
      expect.arrayContaining([...ahead, 'audit_log_2031_01', 'audit_log_2032_06']),
    );
    expect(await makePartitionsAhead(database.db)).toEqual([]);
  });

  it('is made ahead by the process’s own job (BACKGROUND_JOBS), with no call from the test', async () => {
    const [, next] = await monthsAhead(1);
    await database.db.execute(sql`DROP TABLE ${sql.identifier(next as string)}`);
    const built = await buildApp(testConfig({ BACKGROUND_JOBS: 'true' }), database.db);
    try {
      await built.app.ready();
      // Its first round comes 5 s after the start.
      await vi.waitFor(async () => expect(await partitionsOf('audit_log')).toContain(next), {
        timeout: 30_000,
        interval: 500,
      });
    } finally {
      await built.app.close();
    }
  }, 60_000);
});

describe('the bookings by month', () => {
  /** A copy of a demo booking on `date`, written as a seed writes one; the partition it landed in. */
  const bookAt = async (date: string) => {
    const [row] = await queryRows<{ partition: string }>(
      database.db,
      sql`INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, booked_date, start_time, end_time)
        SELECT venture_id, schedule_id, activity_id, user_id, ${date}, start_time, end_time FROM bookings LIMIT 1
        RETURNING tableoid::regclass::text AS partition`,
    );
    return row?.partition;
  };

  it('has the months of the migration and the months ahead, each with the indexes, and no default partition', async () => {
    const partitions = await partitionsOf('bookings');
    expect(partitions).toEqual(expect.arrayContaining(await monthsAhead(MONTHS_AHEAD, 'bookings')));
    expect(partitions).not.toContain('bookings_default');
    const [current] = await monthsAhead(0, 'bookings');
    const indexes = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = ${current}::regclass`,
    );
    expect(indexes).toHaveLength(11);
  });

  it('refuses a booking of a month not made, and takes it in its month once its writer made it', async () => {
    const refused = await bookAt('2033-03-10').catch((error: unknown) => error);
    // check_violation: no partition of relation "bookings" found for row.
    expect(pgErrorOf(refused)?.code).toBe('23514');
    await ensureBookingMonths(database.db, ['2033-03-10', '2033-04-01']);
    expect(await bookAt('2033-03-10')).toBe('bookings_2033_03');
    expect(await bookAt('2033-04-30')).toBe('bookings_2033_04');
  });

  it('makes a month again when the transaction that made it rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await ensureBookingMonths(tx, ['2034-07-01']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await partitionsOf('bookings')).not.toContain('bookings_2034_07');
    await ensureBookingMonths(database.db, ['2034-07-05']);
    expect(await bookAt('2034-07-05')).toBe('bookings_2034_07');
  });
});
