import type { Paged } from '@reserva/shared/common/list.schemas';
import { asc, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { queryRows } from './raw';

export interface PageQuery {
  limit: number;
  page: number;
  order: 'ASC' | 'DESC';
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.limit;
}

/**
 * Every key in the list's direction, the tie-breaker too: then one b-tree on the keys
 * (db/schema/list-indexes.ts) gives the page in order, read forwards or backwards.
 */
export function orderOf(keys: readonly (AnyPgColumn | SQL)[], order: 'ASC' | 'DESC'): SQL[] {
  return keys.map((key) => (order === 'ASC' ? asc(key) : desc(key)));
}

export function toPaged<Item>(items: Item[], total: number, limit: number): Paged<Item> {
  return { items, total, pages: Math.ceil(total / limit) };
}

/** How a list reads one page: see `readPage`. */
export interface PagePlan<Row extends { id: string }> {
  /** The table the list pages over, and its primary key. */
  from: PgTable;
  id: AnyPgColumn;
  /**
   * Filters on `from` alone: a condition on another table is an `EXISTS` / `IN` subquery, so the page
   * and the count never join whole tables.
   */
  where: SQL | undefined;
  /** Sort keys ending with a unique one, matched by an index under the same partial predicate. */
  orderBy: readonly (AnyPgColumn | SQL)[];
  page: PageQuery;
  /** The page's rows by id, with their joins: run for at most `limit` ids. */
  load: (ids: string[]) => Promise<Row[]>;
}

/**
 * The list mechanism every paged list shares. The page's ids come from an index scan in ORDER BY
 * order (OFFSET skips index entries, not built rows); the count runs beside it, capped
 * (`countMatching`); only then are the page's rows loaded with their joins, and put back in order.
 */
export async function readPage<Row extends { id: string }>(
  db: Executor,
  plan: PagePlan<Row>,
): Promise<{ items: Row[]; total: number }> {
  const [ids, total] = await Promise.all([
    db
      .select({ id: plan.id })
      .from(plan.from)
      .where(plan.where)
      .orderBy(...orderOf(plan.orderBy, plan.page.order))
      .limit(plan.page.limit)
      .offset(offsetOf(plan.page)),
    countMatching(db, plan.from, plan.where),
  ]);
  if (ids.length === 0) return { items: [], total };
  const rows = new Map((await plan.load(ids.map((row) => row.id as string))).map((row) => [row.id, row]));
  // A row deleted between the two reads is left out of the page.
  const items = ids.flatMap(({ id }) => rows.get(id as string) ?? []);
  return { items, total };
}

/**
 * Exact totals up to here; a list that matches more gets the planner's estimate. Counting the matches
 * of a filter through another table (a venture's users) costs about a millisecond per 1,000 rows.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/**
 * The rows of `from` matching `where`. An exact count reads every match (about 10 ms per 100,000
 * rows, linear beyond), so it stops after `exactUpTo` + 1 rows; past that the total is the planner's
 * estimate, never below the rows already counted.
 */
export async function countMatching(
  db: Executor,
  from: PgTable,
  where: SQL | undefined,
  exactUpTo = EXACT_COUNT_LIMIT,
): Promise<number> {
  const matching = () => db.select({ one: sql`1` }).from(from).where(where);
  const [counted] = await db.select({ total: count() }).from(
    matching()
      .limit(exactUpTo + 1)
      .as('matching'),
  );
  const total = counted?.total ?? 0;
  if (total <= exactUpTo) return total;
  return Math.max(total, await estimatedRows(db, matching()));
}

async function estimatedRows(db: Executor, query: SQLWrapper): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const plan = row?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}
