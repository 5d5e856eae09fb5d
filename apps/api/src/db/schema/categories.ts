import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { ventures } from './ventures';

export const onboardType = pgEnum('onboard_type', ['PENDING', 'PARTIAL', 'COMPLETED']);

// A venture's user categories carry the daily booking limits of the people linked to them. A null
// limit means unlimited; the guest limit falls back to the daily limit and the free guest limit to the
// guest limit, then the daily limit (document 002, section 9). A CHECK passes on NULL, so each rule
// below only bites when its values are set.
export const userCategories = pgTable(
  'user_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    maxDayBookings: integer('max_day_bookings'),
    maxGuestDayBookings: integer('max_guest_day_bookings'),
    maxFreeGuestDayBookings: integer('max_free_guest_day_bookings'),
    // Cents. Null: only the event's guestAdditionalBookingPrice applies.
    guestBookingPrice: integer('guest_booking_price'),
    // Access-control organization group the category is linked to.
    orgIndexCode: text('org_index_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_categories_max_day_bookings_check', sql`${table.maxDayBookings} > 0`),
    check('user_categories_max_guest_day_bookings_check', sql`${table.maxGuestDayBookings} > 0`),
    check('user_categories_max_free_guest_day_bookings_check', sql`${table.maxFreeGuestDayBookings} >= 0`),
    // Document 002, section 5: the daily limit is at least the guest limit; free guests fit in it.
    check(
      'user_categories_day_covers_guest_check',
      sql`${table.maxDayBookings} >= ${table.maxGuestDayBookings}`,
    ),
    check(
      'user_categories_free_guest_within_guest_check',
      sql`${table.maxFreeGuestDayBookings} <= ${table.maxGuestDayBookings}`,
    ),
    check('user_categories_guest_booking_price_check', sql`${table.guestBookingPrice} >= 0`),
    index('user_categories_venture_idx').on(table.ventureId, table.title),
  ],
);

export const userCategoryLinks = pgTable(
  'user_category_links',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => userCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.categoryId] }),
    // Deleting a category first checks it has no users (user-category-has-users-assigned).
    index('user_category_links_category_idx').on(table.categoryId),
  ],
);

// A person's onboard experience is a level number of the venture; its row here says which events'
// minUserExperience that level may book (server-rules.md, Creating a booking, step 3).
export const experienceLevels = pgTable(
  'experience_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    level: integer('level').notNull(),
    minAllowedBookingExperience: integer('min_allowed_booking_experience').notNull(),
    maxAllowedBookingExperience: integer('max_allowed_booking_experience').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('experience_levels_level_check', sql`${table.level} >= 0`),
    check('experience_levels_min_allowed_check', sql`${table.minAllowedBookingExperience} >= 0`),
    check('experience_levels_max_allowed_check', sql`${table.maxAllowedBookingExperience} >= 0`),
    // An empty range would let the level book nothing at all.
    check(
      'experience_levels_allowed_range_check',
      sql`${table.minAllowedBookingExperience} <= ${table.maxAllowedBookingExperience}`,
    ),
    uniqueIndex('experience_levels_venture_level_idx').on(table.ventureId, table.level),
  ],
);

// A person's onboarding in one venture: its type and the experience level reached there.
export const onboards = pgTable(
  'onboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    onboardType: onboardType('onboard_type').notNull().default('PENDING'),
    experience: integer('experience').notNull().default(0),
    onboardingUrl: text('onboarding_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('onboards_experience_check', sql`${table.experience} >= 0`),
    uniqueIndex('onboards_user_venture_idx').on(table.userId, table.ventureId),
    // People lists filter by experience in the session's venture.
    index('onboards_venture_experience_idx').on(table.ventureId, table.experience),
  ],
);
