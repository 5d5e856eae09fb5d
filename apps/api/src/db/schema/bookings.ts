import { PAYMENT_STATUSES } from '@reserva/shared/bookings/payment-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  type PgColumn,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities, activityItems } from './activities';
import { activitySchedules, scheduleItems } from './schedules';
import { modalities } from './spots';
import { users } from './users';
import { ventures } from './ventures';

// Document 001, section 4. A booking without a payment is free ('Isento').
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentItemType = pgEnum('payment_item_type', [
  'BOOKING',
  'GUEST_ADDITIONAL',
  'ACTIVITY_ITEM',
  'SCHEDULE_ITEM',
]);

// A booking of one person in one occurrence (schedule, bookedDate). Cancelling sets deletedAt, so the
// row stays for the cancellation, no-show and sales reports; its child rows cascade only so that a real
// purge (never done in normal use) takes them along. Prices are copied at booking time (cents) so that
// later price changes do not rewrite history.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').notNull().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    // The person booked.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // The staff user who made the booking ('my bookings'); null for the public booking form.
    sellerId: uuid('seller_id').references(() => users.id),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    // The event's times, or the chosen part of them for a partial-time booking.
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    description: text('description'),
    // The person was a guest when booked: the lists' 'Convidados' filter reads this column, with
    // statistics and small partial indexes, instead of a semi-join over the people's groups that the
    // planner cannot estimate (a venture with few guests walked the whole sort index).
    forGuest: boolean('for_guest').notNull().default(false),
    // Facts of other tables kept on the booking by triggers (migration 0010), so that the dashboard and
    // the no-shows read one row per booking instead of probing check-ins and cancellations: it has a
    // check-in; it was cancelled past the deadline.
    checkedIn: boolean('checked_in').notNull().default(false),
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    bookingPrice: integer('booking_price').notNull().default(0),
    itemsPrice: integer('items_price').notNull().default(0),
    totalPrice: integer('total_price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('bookings_end_time_check', sql`${table.endTime} > ${table.startTime}`),
    check('bookings_booking_price_check', sql`${table.bookingPrice} >= 0`),
    check('bookings_items_price_check', sql`${table.itemsPrice} >= 0`),
    check('bookings_total_price_check', sql`${table.totalPrice} >= 0`),
    // Partitioned by month of the date (migration 0041; docs/decisions.md, Partitions by month): a
    // partitioned table's keys hold its partition key, and what refers to a booking refers to the pair.
    primaryKey({ name: 'bookings_pkey', columns: [table.id, table.bookedDate] }),
    // One live booking per person per occurrence (schedule-already-booked), even under concurrency.
    uniqueIndex('bookings_occurrence_user_live_idx')
      .on(table.scheduleId, table.bookedDate, table.userId)
      .where(sql`${table.deletedAt} IS NULL`),
    // The bookings lists' sorts (bookedDate, createdAt), cancelled rows included (they are listed when
    // not pending only); the tie-breaking id last, as db/paging.ts reads them. Migration 0011 adds the
    // dashboard's columns as INCLUDE (index-only reads of a period).
    index('bookings_venture_booked_date_idx').on(
      table.ventureId,
      table.bookedDate,
      table.startTime,
      table.id,
    ),
    index('bookings_venture_created_at_idx').on(table.ventureId, table.createdAt, table.id),
    index('bookings_guest_booked_date_idx')
      .on(table.ventureId, table.bookedDate, table.startTime, table.id)
      .where(sql`${table.forGuest}`),
    index('bookings_guest_created_at_idx')
      .on(table.ventureId, table.createdAt, table.id)
      .where(sql`${table.forGuest}`),
    // The day-before reminder's round (modules/member-notices): every venture's live bookings of one
    // date, in the order it claims them.
    index('bookings_live_booked_date_idx')
      .on(table.bookedDate, table.startTime, table.id)
      .where(sql`${table.deletedAt} IS NULL`),
    index('bookings_user_idx').on(table.userId, table.bookedDate, table.startTime, table.id),
    index('bookings_seller_idx').on(table.sellerId, table.bookedDate),
    index('bookings_schedule_booked_date_idx').on(table.scheduleId, table.bookedDate),
    index('bookings_activity_idx').on(table.activityId, table.bookedDate),
  ],
);

