import { type ForeignerDocumentType, withDocumentCleared } from '@reserva/shared/people/people.rules';
import { and, asc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { localDayStart } from '../../db/local-time';
import { type PageQuery, readPage } from '../../db/paging';
import { queryRows } from '../../db/raw';
import { featureGroups } from '../../db/schema/access';
import { experienceLevels, onboards, userCategories, userCategoryLinks } from '../../db/schema/categories';
import { nameKey } from '../../db/schema/list-indexes';
import { refreshTokens } from '../../db/schema/sessions';
import { users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import {
  insertUser,
  listGroups,
  listSource,
  listVenturesOf,
  replaceVentures,
  rowColumns,
  SORT_KEYS,
  type UserFilter,
} from '../users/users.repository';

// Members, dependants, guests and lodgers: what only people have (hosts, categories, onboards, blocks).
// Their shared columns (name, address, ventures…) are read and written by the users repository.

export interface PeopleFilter extends Omit<UserFilter, 'onlyGroups' | 'ignoredGroups'> {
  groupKeys: string[];
  hostId?: string | undefined;
  /** The onboard experience in `onboardVentureId`: exactly, or at least. */
  experience?: number | undefined;
  minExperience?: number | undefined;
  /** The venture whose onboard the rows show (the session's). */
  onboardVentureId: string;
}

/** The onboard of `ventureId` meeting `condition`, as a semi-join on the user's id. */
const hasOnboard = (userId: AnyPgColumn, ventureId: string, condition: SQL) =>
  sql`EXISTS(SELECT 1 FROM ${onboards} WHERE ${onboards.userId} = ${userId}
    AND ${onboards.ventureId} = ${ventureId} AND ${condition})`;

/** The people lists' filters on the onboard of the session's venture, asked of a user's id. */
const onboardConditions = (filter: PeopleFilter) => (userId: AnyPgColumn) =>
  and(
    filter.experience !== undefined
      ? hasOnboard(userId, filter.onboardVentureId, eq(onboards.experience, filter.experience))
      : undefined,
    filter.minExperience !== undefined
      ? hasOnboard(userId, filter.onboardVentureId, gte(onboards.experience, filter.minExperience))
      : undefined,
  );

// A host's people page through users_host_*_idx (db/schema/users.ts), the other lists through the
// users' sort indexes: the host narrows the rows to a handful, so its sorts other than the default one
// sort those few.
const HOSTED_SORT_KEYS = { ...SORT_KEYS, createdAt: [users.hostId, users.createdAt, users.id] } as const;

/**
 * The members and lodgers lists, the dependants and guests of a host: one page (db/paging.ts) with
 * the onboard of the session's venture and the ventures `viewer` may see, and the total.
 */
export async function listPeople(
  db: Executor,
  filter: PeopleFilter,
  page: PageQuery & { sort: keyof typeof SORT_KEYS },
  viewer: string | undefined,
) {
  return readPage(db, {
    ...(await listSource(db, { ...filter, onlyGroups: filter.groupKeys, ignoredGroups: [] }, page.sort, {
      more: filter.hostId ? eq(users.hostId, filter.hostId) : undefined,
      ofUser: onboardConditions(filter),
      usersIndexes: filter.hostId ? HOSTED_SORT_KEYS : undefined,
    })),
    page,
    load: async (ids) => {
      const [rows, venturesByUser] = await Promise.all([
        db
          .select({
            ...rowColumns,
            hostId: users.hostId,
            foreignerDocument: users.foreignerDocument,
            foreignerDocumentType: users.foreignerDocumentType,
            experience: onboards.experience,
            onboardType: onboards.onboardType,
          })
          .from(users)
          .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
          .leftJoin(
            onboards,
            and(eq(onboards.userId, users.id), eq(onboards.ventureId, filter.onboardVentureId)),
          )
          .where(inArray(users.id, ids)),
        listVenturesOf(db, ids, viewer),
      ]);
      return rows.map((row) => ({ ...row, ventures: venturesByUser.get(row.id) ?? [] }));
    },
  });
}

export type PersonRow = Awaited<ReturnType<typeof listPeople>>['items'][number];

/**
 * The group key of a live user, or undefined: which of the users routes' two audiences it is. With
 * `ventureId`, only a user linked to that venture counts (another venture's user is no user).
 */
export async function findGroupKey(
  db: Executor,
  id: string,
  ventureId?: string,
): Promise<string | undefined> {
  const inVenture = ventureId
    ? sql`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${users.id}
        AND ${userVentures.ventureId} = ${ventureId})`
    : undefined;
  const [row] = await db
    .select({ key: featureGroups.key })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), inVenture));
  return row?.key;
}

