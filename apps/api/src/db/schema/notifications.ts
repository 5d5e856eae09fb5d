import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { bookingForeignKey } from './bookings';
import { bookingQueues } from './queues';
import { users } from './users';
import { ventures } from './ventures';

// A notice is stored once, for the venture's staff whose keys let them read its kind and who chose to
// hear it, and read by each of them: a booking in a venture of a thousand employees writes one row, not
// a thousand. Who has read which notice is kept beside it; no row there means unread.
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    /** A `NoticeKind` or `MESSAGE`; who may read it: modules/notifications/audiences.ts. */
    kind: text('kind').notNull(),
    /** The activity it is about, for those who hear only some (none: a block, a manager's notice). */
    activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    /** Who did what the notice tells: it is not shown to them. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    bookingId: uuid('booking_id'),
    // The booking's date, with its id or neither (a foreign key of two columns checks only the rows
    // that have both).
    bookedDate: date('booked_date', { mode: 'string' }),
    bookingQueueId: uuid('booking_queue_id').references(() => bookingQueues.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    bookingForeignKey('staff_notices_booking_fk', table).onDelete('cascade'),
    check(
      'staff_notices_booked_date_check',
      sql`(${table.bookingId} IS NULL) = (${table.bookedDate} IS NULL)`,
    ),
    // The bell, newest first (db/paging.ts); kind, activity and author are checked on the rows it walks.
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

// What a staff user chose to hear in a venture; no row: their group's defaults
// (packages/shared notifications.rules.ts). Activities are of the venture; none means every one.
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    kinds: text('kinds').array().notNull(),
    // An array, not rows: read whole with its user's row, and a deleted activity in it is just skipped.
    activityIds: uuid('activity_ids').array().notNull().default(sql`'{}'`),
    /** Since when each kind and activity has been heard without a break (notifications/heard-since.ts). */
    heardSince: jsonb('heard_since').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ventureId] })],
);