/**
 * The foreign key of a booking's row: the booking's id and date (the key of the bookings partitioned by
 * month), written by the code that writes the row, which has the booking. A date changed on a booking
 * follows to its rows.
 */
export function bookingForeignKey(name: string, table: { bookingId: PgColumn; bookedDate: PgColumn }) {
  return foreignKey({
    name,
    columns: [table.bookingId, table.bookedDate],
    foreignColumns: [bookings.id, bookings.bookedDate],
  }).onUpdate('cascade');
}

/** Activity-level optionals chosen for a booking. */
export const bookingItems = pgTable(
  'booking_items',
  {
    bookingId: uuid('booking_id').notNull(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    activityItemId: uuid('activity_item_id')
      .notNull()
      .references(() => activityItems.id),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.activityItemId] }),
    bookingForeignKey('booking_items_booking_fk', table).onDelete('cascade'),
    // has-bookings-pending looks up the bookings that use an item.
    index('booking_items_activity_item_idx').on(table.activityItemId),
  ],
);

/** Event extras chosen for a booking, with the price paid per unit (cents) at booking time. */
export const bookingScheduleItems = pgTable(
  'booking_schedule_items',
  {
    bookingId: uuid('booking_id').notNull(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    scheduleItemId: uuid('schedule_item_id')
      .notNull()
      .references(() => scheduleItems.id),
    price: integer('price').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.scheduleItemId] }),
    bookingForeignKey('booking_schedule_items_booking_fk', table).onDelete('cascade'),
    check('booking_schedule_items_price_check', sql`${table.price} >= 0`),
    check('booking_schedule_items_quantity_check', sql`${table.quantity} > 0`),
    // Counting the units of a limited extra used in an occurrence; has-bookings-pending.
    index('booking_schedule_items_schedule_item_idx').on(table.scheduleItemId),
  ],
);

export const bookingModalities = pgTable(
  'booking_modalities',
  {
    bookingId: uuid('booking_id').notNull(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    modalityId: uuid('modality_id')
      .notNull()
      .references(() => modalities.id),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.modalityId] }),
    bookingForeignKey('booking_modalities_booking_fk', table).onDelete('cascade'),
    index('booking_modalities_modality_idx').on(table.modalityId),
  ],
);

export const checkins = pgTable(
  'checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    // The staff user who checked the person in.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    bookingForeignKey('checkins_booking_fk', table).onDelete('cascade'),
    index('checkins_booking_idx').on(table.bookingId, table.createdAt),
  ],
);

// At most one payment per booking; a free booking has none.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().unique(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    // The booking's venture and seller, so that revenue by venture and period reads the payments alone:
    // written by the code that writes the payment, which has the booking; a writer that leaves the venture
    // out (seeds, bulk SQL) has both copied from the booking by a trigger (migrations 0010, 0038, 0040).
    ventureId: uuid('venture_id'),
    sellerId: uuid('seller_id'),
    status: paymentStatus('status').notNull().default('WAITING'),
    // Cents.
    amount: integer('amount').notNull(),
    // When the payment was approved; the sales report filters on it.
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    externalOrderId: text('external_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_amount_check', sql`${table.amount} >= 0`),
    bookingForeignKey('payments_booking_fk', table).onDelete('cascade'),
    index('payments_status_idx').on(table.status),
    // INCLUDE (seller_id, status, amount) in migration 0011: the dashboard's revenue reads the index alone.
    index('payments_venture_booked_date_idx').on(table.ventureId, table.bookedDate),
    // The sales report's period within its venture: by date alone it read every venture's payments
    // of the period (an operator of 1,000 clubs: 3.9x the venture alone).
    index('payments_venture_authorized_at_idx').on(table.ventureId, table.authorizedAt),
  ],
);

