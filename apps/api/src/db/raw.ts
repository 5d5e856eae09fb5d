import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Rows of a hand-written query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
