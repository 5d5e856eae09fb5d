import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spots } from '../../db/schema/spots';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { FileUrlSigner, publicFileUrl } from '../../plugins/files';
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

const SIGNED_URL = /^\/api\/files\/spots\/[0-9a-f-]{36}\.webp\?exp=[0-9]+&sig=[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

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
    expect(avatarUrl).toMatch(SIGNED_URL);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Kept by the browser alone, for a day at most: the URL expires.
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
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

describe('signed file URLs', () => {
  /** A spot with a fresh photo; its URL as the upload's answer gave it. */
  const spotWithPhoto = async (name: string) => {
    const spotId = await createSpot(t.database.db, await ventureIdByRef(t.database.db, 'PRAIA'), name);
    const admin = await t.signIn('admin@reserva.dev');
    const answer = await upload(admin.token, `/api/avatars/spots/${spotId}`, photo);
    return { spotId, token: admin.token, url: answer.json<{ avatarUrl: string }>().avatarUrl };
  };
  const parts = (url: string) => {
    const parsed = new URL(url, 'http://x');
    return {
      path: parsed.pathname.slice('/api/files/'.length),
      exp: parsed.searchParams.get('exp') as string,
      sig: parsed.searchParams.get('sig') as string,
    };
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a file only through the URL an answer signed: not bare, tampered or another file’s', async () => {
    const one = await spotWithPhoto('Piscina');
    const other = await spotWithPhoto('Academia');
    expect((await get(one.url)).statusCode).toBe(200);
    const { path: name, exp, sig } = parts(one.url);
    const otherSig = parts(other.url).sig;
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    for (const url of [
      `/api/files/${name}`,
      `/api/files/${name}?exp=${exp}`,
      `/api/files/${name}?sig=${sig}`,
      `/api/files/${name}?exp=${exp}&sig=${flipped}`,
      `/api/files/${name}?exp=${exp}&sig=${otherSig}`,
      `/api/files/${name}?exp=${Number(exp) + 86_400}&sig=${sig}`,
      `/api/files/${name}?exp=${exp}&sig=${sig}A`,
      `/api/files/${name}?exp=${exp}&exp=${exp}&sig=${sig}`,
    ]) {
      expectError(await get(url), 404, 'file-not-found');
    }
    // A signed URL of a file that is not there is the same 404.
    expectError(
      await get(publicFileUrl(name.replace(/[0-9a-f]{4}\.webp$/, '0000.webp')) as string),
      404,
      'file-not-found',
    );
  });

  it('expires at the end of the next UTC day, caching no longer than the URL lives', async () => {
    const { path: name } = parts((await spotWithPhoto('Sala de jogos')).url);
    const signedTwoDaysAgo = publicFileUrl(name, Date.now() - 2 * DAY_MS) as string;
    expectError(await get(signedTwoDaysAgo), 404, 'file-not-found');

    const signedYesterday = publicFileUrl(name, Date.now() - DAY_MS) as string;
    const served = await get(signedYesterday);
    expect(served.statusCode).toBe(200);
    const maxAge = Number(/^private, max-age=([0-9]+)$/.exec(served.headers['cache-control'] as string)?.[1]);
    const untilExpiry = Number(parts(signedYesterday).exp) - Date.now() / 1000;
    expect(Math.abs(maxAge - untilExpiry)).toBeLessThan(5);

    const today = Date.UTC(2026, 10, 29);
    const { exp } = parts(publicFileUrl(name, today + 1000) as string);
    expect(Number(exp)).toBe((today + 2 * DAY_MS) / 1000);
    expect(publicFileUrl(name, today + DAY_MS - 1)).toBe(publicFileUrl(name, today));
    expect(publicFileUrl(name, today + DAY_MS)).not.toBe(publicFileUrl(name, today));
  });

  it('gives the same URL to two answers the same day', async () => {
    const { spotId, token, url } = await spotWithPhoto('Churrasqueira');
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/spots/${spotId}`, headers: bearer(token) })).json<{
        avatarUrl: string;
      }>().avatarUrl;
    const first = await read();
    expect(first).toMatch(SIGNED_URL);
    expect(await read()).toBe(first);
    expect(first).toBe(url);
  });

  it('signs alike in every process that shares the secret, and only there', async () => {
    const { url } = await spotWithPhoto('Brinquedoteca');
    const { path: name, exp, sig } = parts(url);
    // Another process loads the same secret (JWT_SECRET, or the one kept in the database).
    const otherProcess = await FileUrlSigner.load(t.database.db, undefined);
    expect(otherProcess.urlOf(name)).toBe(url);
    expect(otherProcess.secondsLeft(name, exp, sig)).toBeGreaterThan(0);
    const otherServer = FileUrlSigner.fromSecret('another installation, another secret entirely');
    expect(otherServer.secondsLeft(name, exp, sig)).toBeNull();
  });
});
