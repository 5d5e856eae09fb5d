import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const mailStatus = pgEnum('mail_status', ['PENDING', 'SENT', 'FAILED']);
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['PASSWORD_RESET', 'SIGNUP_CONFIRM']);

// Mail is written here in the same transaction as the change that causes it and sent afterwards by a
// worker, so a rolled-back change sends nothing and a mail server outage loses nothing.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: mailStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('mail_outbox_attempts_check', sql`${table.attempts} >= 0`),
    // The worker picks the oldest pending mail first.
    index('mail_outbox_status_idx').on(table.status, table.createdAt),
  ],
);

// Single-use tokens for password reset (24 h) and sign-up confirmation (7 days). Only a hash is
// stored; usedAt marks the one use.
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId, table.purpose)],
);
