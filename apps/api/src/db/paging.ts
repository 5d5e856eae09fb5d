import type { Paged } from '@reserva/shared/common/list.schemas';
import { asc, desc, type Query, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { idsFromAnchor } from './page-anchors';
import { compile, IDS, textRows } from './raw';
import { nameStatement } from './statement-names';

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
  /** The table the list pages over, and the column of the listed rows' ids (its key's). */
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
 * A deep page (`DEEP_OFFSET`) waits for the count, and one in the far half of its list is read from
 * the list's end (`pageIdsFromEnd`); one in its middle starts at an anchor (db/page-anchors.ts).
 */
export async function readPage<Row extends { id: string }>(
  db: Executor,
  plan: PagePlan<Row>,
): Promise<{ items: Row[]; total: number }> {
  const filter = compiledFilter(plan.from, plan.where);
  const { limit, order } = plan.page;
  const offset = offsetOf(plan.page);
  let pageIds: string[];
  let total: number;
  if (offset < DEEP_OFFSET) {
    [pageIds, total] = await Promise.all([
      idsInOrder(db, plan, filter, order, limit, offset),
      countFiltered(db, filter, EXACT_COUNT_LIMIT),
    ]);
  } else {
    total = await countFiltered(db, filter, EXACT_COUNT_LIMIT);
    pageIds = await pageIdsFromEnd(db, plan, filter, total);
  }
  if (pageIds.length === 0) return { items: [], total };
  const rows = new Map((await plan.load(pageIds)).map((row) => [row.id, row]));
  // A row deleted between the two reads is left out of the page.
  const items = pageIds.flatMap((id) => rows.get(id) ?? []);
  return { items, total };
}

/**
 * From here a page's OFFSET costs enough (a few µs per skipped row, 1 s for page 2,000 of 100,000
 * members) to wait for the count and choose the nearer end; below it the count runs beside the page.
 */
export const DEEP_OFFSET = 1_000;

/**
 * A deep page's ids. In the far half of the list they are read in the opposite order from the list's
 * end, skipping the rows after the page instead of those before it, then put back in order: the last
 * page skips nothing. Past `EXACT_COUNT_LIMIT` the total is the planner's estimate, so the far half is
 * anchored at the true end (the last page shows the last rows whatever the estimate) and only the
 * middle of the list can shift by the estimate's error. A page past the total is empty.
 */
async function pageIdsFromEnd<Row extends { id: string }>(
  db: Executor,
  plan: PagePlan<Row>,
  filter: CompiledFilter,
  total: number,
): Promise<string[]> {
  const { limit, order } = plan.page;
  const offset = offsetOf(plan.page);
  if (offset >= total) return [];
  const afterPage = total - offset - limit;
  const furthestSkip = Math.ceil(total / 2) + limit;
  if (offset <= afterPage) return idsInOrder(db, plan, filter, order, limit, offset, furthestSkip);
  const opposite = order === 'ASC' ? 'DESC' : 'ASC';
  const fromEnd = await idsInOrder(
    db,
    plan,
    filter,
    opposite,
    limit + Math.min(afterPage, 0),
    Math.max(afterPage, 0),
    furthestSkip,
  );
  return fromEnd.reverse();
}

/**
 * The ids of `limit` rows after `offset`, in the list's keys read in `order`. A deep page, which
 * tells how far its list's pages skip, starts at its list's anchor when it has them (db/page-anchors.ts).
 */
async function idsInOrder<Row extends { id: string }>(
  db: Executor,
  plan: PagePlan<Row>,
  filter: CompiledFilter,
  order: 'ASC' | 'DESC',
  limit: number,
  offset: number,
  furthestSkip?: number,
): Promise<string[]> {
  if (furthestSkip !== undefined) {
    const signature = `${filter.from} ${JSON.stringify(filter.params)} order by ${orderTextOf(plan.orderBy, order)}`;
    const anchored = await idsFromAnchor(db, { ...plan, order, signature, furthestSkip }, limit, offset);
    if (anchored) return anchored;
  }
  const n = filter.params.length;
  const rows = await textRows<{ id: string }>(db, {
    sql: `select ${nameOf(plan.id)} as id ${filter.from} order by ${orderTextOf(plan.orderBy, order)} limit $${n + 1} offset $${n + 2}`,
    params: [...filter.params, limit, offset],
  });
  return rows.map((row) => row.id);
}

// A list's statements are the same text for every request of the same shape: only the filter is
// compiled per request, the rest (table, id column, sort keys) once. Drizzle took about 0.1 ms to
// build and compile each statement of a page, as much as the database took to run it on a small list.

/** `FROM table WHERE filter` of one request, with the filter's parameters ($1..$n). */
interface CompiledFilter {
  from: string;
  params: unknown[];
}

const names = new WeakMap<PgTable | AnyPgColumn, string>();

/** A table's or a column's name as Drizzle writes it, compiled once. */
function nameOf(entity: PgTable | AnyPgColumn): string {
  let name = names.get(entity);
  if (name === undefined) {
    name = compile(sql`${entity}`).sql;
    names.set(entity, name);
  }
  return name;
}

function compiledFilter(from: PgTable, where: SQL | undefined): CompiledFilter {
  if (!where) return { from: `from ${nameOf(from)}`, params: [] };
  const filter = compile(where);
  return { from: `from ${nameOf(from)} where ${filter.sql}`, params: filter.params };
}

const orderTexts = new WeakMap<readonly (AnyPgColumn | SQL)[], { ASC: string; DESC: string }>();

/** The sort keys' ORDER BY text, compiled once per list's keys; keys take no parameters. */
function orderTextOf(keys: readonly (AnyPgColumn | SQL)[], order: 'ASC' | 'DESC'): string {
  let texts = orderTexts.get(keys);
  if (!texts) {
    const compiled = (direction: 'ASC' | 'DESC') => {
      const query = compile(sql.join(orderOf(keys, direction), sql`, `));
      if (query.params.length > 0) throw new Error('sort keys take no parameters');
      return query.sql;
    };
    texts = { ASC: compiled('ASC'), DESC: compiled('DESC') };
    orderTexts.set(keys, texts);
  }
  return texts[order];
}

/** What `pageLoader` builds: a Drizzle select it can prepare. */
/** What `pageLoader` builds: a Drizzle select it can prepare by name. */
interface Preparable<Row> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

/** `column = ANY(the page's ids)`: the ids go as one `uuid[]` parameter, whatever their number. */
const idIn = (column: AnyPgColumn): SQL => sql`${column} = ANY(${IDS})`;

/**
 * A list's `load` built and compiled once per database, as a page's ids and count are: `build`
 * selects the rows whose key is `idIn` the page's ids, so every page runs the same text, prepared by
 * name (a lookup by primary keys has one plan whatever the ids).
 */
export function pageLoader<Row>(
  build: (db: Executor, idIn: (column: AnyPgColumn) => SQL) => Preparable<Row>,
) {
  const prepared = new WeakMap<Executor, ReturnType<Preparable<Row>['prepare']>>();
  return (db: Executor, ids: readonly string[]): Promise<Row[]> => {
    let query = prepared.get(db);
    if (!query) {
      const built = build(db, idIn);
      query = built.prepare(nameStatement(built.toSQL().sql));
      prepared.set(db, query);
    }
    return query.execute({ ids });
  };
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
export function countMatching(
  db: Executor,
  from: PgTable,
  where: SQL | undefined,
  exactUpTo = EXACT_COUNT_LIMIT,
): Promise<number> {
  return countFiltered(db, compiledFilter(from, where), exactUpTo);
}

async function countFiltered(db: Executor, filter: CompiledFilter, exactUpTo: number): Promise<number> {
  const matching = `select 1 ${filter.from}`;
  const n = filter.params.length;
  const [counted] = await textRows<{ total: number }>(db, {
    sql: `select count(*)::int as total from (${matching} limit $${n + 1}) matching`,
    params: [...filter.params, exactUpTo + 1],
  });
  const total = counted?.total ?? 0;
  if (total <= exactUpTo) return total;
  return Math.max(total, await estimatedRows(db, { sql: matching, params: filter.params }));
}

async function estimatedRows(db: Executor, query: Query): Promise<number> {
  const [row] = await textRows<{ 'QUERY PLAN': unknown }>(db, {
    sql: `EXPLAIN (FORMAT JSON) ${query.sql}`,
    params: query.params,
  });
  const plan = row?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}
