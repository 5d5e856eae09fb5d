import { sql } from 'drizzle-orm';
import { runWithoutAuditActor } from '../db/audit-actor';
import type { Executor } from '../db/client';
import { preparedRows, queryRows } from '../db/raw';
import { throttleWindows } from '../db/schema/sessions';
import { RepeatingJob } from '../repeating-job';
import type { AppContext } from './context';
import { AppError } from './errors';

// Counts attempts per subject (an e-mail, an address, a person) in a sliding window. The counts live in
// the database so that every server process enforces the same limit: a row per key holds the times of
// its attempts within the window (`throttle_windows`).

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
 * up its limit (nothing is counted then). Checking and counting are one step: each key's row is
 * upserted with the check in its condition, and concurrent attempts on a key, in any process, wait for
 * its row's lock and check the committed times, so a burst of N gets exactly `limit` through. One key
 * (a person's limit, on every booking) is one statement; several are one transaction, so that a refusal
 * by one counts at none. An attempt is counted before it is tried (say, before a password is checked);
 * `release` takes it back when it succeeds.
 */
export async function countAttempt(db: Executor, keys: ThrottleKey[]): Promise<Attempt> {
  // One order for every caller, so that two attempts on the same keys cannot deadlock.
  const sorted = [...keys].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  // The counts are not the action log's: a single key's write need not be a transaction naming an actor.
  const at = await runWithoutAuditActor(() =>
    sorted.length === 1 ? admit(db, sorted) : db.transaction((tx) => admit(tx, sorted)),
  );
  return { release: () => runWithoutAuditActor(() => forget(db, sorted, at)) };
}

const keyName = (key: { bucket: string; subject: string }) => `${key.bucket}\u0000${key.subject}`;
const nameOf = ({ rule, subject }: ThrottleKey) => keyName({ bucket: rule.bucket, subject });

const withinWindow = (window: ReturnType<typeof sql>) =>
  sql`array(SELECT t FROM unnest(w.attempts) t WHERE t > now() - make_interval(secs => ${window}) ORDER BY t)`;

/** The keys as `(bucket, subject)` pairs, for `IN`. */
const keyList = (keys: ThrottleKey[]) =>
  sql.join(
    keys.map(({ rule, subject }) => sql`(${rule.bucket}, ${subject})`),
    sql`, `,
  );

/** Adds now to each key's times when every key has room; the time added. Refuses otherwise. */
async function admit(db: Executor, keys: ThrottleKey[]): Promise<string> {
  const rows = sql.join(
    keys.map(
      ({ rule, subject }) =>
        sql`(${rule.bucket}, ${subject}, ${rule.windowSeconds}::int, ${rule.limit}::int, ARRAY[now()])`,
    ),
    sql`, `,
  );
  const kept = withinWindow(sql`excluded.window_seconds`);
  // Prepared (one text per number of keys): a person's every booking runs it.
  const admitted = await preparedRows<{ bucket: string; subject: string; at: string }>(
    db,
    sql`INSERT INTO ${throttleWindows} AS w (bucket, subject, window_seconds, max_attempts, attempts)
        VALUES ${rows}
        ON CONFLICT (bucket, subject) DO UPDATE
          SET attempts = ${kept} || now(), window_seconds = excluded.window_seconds,
            max_attempts = excluded.max_attempts
          WHERE cardinality(${kept}) < excluded.max_attempts
        RETURNING w.bucket, w.subject, now()::text AS at`,
  );
  if (admitted.length < keys.length) {
    const counted = new Set(admitted.map(keyName));
    const full = keys.filter((key) => !counted.has(nameOf(key)));
    throw new AppError('too-many-requests', undefined, {
      'retry-after': String(await secondsUntilFree(db, full)),
    });
  }
  return (admitted[0] as { at: string }).at;
}

/**
 * The seconds until every full key's `limit`-th newest attempt leaves its window (at least 1; a key that
 * freed meanwhile gives 1). now() may precede an attempt that a later transaction committed, so the wait
 * is capped at the window.
 */
async function secondsUntilFree(db: Executor, keys: ThrottleKey[]): Promise<number> {
  const [row] = await queryRows<{ seconds: number | null }>(
    db,
    sql`SELECT max(least(w.window_seconds, greatest(1, ceil(extract(epoch FROM
          (SELECT t FROM unnest(w.attempts) t ORDER BY t DESC OFFSET w.max_attempts - 1 LIMIT 1)
          + make_interval(secs => w.window_seconds) - now())))))::int AS seconds
        FROM ${throttleWindows} w
        WHERE (w.bucket, w.subject) IN (${keyList(keys)})
          AND cardinality(${withinWindow(sql`w.window_seconds`)}) >= w.max_attempts`,
  );
  return row?.seconds ?? 1;
}

/**
 * Takes the attempt made at `at` out of each key's times: one time equal to it, since attempts made in the
 * same instant (a clock of milliseconds, or one transaction) have equal times and only this one succeeded.
 */
async function forget(db: Executor, keys: ThrottleKey[], at: string): Promise<void> {
  const position = sql`array_position(w.attempts, ${at}::timestamptz)`;
  await db.execute(
    sql`UPDATE ${throttleWindows} w SET attempts = w.attempts[:${position} - 1] || w.attempts[${position} + 1:]
        WHERE (w.bucket, w.subject) IN (${keyList(keys)}) AND ${position} IS NOT NULL`,
  );
}

/** An attempt of the signed-in user against `rule` (the members' app's limits per person). */
export const countUserAttempt = (db: Executor, rule: ThrottleRule, userId: string): Promise<Attempt> =>
  countAttempt(db, [{ rule, subject: userId }]);

/** Drops the keys whose every attempt has left the window (a key returns as a new row). */
export async function dropIdleKeys(db: Executor): Promise<number> {
  const dropped = await queryRows<{ bucket: string }>(
    db,
    sql`DELETE FROM ${throttleWindows} w
        WHERE coalesce(w.attempts[cardinality(w.attempts)], '-infinity')
          <= now() - make_interval(secs => w.window_seconds)
        RETURNING w.bucket`,
  );
  return dropped.length;
}

/** Each process drops the idle keys every hour, so that the table holds the keys in use. */
export function idleThrottleKeysJob(ctx: AppContext): RepeatingJob {
  return new RepeatingJob(
    () => dropIdleKeys(ctx.db),
    60 * 60_000,
    (error) => ctx.log.error({ err: error }, 'dropping idle throttle keys failed'),
  );
}
