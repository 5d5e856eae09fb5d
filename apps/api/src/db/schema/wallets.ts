import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { ventures } from './ventures';

// A person's credit in one venture (cents), named by the spec's wallet codes. Nothing writes or reads it
// yet (docs/decisions.md, Public booking form). The check makes an overdraft fail even if two debits race.
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallets_balance_check', sql`${table.balance} >= 0`),
    uniqueIndex('wallets_user_venture_idx').on(table.userId, table.ventureId),
  ],
);
