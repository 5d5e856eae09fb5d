import { and, is, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { keysetBound } from './keyset';
import { orderOf } from './paging';
import { compile, textRows } from './raw';

// A page in the middle of a long list skips half of it: OFFSET walks the sort index entry by entry
// (a page in the middle of 500,000 bookings skipped 250,000, 40 ms on PostgreSQL and 90 on PGlite).
// Anchors are the sort keys of every `ANCHOR_STEP`-th row of one list (its filter, keys and order),
// read once by short keyset steps beside the requests; a deep page then starts at the anchor before
// it and skips at most `ANCHOR_STEP` rows. They are kept `ANCHORS_KEPT_MS`: a row added or removed
// before an anchor since then moves the pages after it by one, as the estimated total moves the
// middle of a list already (db/paging.ts).

/** Rows between two anchors: the most a deep page skips once its list's anchors are read. */
export const ANCHOR_STEP = 2_000;
/** From this many skipped rows a page uses its list's anchors (below, OFFSET costs under 5 ms). */
export const ANCHORED_FROM = 10_000;
/** How long a list's anchors serve; after that the next deep page reads them again. */
const ANCHORS_KEPT_MS = 5 * 60_000;
/** Lists whose anchors a process keeps (the oldest read go first). */
const LISTS_KEPT = 200;

/** One list as `readPage` reads it. */
export interface AnchoredList {
  from: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
  orderBy: readonly (AnyPgColumn | SQL)[];
  order: 'ASC' | 'DESC';
  /** The list's filter with its values, its keys and order as text: anchors belong to one list. */
  signature: string;
  /** How far its deep pages can skip (about half its total): anchors stop there. */
  furthestSkip: number;
}

interface Anchors {
  /** The keys, as text, of the rows at positions ANCHOR_STEP, 2 × ANCHOR_STEP… */
  keys: string[][];
  readAt: number;
}

interface DatabaseAnchors {
  lists: Map<string, Anchors>;
  reading: Map<string, Promise<void>>;
}

const byDatabase = new WeakMap<Executor, DatabaseAnchors>();

function anchorsOf(db: Executor): DatabaseAnchors {
  let anchors = byDatabase.get(db);
  if (!anchors) {
    anchors = { lists: new Map(), reading: new Map() };
    byDatabase.set(db, anchors);
  }
  return anchors;
}

/**
 * Keys a row comparison can bound: columns that hold no NULL (a NULL key would leave its rows out of
 * `(keys) > (anchor)`). Other lists page by OFFSET alone.
 */
function anchorableKeys(keys: AnchoredList['orderBy']): PgColumn[] | null {
  return keys.every((key) => is(key, PgColumn) && key.notNull) ? (keys as PgColumn[]) : null;
}

/**
 * The ids of `limit` rows after `offset` read from the anchor before them, or null when the list has
 * no anchors yet (they are then read in the background for the next page) or cannot have any.
 */
export async function idsFromAnchor(
  db: Executor,
  list: AnchoredList,
  limit: number,
  offset: number,
): Promise<string[] | null> {
  const keys = anchorableKeys(list.orderBy);
  if (!keys || offset < ANCHORED_FROM) return null;
  const database = anchorsOf(db);
  const anchors = database.lists.get(list.signature);
  if (!anchors || Date.now() - anchors.readAt > ANCHORS_KEPT_MS) {
    readAnchors(db, database, list, keys);
    return null;
  }
  const index = Math.min(Math.floor(offset / ANCHOR_STEP), anchors.keys.length) - 1;
  const anchor = anchors.keys[index];
  if (!anchor) return null;
  const from = keysetBound(keys, list.order === 'ASC' ? sql`>=` : sql`<=`, anchor);
  const rows = await textRows<{ id: string }>(
    db,
    compile(sql`SELECT ${list.id} AS id FROM ${list.from} WHERE ${and(list.where, from)}
      ORDER BY ${sql.join(orderOf(keys, list.order), sql`, `)}
      LIMIT ${limit} OFFSET ${offset - (index + 1) * ANCHOR_STEP}`),
  );
  return rows.map((row) => row.id);
}

/** Starts reading a list's anchors, once at a time per list; a failure leaves the list to OFFSET. */
function readAnchors(db: Executor, database: DatabaseAnchors, list: AnchoredList, keys: PgColumn[]): void {
  if (database.reading.has(list.signature)) return;
  const reading = anchorKeys(db, list, keys)
    .then((found) => {
      database.lists.delete(list.signature);
      database.lists.set(list.signature, { keys: found, readAt: Date.now() });
      for (const oldest of database.lists.keys()) {
        if (database.lists.size <= LISTS_KEPT) break;
        database.lists.delete(oldest);
      }
    })
    .catch((error: unknown) => console.warn(`Reading a list's page anchors failed: ${String(error)}`))
    .finally(() => database.reading.delete(list.signature));
  database.reading.set(list.signature, reading);
}

/**
 * Every `ANCHOR_STEP`-th row's keys up to the list's furthest skip, each from the one before by a
 * short statement, so that requests run between them (on PGlite they share one connection).
 */
async function anchorKeys(db: Executor, list: AnchoredList, keys: PgColumn[]): Promise<string[][]> {
  const found: string[][] = [];
  const selected = sql.join(
    keys.map((key, index) => sql`${key}::text AS ${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
  const after = list.order === 'ASC' ? sql`>` : sql`<`;
  while ((found.length + 1) * ANCHOR_STEP <= list.furthestSkip) {
    const last = found.at(-1);
    const [row] = await textRows<Record<string, string>>(
      db,
      compile(sql`SELECT ${selected} FROM ${list.from}
        WHERE ${and(list.where, last ? keysetBound(keys, after, last) : undefined) ?? sql`true`}
        ORDER BY ${sql.join(orderOf(keys, list.order), sql`, `)}
        LIMIT 1 OFFSET ${last ? ANCHOR_STEP - 1 : ANCHOR_STEP}`),
    );
    if (!row) break;
    found.push(keys.map((_, index) => row[`k${index}`] as string));
  }
  return found;
}

/** Resolves when every anchor read now running on `db` has ended (tests and benchmarks wait on it). */
export async function anchorsRead(db: Executor): Promise<void> {
  await Promise.all(anchorsOf(db).reading.values());
}
