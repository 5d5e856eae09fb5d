import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ventures } from './ventures';

// Spots and modalities are soft-deleted: bookings and queue entries keep pointing at them, so their
// foreign keys restrict instead of cascading.
export const spots = pgTable(
  'spots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    // At a living area the experience level is not checked for bookings (document 002, section 2).
    isLivingArea: boolean('is_living_area').notNull().default(false),
    avatarPath: text('avatar_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('spots_venture_idx').on(table.ventureId),
    index('spots_name_idx').on(table.name),
    index('spots_created_at_idx').on(table.createdAt),
  ],
);

export const modalities = pgTable(
  'modalities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spotId: uuid('spot_id')
      .notNull()
      .references(() => spots.id),
    title: text('title').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('modalities_spot_idx').on(table.spotId)],
);
