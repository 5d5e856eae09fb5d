import type { Address } from '@reserva/shared/common/fields.schemas';
import { PERSON_GROUP_KEYS } from '@reserva/shared/people/people.rules';
import { and, asc, eq, inArray, isNull, not, notInArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsText, phoneStartsWith, startsWithDigits } from '../../db/like';
import { type PagePlan, type PageQuery, readPage } from '../../db/paging';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { nameKey } from '../../db/schema/list-indexes';
import { refreshTokens } from '../../db/schema/sessions';
import { addresses, users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';

interface Named {
  id: string;
  name: string;
}

/** A list row's columns (the ventures come separately, for the page's users only). */
export const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  cpf: users.cpf,
  avatarPath: users.avatarPath,
  avatarStatus: users.avatarStatus,
  faceIdStatus: users.faceIdStatus,
  confirmPending: users.confirmPending,
  createdAt: users.createdAt,
  featureGroup: { id: featureGroups.id, key: featureGroups.key, name: featureGroups.name },
};

export interface UserFilter {
  name?: string | undefined;
  email?: string | undefined;
  cpf?: string | undefined;
  phone?: string | undefined;
  /** Keys of the groups to list (every group when absent), less `ignoredGroups`. */
  onlyGroups?: string[] | undefined;
  ignoredGroups: string[];
  /** Only users linked to this venture (every venture when absent). */
  ventureId?: string | undefined;
}

// Each sort reads its index (db/schema/users.ts); the e-mail is unique among live users.
export const SORT_KEYS = {
  name: [nameKey(users.name), users.id],
  email: [users.email],
  phone: [users.phone, users.id],
  cpf: [users.cpf, users.id],
  createdAt: [users.createdAt, users.id],
} as const;

export type UserSort = keyof typeof SORT_KEYS;

// The same orders through a venture's links, which carry their user's keys (migration 0023).
const VENTURE_GROUP_SORT_KEYS: Record<UserSort, readonly AnyPgColumn[]> = {
  name: [userVentures.userNameKey, userVentures.userId],
  email: [userVentures.userEmail, userVentures.userId],
  phone: [userVentures.userPhone, userVentures.userId],
  cpf: [userVentures.userCpf, userVentures.userId],
  createdAt: [userVentures.userCreatedAt, userVentures.userId],
};

/** What a users list pages over: a `PagePlan` less its page and rows (db/paging.ts). */
export type UserListSource = Pick<PagePlan<{ id: string }>, 'from' | 'id' | 'where' | 'orderBy'>;

/**
 * Where a users list pages, with `more` conditions on `users`. One group of one venture (a venture's
 * members, lodgers…) walks that venture's index of the group, the user's keys copied on its links
 * (user_ventures_group_*_idx): a page skips only rows of the list itself. Any other list walks the
 * users' own indexes (`sortKeys`), filtered on the users table alone, the venture as a semi-join.
 */
