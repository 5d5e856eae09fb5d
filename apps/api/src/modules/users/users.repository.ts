import type { Address } from '@reserva/shared/common/fields.schemas';
import { and, asc, count, eq, ilike, inArray, isNull, like, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { offsetOf, orderOf, type PageQuery } from '../../db/paging';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { refreshTokens } from '../../db/schema/sessions';
import { addresses, users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';

interface Named {
  id: string;
  name: string;
}

// The user's live ventures as a JSON array, by name (one subquery per row of a page).
const venturesOfUser = sql<Named[]>`coalesce((
  SELECT json_agg(json_build_object('id', v.id, 'name', v.name) ORDER BY v.name, v.id)
  FROM user_ventures uv JOIN ventures v ON v.id = uv.venture_id
  WHERE uv.user_id = ${users.id} AND v.deleted_at IS NULL), '[]'::json)`;

const rowColumns = {
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

const summaryColumns = { ...rowColumns, ventures: venturesOfUser };

export interface UserFilter {
  name?: string | undefined;
  email?: string | undefined;
  cpfDigits?: string | undefined;
  phoneDigits?: string | undefined;
  /** Keys of the groups to list (every group when absent), less `ignoredGroups`. */
  onlyGroups?: string[] | undefined;
  ignoredGroups: string[];
  /** The user must be linked to every one of these ventures. */
  ventureIds: string[];
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  cpf: users.cpf,
  createdAt: users.createdAt,
} as const;

const contains = (text: string) => `%${escapeLike(text)}%`;

function listWhere(filter: UserFilter): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    filter.name ? ilike(users.name, contains(filter.name)) : undefined,
    filter.email ? ilike(users.email, contains(filter.email)) : undefined,
    filter.cpfDigits ? like(users.cpf, contains(filter.cpfDigits)) : undefined,
    filter.phoneDigits ? like(users.phone, contains(filter.phoneDigits)) : undefined,
    filter.onlyGroups ? inArray(featureGroups.key, filter.onlyGroups) : undefined,
    filter.ignoredGroups.length > 0 ? not(inArray(featureGroups.key, filter.ignoredGroups)) : undefined,
    ...filter.ventureIds.map(
      (ventureId) =>
        sql`EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = ${users.id} AND uv.venture_id = ${ventureId})`,
    ),
  );
}

export async function list(
  db: Executor,
  filter: UserFilter,
  page: PageQuery & { sort: keyof typeof SORT_COLUMNS },
) {
  const where = listWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
      .where(where)
      .orderBy(...orderOf(SORT_COLUMNS[page.sort], page.order, users.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
      .where(where),
  ]);
  // Ventures only for the page's users, in one query: as a column, PostgreSQL would build them for
  // every row skipped by the offset too.
  const venturesByUser = await listVenturesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({ ...row, ventures: venturesByUser.get(row.id) ?? [] }));
  return { items, total: totals?.total ?? 0 };
}

async function listVenturesOf(db: Executor, userIds: string[]): Promise<Map<string, Named[]>> {
  const byUser = new Map<string, Named[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userVentures.userId, id: ventures.id, name: ventures.name })
    .from(userVentures)
    .innerJoin(ventures, eq(ventures.id, userVentures.ventureId))
    .where(and(inArray(userVentures.userId, userIds), isNull(ventures.deletedAt)))
    .orderBy(asc(ventures.name), asc(ventures.id));
  for (const row of rows) {
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { id: row.id, name: row.name }]);
  }
  return byUser;
}

export type UserSummaryRow = Awaited<ReturnType<typeof list>>['items'][number];

export async function findDetails(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      cnpj: users.cnpj,
      companyName: users.companyName,
      tradeName: users.tradeName,
      bio: users.bio,
      gender: users.gender,
      birthDate: users.birthDate,
      isBlocked: users.isBlocked,
      blockedUntil: users.blockedUntil,
      paymentRegistered: users.paymentRegistered,
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
  const [address, groupFeatures] = await Promise.all([
    findAddress(db, id),
    db
      .select({ id: features.id, key: features.key, name: features.name })
      .from(featureGroupFeatures)
      .innerJoin(features, eq(features.id, featureGroupFeatures.featureId))
      .where(eq(featureGroupFeatures.featureGroupId, row.featureGroup.id))
      .orderBy(asc(features.name), asc(features.id)),
  ]);
  return { ...row, address: address ?? null, featureGroup: { ...row.featureGroup, features: groupFeatures } };
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
    .orderBy(asc(featureGroups.authLevel), asc(featureGroups.name));
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
  values: UserValues & { featureGroupId: string },
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
