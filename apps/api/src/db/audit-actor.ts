import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Who a staff user's write request is done by, as the action log records it (migration 0009). */
export interface AuditActor {
  /** Null: the system (a periodic job). */
  userId: string | null;
  name: string;
  /** The venture of the session, for records that carry none of their own. */
  ventureId: string | null;
  /** 'PATCH /api/users/:userId/blocks' */
  route: string;
}

const actors = new AsyncLocalStorage<string>();

/** Runs `work` with every database write it makes logged as done by `actor`. */
export function runAsAuditActor<Result>(actor: AuditActor, work: () => Result): Result {
  return actors.run(JSON.stringify(actor), work);
}

/**
 * Runs `work` with no actor: for writes of tables the action log does not record (the rate limits'
 * counts), which a bare write for an actor would otherwise wrap in a transaction that names it.
 */
export function runWithoutAuditActor<Result>(work: () => Result): Result {
  return actors.exit(work);
}

/** The actor of the work running now, as the trigger reads it (JSON), or undefined. */
export function currentAuditActor(): string | undefined {
  return actors.getStore();
}

/** Names the actor inside an open transaction; the setting ends with it. */
export const SET_AUDIT_ACTOR = "SELECT set_config('reserva.audit_actor', $1, true)";

/** Statements that may write. A bare one run for an actor is wrapped in a transaction that names it. */
export function mayWrite(text: string): boolean {
  return /^\s*(insert|update|delete|merge|with)\b/i.test(text);
}

/** drizzle opens its transactions with `begin` (node-postgres). */
export function isBegin(text: string): boolean {
  return /^\s*begin\b/i.test(text);
}

/**
 * Names the actor from inside a transaction (null: no one, nothing more is logged): a job that writes
 * for several ventures names each in turn.
 */
export async function nameAuditActor(tx: Executor, actor: AuditActor | null): Promise<void> {
  const value = actor ? JSON.stringify(actor) : '';
  await tx.execute(sql`SELECT set_config('reserva.audit_actor', ${value}, true)`);
}
