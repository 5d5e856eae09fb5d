import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { nameKey, sortIndex, trigramIndex } from './list-indexes';

// Feature groups (permission groups) and features (permission keys). A user's permissions are the
// keys of its group; authLevel orders groups, lower is stronger (MASTER 0).

export const featureGroups = pgTable(
  'feature_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    authLevel: integer('auth_level').notNull(),
    useExperienceLevel: boolean('use_experience_level').notNull().default(false),
    useFaceId: boolean('use_face_id').notNull().default(false),
    useOnboardUrl: boolean('use_onboard_url').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feature_groups_auth_level_check', sql`${table.authLevel} >= 0`),
    check('feature_groups_key_upper_check', sql`${table.key} = upper(${table.key})`),
    // useOnboardUrl is only valid with useExperienceLevel (document 002, section 4).
    check('feature_groups_onboard_url_check', sql`NOT ${table.useOnboardUrl} OR ${table.useExperienceLevel}`),
    // The groups list: sorts by key read the unique key's index; groups created together (the
    // built-in ones) keep the authLevel order.
    sortIndex('feature_groups_name_idx', undefined, nameKey(table.name), table.id),
    sortIndex('feature_groups_auth_level_idx', undefined, table.authLevel, table.id),
    sortIndex('feature_groups_created_at_idx', undefined, table.createdAt, table.authLevel, table.id),
    trigramIndex('feature_groups_name_trgm_idx', undefined, table.name),
    trigramIndex('feature_groups_key_trgm_idx', undefined, table.key),
  ],
);

export const features = pgTable(
  'features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('features_key_upper_check', sql`${table.key} = upper(${table.key})`),
    // The permissions list: the key is unique, so its own index orders it.
    sortIndex('features_name_sort_idx', undefined, nameKey(table.name), table.id),
    sortIndex('features_created_at_idx', undefined, table.createdAt, table.key),
    trigramIndex('features_key_trgm_idx', undefined, table.key),
    trigramIndex('features_name_trgm_idx', undefined, table.name),
  ],
);

export const featureGroupFeatures = pgTable(
  'feature_group_features',
  {
    featureGroupId: uuid('feature_group_id')
      .notNull()
      .references(() => featureGroups.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.featureGroupId, table.featureId] }),
    index('feature_group_features_feature_idx').on(table.featureId),
  ],
);

// Each group's live users, kept by triggers on users (migration 0036) in the transaction that changes
// them, so the groups list sums a few rows instead of counting a group's 500,000 members. A group's
// count is spread over stripes (a transaction writes the one its id picks): concurrent sign-ups and
// imports take different rows instead of queuing on one; a stripe alone may go below zero.
export const featureGroupUserCounts = pgTable(
  'feature_group_user_counts',
  {
    featureGroupId: uuid('feature_group_id')
      .notNull()
      .references(() => featureGroups.id, { onDelete: 'cascade' }),
    stripe: smallint('stripe').notNull(),
    liveUsers: integer('live_users').notNull(),
  },
  (table) => [primaryKey({ columns: [table.featureGroupId, table.stripe] })],
);
