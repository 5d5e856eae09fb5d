import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingForeignKey } from './bookings';
import { users } from './users';
import { ventures } from './ventures';

// Which notices reach a person of the members' app by mail; no row: every kind
// (modules/member-notices). Per person, as a person's mail is theirs in every venture.
export const memberNoticePreferences = pgTable('member_notice_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `MemberNoticeKind`s mailed to the person. */
  kinds: text('kinds').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The bookings whose reminder of the day before was sent: the key makes it once, whichever of several
// processes running the reminder job claims it first (its row and its mail commit together).
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid('booking_id').primaryKey(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [bookingForeignKey('booking_reminders_booking_fk', table).onDelete('cascade')],
);