const host = alias(users, 'host');
const titular = alias(users, 'titular');
const blockedNow = (table: { isBlocked: AnyPgColumn; blockedUntil: AnyPgColumn }) =>
  sql<boolean>`coalesce(${table.isBlocked} OR ${table.blockedUntil} > now(), false)`;

/** What a person's details add to a user's: documents, host and titular, group flags, categories. */
export async function findPersonFields(db: Executor, id: string) {
  const [row] = await db
    .select({
      healthCheck: users.healthCheck,
      foreignerDocument: users.foreignerDocument,
      foreignerDocumentType: users.foreignerDocumentType,
      useForeignerDocument: users.useForeignerDocument,
      hostId: users.hostId,
      useFaceId: featureGroups.useFaceId,
      useExperienceLevel: featureGroups.useExperienceLevel,
      useOnboardUrl: featureGroups.useOnboardUrl,
      hostName: host.name,
      hostPhone: host.phone,
      hostEmail: host.email,
      hostBlocked: blockedNow(host),
      // The titular is the top of the host chain: a guest of a dependant answers to its member.
      titularBlocked: blockedNow(titular),
    })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .leftJoin(host, eq(host.id, users.hostId))
    .leftJoin(titular, eq(titular.id, sql`coalesce(${host.hostId}, ${host.id})`))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const categories = await db
    .select({
      id: userCategories.id,
      title: userCategories.title,
      ventureId: userCategories.ventureId,
      venture: { id: ventures.id, name: ventures.name },
    })
    .from(userCategoryLinks)
    .innerJoin(userCategories, eq(userCategories.id, userCategoryLinks.categoryId))
    .innerJoin(ventures, eq(ventures.id, userCategories.ventureId))
    .where(and(eq(userCategoryLinks.userId, id), isNull(ventures.deletedAt)))
    .orderBy(asc(nameKey(ventures.name)), asc(nameKey(userCategories.title)));
  return { ...row, categories };
}

/** The categories among `ids` with their ventures. */
export function findCategories(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: userCategories.id, ventureId: userCategories.ventureId })
    .from(userCategories)
    .where(inArray(userCategories.id, [...ids]));
}

/**
 * Sets the person's category links among the categories of `scope` ventures (null: every venture) to
 * `categoryIds`; links to other ventures' categories stay.
 */
export async function replaceCategories(
  db: Executor,
  userId: string,
  categoryIds: readonly string[],
  scope: readonly string[] | null,
): Promise<void> {
  const scopedCategories = scope
    ? inArray(
        userCategoryLinks.categoryId,
        db
          .select({ id: userCategories.id })
          .from(userCategories)
          .where(inArray(userCategories.ventureId, [...scope])),
      )
    : undefined;
  await db.delete(userCategoryLinks).where(and(eq(userCategoryLinks.userId, userId), scopedCategories));
  if (categoryIds.length === 0) return;
  await db
    .insert(userCategoryLinks)
    .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
    .onConflictDoNothing();
}

/** Who a new person is: the identity typed, in the members' app or by a host. */
export interface NewPerson {
  name: string;
  email: string;
  cpf: string | null;
  useForeignerDocument: boolean;
  foreignerDocument: string | null;
  foreignerDocumentType: ForeignerDocumentType | null;
  birthDate?: string | undefined;
  /** The host of a dependant or guest. */
  hostId?: string | undefined;
}

/**
 * A new person of the group `groupKey` (its only document kept), linked to `ventureId` with a pending
 * onboard there, without a category or a password: the members' app's sign-up and a host's guest.
 */
