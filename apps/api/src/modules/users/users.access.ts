import { LODGER_KEYS, MEMBER_KEYS, type PersonAction } from '@reserva/shared/people/people.rules';
import { type FeatureKey, grantsAny } from '@reserva/shared/permissions/permissions';
import { EMPLOYEE_KEYS, EMPLOYEE_LIST_IGNORED_GROUPS } from '@reserva/shared/users/users.rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { featureGroups } from '../../db/schema/access';
import { users, userVentures } from '../../db/schema/users';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';

export interface ManagedUser {
  id: string;
  featureGroupId: string;
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
      featureGroupId: users.featureGroupId,
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

/** Writing covers blocks and onboards; `password` is the reset to the default password. */
export type UserAction = PersonAction;

/** The keys that open an action on the accounts of some groups. */
type Audience = Readonly<Record<UserAction, readonly FeatureKey[]>>;

// Every group but the four the employees list leaves out is the employees screens' (spec 002, s.2
// and 6); app-store accounts show there too. Staff are never reset to the default password. Members,
// dependants and guests are the user area's (USER_* keys), lodgers their own (LODGER_*; spec 000, s.6).
const STAFF: Audience = { ...EMPLOYEE_KEYS, password: [] };
const AUDIENCES: readonly Audience[] = [STAFF, MEMBER_KEYS, LODGER_KEYS];
const PEOPLE_GROUPS: readonly string[] = EMPLOYEE_LIST_IGNORED_GROUPS;

function audienceOf(groupKey: string): Audience {
  if (!PEOPLE_GROUPS.includes(groupKey)) return STAFF;
  return groupKey === 'LODGER' ? LODGER_KEYS : MEMBER_KEYS;
}

/** Every key that opens `action` on some group: what the route asks for before the service looks closer. */
export function userActionKeys(action: UserAction): FeatureKey[] {
  return [...new Set(AUDIENCES.flatMap((audience) => audience[action]))];
}

/** Whether the caller may do `action` on users of the group `groupKey`. */
export function hasGroupAccess(principal: Principal, groupKey: string, action: UserAction): boolean {
  return grantsAny(principal.features, audienceOf(groupKey)[action]);
}

/**
 * Throws unless the caller may read a list of users of the groups `included` (every group when absent)
 * minus `ignored`. Decided from the kinds of groups, without loading every group.
 */
export function assertListAccess(
  principal: Principal,
  included: readonly string[] | undefined,
  ignored: readonly string[],
) {
  if (included)
    return assertGroupAccess(
      principal,
      included.filter((key) => !ignored.includes(key)),
      'read',
    );
  const people = PEOPLE_GROUPS.filter((key) => !ignored.includes(key));
  if (!grantsAny(principal.features, STAFF.read)) throw new AppError('insufficient-privilege');
  assertGroupAccess(principal, people, 'read');
}

/** Throws `insufficient-privilege` unless the caller may do `action` on users of every one of `groupKeys`. */
export function assertGroupAccess(
  principal: Principal,
  groupKeys: readonly string[],
  action: UserAction,
): void {
  if (!groupKeys.every((key) => hasGroupAccess(principal, key, action))) {
    throw new AppError('insufficient-privilege');
  }
}
