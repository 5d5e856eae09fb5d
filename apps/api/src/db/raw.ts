import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { nameStatement } from './statement-names';

/** Rows of a hand-written query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A query's rows as one JSON value, in `order` (of the columns of `x`, the query's rows): the embedded
 * database hands a result over a value at a time through WebAssembly, so a result of thousands of
 * rows costs more to receive than to compute (a venture's day, 1,682 rows of 25 columns: 68 ms as
 * rows, 36 ms as JSON; the same on PostgreSQL either way). For queries whose columns JSON carries as
 * they are: numbers, booleans, arrays of them, and text (timestamps would arrive as text).
 */
export function asJsonRows(query: SQL, order: SQL): SQL {
  return sql`SELECT coalesce(json_agg(x ORDER BY ${order}), '[]')::text AS rows FROM (${query}) x`;
}

/** The rows of an `asJsonRows` query (an aggregate: always one row, `[]` when there are none). */
export async function jsonRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const [result] = await queryRows<{ rows: string }>(db, query);
  return JSON.parse((result as { rows: string }).rows) as Row[];
}

// The database is opened without drizzle's `casing` option, so a plain dialect compiles as it does.
const dialect = new PgDialect();

/** A query's text and parameters, as the database's session would compile it. */
export function compile(query: SQL): Query {
  return dialect.sqlToQuery(query);
}
/**
 * Rows of a hot query by ids, run on PostgreSQL as a named prepared statement: each pooled connection
 * parses it once and, after PostgreSQL's five custom plans, keeps a generic one, where an unnamed
 * statement is planned at every run (planning was most of a booking's database time). Only for
 * lookups whose best plan does not depend on the values; the name is the text's hash, so every variant
 * of a text has its own. PGlite prepares it by name as well (pglite-statements.ts).
 */
export async function preparedRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return preparedTextRows(db, compile(query));
}

/**
 * `preparedRows` of a statement compiled once, for the hottest lookups: each run fills its
 * `sql.placeholder`s with `values` (compiling a statement of a few subqueries costs tens of µs).
 */
export function preparedStatement<Row>(
  query: SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const compiled = compile(query);
  return (db, values) =>
    preparedTextRows<Row>(db, { sql: compiled.sql, params: fillPlaceholders(compiled.params, values) });
}

/** `preparedRows` of a compiled text and its parameters (the benchmark replays recorded statements). */
export function preparedTextRows<Row>(db: Executor, query: Query): Promise<Row[]> {
  return textRows(db, query, nameStatement(query.sql));
}

/** Rows of a compiled text: unnamed, planned for its values as any query; or prepared by `name`. */
export async function textRows<Row>(db: Executor, query: Query, name?: string): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(query, undefined, name, false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}

/**
 * Ids as one `uuid[]` parameter, for `= ANY(…)`: the statement's text is the same whatever their
 * number, so that a lookup of a page's rows by ids is one prepared statement (`preparedRows`).
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${sql.param([...ids])}::uuid[]`;
}

/**
 * A page's ids as a `preparedStatement`'s one `uuid[]` placeholder: run it with `{ ids }`, and the
 * statement, compiled once, is one text whatever their number.
 */
export const IDS = sql`${sql.placeholder('ids')}::uuid[]`;

/** A timestamp of a raw row as ISO text: drivers hand them as Date or as text. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
