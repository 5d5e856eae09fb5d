import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { ventures } from './ventures';

// Refresh tokens are stored hashed. Each sign-in starts a family; a refresh uses its token once and
// issues the next of the family. Using a token twice revokes the whole family (reuse detection).
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);

// Attempts counted per bucket (a rule: sign-in by e-mail, booking by person…) and subject (an e-mail, an
// address, a person): the times of the attempts within the rule's window, oldest first, at most its
// limit. Kept in the database, not in memory, so that every server process sees the same counts; one row
// per key, so that an attempt is one upsert of it (plugins/throttle.ts).
export const throttleWindows = pgTable(
  'throttle_windows',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowSeconds: integer('window_seconds').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    attempts: timestamp('attempts', { withTimezone: true }).array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.subject] })],
);

/** Installation-wide values generated once (e.g. the token signing secret when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
