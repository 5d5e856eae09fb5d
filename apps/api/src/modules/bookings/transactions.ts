import type { Database, Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';

// Booking writes lock people before occurrences everywhere, so they should never deadlock; should
// PostgreSQL still pick one of them as a deadlock victim (or fail a serialization), the whole
// transaction is simply run again: it holds nothing that was committed.

const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export async function inTransactionWithRetry<Result>(
  db: Database,
  work: (tx: Executor) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      const code = pgErrorOf(error)?.code;
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
