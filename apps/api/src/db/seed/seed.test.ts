import { DEFAULT_GROUPS } from '@reserva/shared/permissions/feature-groups';
import { builtInFeatureName } from '@reserva/shared/permissions/feature-names';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/passwords';
import { loadConfig } from '../../plugins/config';
import { createPglite, type DatabaseHandle, fromPglite } from '../client';
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
  handle = await fromPglite(createPglite());
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

  it('names the built-in keys in Portuguese, renaming only rows whose name is still their key', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    const nameOf = async (key: string) =>
      (await db.select({ name: features.name }).from(features).where(eq(features.key, key)))[0]?.name;
    expect(await nameOf('BOOKING_FULL_ACCESS')).toBe('Reservas: acesso total');
    expect(await nameOf('SPOT_READ_ACCESS')).toBe(builtInFeatureName('SPOT_READ_ACCESS'));

    // As an installation seeded before names existed; then an administrator's rename, and a custom
    // permission that took a built-in name.
    await db.update(features).set({ name: sql`${features.key}` });
    await db.update(features).set({ name: 'Reservas (tudo)' }).where(eq(features.key, 'BOOKING_FULL_ACCESS'));
    await db.insert(features).values({ key: 'LEITURA_ACCESS', name: 'Locais: leitura' });
    await seedReferenceData(db);
    expect(await nameOf('BOOKING_FULL_ACCESS')).toBe('Reservas (tudo)');
    expect(await nameOf('BOOKING_READ_ACCESS')).toBe('Reservas: leitura');
    expect(await nameOf('SPOT_READ_ACCESS')).toBe('SPOT_READ_ACCESS');
    expect(await nameOf('LEITURA_ACCESS')).toBe('Locais: leitura');
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