export async function insertPerson(
  tx: Executor,
  groupKey: string,
  person: NewPerson,
  ventureId: string,
): Promise<{ id: string; name: string; email: string }> {
  const group = (await listGroups(tx)).find((candidate) => candidate.key === groupKey);
  if (!group) throw new Error(`the ${groupKey} group is missing`);
  const documents = withDocumentCleared(person);
  const user = await insertUser(tx, {
    name: person.name,
    email: person.email,
    cpf: documents.cpf,
    useForeignerDocument: documents.useForeignerDocument,
    foreignerDocument: documents.foreignerDocument,
    foreignerDocumentType: documents.foreignerDocumentType,
    birthDate: person.birthDate,
    hostId: person.hostId,
    phone: null,
    cnpj: null,
    companyName: null,
    tradeName: null,
    bio: null,
    featureGroupId: group.id,
  });
  await replaceVentures(tx, user.id, [ventureId], null);
  await ensureOnboards(tx, user.id);
  return user;
}

/** A pending onboard in each of the ventures the person is linked to and has none yet. */
export async function ensureOnboards(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`INSERT INTO onboards (user_id, venture_id)
    SELECT ${userId}, uv.venture_id FROM user_ventures uv WHERE uv.user_id = ${userId}
    ON CONFLICT (user_id, venture_id) DO NOTHING`);
}

/** The person's onboards, in `ventureIds` (null: every venture), with each venture's experience levels. */
export async function listOnboards(db: Executor, userId: string, ventureIds: readonly string[] | null) {
  const rows = await db
    .select({
      id: onboards.id,
      ventureId: onboards.ventureId,
      ventureName: ventures.name,
      onboardType: onboards.onboardType,
      experience: onboards.experience,
      onboardingUrl: onboards.onboardingUrl,
    })
    .from(onboards)
    .innerJoin(ventures, eq(ventures.id, onboards.ventureId))
    .where(
      and(
        eq(onboards.userId, userId),
        isNull(ventures.deletedAt),
        ventureIds ? inArray(onboards.ventureId, [...ventureIds]) : undefined,
      ),
    )
    .orderBy(asc(nameKey(ventures.name)), asc(ventures.id));
  const levels = await listLevels(
    db,
    rows.map((row) => row.ventureId),
  );
  return rows.map(({ ventureName, ...row }) => ({
    ...row,
    venture: {
      id: row.ventureId,
      name: ventureName,
      experienceLevels: levels
        .filter((level) => level.ventureId === row.ventureId)
        .map(({ ventureId: _, ...level }) => level),
    },
  }));
}

export function listLevels(db: Executor, ventureIds: readonly string[]) {
  if (ventureIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: experienceLevels.id,
      ventureId: experienceLevels.ventureId,
      level: experienceLevels.level,
      title: experienceLevels.title,
    })
    .from(experienceLevels)
    .where(inArray(experienceLevels.ventureId, [...ventureIds]))
    .orderBy(asc(experienceLevels.level));
}

export async function findOnboard(db: Executor, id: string) {
  const [row] = await db
    .select({ id: onboards.id, userId: onboards.userId, ventureId: onboards.ventureId })
    .from(onboards)
    .where(eq(onboards.id, id));
  return row;
}

export async function updateOnboard(
  db: Executor,
  id: string,
  values: { onboardType: 'PARTIAL' | 'COMPLETED'; experience: number },
): Promise<void> {
  await db
    .update(onboards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(onboards.id, id));
}

/** Everyone the person hosts, and whom they host in turn (a member's dependants and their guests). */
export async function listHostedIds(db: Executor, personId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE hosted AS (
        SELECT id FROM users WHERE host_id = ${personId} AND deleted_at IS NULL
        UNION
        SELECT u.id FROM users u JOIN hosted h ON u.host_id = h.id WHERE u.deleted_at IS NULL
      )
      SELECT id FROM hosted`,
  );
  return rows.map((row) => row.id);
}

/** Blocks indefinitely, until 00:00 of a date in São Paulo, or (neither) lifts the block. */
export async function setBlock(
  db: Executor,
  id: string,
  block: { isBlocked: boolean; until: string | null; reason?: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      isBlocked: block.isBlocked,
      blockedUntil: block.until ? localDayStart(sql`${block.until}::date`) : null,
      // A block staff set (or lift) is theirs: no system reason stays on the card.
      blockReason: block.reason ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

export async function softDeleteMany(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
}

/** The default password, to be changed at the next sign-in; every session of the person ends. */
export async function setDefaultPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
    .where(eq(users.id, id));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
}
