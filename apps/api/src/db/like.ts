import { ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The lists' text filters, each shaped for the index that answers it (db/schema/list-indexes.ts).

/** Escapes LIKE wildcards so that user text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** A column of a Drizzle table, or one named in raw SQL under a query's alias (sql`u.name`). */
type TextColumn = AnyPgColumn | SQL;

/** Below this many letters a search matches the starts of words: trigram indexes need three. */
const TRIGRAM_LENGTH = 3;

/**
 * A search box's text in a column, ignoring case: from three characters anywhere in it (a trigram
 * index answers); one or two letters or digits find the words that start with them, accents folded
 * ('da' finds 'Maria da Silva' and 'Dálio', not 'Adalberto'): `word_prefixes` of the column, or
 * `wordStarts`, the column where a large table stores them (users, migration 0024), whose GIN index
 * answers. A short text with no letter or digit matches nothing.
 */
export function containsText(column: TextColumn, text: string, wordStarts?: TextColumn): SQL {
  if (text.trim().length >= TRIGRAM_LENGTH) return ilike(column, `%${escapeLike(text)}%`);
  const start = text.replace(/[^\p{L}\p{N}]/gu, '');
  if (!start) return sql`false`;
  return sql`${wordStarts ?? sql`word_prefixes(${column})`} @> ARRAY[name_sort_key(${start})]`;
}

/** A search box over several columns: the text in any of them; no condition for an empty search. */
export function containsTextInAny(text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  return text ? or(...columns.map((column) => containsText(column, text))) : undefined;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A column of digits (CPF, CNPJ) starting with the digits typed, whatever the mask: a prefix b-tree
 * answers it. Text without digits matches nothing.
 */
export function startsWithDigits(column: TextColumn, text: string): SQL {
  const digits = digitsOf(text);
  return digits ? like(column, `${digits}%`) : sql`false`;
}

/**
 * A phone stored in E.164 starting with the digits typed, with or without the country code: '11 9876'
 * finds +55 11 9876… (Brazil's code is implied, as in the phone inputs). Text without digits matches
 * nothing.
 */
export function phoneStartsWith(column: AnyPgColumn, text: string): SQL {
  const digits = digitsOf(text);
  if (!digits) return sql`false`;
  return or(like(column, `+${digits}%`), like(column, `+55${digits}%`)) as SQL;
}

/**
 * The ids of the users matching `condition`, deleted ones too (bookings and their history keep their
 * people). Asked apart: the live users are read through their partial filter indexes, the deleted ones
 * through their own small index (unsplit, no partial index answers and every user is read: 38 ms for a
 * name at 100,000 people).
 */
export function usersMatching(condition: SQL): SQL {
  return sql`SELECT id FROM users WHERE deleted_at IS NULL AND (${condition})
    UNION ALL SELECT id FROM users WHERE deleted_at IS NOT NULL AND (${condition})`;
}