// The lines of a payment: the booking itself, the guest additional price and each extra. They are the
// rows of the sales report ('item', 'amount', 'store').
export const paymentItems = pgTable(
  'payment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    // The payment's venture, so that the sales report pages a venture's lines by its own index: written
    // with the line, or copied from the payment by a trigger when left out (migrations 0037, 0040).
    ventureId: uuid('venture_id'),
    type: paymentItemType('type').notNull(),
    name: text('name').notNull(),
    // Cents per unit.
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    // The seller whose store sold the line (an extra's service provider); the report's store column.
    sellerId: uuid('seller_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_items_price_check', sql`${table.price} >= 0`),
    check('payment_items_quantity_check', sql`${table.quantity} > 0`),
    index('payment_items_payment_idx').on(table.paymentId),
    index('payment_items_seller_idx').on(table.sellerId),
    // The sales report's order within its venture (db/paging.ts reads the tie-breaking id last): by
    // created_at alone, a page walked every venture's newest lines until it found the venture's.
    index('payment_items_venture_created_at_idx').on(table.ventureId, table.createdAt, table.id),
  ],
);

// Written when a booking is cancelled (its deletedAt set); one per booking.
export const cancellationHistories = pgTable(
  'cancellation_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull().unique(),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    // The booking's venture, kept here so that the cancellations report pages a venture's histories
    // on its own index (a semi-join through the bookings made a small venture read past a large one's).
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    // Who cancelled; null when the system did (a block, a verified delete of what the booking used).
    userId: uuid('user_id').references(() => users.id),
    reason: text('reason'),
    // Not checked >= 0: a system cancellation may reach a booking whose event already started.
    minutesBeforeScheduleStart: integer('minutes_before_schedule_start').notNull(),
    exceededCancellationDeadline: boolean('exceeded_cancellation_deadline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    bookingForeignKey('cancellation_histories_booking_fk', table).onDelete('cascade'),
    index('cancellation_histories_venture_created_at_idx').on(table.ventureId, table.createdAt, table.id),
    index('cancellation_histories_venture_minutes_idx').on(
      table.ventureId,
      table.minutesBeforeScheduleStart,
      table.id,
    ),
    index('cancellation_histories_user_idx').on(table.userId),
  ],
);

// A suspension for no-shows (beyond the spec): who, in which venture, for how many no-shows, until
// when. The next penalty of the person in the venture counts only no-shows after this one.
export const noShowPenalties = pgTable(
  'no_show_penalties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    noShows: integer('no_shows').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('no_show_penalties_user_idx').on(table.userId, table.ventureId, table.createdAt)],
);

// A booking asked for through an event's public link (docs/decisions.md, Public booking form): what
// the form was given, kept until the owner of the e-mail opens the mailed link and confirms it. It
// names no person and holds no place; the booking is made, under every rule, at the confirmation.
// Only the SHA-256 hash of the link's 256-bit token is kept.
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    // The chosen part of a partial-time event; null for the event's whole time.
    startTime: time('start_time'),
    endTime: time('end_time'),
    activityItemIds: uuid('activity_item_ids').array().notNull().default(sql`'{}'`),
    bookingQueueId: uuid('booking_queue_id'),
    description: text('description'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    phone: text('phone'),
    tokenHash: text('token_hash').notNull().unique(),
    // 24 hours after the request, or the booking's start when sooner.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // The booking made at the confirmation, of the date asked for.
    bookingId: uuid('booking_id'),
  },
  (table) => [
    bookingForeignKey('booking_requests_booking_fk', table),
    // Unconfirmed requests are dropped a while after they expire (what a stranger typed is not kept).
    index('booking_requests_unconfirmed_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.confirmedAt} IS NULL`),
  ],
);
