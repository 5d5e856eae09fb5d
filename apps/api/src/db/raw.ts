import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Rows of a hand-written query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** `ARRAY[…]::uuid[]` of ids, for `= ANY(…)`. */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
}

/** A timestamp of a raw row as ISO text: drivers hand them as Date or as text. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
