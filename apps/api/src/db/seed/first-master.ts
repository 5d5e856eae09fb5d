import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Database } from '../client';
import { users } from '../schema/users';
import { groupIdsByKey } from './reference-data';

/** In production the first MASTER comes from ADMIN_EMAIL / ADMIN_PASSWORD, once, into an empty database. */
export async function seedFirstMaster(db: Database, email: string, password: string): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;
  const groups = await groupIdsByKey(db, [MASTER_GROUP_KEY]);
  await db.insert(users).values({
    email: email.trim().toLowerCase(),
    name: 'Administrador',
    passwordHash: await hashPassword(password),
    featureGroupId: groups.get(MASTER_GROUP_KEY) as string,
    confirmPending: false,
  });
  return true;
}
