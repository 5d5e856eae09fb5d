import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { featureGroups } from '../../db/schema/access';
import { users, userVentures } from '../../db/schema/users';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';

export interface ManagedUser {
  id: string;
  groupKey: string;
  authLevel: number;
}

/**
 * The user `targetId` if the caller may edit or delete them: MASTER may manage anyone; others only
 * users of a numerically higher authLevel (server-rules.md, Permissions) who belong to the venture of
 * the session. Anything else is `user-not-found` (outside the venture) or `insufficient-privilege`.
 */
export async function findManageableUser(
  db: Executor,
  principal: Principal,
  targetId: string,
): Promise<ManagedUser> {
  const [target] = await db
    .select({
      id: users.id,
      groupKey: featureGroups.key,
      authLevel: featureGroups.authLevel,
      inVenture: sql<boolean>`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${users.id}
        AND ${userVentures.ventureId} = ${principal.ventureId})`,
    })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.id, targetId), isNull(users.deletedAt)));
  if (!target) throw new AppError('user-not-found');
  if (principal.isMaster || target.id === principal.userId) return target;
  if (!target.inVenture) throw new AppError('user-not-found');
  if (principal.authLevel >= target.authLevel) throw new AppError('insufficient-privilege');
  return target;
}
