import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { oneCallStatements } from './pglite-statements';
import { nameStatement } from './statement-names';

// The embedded database's one-call statements against PGlite's own `query`, on two databases alike.
let plain: PGlite;
let oneCall: PGlite;
beforeAll(async () => {
  [plain, oneCall] = [createPglite(), oneCallStatements(createPglite())];
  for (const client of [plain, oneCall]) {
    await client.exec(`CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL, tags text[], data jsonb,
      at timestamptz, day date, price numeric(10, 2), photo bytea, on_sale boolean)`);
  }
});
afterAll(async () => {
  await Promise.all([plain.close(), oneCall.close()]);
});

const insert = `INSERT INTO things (id, name, tags, data, at, day, price, photo, on_sale)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`;
const rows: unknown[][] = [
  [
    1,
    'Quadra ção',
    ['a', 'b "c"', ''],
    { nested: [1, 'dois'] },
    new Date('2026-11-26T12:00:00Z'),
    '2026-11-27',
    '45.50',
    new Uint8Array([0, 255, 7]),
    true,
  ],
  [2, "O'Neil; DROP TABLE things", null, null, null, null, null, null, null],
  [3, '\u{1F3BE} tênis', [], [], '2026-01-01T00:00:00-03:00', '2026-02-28', 0, new Uint8Array(), false],
];

describe('one call per statement on the embedded database', () => {
  it('stores and answers every type of value as PGlite does, in rows and in arrays', async () => {
    for (const values of rows) {
      expect(await oneCall.query(insert, values)).toEqual(await plain.query(insert, values));
    }
    const select = 'SELECT * FROM things WHERE id = ANY($1) ORDER BY id';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { 1184: (value: string) => value } },
    ]) {
      expect(await oneCall.query(select, [[1, 2, 3]], options)).toEqual(
        await plain.query(select, [[1, 2, 3]], options),
      );
    }
    expect(await oneCall.query('UPDATE things SET on_sale = NOT on_sale')).toMatchObject({ affectedRows: 3 });
  });

  it('answers the database error and stays usable, in and out of a transaction', async () => {
    await expect(oneCall.query(insert, rows[0])).rejects.toMatchObject({ code: '23505' });
    await expect(oneCall.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(oneCall.query('SELECT $1::int AS n', ['dez'])).rejects.toMatchObject({ code: '22P02' });
    expect((await oneCall.query<{ n: number }>('SELECT $1::int AS n', [10])).rows).toEqual([{ n: 10 }]);
    const failed = oneCall.transaction(async (tx) => {
      await tx.query("UPDATE things SET name = 'mudou' WHERE id = 2");
      await tx.query(insert, rows[0]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const [row] = (await oneCall.query<{ name: string }>('SELECT name FROM things WHERE id = 2')).rows;
    expect(row?.name).toBe(rows[1]?.[1]);
  });

  it('runs a statement outside a transaction after the open one, never inside it', async () => {
    let outside: Promise<unknown> | undefined;
    await oneCall
      .transaction(async (tx) => {
        await tx.query("INSERT INTO things (id, name) VALUES (50, 'provisório')");
        outside = oneCall.query('SELECT count(*)::int AS n FROM things WHERE id = 50');
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .catch(() => undefined);
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });

  it('prepares a hot lookup once by name and, after five custom plans, runs its generic plan', async () => {
    const lookup = 'SELECT name FROM things WHERE id = $1';
    nameStatement(lookup);
    const runs = () =>
      oneCall.query<{ runs: number; generic: number }>(
        `SELECT (generic_plans + custom_plans)::int AS runs, generic_plans::int AS generic
         FROM pg_prepared_statements WHERE statement = $1`,
        [lookup],
      );
    for (let id = 1; id <= 7; id++) {
      expect(await oneCall.query(lookup, [id])).toEqual(await plain.query(lookup, [id]));
    }
    expect((await runs()).rows).toEqual([{ runs: 7, generic: 2 }]);
    // A session that lost it (DEALLOCATE) has it prepared again.
    await oneCall.query('DEALLOCATE ALL');
    expect((await oneCall.query(lookup, [1])).rows).toEqual([{ name: 'Quadra ção' }]);
    expect((await runs()).rows).toEqual([{ runs: 1, generic: 0 }]);
  });
});
