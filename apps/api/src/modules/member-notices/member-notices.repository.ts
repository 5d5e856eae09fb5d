import type { MemberNoticeKind } from '@reserva/shared/members/member-notices.schemas';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { memberNoticePreferences } from '../../db/schema/member-notices';
import type { MailMessage } from '../mail/mail-outbox';

/** The kinds the person chose, or undefined when they never chose. */
export async function findKinds(db: Executor, userId: string): Promise<MemberNoticeKind[] | undefined> {
  const [row] = await db
    .select({ kinds: memberNoticePreferences.kinds })
    .from(memberNoticePreferences)
    .where(eq(memberNoticePreferences.userId, userId));
  return row?.kinds as MemberNoticeKind[] | undefined;
}

export async function saveKinds(db: Executor, userId: string, kinds: MemberNoticeKind[]): Promise<void> {
  await db
    .insert(memberNoticePreferences)
    .values({ userId, kinds })
    .onConflictDoUpdate({
      target: memberNoticePreferences.userId,
      set: { kinds, updatedAt: sql`now()` },
    });
}

/** True where the person (`userId`, a column or a value) takes mails of `kind`: no choice means every kind. */
export const wantsMail = (userId: SQL | string, kind: MemberNoticeKind): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM member_notice_preferences p
    WHERE p.user_id = ${userId} AND NOT (${kind} = ANY(p.kinds)))`;

/**
 * Writes a mail to the person `userId` in the caller's transaction (as enqueueMail) unless they turned
 * mails of `kind` off; whether it was written. One statement: it costs a booking no round trip.
 */
export async function enqueuePersonMail(
  db: Executor,
  userId: string,
  kind: MemberNoticeKind,
  message: MailMessage,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`INSERT INTO mail_outbox (to_address, subject, text_body, html_body)
      SELECT ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}
      WHERE ${wantsMail(userId, kind)} RETURNING id`,
  );
  return rows.length > 0;
}
