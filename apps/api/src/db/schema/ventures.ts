import { DEFAULT_BOOKING_HORIZON_DAYS } from '@reserva/shared/bookings/booking-horizon.rules';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { prefixIndex, sortIndex, trigramIndex, wordStartIndex } from './list-indexes';

export const ventures = pgTable(
  'ventures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored for the venture switch among thousands (issue 32, migration 0032): the name's sort key, so
    // that a page by name reads its index alone (an index on the expression fetched each skipped row:
    // 21 ms for the middle of 10,000 on PostgreSQL, against 2 ms for one by date), and the one- and
    // two-letter starts of its words (`word_prefixes`, as users.name_words), so that a short search
    // reads an index instead of judging every venture.
    sortName: text('sort_name').notNull().generatedAlwaysAs(sql`name_sort_key(name)`),
    nameWords: text('name_words').array().notNull().generatedAlwaysAs(sql`word_prefixes(name)`),
    ref: text('ref').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    cnpj: text('cnpj').notNull(),
    appstoreId: text('appstore_id'),
    playstoreId: text('playstore_id'),
    bio: text('bio'),
    useLinearOnboardFlow: boolean('use_linear_onboard_flow').notNull().default(false),
    // A place freed in an event with a queue is booked for the queue's first fitting entry at once;
    // when off, the venture's booking staff are told which entry may take it.
    autoConvertQueue: boolean('auto_convert_queue').notNull().default(false),
    // A person the gate camera recognises is checked in to their booking of now without the
    // concierge's tap (Portaria's camera mode; off: the concierge confirms).
    gateAutoCheckin: boolean('gate_auto_checkin').notNull().default(false),
    // No-show penalty (beyond the spec): after `count` no-shows within `days` days a person is suspended
    // for `suspensionDays` days. All three set, or none (off).
    noShowPenaltyCount: integer('no_show_penalty_count'),
    noShowPenaltyDays: integer('no_show_penalty_days'),
    noShowSuspensionDays: integer('no_show_suspension_days'),
    // How many days ahead (from today in São Paulo) the venture opens its events to self-service
    // bookings: the public booking form and the members' app. Staff book up to a fixed bound instead
    // (two years; packages/shared/src/bookings/booking-horizon.rules.ts, whose bounds the check repeats).
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(DEFAULT_BOOKING_HORIZON_DAYS),
    avatarPath: text('avatar_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('ventures_ref_upper_check', sql`${table.ref} = upper(${table.ref})`),
    check('ventures_cnpj_digits_check', sql`${table.cnpj} ~ '^[0-9]{14}$'`),
    check(
      'ventures_no_show_penalty_check',
      sql`(${table.noShowPenaltyCount} IS NULL) = (${table.noShowPenaltyDays} IS NULL)
        AND (${table.noShowPenaltyCount} IS NULL) = (${table.noShowSuspensionDays} IS NULL)
        AND coalesce(${table.noShowPenaltyCount} > 0 AND ${table.noShowPenaltyDays} > 0 AND ${table.noShowSuspensionDays} > 0, true)`,
    ),
    check('ventures_booking_horizon_days_check', sql`${table.bookingHorizonDays} BETWEEN 1 AND 730`),
    uniqueIndex('ventures_ref_live_idx').on(table.ref).where(sql`${table.deletedAt} IS NULL`),
    uniqueIndex('ventures_cnpj_live_idx').on(table.cnpj).where(sql`${table.deletedAt} IS NULL`),
    // The ventures list; sorts by CNPJ read the unique index above.
    sortIndex('ventures_name_idx', table.deletedAt, table.sortName, table.id),
    sortIndex('ventures_email_idx', table.deletedAt, table.email, table.id),
    sortIndex('ventures_phone_idx', table.deletedAt, table.phone, table.id),
    sortIndex('ventures_created_at_idx', table.deletedAt, table.createdAt, table.id),
    trigramIndex('ventures_name_trgm_idx', table.deletedAt, table.name),
    wordStartIndex('ventures_name_word_idx', table.deletedAt, table.nameWords),
    trigramIndex('ventures_email_trgm_idx', table.deletedAt, table.email),
    prefixIndex('ventures_phone_prefix_idx', table.deletedAt, table.phone),
    prefixIndex('ventures_cnpj_prefix_idx', table.deletedAt, table.cnpj),
  ],
);
