import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes a mail in the caller's transaction: it leaves only if the change that causes it commits. */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;
const SWEEP_MS = 30_000;

/**
 * Delivers the outbox: over SMTP when SMTP_URL is set, otherwise to the log (the outbox keeps every
 * mail either way). Rows are claimed with SKIP LOCKED, so several server processes never send one
 * mail twice. `kick()` after a commit sends at once; a timer retries failures.
 */
export class MailDispatcher {
  private readonly transport: Promise<Transporter> | null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  /** A kick came while a round ran: that round may have read the outbox before the kick's mail committed. */
  private kickedMeanwhile = false;

  constructor(
    private readonly db: Database,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // Loaded only where mail goes out over SMTP: nodemailer is a hundred modules at every start.
    this.transport = smtpUrl
      ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
      : null;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    (await this.transport)?.close();
  }

  /**
   * Sends what is pending now; resolves when it is done (tests await it). A kick while a round runs
   * adds one more round after it, so a mail committed meanwhile does not wait for the sweep.
   */
  kick(): Promise<void> {
    if (this.running) {
      this.kickedMeanwhile = true;
      return this.running;
    }
    this.running = this.deliverRounds();
    return this.running;
  }

  private async deliverRounds(): Promise<void> {
    try {
      do {
        this.kickedMeanwhile = false;
        await this.deliverPending().catch((error: unknown) =>
          this.log.error({ err: error }, 'mail delivery failed'),
        );
      } while (this.kickedMeanwhile);
    } finally {
      // In the same step as the last check, so no kick can slip between the two.
      this.running = null;
    }
  }

  private async deliverPending(): Promise<void> {
    for (;;) {
      const delivered = await this.db.transaction(async (tx) => {
        const batch = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'PENDING'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(mailOutbox.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const mail of batch) await this.deliver(tx, mail);
        return batch.length;
      });
      if (delivered < BATCH) return;
    }
  }

  private async deliver(tx: Executor, mail: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      if (this.transport) {
        await (await this.transport).sendMail({
          from: this.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody && { html: mail.htmlBody }),
        });
      } else {
        this.log.info(`mail (no SMTP_URL set) to ${mail.toAddress}: ${mail.subject}\n${mail.textBody}`);
      }
      await tx
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: sql`now()`, attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      await tx
        .update(mailOutbox)
        .set({ attempts, lastError: String(error), status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING' })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
}