export async function listSource(
  db: Executor,
  filter: UserFilter,
  sort: UserSort,
  options: {
    /** Conditions on `users`. */
    more?: SQL | undefined;
    /** Conditions on a user's id alone (semi-joins to other tables), asked of the paged rows' ids. */
    ofUser?: (userId: AnyPgColumn) => SQL | undefined;
    /** Sort keys of the users' own indexes to walk instead, whatever the scope (a host's people). */
    usersIndexes?: Record<UserSort, readonly (AnyPgColumn | SQL)[]>;
  } = {},
): Promise<UserListSource> {
  const keys = [...(filter.onlyGroups ?? []), ...filter.ignoredGroups];
  const groups =
    keys.length === 0
      ? []
      : await db
          .select({ id: featureGroups.id, key: featureGroups.key })
          .from(featureGroups)
          .where(inArray(featureGroups.key, keys));
  // Group keys become ids first: the planner then weighs the groups against its statistics (the
  // estimated totals rely on them), which a subquery would hide from it.
  const groupIdsOf = (wanted: string[]) =>
    groups.filter((group) => wanted.includes(group.key)).map((group) => group.id);
  const narrowing = [
    filter.name ? containsText(users.name, filter.name, users.nameWords) : undefined,
    filter.email ? containsText(users.email, filter.email, users.emailWords) : undefined,
    filter.cpf ? startsWithDigits(users.cpf, filter.cpf) : undefined,
    filter.phone ? phoneStartsWith(users.phone, filter.phone) : undefined,
    options.more,
  ].filter((condition) => condition !== undefined);
  // Live users: every partial index on users states it, so it is said even where the links say it too.
  const onUsers = and(isNull(users.deletedAt), ...narrowing);
  const listed = filter.onlyGroups ? groupIdsOf(filter.onlyGroups) : undefined;
  const ignored = groupIdsOf(filter.ignoredGroups);
  const [oneGroup] = listed?.filter((id) => !ignored.includes(id)) ?? [];
  if (filter.ventureId && oneGroup && listed?.length === 1 && !options.usersIndexes) {
    return {
      from: userVentures,
      id: userVentures.userId,
      where: and(
        eq(userVentures.ventureId, filter.ventureId),
        eq(userVentures.featureGroupId, oneGroup),
        sql`${userVentures.userLive}`,
        narrowing.length > 0
          ? sql`${userVentures.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${onUsers})`
          : undefined,
        options.ofUser?.(userVentures.userId),
      ),
      orderBy: VENTURE_GROUP_SORT_KEYS[sort],
    };
  }
  return {
    from: users,
    id: users.id,
    where: and(
      onUsers,
      options.ofUser?.(users.id),
      listed ? inArray(users.featureGroupId, listed) : undefined,
      ignored.length > 0 ? notInArray(users.featureGroupId, ignored) : undefined,
      // Leaving out every person group leaves the staff: said as `NOT is_person` too, the page and
      // its count read the staff's own index, not the people's 100,000 rows.
      PERSON_GROUP_KEYS.every((key) => filter.ignoredGroups.includes(key)) ? not(users.isPerson) : undefined,
      filter.ventureId
        ? sql`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${users.id}
          AND ${userVentures.ventureId} = ${filter.ventureId})`
        : undefined,
    ),
    orderBy: (options.usersIndexes ?? SORT_KEYS)[sort],
  };
}

/**
 * A page of users; each shows the ventures it is linked to, only those of `viewer` when given (a
 * non-MASTER does not see the names of ventures that are not theirs).
 */
export async function list(
  db: Executor,
  filter: UserFilter,
  page: PageQuery & { sort: UserSort },
  viewer: string | undefined,
) {
  return readPage(db, {
    ...(await listSource(db, filter, page.sort)),
    page,
    load: async (ids) => {
      const [rows, venturesByUser] = await Promise.all([
        db
          .select(rowColumns)
          .from(users)
          .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
          .where(inArray(users.id, ids)),
        listVenturesOf(db, ids, viewer),
      ]);
      return rows.map((row) => ({ ...row, ventures: venturesByUser.get(row.id) ?? [] }));
    },
  });
}

/** The users' live ventures by name, limited to those `viewer` is linked to when given. */
export async function listVenturesOf(
  db: Executor,
  userIds: string[],
  viewer: string | undefined,
): Promise<Map<string, Named[]>> {
  const viewers = alias(userVentures, 'viewer_ventures');
  const rows = await db
    .select({ userId: userVentures.userId, id: ventures.id, name: ventures.name })
    .from(userVentures)
    .innerJoin(ventures, eq(ventures.id, userVentures.ventureId))
    .where(
      and(
        inArray(userVentures.userId, userIds),
        isNull(ventures.deletedAt),
        viewer
          ? inArray(
              userVentures.ventureId,
              db.select({ id: viewers.ventureId }).from(viewers).where(eq(viewers.userId, viewer)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(nameKey(ventures.name)), asc(ventures.id));
  const byUser = new Map<string, Named[]>();
  for (const row of rows) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { id: row.id, name: row.name }]);
  }
  return byUser;
}

export type UserSummaryRow = Awaited<ReturnType<typeof list>>['items'][number];

