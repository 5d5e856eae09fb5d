import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_GROUPS } from '@reserva/shared/permissions/feature-groups';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/passwords';
import { loadConfig } from '../../plugins/config';
import { type DatabaseHandle, fromPglite } from '../client';
import { featureGroupFeatures, featureGroups, features } from '../schema/access';
import { users } from '../schema/users';
import { seedDemoData } from './demo-data';
import { seedFirstMaster } from './first-master';
import { seedReferenceData } from './reference-data';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  handle = await fromPglite(new PGlite());
  return handle;
}

describe('seeding', () => {
  it('stores every permission key and the default groups, and running it again changes nothing', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    await db
      .update(featureGroups)
      .set({ name: 'Portaria do clube' })
      .where(eq(featureGroups.key, 'CONCIERGE'));
    await seedReferenceData(db);
    const keys = (await db.select({ key: features.key }).from(features)).map((row) => row.key);
    expect(keys.sort()).toEqual([...FEATURE_KEYS].sort());
    const groups = await db.select({ key: featureGroups.key, name: featureGroups.name }).from(featureGroups);
    expect(groups.map((group) => group.key).sort()).toEqual(DEFAULT_GROUPS.map((group) => group.key).sort());
    expect(groups.find((group) => group.key === 'CONCIERGE')?.name).toBe('Portaria do clube');
    const [links] = await db.select({ total: count() }).from(featureGroupFeatures);
    expect(links?.total).toBe(DEFAULT_GROUPS.reduce((sum, group) => sum + group.features.length, 0));
  });

  it('creates the demo data only into an empty database', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    expect(await seedDemoData(db)).toHaveLength(5);
    expect(await seedDemoData(db)).toBeNull();
  });

  it('creates the first MASTER from ADMIN_EMAIL / ADMIN_PASSWORD once', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    expect(await seedFirstMaster(db, 'Chefe@Clube.com', 'uma senha longa')).toBe(true);
    expect(await seedFirstMaster(db, 'outro@clube.com', 'outra senha longa')).toBe(false);
    const rows = await db
      .select({ email: users.email, hash: users.passwordHash, group: featureGroups.key })
      .from(users)
      .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId));
    expect(rows.map((row) => [row.email, row.group])).toEqual([['chefe@clube.com', 'MASTER']]);
    expect(await verifyPassword(rows[0]?.hash ?? null, 'uma senha longa')).toBe(true);
  });

  it('never plans demo data in production, nor by default on PostgreSQL', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });
});
