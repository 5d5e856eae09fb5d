import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { throttleWindows } from '../db/schema/sessions';
import { createTestDatabase } from '../test/test-database';
import { AppError } from './errors';
import { countAttempt, dropIdleKeys, type ThrottleKey, type ThrottleRule } from './throttle';

// The rate limits' counter (plugins/throttle.ts): a row per key holding its attempts within the window.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

const rule = (limit: number, windowSeconds = 600): ThrottleRule => ({
  bucket: `test:${randomUUID()}`,
  limit,
  windowSeconds,
});
const keyOf = (of: ThrottleRule): ThrottleKey => ({ rule: of, subject: randomUUID() });

/** The attempt's outcome: 'counted', or the refusal's Retry-After in seconds. */
async function attempt(keys: ThrottleKey[]): Promise<'counted' | number> {
  try {
    await countAttempt(database.db, keys);
    return 'counted';
  } catch (error) {
    if (error instanceof AppError && error.code === 'too-many-requests')
      return Number(error.headers?.['retry-after']);
    throw error;
  }
}

async function timesOf({ rule: of, subject }: ThrottleKey): Promise<Date[]> {
  const [row] = await database.db
    .select({ attempts: throttleWindows.attempts })
    .from(throttleWindows)
    .where(and(eq(throttleWindows.bucket, of.bucket), eq(throttleWindows.subject, subject)));
  return row?.attempts ?? [];
}

/** Writes a key's past attempts, `ago` seconds each. */
async function attemptsAgo(key: ThrottleKey, ago: number[]): Promise<void> {
  await database.db.insert(throttleWindows).values({
    bucket: key.rule.bucket,
    subject: key.subject,
    windowSeconds: key.rule.windowSeconds,
    maxAttempts: key.rule.limit,
    attempts: ago.map((seconds) => new Date(Date.now() - seconds * 1000)).sort((a, b) => +a - +b),
  });
}

describe('countAttempt', () => {
  it('lets exactly the limit through a burst on one key, and refuses the rest with a wait', async () => {
    const key = keyOf(rule(5));
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => attempt([key])));
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(5);
    const waits = outcomes.filter((outcome) => outcome !== 'counted');
    expect(waits).toHaveLength(7);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(599);
    expect(await timesOf(key)).toHaveLength(5);
  });

  it('counts at no key when one key refuses', async () => {
    const roomy = keyOf(rule(10));
    const full = keyOf(rule(2));
    await attemptsAgo(full, [30, 20]);
    expect(await attempt([roomy, full])).toBeGreaterThan(0);
    expect(await attempt([full, roomy])).toBeGreaterThan(0);
    expect(await timesOf(roomy)).toHaveLength(0);
    expect(await timesOf(full)).toHaveLength(2);
    expect(await attempt([roomy])).toBe('counted');
  });

  it('answers the seconds until the limit-th newest attempt leaves the window', async () => {
    const key = keyOf(rule(3, 600));
    // The window keeps the last three; the oldest of them (500 s ago) frees a try in 100 s.
    await attemptsAgo(key, [900, 500, 200, 100]);
    const wait = await attempt([key]);
    expect(wait).toBeGreaterThanOrEqual(99);
    expect(wait).toBeLessThanOrEqual(101);
    // Of several full keys, the longest wait.
    const other = keyOf(rule(1, 600));
    await attemptsAgo(other, [60]);
    const both = await attempt([key, other]);
    expect(both).toBeGreaterThanOrEqual(539);
    expect(both).toBeLessThanOrEqual(541);
  });

  it('forgets what left the window, and counts again', async () => {
    const key = keyOf(rule(2, 60));
    await attemptsAgo(key, [3600, 120, 61]);
    expect(await attempt([key])).toBe('counted');
    expect(await timesOf(key)).toHaveLength(1);
  });

  it('takes a released attempt back from every key', async () => {
    const first = keyOf(rule(2));
    const second = keyOf(rule(2));
    const counted = await countAttempt(database.db, [first, second]);
    await countAttempt(database.db, [first]);
    await counted.release();
    expect(await timesOf(first)).toHaveLength(1);
    expect(await timesOf(second)).toHaveLength(0);
    expect(await attempt([first])).toBe('counted');
    expect(await attempt([first])).toBeGreaterThan(0);
  });

  it('takes back one attempt of the same instant, not every one', async () => {
    const key = keyOf(rule(5));
    // One transaction's attempts have the same time (now() is its start).
    await database.db.transaction(async (tx) => {
      const counted = await countAttempt(tx, [key]);
      await countAttempt(tx, [key]);
      await counted.release();
    });
    expect(await timesOf(key)).toHaveLength(1);
  });
});

describe('dropIdleKeys', () => {
  it('drops the keys whose every attempt left the window, and keeps the others', async () => {
    const idle = keyOf(rule(5, 60));
    const busy = keyOf(rule(5, 60));
    await attemptsAgo(idle, [300, 90]);
    await attemptsAgo(busy, [300, 30]);
    await dropIdleKeys(database.db);
    expect(await timesOf(idle)).toHaveLength(0);
    expect(await timesOf(busy)).toHaveLength(2);
  });
});