/** The user, with the ventures `viewer` may see (see `list`). */
export async function findDetails(db: Executor, id: string, viewer: string | undefined) {
  const [row] = await db
    .select({
      ...rowColumns,
      cnpj: users.cnpj,
      companyName: users.companyName,
      tradeName: users.tradeName,
      bio: users.bio,
      gender: users.gender,
      birthDate: users.birthDate,
      isBlocked: users.isBlocked,
      blockedUntil: users.blockedUntil,
      blockReason: users.blockReason,
      paymentRegistered: users.paymentRegistered,
      faceConsentAt: users.faceConsentAt,
      featureGroup: {
        id: featureGroups.id,
        key: featureGroups.key,
        name: featureGroups.name,
        authLevel: featureGroups.authLevel,
      },
    })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) return undefined;
  const [address, groupFeatures, venturesByUser] = await Promise.all([
    findAddress(db, id),
    db
      .select({ id: features.id, key: features.key, name: features.name })
      .from(featureGroupFeatures)
      .innerJoin(features, eq(features.id, featureGroupFeatures.featureId))
      .where(eq(featureGroupFeatures.featureGroupId, row.featureGroup.id))
      .orderBy(asc(nameKey(features.name)), asc(features.id)),
    listVenturesOf(db, [id], viewer),
  ]);
  return {
    ...row,
    ventures: venturesByUser.get(id) ?? [],
    address: address ?? null,
    featureGroup: { ...row.featureGroup, features: groupFeatures },
  };
}

export type UserDetailsRow = NonNullable<Awaited<ReturnType<typeof findDetails>>>;

async function findAddress(db: Executor, userId: string): Promise<Address | undefined> {
  const [row] = await db
    .select({
      street: addresses.street,
      number: addresses.number,
      complement: addresses.complement,
      neighborhood: addresses.neighborhood,
      city: addresses.city,
      state: addresses.state,
      country: addresses.country,
      zipCode: addresses.zipCode,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row;
}

const groupColumns = {
  id: featureGroups.id,
  key: featureGroups.key,
  name: featureGroups.name,
  authLevel: featureGroups.authLevel,
};

export async function findGroup(db: Executor, id: string) {
  const [row] = await db.select(groupColumns).from(featureGroups).where(eq(featureGroups.id, id));
  return row;
}

export function listGroups(db: Executor) {
  return db
    .select(groupColumns)
    .from(featureGroups)
    .orderBy(asc(featureGroups.authLevel), asc(nameKey(featureGroups.name)));
}

/** The live ventures a user is linked to. */
export async function listVentureIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userVentures.ventureId })
    .from(userVentures)
    .innerJoin(ventures, eq(ventures.id, userVentures.ventureId))
    .where(and(eq(userVentures.userId, userId), isNull(ventures.deletedAt)));
  return rows.map((row) => row.id);
}

/** Which of `ids` are live ventures. */
export async function listLiveVentureIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ventures.id })
    .from(ventures)
    .where(and(inArray(ventures.id, [...ids]), isNull(ventures.deletedAt)));
  return rows.map((row) => row.id);
}

export interface UserValues {
  name: string;
  email: string;
  cpf: string | null;
  phone: string | null;
  cnpj: string | null;
  companyName: string | null;
  tradeName: string | null;
  bio: string | null;
}

export async function insertUser(
  db: Executor,
  values: UserValues & typeof users.$inferInsert,
): Promise<{ id: string; name: string; email: string }> {
  const [row] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, name: users.name, email: users.email });
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
}

/** Writes the user's address, or removes it when null. */
export async function saveAddress(db: Executor, userId: string, address: Address | null): Promise<void> {
  if (!address) {
    await db.delete(addresses).where(eq(addresses.userId, userId));
    return;
  }
  const values = { ...address, complement: address.complement ?? null };
  await db
    .insert(addresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: addresses.userId, set: values });
}

/**
 * Sets the user's links among `scope` (null: every venture) to `ventureIds`; links outside the scope
 * stay as they are.
 */
export async function replaceVentures(
  db: Executor,
  userId: string,
  ventureIds: readonly string[],
  scope: readonly string[] | null,
): Promise<void> {
  if (scope === null || scope.length > 0) {
    await db
      .delete(userVentures)
      .where(
        and(eq(userVentures.userId, userId), scope ? inArray(userVentures.ventureId, [...scope]) : undefined),
      );
  }
  if (ventureIds.length === 0) return;
  await db
    .insert(userVentures)
    .values(ventureIds.map((ventureId) => ({ userId, ventureId })))
    .onConflictDoNothing();
}

export async function softDelete(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
}

/** Ends every session of the user but `keepFamilyId` (after a password change). */
export async function revokeOtherSessions(db: Executor, userId: string, keepFamilyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        not(eq(refreshTokens.familyId, keepFamilyId)),
      ),
    );
}
