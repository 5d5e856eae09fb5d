import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { featureGroups } from '../../db/schema/access';
import { nameKey } from '../../db/schema/list-indexes';
import { refreshTokens } from '../../db/schema/sessions';
import { users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';

export type PasswordOwner = NonNullable<Awaited<ReturnType<typeof findOwner>>>;

/** The live user a mailed token belongs to. */
export async function findOwner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      confirmPending: users.confirmPending,
      group: { id: featureGroups.id, key: featureGroups.key },
    })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** A password chosen through a mailed link also proves the address: the account is confirmed. */
export async function setPassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, confirmPending: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Store ids of the user's ventures, in the order sign-in picks the first venture (by name). */
export function listStoreIds(db: Executor, userId: string) {
  return db
    .select({ appstoreId: ventures.appstoreId, playstoreId: ventures.playstoreId })
    .from(userVentures)
    .innerJoin(ventures, eq(ventures.id, userVentures.ventureId))
    .where(and(eq(userVentures.userId, userId), isNull(ventures.deletedAt)))
    .orderBy(asc(nameKey(ventures.name)));
}
