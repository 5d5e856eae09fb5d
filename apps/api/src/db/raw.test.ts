import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { preparedRows, queryRows, uuidArray } from './raw';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const personOfEmail = (email: string) =>
  sql`SELECT name FROM users WHERE email = ${email} AND deleted_at IS NULL`;

describe('preparedRows', () => {
  it('answers the rows of its query, as queryRows does, for every value', async () => {
    const { db } = database;
    for (const email of ['admin@reserva.dev', 'nobody@reserva.dev', 'admin@reserva.dev']) {
      expect(await preparedRows(db, personOfEmail(email))).toEqual(await queryRows(db, personOfEmail(email)));
    }
    expect(await preparedRows(db, personOfEmail('admin@reserva.dev'))).toHaveLength(1);
  });

  it('runs as a statement prepared once per connection, kept for its next runs, on either database', async () => {
    await database.db.transaction(async (tx) => {
      // One connection (a transaction's), which the test above may have used already.
      const runsOf = () =>
        queryRows<{ runs: number; generic: number }>(
          tx,
          sql`SELECT (generic_plans + custom_plans)::int AS runs, generic_plans::int AS generic
              FROM pg_prepared_statements WHERE statement LIKE 'SELECT name FROM users WHERE email = $1%'`,
        );
      const before = (await runsOf())[0] ?? { runs: 0, generic: 0 };
      for (let run = 0; run < 7; run++) await preparedRows(tx, personOfEmail(`run${run}@reserva.dev`));
      const after = await runsOf();
      // One statement, run seven times more; after PostgreSQL's five custom plans, its generic one.
      expect(after).toHaveLength(1);
      expect(after[0]?.runs).toBe(before.runs + 7);
      expect(after[0]?.generic).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('uuidArray', () => {
  const usersOf = (ids: string[]) =>
    sql`SELECT email FROM users WHERE id = ANY(${uuidArray(ids)}) ORDER BY email`;

  it('is one parameter, so that a lookup by ids has one text whatever their number', () => {
    const dialect = new PgDialect();
    const [one, three] = [1, 3].map((count) =>
      dialect.sqlToQuery(usersOf(Array.from({ length: count }, () => crypto.randomUUID()))),
    );
    expect(three?.sql).toBe(one?.sql);
    expect(three?.params).toHaveLength(1);
  });

  it('finds the rows of its ids, none for none', async () => {
    const { db } = database;
    const staff = await queryRows<{ id: string; email: string }>(
      db,
      sql`SELECT id, email FROM users WHERE email IN ('admin@reserva.dev', 'master@reserva.dev')`,
    );
    const found = await preparedRows<{ email: string }>(db, usersOf(staff.map((user) => user.id)));
    expect(found.map((row) => row.email)).toEqual(['admin@reserva.dev', 'master@reserva.dev']);
    expect(await preparedRows(db, usersOf([]))).toEqual([]);
  });
});
