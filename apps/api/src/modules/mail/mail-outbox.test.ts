import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueMail } from './mail-outbox';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mail outbox', () => {
  it('delivers a committed mail over SMTP and marks it sent', async () => {
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, { to: 'socia@clube.com', subject: 'Bem-vinda', text: 'Olá! Acesse http://x/link' }),
    );
    await t.ctx.mail.kick();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(['socia@clube.com']);
    expect(sink.received[0]?.raw).toContain('Subject: Bem-vinda');
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'socia@clube.com'));
    expect(row?.status).toBe('SENT');
  });

  it('sends nothing for a change that rolled back', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to: 'nunca@clube.com', subject: 'x', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.ctx.mail.kick();
    expect(sink.received.some((mail) => mail.to.includes('nunca@clube.com'))).toBe(false);
  });

  it('answers kicks that come during a round with one more round after it', async () => {
    // The running round may have read the outbox before the mail of a later kick committed.
    const rounds = vi.spyOn(t.ctx.mail as unknown as { deliverPending(): Promise<void> }, 'deliverPending');
    try {
      const first = t.ctx.mail.kick();
      const during = [t.ctx.mail.kick(), t.ctx.mail.kick()];
      await Promise.all([first, ...during]);
      expect(rounds).toHaveBeenCalledTimes(2);
      await t.ctx.mail.kick();
      expect(rounds).toHaveBeenCalledTimes(3);
    } finally {
      rounds.mockRestore();
    }
  });
});
