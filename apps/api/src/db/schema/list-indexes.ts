import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  type PgColumn,
} from 'drizzle-orm/pg-core';

// The indexes the paged lists read through (db/paging.ts). Lists show live rows only, so on a table
// with soft deletion each index is partial on `deleted_at IS NULL`: smaller, and every list's WHERE
// states that predicate, so the planner may use it.

function liveOnly(builder: IndexBuilder, deletedAt: AnyPgColumn | undefined): IndexBuilder {
  return deletedAt ? builder.where(sql`${deletedAt} IS NULL`) : builder;
}

/**
 * A name or title as people expect it sorted: case and accents folded, 'Álvaro' beside 'alvaro' and
 * before 'Bruno'. Both databases collate by bytes (C: accented letters after 'z', capitals before small
 * ones) and PGlite has no ICU collations, so the folding is `name_sort_key` (migration 0018), an
 * immutable SQL function; a list sorted by name reads an index on it.
 */
export const nameKey = (column: AnyPgColumn) => sql`name_sort_key(${column})`;

/** A b-tree on a list's sort keys, a unique tie-breaker last: the page is read in index order. */
export function sortIndex(
  name: string,
  deletedAt: AnyPgColumn | undefined,
  ...keys: [PgColumn | SQL, ...(PgColumn | SQL)[]]
): IndexBuilder {
  return liveOnly(index(name).on(...keys), deletedAt);
}

/** A trigram GIN index: `ILIKE '%…%'` filters read it instead of every row. */
export function trigramIndex(
  name: string,
  deletedAt: AnyPgColumn | undefined,
  column: ExtraConfigColumn,
): IndexBuilder {
  return liveOnly(index(name).using('gin', column.op('gin_trgm_ops')), deletedAt);
}

/**
 * A GIN index on a column's stored word starts (`word_prefixes`, migrations 0022 and 0024): a search
 * too short for trigrams (`db/like.ts`, `containsText`) reads it instead of every row. Written at each
 * insert (no fast update): otherwise new rows wait in a pending list that every search reads whole
 * until a vacuum, which the embedded database never runs by itself.
 */
export function wordStartIndex(name: string, deletedAt: AnyPgColumn, words: ExtraConfigColumn): IndexBuilder {
  return liveOnly(index(name).using('gin', words).with({ fastupdate: false }), deletedAt);
}

/** A b-tree for prefix `LIKE 'digits%'` filters (CPF, CNPJ, phone), whatever the database's collation. */
export function prefixIndex(name: string, deletedAt: AnyPgColumn, column: ExtraConfigColumn): IndexBuilder {
  return liveOnly(index(name).on(column.op('text_pattern_ops')), deletedAt);
}
