import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { queryRows, uuidArray } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import { RepeatingJob } from '../../repeating-job';

// Sign-ups never confirmed (docs/decisions.md, The members' app: Sign-up). An APP_STORE_USER made by
// POST /app-signup holds what a stranger typed (anyone may type anyone's e-mail and document) and keeps
// that e-mail and document from everyone else until it is confirmed. One nobody confirmed is deleted,
// for good, a week after its link expired: it never became a user and nothing refers to it. One that
// something refers to (a booking, a queue entry…: history) stays as it is.

/** How long after its link expired an unconfirmed sign-up is kept (as the public form's requests). */
const KEPT_AFTER_EXPIRY = sql`interval '7 days'`;
const BATCH = 100;
const FOREIGN_KEY_VIOLATION = '23503';
/** How often each process looks for them. */
const CHECK_MS = 60 * 60_000;

/**
 * Whether `u` is a stale sign-up: a live APP_STORE_USER without a password, with an onboard (a sign-up
 * registers one; the employee form, which may create APP_STORE_USERs too, does not), whose sign-up link
 * (its unused SIGNUP_CONFIRM token: a new one voids the previous) expired over a week ago.
 */
const isStaleSignup = (user: SQL) => sql`${user}.deleted_at IS NULL AND ${user}.password_hash IS NULL
  AND EXISTS (SELECT 1 FROM feature_groups g
    WHERE g.id = ${user}.feature_group_id AND g.key = 'APP_STORE_USER')
  AND EXISTS (SELECT 1 FROM onboards o WHERE o.user_id = ${user}.id)
  AND EXISTS (SELECT 1 FROM one_time_tokens t
    WHERE t.user_id = ${user}.id AND t.purpose = 'SIGNUP_CONFIRM' AND t.used_at IS NULL
      AND t.expires_at < now() - ${KEPT_AFTER_EXPIRY})
  AND NOT EXISTS (SELECT 1 FROM one_time_tokens t
    WHERE t.user_id = ${user}.id AND t.purpose = 'SIGNUP_CONFIRM' AND t.used_at IS NULL
      AND t.expires_at >= now() - ${KEPT_AFTER_EXPIRY})`;

/** Deletes the stale sign-ups nothing refers to; how many. */
export async function dropStaleSignups(db: Executor): Promise<number> {
  let dropped = 0;
  const kept = new Set<string>();
  for (;;) {
    // From the tokens: unused expired ones are the few that never-confirmed accounts leave.
    const candidates = await queryRows<{ id: string }>(
      db,
      sql`SELECT DISTINCT u.id FROM one_time_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.purpose = 'SIGNUP_CONFIRM' AND t.used_at IS NULL AND t.expires_at < now() - ${KEPT_AFTER_EXPIRY}
          AND ${isStaleSignup(sql`u`)}
          ${kept.size > 0 ? sql`AND u.id <> ALL(${uuidArray([...kept])})` : sql``}
        ORDER BY u.id LIMIT ${BATCH}`,
    );
    for (const { id } of candidates) {
      if (await dropSignup(db, id)) dropped += 1;
      else kept.add(id);
    }
    if (candidates.length < BATCH) return dropped;
  }
}

/**
 * Deletes the account (its onboard, venture links and tokens go with it) while it is still stale: a
 * password set meanwhile keeps it. False when something refers to it.
 */
async function dropSignup(db: Executor, id: string): Promise<boolean> {
  try {
    const deleted = await queryRows<{ id: string }>(
      db,
      sql`DELETE FROM users u WHERE u.id = ${id} AND ${isStaleSignup(sql`u`)} RETURNING u.id`,
    );
    return deleted.length > 0;
  } catch (error) {
    if (pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}

/** Each process drops the stale sign-ups every hour. */
export function staleSignupsJob(ctx: AppContext): RepeatingJob {
  return new RepeatingJob(
    () => dropStaleSignups(ctx.db),
    CHECK_MS,
    (error) => ctx.log.error({ err: error }, 'dropping stale sign-ups failed'),
  );
}
