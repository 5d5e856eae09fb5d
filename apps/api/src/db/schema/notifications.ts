import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { bookingQueues } from './queues';
import { users } from './users';
import { ventures } from './ventures';

// A notice is stored once, for an audience of the venture's staff (those whose keys grant it), and read
// by each of them: a booking in a venture of a thousand employees writes one row, not a thousand.
// Who has read which notice is kept beside it; no row there means unread.
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    /** A name of `AUDIENCES` (modules/notifications/audiences.ts). */
    audience: text('audience').notNull(),
    /** Who did what the notice tells: it is not shown to them. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    bookingQueueId: uuid('booking_queue_id').references(() => bookingQueues.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The bell, newest first (db/paging.ts); audience and author are checked on the rows it walks.
    index('staff_notices_venture_created_idx').on(table.ventureId, table.createdAt, table.id),
    index('staff_notices_booking_idx').on(table.bookingId),
    index('staff_notices_booking_queue_idx').on(table.bookingQueueId),
  ],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => staffNotices.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] })],
);
