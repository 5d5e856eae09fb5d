import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { orderOf } from './paging';

// Every row of a list's selection in its order, a batch at a time, for the reports' exports. Each
// batch starts after the last key read (keyset): a deep batch costs what the first does, through the
// list's own sort index, and no cursor holds a connection between batches.

export interface KeysetPlan<Row extends { id: string }> {
  from: PgTable;
  /** The table's primary key, as text. */
  id: PgColumn;
  /** The list's filter on `from` (as `readPage`'s: other tables through semi-joins). */
  where: SQL | undefined;
  /** The list's sort keys, ending with a unique one; matched by an index in this order. */
  keys: readonly PgColumn[];
  order: 'ASC' | 'DESC';
  /** Rows per batch. */
  batch: number;
  /** The batch's rows by id, with their joins. */
  load: (ids: string[]) => Promise<Row[]>;
}

/** The rows of `plan` in order, `plan.batch` at a time (the last batch may be shorter, never empty). */
export async function* readKeyset<Row extends { id: string }>(
  db: Executor,
  plan: KeysetPlan<Row>,
): AsyncGenerator<Row[]> {
  const comparison = plan.order === 'DESC' ? sql`<` : sql`>`;
  const selected: Record<string, SQL> = { id: sql<string>`${plan.id}::text` };
  plan.keys.forEach((key, index) => {
    selected[`k${index}`] = sql<string>`${key}::text`;
  });
  let after: Record<string, string> | null = null;
  for (;;) {
    const last = after;
    const position = last
      ? keysetBound(
          plan.keys,
          comparison,
          plan.keys.map((_, index) => last[`k${index}`] as string),
        )
      : undefined;
    const page = (await db
      .select(selected)
      .from(plan.from)
      .where(and(plan.where, position))
      .orderBy(...orderOf(plan.keys, plan.order))
      .limit(plan.batch)) as Record<string, string>[];
    if (page.length === 0) return;
    const rows = new Map((await plan.load(page.map((key) => key.id as string))).map((row) => [row.id, row]));
    // A row deleted between the two reads is left out.
    const batch = page.flatMap((key) => rows.get(key.id as string) ?? []);
    if (batch.length > 0) yield batch;
    if (page.length < plan.batch) return;
    after = page[page.length - 1] ?? null;
  }
}

/**
 * `(keys) comparison (values)`, a row comparison a b-tree on the keys answers as a range. The values
 * travel as text and are cast back to their columns' types: a JavaScript Date would drop a timestamp's
 * microseconds and repeat or skip rows.
 */
export function keysetBound(keys: readonly PgColumn[], comparison: SQL, values: readonly string[]): SQL {
  return sql`(${sql.join([...keys], sql`, `)}) ${comparison} (${sql.join(
    keys.map((key, index) => sql`${values[index]}::${sql.raw(key.getSQLType())}`),
    sql`, `,
  )})`;
}
