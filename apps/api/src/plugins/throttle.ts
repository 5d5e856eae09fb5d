import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/raw';
import { throttleEvents } from '../db/schema/sessions';
import { AppError } from './errors';

// Counts attempts per subject (an e-mail, an address) in a sliding window. The counts live in the
// database so that every server process enforces the same limit.

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** A rule applied to one subject. */
export interface ThrottleKey {
  rule: ThrottleRule;
  subject: string;
}

export interface Attempt {
  /** Forgets the attempt: it succeeded, and only failures count. */
  release(): Promise<void>;
}

/**
 * Counts one attempt against every key, or refuses with 429 and `Retry-After` when any key has used
 * up its limit (nothing is counted then). Checking and counting are one step: concurrent attempts
 * on a key, in any process, queue on a transaction lock of that key, so a burst of N gets exactly
 * `limit` through. An attempt is counted before it is tried (say, before a password is checked);
 * `release` takes it back when it succeeds.
 */
export async function countAttempt(db: Executor, keys: ThrottleKey[]): Promise<Attempt> {
  const ids = await db.transaction(async (tx) => {
    // One order for every caller, so that two attempts on the same keys cannot deadlock.
    const names = keys.map(lockName).sort();
    for (const name of names)
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    let retryAfter = 0;
    for (const key of keys) retryAfter = Math.max(retryAfter, await secondsUntilFree(tx, key));
    if (retryAfter > 0) {
      throw new AppError('too-many-requests', undefined, { 'retry-after': String(retryAfter) });
    }
    const inserted = await tx
      .insert(throttleEvents)
      .values(keys.map((key) => ({ bucket: key.rule.bucket, subject: key.subject })))
      .returning({ id: throttleEvents.id });
    await dropExpired(tx, keys);
    return inserted.map((row) => row.id);
  });
  return {
    release: async () => {
      await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
    },
  };
}

const lockName = (key: ThrottleKey) => `throttle:${key.rule.bucket}:${key.subject}`;

/** 0 while the key has room; else the seconds until its `limit`-th newest attempt leaves the window. */
async function secondsUntilFree(db: Executor, { rule, subject }: ThrottleKey): Promise<number> {
  const window = sql`(${rule.windowSeconds} * interval '1 second')`;
  const [row] = await queryRows<{ attempts: number; seconds: number | null }>(
    db,
    sql`SELECT count(*)::int AS attempts,
          ceil(extract(epoch FROM (array_agg(created_at ORDER BY created_at DESC))[${rule.limit}::int]
                                  + ${window} - now()))::int AS seconds
        FROM ${throttleEvents}
        WHERE bucket = ${rule.bucket} AND subject = ${subject} AND created_at > now() - ${window}`,
  );
  if (!row || row.attempts < rule.limit) return 0;
  // now() is this transaction's start: an attempt a later transaction committed meanwhile may seem a
  // second in the future, so the wait is capped at the window.
  return Math.min(rule.windowSeconds, Math.max(1, row.seconds ?? rule.windowSeconds));
}

// Old events are useless: drop the expired ones of these keys so the table stays small.
async function dropExpired(db: Executor, keys: ThrottleKey[]): Promise<void> {
  for (const { rule, subject } of keys) {
    await db
      .delete(throttleEvents)
      .where(
        and(
          eq(throttleEvents.bucket, rule.bucket),
          eq(throttleEvents.subject, subject),
          lt(throttleEvents.createdAt, sql`now() - (${rule.windowSeconds} * interval '1 second')`),
        ),
      );
  }
}

/** An attempt of the signed-in user against `rule` (the members' app's limits per person). */
export const countUserAttempt = (db: Executor, rule: ThrottleRule, userId: string): Promise<Attempt> =>
  countAttempt(db, [{ rule, subject: userId }]);
