import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { modalities } from './spots';
import { users } from './users';
import { ventures } from './ventures';

export const waveSide = pgEnum('wave_side', ['COMBO', 'LEFT', 'RIGHT']);

// An activity schedule (an "event") recurs on daysOfWeek from startDate to endDate (open when null),
// from startTime to endTime, except its blocked dates. Soft-deleted: bookings keep pointing at it.
// A CHECK passes on NULL, so the rules on optional columns only bite when they are set.
export const activitySchedules = pgTable(
  'activity_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    // The activity's spot's venture, denormalised (ARCHITECTURE.md, Scale): a venture's events are
    // read and sharded without joining through activities and spots.
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    modalityId: uuid('modality_id').references(() => modalities.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    // 0 to 6, Sunday first (JavaScript's getDay and PostgreSQL's EXTRACT(DOW)). Default: every day.
    daysOfWeek: smallint('days_of_week').array().notNull().default(sql`'{0,1,2,3,4,5,6}'`),
    // Null: unlimited. Guest and lodger places are part of the total, not added to it.
    totalVacancies: integer('total_vacancies'),
    guestVacancies: integer('guest_vacancies').notNull().default(0),
    lodgerVacancies: integer('lodger_vacancies').notNull().default(0),
    // When on, the lodger places are kept for lodgers only (server-rules.md, Events).
    isLodgerVacanciesExclusive: boolean('is_lodger_vacancies_exclusive').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    minUserExperience: integer('min_user_experience').notNull().default(0),
    waveSide: waveSide('wave_side'),
    allowLinkBookings: boolean('allow_link_bookings').notNull().default(false),
    // When on, bookingPrice is per hour and a booking may take part of the event's time.
    allowPartialTimeBookings: boolean('allow_partial_time_bookings').notNull().default(false),
    bookingPrice: integer('booking_price').notNull().default(0),
    guestAdditionalBookingPrice: integer('guest_additional_booking_price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('activity_schedules_end_date_check', sql`${table.endDate} >= ${table.startDate}`),
    check('activity_schedules_end_time_check', sql`${table.endTime} > ${table.startTime}`),
    // One dimension, not empty, every value a weekday (a NULL element fails the containment).
    check(
      'activity_schedules_days_of_week_check',
      sql`array_ndims(${table.daysOfWeek}) = 1 AND cardinality(${table.daysOfWeek}) > 0 AND ${table.daysOfWeek} <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]`,
    ),
    check('activity_schedules_total_vacancies_check', sql`${table.totalVacancies} > 0`),
    check(
      'activity_schedules_guest_vacancies_check',
      sql`${table.guestVacancies} >= 0 AND ${table.guestVacancies} <= ${table.totalVacancies}`,
    ),
    check(
      'activity_schedules_lodger_vacancies_check',
      sql`${table.lodgerVacancies} >= 0 AND ${table.lodgerVacancies} <= ${table.totalVacancies}`,
    ),
    check('activity_schedules_min_user_experience_check', sql`${table.minUserExperience} >= 0`),
    check('activity_schedules_booking_price_check', sql`${table.bookingPrice} >= 0`),
    check(
      'activity_schedules_guest_additional_booking_price_check',
      sql`${table.guestAdditionalBookingPrice} >= 0`,
    ),
    // The calendar and the conflict check read an activity's schedules over a date window.
    index('activity_schedules_activity_idx').on(table.activityId, table.startDate),
    // A venture's events of a day (dashboards, the bench's whole-venture day).
    index('activity_schedules_venture_idx')
      .on(table.ventureId, table.startDate)
      .where(sql`${table.deletedAt} IS NULL`),
    index('activity_schedules_modality_idx').on(table.modalityId),
  ],
);

/** Dates on which a schedule does not happen. */
export const scheduleBlocks = pgTable(
  'schedule_blocks',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id, { onDelete: 'cascade' }),
    blockedDate: date('blocked_date', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.blockedDate] })],
);

// Event extras. Soft-deleted: bookings keep the extras they paid for. The provider is a SELLER user.
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    // Added to every booking automatically.
    isRequired: boolean('is_required').notNull().default(false),
    price: integer('price').notNull().default(0),
    // Units available per occurrence; null: unlimited.
    totalAmount: integer('total_amount'),
    userId: uuid('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('schedule_items_price_check', sql`${table.price} >= 0`),
    check('schedule_items_total_amount_check', sql`${table.totalAmount} >= 0`),
    index('schedule_items_schedule_idx').on(table.scheduleId, table.name),
    index('schedule_items_user_idx').on(table.userId),
  ],
);

// One row per occurrence (schedule, bookedDate) with its live booking counters. The row is created
// (INSERT ... ON CONFLICT DO NOTHING) before the occurrence has any booking, so that every booking
// transaction can SELECT ... FOR UPDATE it: concurrent requests for the same occurrence then run one
// after the other and can never overbook. The counters are not checked against the vacancies because
// a forced booking (skipLimits) may go past them.
export const scheduleOccurrences = pgTable(
  'schedule_occurrences',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id, { onDelete: 'cascade' }),
    // The schedule's venture, denormalised like the schedule's own.
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
    guestBooked: integer('guest_booked').notNull().default(0),
    lodgerBooked: integer('lodger_booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.bookedDate] }),
    // A venture's counters over a period (the dashboard's occupancy).
    index('schedule_occurrences_venture_date_idx').on(table.ventureId, table.bookedDate),
    check('schedule_occurrences_booked_check', sql`${table.booked} >= 0`),
    // Guests and lodgers are part of the total count.
    check(
      'schedule_occurrences_guest_booked_check',
      sql`${table.guestBooked} >= 0 AND ${table.guestBooked} <= ${table.booked}`,
    ),
    check(
      'schedule_occurrences_lodger_booked_check',
      sql`${table.lodgerBooked} >= 0 AND ${table.lodgerBooked} <= ${table.booked}`,
    ),
  ],
);
