import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { DEFAULT_GROUPS } from '@reserva/shared/permissions/feature-groups';
import { builtInFeatureName } from '@reserva/shared/permissions/feature-names';
import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/passwords';
import { loadConfig } from '../../plugins/config';
import { createPglite, type Database, type DatabaseHandle, fromPglite } from '../client';
import { queryRows } from '../raw';
import { featureGroupFeatures, featureGroups, features } from '../schema/access';
import { users } from '../schema/users';
import { ventures } from '../schema/ventures';
import { seedDemoData } from './demo-data';
import { seedFirstMaster } from './first-master';
import { seedReferenceData } from './reference-data';

let handle: DatabaseHandle | undefined;
let folder: string | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A storage folder of the test's own. */
function storageDir(): string {
  folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-seed-'));
  return folder;
}

/** What the demo seed wrote, counted per venture. */
function demoCounts(db: Database) {
  return queryRows<Record<string, number | string>>(
    db,
    sql`SELECT v.ref,
      (SELECT count(*)::int FROM user_ventures uv JOIN users u ON u.id = uv.user_id
        JOIN feature_groups g ON g.id = u.feature_group_id
        WHERE uv.venture_id = v.id AND g.key NOT IN ('MEMBER', 'DEPENDANT', 'GUEST', 'LODGER')) AS staff,
      (SELECT count(*)::int FROM spots s WHERE s.venture_id = v.id) AS spots,
      (SELECT count(*)::int FROM modalities m JOIN spots s ON s.id = m.spot_id WHERE s.venture_id = v.id) AS modalities,
      (SELECT count(*)::int FROM activities a JOIN spots s ON s.id = a.spot_id WHERE s.venture_id = v.id) AS activities,
      (SELECT count(*)::int FROM activity_items i JOIN activities a ON a.id = i.activity_id
        JOIN spots s ON s.id = a.spot_id WHERE s.venture_id = v.id) AS items,
      (SELECT count(*)::int FROM user_categories c WHERE c.venture_id = v.id) AS categories,
      (SELECT count(*)::int FROM experience_levels l WHERE l.venture_id = v.id) AS levels,
      (SELECT count(*)::int FROM activity_schedules e WHERE e.venture_id = v.id) AS events,
      (SELECT count(*)::int FROM schedule_items i JOIN activity_schedules e ON e.id = i.schedule_id
        WHERE e.venture_id = v.id) AS extras
    FROM ventures v ORDER BY v.ref`,
  );
}

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

  it('writes nothing when every key and default group is stored, and restores a missing one', async () => {
    const statements: string[] = [];
    handle = await fromPglite(createPglite(), { logger: { logQuery: (text) => statements.push(text) } });
    const { db } = handle;
    await seedReferenceData(db);
    statements.length = 0;
    await seedReferenceData(db);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^SELECT/);

    await db.delete(featureGroups).where(eq(featureGroups.key, 'CONCIERGE'));
    await db.delete(features).where(eq(features.key, 'BOOKING_FULL_ACCESS'));
    await seedReferenceData(db);
    const [restored] = await db.select().from(featureGroups).where(eq(featureGroups.key, 'CONCIERGE'));
    expect(restored?.name).toBe(DEFAULT_GROUPS.find((group) => group.key === 'CONCIERGE')?.name);
    const [feature] = await db.select().from(features).where(eq(features.key, 'BOOKING_FULL_ACCESS'));
    expect(feature?.name).toBe('Reservas: acesso total');
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

  it('fills each demo venture with staff, spots, modalities, activities with items and events, categories and levels, once', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    expect(await seedDemoData(db)).toHaveLength(5);
    expect(await demoCounts(db)).toEqual([
      {
        ref: 'PRAIA',
        staff: 5,
        spots: 8,
        modalities: 14,
        activities: 10,
        items: 19,
        categories: 4,
        levels: 3,
        events: 11,
        extras: 7,
      },
      {
        ref: 'SERRA',
        staff: 2,
        spots: 7,
        modalities: 12,
        activities: 9,
        items: 16,
        categories: 5,
        levels: 3,
        events: 5,
        extras: 2,
      },
    ]);
    // Without a storage folder (the tests' databases) no photo is drawn.
    const [photos] = await queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM spots WHERE avatar_path IS NOT NULL`,
    );
    expect(photos?.total).toBe(0);
    // Only into an empty database: a second run adds nothing.
    expect(await seedDemoData(db)).toBeNull();
    expect((await demoCounts(db)).map((venture) => venture.spots)).toEqual([8, 7]);
  });

  it('books a week through the booking path: counters equal the rows, one event full with two waiting', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    await seedDemoData(db);
    const [totals] = await queryRows<Record<string, number>>(
      db,
      sql`SELECT (SELECT count(*)::int FROM bookings WHERE deleted_at IS NULL) AS live,
        (SELECT count(*)::int FROM bookings WHERE deleted_at IS NOT NULL) AS cancelled,
        (SELECT count(*)::int FROM checkins) AS checkins,
        (SELECT count(*)::int FROM bookings WHERE booked_date = ${todayInSaoPaulo()} AND deleted_at IS NULL) AS today,
        (SELECT count(*)::int FROM bookings WHERE booked_date = ${todayInSaoPaulo()} AND checked_in) AS "todayCheckedIn",
        (SELECT count(*)::int FROM bookings WHERE booked_date < ${todayInSaoPaulo()} AND checked_in) AS "pastCheckedIn",
        (SELECT count(*)::int FROM bookings WHERE booked_date > ${todayInSaoPaulo()} AND checked_in) AS "futureCheckedIn",
        (SELECT count(*)::int FROM bookings WHERE booked_date < ${todayInSaoPaulo()} AND NOT checked_in
          AND deleted_at IS NULL) AS "noShows",
        (SELECT count(*)::int FROM booking_queues WHERE deleted_at IS NULL) AS waiting,
        (SELECT count(*)::int FROM schedule_occurrences o WHERE o.booked <> (SELECT count(*) FROM bookings b
          WHERE b.schedule_id = o.schedule_id AND b.booked_date = o.booked_date AND b.deleted_at IS NULL)) AS wrong`,
    );
    expect(totals?.live).toBeGreaterThan(20);
    // Today's two per venture checked in, whatever the hour, and none of the days to come (a check-in is
    // made on the day); of the last four days' three a day per venture, two came and one is a no-show.
    expect(totals).toMatchObject({
      cancelled: 4,
      checkins: 20,
      futureCheckedIn: 0,
      today: 4,
      todayCheckedIn: 4,
      pastCheckedIn: 16,
      noShows: 8,
      wrong: 0,
    });
    // As the README tells: in each venture one event of tomorrow is full ('Lotado') with two people in
    // its queue; no other occurrence is full, and nobody waits elsewhere.
    const full = await queryRows<{ ref: string; date: string; queued: number }>(
      db,
      sql`SELECT v.ref, o.booked_date::text AS date,
          (SELECT count(*)::int FROM booking_queues q WHERE q.schedule_id = o.schedule_id
            AND q.booked_date = o.booked_date AND q.deleted_at IS NULL) AS queued
        FROM schedule_occurrences o JOIN activity_schedules s ON s.id = o.schedule_id
        JOIN ventures v ON v.id = s.venture_id
        WHERE o.booked >= s.total_vacancies ORDER BY v.ref`,
    );
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    expect(full).toEqual([
      { ref: 'PRAIA', date: tomorrow, queued: 2 },
      { ref: 'SERRA', date: tomorrow, queued: 2 },
    ]);
    expect(totals?.waiting).toBe(4);
    // The members' app's demo member is first in the beach club's line.
    const [first] = await queryRows<{ email: string }>(
      db,
      sql`SELECT u.email FROM booking_queues q JOIN users u ON u.id = q.user_id
        JOIN ventures v ON v.id = q.venture_id WHERE v.ref = 'PRAIA' AND q.deleted_at IS NULL
        ORDER BY q.priorized_at ASC NULLS LAST, q.created_at, q.id LIMIT 1`,
    );
    expect(first?.email).toBe('socio@reserva.dev');
  });

  it('draws a photo of each demo spot and venture into the storage folder', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    await seedDemoData(db, storageDir());
    const rows = await queryRows<{ avatar_path: string | null }>(
      db,
      sql`SELECT avatar_path FROM spots UNION ALL SELECT avatar_path FROM ventures`,
    );
    expect(rows).toHaveLength(17);
    for (const { avatar_path } of rows) {
      expect(avatar_path).toMatch(/^(spots|ventures)\/[0-9a-f-]{36}\.webp$/);
      expect((await sharp(path.join(storageDir(), avatar_path as string)).metadata()).format).toBe('webp');
    }
  });

  it('leaves no photo and no row behind when seeding fails', async () => {
    const { db } = await emptyDatabase();
    await seedReferenceData(db);
    // A venture already holding the demo's ref makes the seed's insert fail.
    await db
      .insert(ventures)
      .values({ name: 'Outro', ref: 'PRAIA', email: 'x@clube.com', cnpj: '04252011000110' });
    await expect(seedDemoData(db, storageDir())).rejects.toThrow();
    expect(
      fs.readdirSync(storageDir(), { recursive: true }).filter((name) => String(name).endsWith('.webp')),
    ).toEqual([]);
    const [staff] = await db.select({ total: count() }).from(users);
    expect(staff?.total).toBe(0);
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
