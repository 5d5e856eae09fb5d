import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { TestApp } from '../../test/test-app';
import { createPersonIn, type PeopleOptions } from '../bookings/bookings.fixtures';

// People of the members' app of their own (the demo member's choices stay as other tests expect) and
// the mail the outbox holds for them.

/** A new person of the venture who signs in to the members' app with the demo password. */
export async function appPerson(
  t: TestApp,
  ventureId: string,
  options: PeopleOptions = {},
): Promise<{ id: string; email: string; token: string }> {
  const db = t.database.db;
  const id = await createPersonIn(db, ventureId, options);
  const email = `aviso-${id}@teste.dev`;
  // The demo member's hash is of the demo password, which signInPerson sends.
  await db.execute(sql`UPDATE users SET email = ${email}, confirm_pending = false,
    password_hash = (SELECT password_hash FROM users WHERE email = 'socio@reserva.dev') WHERE id = ${id}`);
  return { id, email, token: await t.signInPerson(email) };
}

/** The subjects and bodies mailed to `email`, oldest first. */
export function mailsTo(db: Database, email: string) {
  return queryRows<{ subject: string; text: string }>(
    db,
    sql`SELECT subject, text_body AS text FROM mail_outbox WHERE to_address = ${email} ORDER BY created_at, id`,
  );
}
