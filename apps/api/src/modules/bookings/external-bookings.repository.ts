import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

// What the public booking form reads to tell who is booking: live accounts by e-mail or CPF (both
// unique among live users, each through its partial unique index).

export interface Identity {
  id: string;
  groupKey: string;
  byEmail: boolean;
  byCpf: boolean;
}

/**
 * Holds, until the transaction ends, the e-mail and the CPF being looked up: two forms naming the same
 * new person run one after the other, so the second finds the person the first registered.
 */
export async function lockIdentity(db: Executor, email: string, cpf: string | null): Promise<void> {
  const names = [`external-person:email:${email}`, ...(cpf ? [`external-person:cpf:${cpf}`] : [])].sort();
  for (const name of names) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** The live accounts with this e-mail or this CPF (at most two). */
export function findIdentities(db: Executor, email: string, cpf: string | null): Promise<Identity[]> {
  return queryRows<Identity>(
    db,
    sql`SELECT u.id, g.key AS "groupKey", u.email = ${email} AS "byEmail",
          coalesce(u.cpf = ${cpf}, false) AS "byCpf"
        FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
        WHERE u.deleted_at IS NULL AND (u.email = ${email} OR u.cpf = ${cpf})`,
  );
}

/** Whether the booking has a payment: a priced booking always gets one (create-booking.service.ts). */
export async function hasPayment(db: Executor, bookingId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM payments WHERE booking_id = ${bookingId}`);
  return rows.length > 0;
}
