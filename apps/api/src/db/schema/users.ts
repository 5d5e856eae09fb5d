import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { featureGroups } from './access';
import { nameKey, prefixIndex, sortIndex, trigramIndex, wordStartIndex } from './list-indexes';
import { ventures } from './ventures';

export const avatarStatus = pgEnum('avatar_status', [
  'EMPTY',
  'VALID',
  'INVALID',
  'NOT_VERIFIED',
  'UNAVAILABLE',
]);
export const faceIdStatus = pgEnum('face_id_status', ['ENABLED', 'DISABLED']);
export const gender = pgEnum('gender', ['FEMALE', 'MALE', 'OTHER']);
export const foreignerDocumentType = pgEnum('foreigner_document_type', [
  'RNE',
  'PASSPORT',
  'DRIVERS_LICENSE',
  'OTHERS',
]);

// One table holds staff and people (members, dependants, guests, lodgers), told apart by feature
// group. Deletion is soft, so bookings and histories keep their person; uniqueness holds among live rows.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    phone: text('phone'),
    cpf: text('cpf'),
    cnpj: text('cnpj'),
    companyName: text('company_name'),
    tradeName: text('trade_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    healthCheck: date('health_check', { mode: 'string' }),
    bio: text('bio'),
    gender: gender('gender'),
    avatarPath: text('avatar_path'),
    avatarStatus: avatarStatus('avatar_status').notNull().default('EMPTY'),
    faceIdStatus: faceIdStatus('face_id_status').notNull().default('DISABLED'),
    // When the person agreed to FaceID using their photo (LGPD art. 11: biometric data needs it).
    faceConsentAt: timestamp('face_consent_at', { withTimezone: true }),
    featureGroupId: uuid('feature_group_id')
      .notNull()
      .references(() => featureGroups.id),
    // The member who brought a guest or holds a dependant (its titular).
    hostId: uuid('host_id').references((): AnyPgColumn => users.id),
    foreignerDocument: text('foreigner_document'),
    foreignerDocumentType: foreignerDocumentType('foreigner_document_type'),
    useForeignerDocument: boolean('use_foreigner_document').notNull().default(false),
    confirmPending: boolean('confirm_pending').notNull().default(true),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    // Why the system suspended the person (a no-show penalty), shown on its card; a block set by
    // staff clears it.
    blockReason: text('block_reason'),
    paymentRegistered: boolean('payment_registered').notNull().default(false),
    // A member, dependant, guest or lodger (PERSON_GROUP_KEYS), as opposed to staff. Kept by triggers from
    // the feature group (migration 0014), so the employees list reads its own small index below instead of
    // walking 100,000 people to find a page of staff.
    isPerson: boolean('is_person').notNull().default(false),
    // The one- and two-letter starts of the name's and e-mail's words (`word_prefixes`, migration 0022),
    // stored so that a short search reads them (and their GIN index below) instead of computing them for
    // each row it judges: 18 µs a row, 30 ms to count a common letter's first thousand members.
    nameWords: text('name_words').array().notNull().generatedAlwaysAs(sql`word_prefixes(name)`),
    emailWords: text('email_words').array().notNull().generatedAlwaysAs(sql`word_prefixes(email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('users_cpf_digits_check', sql`${table.cpf} ~ '^[0-9]{11}$'`),
    check('users_cnpj_digits_check', sql`${table.cnpj} ~ '^[0-9]{14}$'`),
    check(
      'users_foreigner_document_check',
      sql`${table.foreignerDocument} IS NULL OR ${table.foreignerDocumentType} IS NOT NULL`,
    ),
    uniqueIndex('users_email_live_idx').on(table.email).where(sql`${table.deletedAt} IS NULL`),
    uniqueIndex('users_cpf_live_idx').on(table.cpf).where(sql`${table.deletedAt} IS NULL`),
    uniqueIndex('users_cnpj_live_idx').on(table.cnpj).where(sql`${table.deletedAt} IS NULL`),
    uniqueIndex('users_foreigner_document_live_idx')
      .on(table.foreignerDocumentType, table.foreignerDocument)
      .where(sql`${table.deletedAt} IS NULL`),
    // Live users only, as everything reading it asks (the staff of the groups holding a key). A group's
    // users count reads feature_group_user_counts instead (db/schema/access.ts).
    index('users_feature_group_idx')
      .on(table.featureGroupId, table.createdAt)
      .where(sql`${table.deletedAt} IS NULL`),
    index('users_host_idx').on(table.hostId),
    // The photos FaceID has yet to check (the enrolment job's batches): few, whatever the people count.
    index('users_unchecked_photo_idx')
      .on(table.updatedAt)
      .where(
        sql`${table.deletedAt} IS NULL AND ${table.avatarPath} IS NOT NULL AND ${table.avatarStatus} IN ('EMPTY', 'NOT_VERIFIED')`,
      ),
    // The users lists (employees; members and lodgers share the table): sorts by e-mail read the
    // unique index above, which already orders live rows without ties. Migration 0019 makes the name's
    // carry the name and the group (INCLUDE): a page's skipped rows are judged from the index alone.
    sortIndex('users_name_idx', table.deletedAt, nameKey(table.name), table.id),
    sortIndex('users_phone_idx', table.deletedAt, table.phone, table.id),
    sortIndex('users_cpf_idx', table.deletedAt, table.cpf, table.id),
    sortIndex('users_created_at_idx', table.deletedAt, table.createdAt, table.id),
    // The staff alone: the employees list's default page and its count; its other sorts sort these few.
    index('users_staff_created_at_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} IS NULL AND NOT ${table.isPerson}`),
    // A host's dependants and guests, newest first (the people lists' default sort).
    sortIndex('users_host_created_at_idx', table.deletedAt, table.hostId, table.createdAt, table.id),
    trigramIndex('users_name_trgm_idx', table.deletedAt, table.name),
    trigramIndex('users_email_trgm_idx', table.deletedAt, table.email),
    wordStartIndex('users_name_word_idx', table.deletedAt, table.nameWords),
    wordStartIndex('users_email_word_idx', table.deletedAt, table.emailWords),
    prefixIndex('users_cpf_prefix_idx', table.deletedAt, table.cpf),
    prefixIndex('users_phone_prefix_idx', table.deletedAt, table.phone),
    prefixIndex('users_foreigner_document_prefix_idx', table.deletedAt, table.foreignerDocument),
    // The deleted users, few: filters that also match them (the bookings list's person and seller,
    // whose bookings keep their history) read these beside the live rows' indexes above.
    index('users_deleted_idx').on(table.id).where(sql`${table.deletedAt} IS NOT NULL`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('BR'),
    zipCode: text('zip_code').notNull(),
  },
  (table) => [
    check('addresses_state_check', sql`${table.state} ~ '^[A-Z]{2}$'`),
    check('addresses_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('addresses_zip_code_check', sql`${table.zipCode} ~ '^[0-9]{8}$'`),
  ],
);

/** The ventures a user belongs to (staff work in them; people are registered in them). */
export const userVentures = pgTable(
  'user_ventures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A copy of the user's group and sort keys, kept by triggers (migration 0023) and never written by
    // the code: a venture's members, lodgers… page through the indexes below, which hold that venture's
    // rows of that group alone, in list order. Through the users' own indexes a page skipped every
    // other venture's and group's users too, and probed each for the venture: 7 µs a skipped row,
    // 100 ms for a page in the middle of 40,000 members.
    featureGroupId: uuid('feature_group_id'),
    userLive: boolean('user_live'),
    userNameKey: text('user_name_key'),
    userEmail: text('user_email'),
    userPhone: text('user_phone'),
    userCpf: text('user_cpf'),
    userCreatedAt: timestamp('user_created_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.ventureId] }),
    index('user_ventures_venture_idx').on(table.ventureId, table.userId),
    ...(
      [
        ['name', table.userNameKey],
        ['email', table.userEmail],
        ['phone', table.userPhone],
        ['cpf', table.userCpf],
        ['created_at', table.userCreatedAt],
      ] as const
    ).map(([key, column]) =>
      index(`user_ventures_group_${key}_idx`)
        .on(table.ventureId, table.featureGroupId, column, table.userId)
        .where(sql`${table.userLive}`),
    ),
  ],
);
