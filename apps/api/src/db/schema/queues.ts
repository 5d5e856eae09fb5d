import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities, activityItems } from './activities';
import { activitySchedules, scheduleItems } from './schedules';
import { modalities } from './spots';
import { users } from './users';
import { ventures } from './ventures';

// Waiting-list entries. Deleting (cancelling) or converting an entry into a booking sets deletedAt, so
// notifications and history keep it. An entry may lack a schedule ('Sem horário') until it is booked.
export const bookingQueues = pgTable(
  'booking_queues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    scheduleId: uuid('schedule_id').references(() => activitySchedules.id),
    bookedDate: date('booked_date', { mode: 'string' }).notNull(),
    description: text('description'),
    // Set when staff prioritize the entry; prioritized entries come first.
    priorizedAt: timestamp('priorized_at', { withTimezone: true }),
    // The staff user who queued the person.
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // One live entry per person per occurrence (user-already-queued). Entries without a schedule are
    // not an occurrence yet, and NULLs never collide here.
    uniqueIndex('booking_queues_occurrence_user_live_idx')
      .on(table.scheduleId, table.bookedDate, table.userId)
      .where(sql`${table.deletedAt} IS NULL`),
    // The queue list: one occurrence, prioritized first, then oldest first.
    index('booking_queues_list_idx').on(
      table.scheduleId,
      table.bookedDate,
      table.priorizedAt,
      table.createdAt,
    ),
    index('booking_queues_venture_booked_date_idx').on(table.ventureId, table.bookedDate),
    index('booking_queues_activity_idx').on(table.activityId, table.bookedDate),
    index('booking_queues_user_idx').on(table.userId),
  ],
);

export const bookingQueueItems = pgTable(
  'booking_queue_items',
  {
    bookingQueueId: uuid('booking_queue_id')
      .notNull()
      .references(() => bookingQueues.id, { onDelete: 'cascade' }),
    activityItemId: uuid('activity_item_id')
      .notNull()
      .references(() => activityItems.id),
  },
  (table) => [
    primaryKey({ columns: [table.bookingQueueId, table.activityItemId] }),
    index('booking_queue_items_activity_item_idx').on(table.activityItemId),
  ],
);

// Constraint names are spelled out: the generated ones pass PostgreSQL's 63-character limit.
export const bookingQueueScheduleItems = pgTable(
  'booking_queue_schedule_items',
  {
    bookingQueueId: uuid('booking_queue_id').notNull(),
    scheduleItemId: uuid('schedule_item_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'booking_queue_schedule_items_pk',
      columns: [table.bookingQueueId, table.scheduleItemId],
    }),
    foreignKey({
      name: 'booking_queue_schedule_items_booking_queue_fk',
      columns: [table.bookingQueueId],
      foreignColumns: [bookingQueues.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_queue_schedule_items_schedule_item_fk',
      columns: [table.scheduleItemId],
      foreignColumns: [scheduleItems.id],
    }),
    index('booking_queue_schedule_items_schedule_item_idx').on(table.scheduleItemId),
  ],
);

export const bookingQueueModalities = pgTable(
  'booking_queue_modalities',
  {
    bookingQueueId: uuid('booking_queue_id')
      .notNull()
      .references(() => bookingQueues.id, { onDelete: 'cascade' }),
    modalityId: uuid('modality_id')
      .notNull()
      .references(() => modalities.id),
  },
  (table) => [
    primaryKey({ columns: [table.bookingQueueId, table.modalityId] }),
    index('booking_queue_modalities_modality_idx').on(table.modalityId),
  ],
);
