import type { ErrorCode } from '@reserva/shared/errors';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { spots } from '../../db/schema/spots';
import { users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { assertGroupAccess, findManageableUser } from '../users/users.access';

// The records that carry a photo, who may change each, and how each is scoped to the venture.

export const AVATAR_KINDS = ['users', 'spots', 'activities', 'ventures'] as const;
export type AvatarKind = (typeof AVATAR_KINDS)[number];

interface Owner {
  table: PgTable;
  id: PgColumn;
  avatarPath: PgColumn;
  deletedAt: PgColumn;
  notFound: ErrorCode;
  /** Any one of these keys lets a user change the photo (besides the checks in `authorize`). */
  keys: readonly string[];
  /** Throws unless the caller may change this record's photo. */
  authorize(db: Executor, principal: Principal, id: string): Promise<void>;
}

async function exists(db: Executor, query: ReturnType<typeof sql>): Promise<boolean> {
  const result = (await db.execute(sql`SELECT EXISTS(${query}) AS found`)) as unknown as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
}

export const AVATAR_OWNERS: Record<AvatarKind, Owner> = {
  users: {
    table: users,
    id: users.id,
    avatarPath: users.avatarPath,
    deletedAt: users.deletedAt,
    notFound: 'user-not-found',
    keys: [
      'USER_FULL_ACCESS',
      'USER_WRITE_ACCESS',
      'EMPLOYEE_FULL_ACCESS',
      'LODGER_FULL_ACCESS',
      'LODGER_WRITE_ACCESS',
    ],
    async authorize(db, principal, id) {
      const target = await findManageableUser(db, principal, id);
      // Another's photo needs the write key of its group: lodger keys open lodgers only.
      if (id !== principal.userId) assertGroupAccess(principal, [target.groupKey], 'write');
    },
  },
  spots: {
    table: spots,
    id: spots.id,
    avatarPath: spots.avatarPath,
    deletedAt: spots.deletedAt,
    notFound: 'spot-not-found',
    keys: ['SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS'],
    async authorize(db, principal, id) {
      if (principal.isMaster) return;
      const inVenture = sql`SELECT 1 FROM ${spots} WHERE ${spots.id} = ${id} AND ${spots.ventureId} = ${principal.ventureId}`;
      if (!(await exists(db, inVenture))) throw new AppError('spot-not-found');
    },
  },
  activities: {
    table: activities,
    id: activities.id,
    avatarPath: activities.avatarPath,
    deletedAt: activities.deletedAt,
    notFound: 'activity-not-found',
    keys: ['ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS'],
    async authorize(db, principal, id) {
      if (principal.isMaster) return;
      const inVenture = sql`SELECT 1 FROM ${activities} JOIN ${spots} ON ${spots.id} = ${activities.spotId}
        WHERE ${activities.id} = ${id} AND ${spots.ventureId} = ${principal.ventureId}`;
      if (!(await exists(db, inVenture))) throw new AppError('activity-not-found');
    },
  },
  ventures: {
    table: ventures,
    id: ventures.id,
    avatarPath: ventures.avatarPath,
    deletedAt: ventures.deletedAt,
    notFound: 'venture-not-found',
    keys: ['VENTURE_FULL_ACCESS', 'VENTURE_WRITE_ACCESS', 'VENTURE_UPDATE_ACCESS'],
    async authorize(db, principal, id) {
      if (principal.isMaster) return;
      const linked = sql`SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${principal.userId}
        AND ${userVentures.ventureId} = ${id}`;
      if (!(await exists(db, linked))) throw new AppError('venture-not-found');
    },
  },
};

/** Throws unless the record is live and the caller's keys and scope let them change its photo. */
export async function checkAvatarAccess(
  db: Executor,
  principal: Principal,
  kind: AvatarKind,
  id: string,
): Promise<void> {
  const owner = AVATAR_OWNERS[kind];
  // One's own photo (the profile) needs no key; anything else needs the kind's keys.
  const isOwnPhoto = kind === 'users' && id === principal.userId;
  if (!isOwnPhoto && !grantsAny(principal.features, owner.keys)) throw new AppError('insufficient-privilege');
  const [row] = await db
    .select({ id: owner.id })
    .from(owner.table)
    .where(and(eq(owner.id, id), isNull(owner.deletedAt)));
  if (!row) throw new AppError(owner.notFound);
  await owner.authorize(db, principal, id);
}
