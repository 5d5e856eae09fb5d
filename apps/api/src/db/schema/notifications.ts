import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { bookingQueues } from './queues';
import { users } from './users';
import { ventures } from './ventures';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    isUnread: boolean('is_unread').notNull().default(true),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    bookingQueueId: uuid('booking_queue_id').references(() => bookingQueues.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The inbox, read or unread, newest first (db/paging.ts), and the bell's unread ones.
    index('notifications_inbox_idx').on(table.userId, table.ventureId, table.createdAt, table.id),
    index('notifications_unread_idx').on(
      table.userId,
      table.ventureId,
      table.isUnread,
      table.createdAt,
      table.id,
    ),
    index('notifications_booking_idx').on(table.bookingId),
    index('notifications_booking_queue_idx').on(table.bookingQueueId),
  ],
);
