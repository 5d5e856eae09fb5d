import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { nameKey, sortIndex, trigramIndex } from './list-indexes';
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
    // Where the spot is, shown on the public booking form (one line, as staff type it).
    address: text('address'),
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
    // The spots list is always one venture's.
    sortIndex('spots_venture_name_idx', table.deletedAt, table.ventureId, nameKey(table.name), table.id),
    sortIndex('spots_venture_created_at_idx', table.deletedAt, table.ventureId, table.createdAt, table.id),
    trigramIndex('spots_name_trgm_idx', table.deletedAt, table.name),
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
