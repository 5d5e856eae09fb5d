import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { refreshTokens } from '../../db/schema/sessions';
import { users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  avatarPath: users.avatarPath,
  isBlocked: sql<boolean>`(${users.isBlocked} OR coalesce(${users.blockedUntil} > now(), false))`,
  group: {
    id: featureGroups.id,
    key: featureGroups.key,
    name: featureGroups.name,
    authLevel: featureGroups.authLevel,
    useFaceId: featureGroups.useFaceId,
    useExperienceLevel: featureGroups.useExperienceLevel,
    useOnboardUrl: featureGroups.useOnboardUrl,
  },
};

export type Account = Awaited<ReturnType<typeof findAccountByEmail>>;

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

export async function findAccountById(db: Executor, userId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function listGroupFeatureKeys(db: Executor, featureGroupId: string): Promise<string[]> {
  const rows = await db
    .select({ key: features.key })
    .from(featureGroupFeatures)
    .innerJoin(features, eq(features.id, featureGroupFeatures.featureId))
    .where(eq(featureGroupFeatures.featureGroupId, featureGroupId))
    .orderBy(asc(features.key));
  return rows.map((row) => row.key);
}

const ventureColumns = { id: ventures.id, name: ventures.name, avatarPath: ventures.avatarPath };

export async function insertRefreshToken(
  db: Executor,
  values: { familyId: string; userId: string; ventureId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      ventureId: refreshTokens.ventureId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** The venture of the user's newest session among `ventureIds` (sessions carry their venture). */
/** The user may work in a venture linked to them; a MASTER in any (`isMaster`). */
const reachableBy = (userId: string, isMaster: boolean) =>
  isMaster
    ? undefined
    : sql`EXISTS (SELECT 1 FROM user_ventures uv WHERE uv.user_id = ${userId} AND uv.venture_id = ${ventures.id})`;

/** The live venture `ventureId` if the user may work in it. */
export async function findReachableVenture(
  db: Executor,
  userId: string,
  isMaster: boolean,
  ventureId: string,
) {
  const [row] = await db
    .select(ventureColumns)
    .from(ventures)
    .where(and(eq(ventures.id, ventureId), isNull(ventures.deletedAt), reachableBy(userId, isMaster)));
  return row;
}

/**
 * The venture of the user's newest session that they may still reach. Looked up, never listed: a
 * MASTER may reach every venture of the installation.
 */
export async function findLastSessionVenture(db: Executor, userId: string, isMaster: boolean) {
  const [row] = await db
    .select(ventureColumns)
    .from(refreshTokens)
    .innerJoin(ventures, eq(ventures.id, refreshTokens.ventureId))
    .where(and(eq(refreshTokens.userId, userId), isNull(ventures.deletedAt), reachableBy(userId, isMaster)))
    .orderBy(desc(refreshTokens.createdAt))
    .limit(1);
  return row;
}

/** The first live venture linked to the user, by name. */
export async function findFirstLinkedVenture(db: Executor, userId: string) {
  const [row] = await db
    .select(ventureColumns)
    .from(userVentures)
    .innerJoin(ventures, eq(ventures.id, userVentures.ventureId))
    .where(and(eq(userVentures.userId, userId), isNull(ventures.deletedAt)))
    .orderBy(asc(ventures.sortName), asc(ventures.id))
    .limit(1);
  return row;
}

/** The first live venture by name. */
export async function findFirstVenture(db: Executor) {
  const [row] = await db
    .select(ventureColumns)
    .from(ventures)
    .where(isNull(ventures.deletedAt))
    .orderBy(asc(ventures.sortName), asc(ventures.id))
    .limit(1);
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function consumeRefreshToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Forgets the user's expired refresh tokens: past their expiry no check needs them, not even reuse. */
export async function deleteExpiredRefreshTokens(db: Executor, userId: string): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now()`)));
}
