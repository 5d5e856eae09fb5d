import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spots } from '../../db/schema/spots';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { createSpot, ventureIdByRef } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { bearer, createTestApp, expectError, type TestApp } from '../../test/test-app';

let t: TestApp;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-files-'));
let photo: Buffer;
let spotInPraia: string;
let spotInSerra: string;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: storageDir });
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();
  const rows = await t.database.db.select({ id: ventures.id, ref: ventures.ref }).from(ventures);
  const praia = rows.find((row) => row.ref === 'PRAIA')?.id as string;
  const serra = rows.find((row) => row.ref === 'SERRA')?.id as string;
  const created = await t.database.db
    .insert(spots)
    .values([
      { ventureId: praia, name: 'Quadra de tênis', isActive: true, isLivingArea: false },
      { ventureId: serra, name: 'Trilha', isActive: true, isLivingArea: false },
    ])
    .returning({ id: spots.id });
  spotInPraia = created[0]?.id as string;
  spotInSerra = created[1]?.id as string;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** The stored files, as the records name them (`<kind>/<name>.webp`). */
const storedFiles = () =>
  fs
    .readdirSync(storageDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.webp'))
    .sort();

const upload = (token: string, url: string, bytes: Buffer, field = 'avatar') => {
  const { payload, headers } = multipartFile(field, 'foto.png', bytes, 'image/png');
  return t.app.inject({ method: 'PATCH', url, payload, headers: { ...headers, ...bearer(token) } });
};

describe('photos', () => {
  it('stores an image shrunk to 800 px as WebP, serves it cacheable, and replaces the old one', async () => {
    const admin = await t.signIn('admin@reserva.dev');
    const first = await upload(admin.token, `/api/avatars/spots/${spotInPraia}`, photo);
    expect(first.statusCode).toBe(200);
    const { avatarUrl } = first.json();
    expect(avatarUrl).toMatch(/^\/api\/files\/spots\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 800, 600]);

    const second = await upload(admin.token, `/api/avatars/spots/${spotInPraia}`, photo);
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expectError(await t.app.inject({ method: 'GET', url: avatarUrl }), 404, 'file-not-found');
  });

  it('leaves exactly one stored file after 30 parallel uploads to one record, the one it points at', async () => {
    const spotId = await createSpot(t.database.db, await ventureIdByRef(t.database.db, 'PRAIA'), 'Sauna');
    const admin = await t.signIn('admin@reserva.dev');
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a83' } })
      .png()
      .toBuffer();
    const before = new Set(storedFiles());
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => upload(admin.token, `/api/avatars/spots/${spotId}`, small)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    const added = storedFiles().filter((file) => !before.has(file));
    const [row] = await t.database.db
      .select({ path: spots.avatarPath })
      .from(spots)
      .where(eq(spots.id, spotId));
    expect(added).toEqual([row?.path]);
  });

  it('removes the file it wrote when the change of the record fails', async () => {
    const spotId = await createSpot(t.database.db, await ventureIdByRef(t.database.db, 'PRAIA'), 'Quiosque');
    const admin = await t.signIn('admin@reserva.dev');
    // A real failure of the database, for this one record: a trigger that refuses the update.
    await t.database.db.execute(sql`CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await t.database.db.execute(sql`CREATE TRIGGER refuse_update BEFORE UPDATE ON spots FOR EACH ROW
      WHEN (NEW.id = ${sql.raw(`'${spotId}'`)}) EXECUTE FUNCTION refuse_update()`);
    const before = storedFiles();
    try {
      expectError(await upload(admin.token, `/api/avatars/spots/${spotId}`, photo), 500, 'internal-error');
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_update ON spots`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_update`);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const admin = await t.signIn('admin@reserva.dev');
    const fake = Buffer.from('%PDF-1.4 not a photo at all');
    expectError(
      await upload(admin.token, `/api/avatars/spots/${spotInPraia}`, fake),
      415,
      'unsupported-file',
    );
  });

  it('refuses a file over 1,000,000 bytes', async () => {
    const admin = await t.signIn('admin@reserva.dev');
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1200, height: 1200, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_000_000);
    expectError(
      await upload(admin.token, `/api/avatars/spots/${spotInPraia}`, noisy),
      413,
      'payload-too-large',
    );
  });

  it('needs the kind’s keys, and keeps to the venture of the session', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await upload(concierge.token, `/api/avatars/spots/${spotInPraia}`, photo),
      403,
      'insufficient-privilege',
    );
    const admin = await t.signIn('admin@reserva.dev');
    expectError(await upload(admin.token, `/api/avatars/spots/${spotInSerra}`, photo), 404, 'spot-not-found');
  });

  it('lets anyone change their own photo, but not that of a stronger user', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    expect((await upload(concierge.token, `/api/avatars/users/${concierge.user.id}`, photo)).statusCode).toBe(
      200,
    );
    const admin = await t.signIn('admin@reserva.dev');
    const master = await t.signIn('master@reserva.dev');
    expectError(
      await upload(admin.token, `/api/avatars/users/${master.user.id}`, photo),
      403,
      'insufficient-privilege',
    );
    expect((await upload(admin.token, `/api/avatars/users/${concierge.user.id}`, photo)).statusCode).toBe(
      200,
    );
  });

  it('deletes a photo and its file', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    const { avatarUrl } = (
      await upload(concierge.token, `/api/avatars/users/${concierge.user.id}`, photo)
    ).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/avatars/users/${concierge.user.id}`,
      headers: bearer(concierge.token),
    });
    expect(removed.statusCode).toBe(204);
    const [row] = await t.database.db
      .select({ path: users.avatarPath })
      .from(users)
      .where(eq(users.id, concierge.user.id));
    expect(row?.path).toBeNull();
    expectError(await t.app.inject({ method: 'GET', url: avatarUrl }), 404, 'file-not-found');
  });

  it('serves nothing outside the storage folder', async () => {
    for (const url of [
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/spots/../../x.webp',
      '/api/files/spots/%2e%2e/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('asks for the multipart field “avatar”', async () => {
    const admin = await t.signIn('admin@reserva.dev');
    expectError(
      await upload(admin.token, `/api/avatars/spots/${spotInPraia}`, photo, 'photo'),
      400,
      'validation-error',
    );
    const json = await t.app.inject({
      method: 'PATCH',
      url: `/api/avatars/spots/${spotInPraia}`,
      headers: bearer(admin.token),
      payload: { avatar: 'x' },
    });
    expectError(json, 415, 'unsupported-media-type');
  });
});
