import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventureIdByRef } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { bearer, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { createCategory, personBody } from './people.fixtures';

// A person's photo (PATCH /avatars/users/{userId}): images only, by their bytes, up to 1,000,000
// bytes, nothing stored otherwise; the write key of the person's group.

let t: TestApp;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-people-photos-'));
let member: PersonDetails;
let lodger: PersonDetails;
let tokens: Record<'admin' | 'concierge' | 'reception', string>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: storageDir });
  const db = t.database.db;
  const reception = await createStaffGroup(db, 'RECEPCAO', 5, ['WEB_ACCESS', 'LODGER_FULL_ACCESS']);
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
    reception: reception.email,
  });
  const categoriesId = [await createCategory(db, await ventureIdByRef(db, 'PRAIA'))];
  member = (await t.call(tokens.admin, 'POST', '/v2/users', personBody('MEMBER', { categoriesId }))).json();
  lodger = (await t.call(tokens.admin, 'POST', '/v2/users', personBody('LODGER'))).json();
  photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#c96' } })
    .jpeg()
    .toBuffer();
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const upload = (token: string, userId: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile('avatar', 'foto.jpg', bytes, 'image/jpeg');
  return t.app.inject({
    method: 'PATCH',
    url: `/api/avatars/users/${userId}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

const storedFiles = () =>
  fs.readdirSync(storageDir, { recursive: true }).filter((name) => String(name).endsWith('.webp'));

describe('people photos', () => {
  it('stores an image and shows it in the details', async () => {
    const response = await upload(tokens.admin, member.id, photo);
    expect(response.statusCode, response.body).toBe(200);
    const details = (await t.call(tokens.admin, 'GET', `/v2/users/${member.id}`)).json<PersonDetails>();
    expect(details.avatarUrl).toBe(response.json().avatarUrl);
  });

  it('stores nothing for a file that is not an image or is over 1,000,000 bytes', async () => {
    const before = storedFiles();
    expectError(
      await upload(tokens.admin, lodger.id, Buffer.from('%PDF-1.4 not a photo')),
      415,
      'unsupported-file',
    );
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1100 * 1100 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1100, height: 1100, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect((await upload(tokens.admin, lodger.id, noisy)).statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
    expect(
      (await t.call(tokens.admin, 'GET', `/v2/users/${lodger.id}`)).json<PersonDetails>().avatarUrl,
    ).toBeNull();
  });

  it('needs the write key of the person’s group', async () => {
    expectError(await upload(tokens.concierge, member.id, photo), 403, 'insufficient-privilege');
    expectError(await upload(tokens.reception, member.id, photo), 403, 'insufficient-privilege');
    expect((await upload(tokens.reception, lodger.id, photo)).statusCode).toBe(200);
  });
});
