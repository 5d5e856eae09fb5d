import { eq, inArray, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { anchorsRead } from './page-anchors';
import { countMatching, type PageQuery, pageLoader, readPage } from './paging';

// The list mechanism on a table of its own: pages in index order through ties, and capped counts.

const rows = pgTable('paging_rows', {
  id: uuid('id').primaryKey().defaultRandom(),
  rank: integer('rank').notNull(),
  flag: boolean('flag').notNull(),
});
type Row = typeof rows.$inferSelect;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`CREATE TABLE paging_rows (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), rank integer NOT NULL, flag boolean NOT NULL)`);
});
afterAll(() => handle.close());

const fill = async (count: number) => {
  await handle.db.execute(sql`TRUNCATE paging_rows`);
  await handle.db.execute(
    sql`INSERT INTO paging_rows (rank, flag) SELECT i % 3, true FROM generate_series(1, ${count}) AS i`,
  );
};

const readAll = (page: PageQuery) =>
  readPage(handle.db, {
    from: rows,
    id: rows.id,
    where: undefined,
    orderBy: [rows.rank, rows.id],
    page,
    load: (ids) => handle.db.select().from(rows).where(inArray(rows.id, ids)),
  });

describe('readPage', () => {
  it('pages through ties either way with no row missed or repeated, in the order of the keys', async () => {
    await fill(25);
    const all = await handle.db.select().from(rows);
    const byKeys = (a: Row, b: Row) => a.rank - b.rank || (a.id < b.id ? -1 : 1);
    for (const order of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 7; page++) {
        const { items, total } = await readAll({ limit: 4, page, order });
        expect(total).toBe(25);
        seen.push(...items.map((item) => item.id));
      }
      const expected = [...all].sort(byKeys).map((row) => row.id);
      expect(seen).toEqual(order === 'ASC' ? expected : expected.reverse());
    }
  });

  it('reads the far half of a long list from its end: every page in order, the last one too', async () => {
    await fill(2_500);
    await handle.db.execute(sql`ANALYZE paging_rows`);
    const byKeys = (a: Row, b: Row) => a.rank - b.rank || (a.id < b.id ? -1 : 1);
    const sorted = (await handle.db.select().from(rows)).sort(byKeys).map((row) => row.id);
    for (const order of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 26; page++) {
        const { items, total } = await readAll({ limit: 100, page, order });
        expect(total).toBe(2_500);
        seen.push(...items.map((item) => item.id));
      }
      expect(seen).toEqual(order === 'ASC' ? sorted : [...sorted].reverse());
    }
    // Rows the estimate has not seen yet: the last page offered still ends with the list's last row.
    await handle.db.execute(
      sql`INSERT INTO paging_rows (rank, flag) SELECT 2, true FROM generate_series(1, 40)`,
    );
    const all = (await handle.db.select().from(rows)).sort(byKeys).map((row) => row.id);
    const { total } = await readAll({ limit: 100, page: 1, order: 'ASC' });
    const last = await readAll({ limit: 100, page: Math.ceil(total / 100), order: 'ASC' });
    expect(last.items.at(-1)?.id).toBe(all.at(-1));
  });

  it('reads a page in the middle of a long list from the anchor before it, the same rows as OFFSET', async () => {
    await fill(30_000);
    await handle.db.execute(sql`ANALYZE paging_rows`);
    const byKeys = (a: Row, b: Row) => a.rank - b.rank || (a.id < b.id ? -1 : 1);
    const sorted = (await handle.db.select().from(rows)).sort(byKeys).map((row) => row.id);
    const pageIds = async (page: number, order: 'ASC' | 'DESC') =>
      (await readAll({ limit: 100, page, order })).items.map((item) => item.id);
    for (const order of ['ASC', 'DESC'] as const) {
      const inOrder = order === 'ASC' ? sorted : [...sorted].reverse();
      // The first deep page is read by OFFSET and starts reading the list's anchors.
      expect(await pageIds(121, order)).toEqual(inOrder.slice(12_000, 12_100));
      await anchorsRead(handle.db);
      // On an anchor, between two, across one and just before the list's far half.
      for (const page of [101, 124, 140, 141, 150]) {
        const offset = (page - 1) * 100;
        expect(await pageIds(page, order)).toEqual(inOrder.slice(offset, offset + 100));
      }
    }
    // Rows added before a page since its anchors were read leave it where it was, as an anchor holds
    // its keys; the first page, read from the start, shows them.
    const before = await pageIds(121, 'ASC');
    await handle.db.execute(
      sql`INSERT INTO paging_rows (rank, flag) SELECT -1, true FROM generate_series(1, 10)`,
    );
    expect(await pageIds(121, 'ASC')).toEqual(before);
    expect(
      (await readAll({ limit: 100, page: 1, order: 'ASC' })).items.slice(0, 10).map((item) => item.rank),
    ).toEqual(Array(10).fill(-1));
  }, 60_000);

  it('leaves out a row gone between the page and its load', async () => {
    await fill(5);
    const { items } = await readPage(handle.db, {
      from: rows,
      id: rows.id,
      where: undefined,
      orderBy: [rows.rank, rows.id],
      page: { limit: 10, page: 1, order: 'ASC' },
      load: async (ids) => {
        await handle.db.delete(rows).where(eq(rows.id, ids[0] as string));
        return handle.db.select().from(rows).where(inArray(rows.id, ids));
      },
    });
    expect(items).toHaveLength(4);
  });
});

describe('pageLoader', () => {
  const loadRows = pageLoader((db, idIn) => db.select().from(rows).where(idIn(rows.id)));

  it('loads the rows of any number of ids, and each executor reads its own transaction', async () => {
    await fill(5);
    const all = await handle.db.select().from(rows);
    const ids = all.map((row) => row.id);
    expect(await loadRows(handle.db, ids.slice(0, 1))).toHaveLength(1);
    expect((await loadRows(handle.db, ids)).map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(await loadRows(handle.db, [])).toEqual([]);
    // Built once for the database, it must still read a transaction's own rows inside it.
    let inside: Row[] = [];
    await handle.db
      .transaction(async (tx) => {
        const [added] = await tx.insert(rows).values({ rank: 9, flag: false }).returning();
        inside = await loadRows(tx, [added?.id as string]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toHaveLength(1);
  });
});

describe('countMatching', () => {
  it('counts exactly up to its limit; beyond it, answers the planner’s estimate', async () => {
    await fill(30);
    await handle.db.execute(sql`ANALYZE paging_rows`);
    // Statistics now say every row is flagged; 10 stop being, unknown to the planner.
    await handle.db.execute(
      sql`UPDATE paging_rows SET flag = false WHERE id IN (SELECT id FROM paging_rows LIMIT 10)`,
    );
    expect(await countMatching(handle.db, rows, eq(rows.flag, true), 100)).toBe(20);
    expect(await countMatching(handle.db, rows, eq(rows.flag, true), 10)).toBe(30);
    // The estimate (a single row, from the statistics) never goes below the rows already counted.
    expect(await countMatching(handle.db, rows, eq(rows.flag, false), 5)).toBe(6);
  });
});
