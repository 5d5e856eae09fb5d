import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { nameKey, sortIndex, trigramIndex } from './list-indexes';
import { spots } from './spots';
import { ventures } from './ventures';

// Activities and their items are soft-deleted: bookings keep pointing at them.
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spotId: uuid('spot_id')
      .notNull()
      .references(() => spots.id),
    // The spot's, copied (ARCHITECTURE.md, Scale): a venture's activities are read without a join. A
    // spot with live activities never moves venture, and deleting a spot deletes its activities.
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    // Cents; null when the activity itself has no price (events carry their own).
    bookingPrice: integer('booking_price'),
    avatarPath: text('avatar_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('activities_booking_price_check', sql`${table.bookingPrice} > 0`),
    index('activities_spot_idx').on(table.spotId),
    // A venture's activities, deleted ones too (the bookings list's activity and spot names): the sort
    // indexes hold live ones only, and the installation's every activity was read instead.
    index('activities_venture_idx').on(table.ventureId),
    // The activities list is always one venture's.
    sortIndex('activities_venture_name_idx', table.deletedAt, table.ventureId, nameKey(table.name), table.id),
    sortIndex('activities_venture_is_active_idx', table.deletedAt, table.ventureId, table.isActive, table.id),
    sortIndex(
      'activities_venture_created_at_idx',
      table.deletedAt,
      table.ventureId,
      table.createdAt,
      table.id,
    ),
    trigramIndex('activities_name_trgm_idx', table.deletedAt, table.name),
  ],
);

/** Activity-level optionals a booking may pick. */
export const activityItems = pgTable(
  'activity_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('activity_items_activity_idx').on(table.activityId)],
);
