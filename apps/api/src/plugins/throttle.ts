import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { throttleEvents } from '../db/schema/sessions';

// Counts failed attempts per subject (an e-mail, an address) in a sliding window. The counts live in
// the database so that every server process enforces the same limit.

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export async function isThrottled(db: Executor, rule: ThrottleRule, subjects: string[]): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowSeconds * 1000);
  const rows = await db
    .select({ subject: throttleEvents.subject, attempts: count() })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        inArray(throttleEvents.subject, subjects),
        gt(throttleEvents.createdAt, since),
      ),
    )
    .groupBy(throttleEvents.subject);
  return rows.some((row) => row.attempts >= rule.limit);
}

export async function recordAttempt(db: Executor, rule: ThrottleRule, subjects: string[]): Promise<void> {
  await db.insert(throttleEvents).values(subjects.map((subject) => ({ bucket: rule.bucket, subject })));
  // Old events are useless: drop this subject's expired ones so the table stays small.
  const expired = new Date(Date.now() - rule.windowSeconds * 1000);
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        inArray(throttleEvents.subject, subjects),
        lt(throttleEvents.createdAt, expired),
      ),
    );
}
