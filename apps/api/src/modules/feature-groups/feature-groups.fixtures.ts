import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { users, userVentures } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { ventureIdByRef } from '../../test/fixtures';
import { hashPassword } from '../auth/passwords';

// Tests of the permission rules need staff with exactly chosen keys and level: a group and one user
// in it (password DEMO_PASSWORD, venture PRAIA), written straight to the database.

export interface StaffGroup {
  groupId: string;
  email: string;
}

let passwordHash: Promise<string> | undefined;

export async function createStaffGroup(
  db: Database,
  key: string,
  authLevel: number,
  featureKeys: string[],
): Promise<StaffGroup> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [group] = await db
    .insert(featureGroups)
    .values({ key, name: `Grupo ${key}`, authLevel })
    .returning({ id: featureGroups.id });
  const groupId = group?.id as string;
  const rows = await db.select({ id: features.id }).from(features).where(inArray(features.key, featureKeys));
  await db
    .insert(featureGroupFeatures)
    .values(rows.map((row) => ({ featureGroupId: groupId, featureId: row.id })));
  const email = `${key.toLowerCase()}@teste.dev`;
  const [user] = await db
    .insert(users)
    .values({
      name: `Equipe ${key}`,
      email,
      passwordHash: await passwordHash,
      featureGroupId: groupId,
      confirmPending: false,
    })
    .returning({ id: users.id });
  await db
    .insert(userVentures)
    .values({ userId: user?.id as string, ventureId: await ventureIdByRef(db, 'PRAIA') });
  return { groupId, email };
}
