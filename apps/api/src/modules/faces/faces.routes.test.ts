import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../test/multipart';
import { bearer, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { photoWithOneFace, photoWithoutFace, photoWithTwoFaces } from './sample-faces';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // One worker: the tests send one photo at a time, and the machine's cores are shared.
  t = await createTestApp({ FACE_WORKERS: '1' });
  admin = (await t.signIn('admin@reserva.dev')).token;
});
afterAll(() => t.close());

const check = (token: string, bytes: Buffer, groupKey = 'MEMBER', filename = 'foto.jpg') => {
  const { payload, headers } = multipartFile('face', filename, bytes, 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: `/api/users/face/check?featureGroupKey=${groupKey}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const statusOf = async (bytes: Buffer, groupKey?: string) => {
  const response = await check(admin, bytes, groupKey);
  expect(response.statusCode).toBe(200);
  return response.json<{ avatarStatus: string }>().avatarStatus;
};

describe('POST /users/face/check', () => {
  it('answers VALID for one clear face', async () => {
    expect(await statusOf(await photoWithOneFace())).toBe('VALID');
  });

  it('answers INVALID for a photo without a face, and for two faces', async () => {
    expect(await statusOf(await photoWithoutFace())).toBe('INVALID');
    expect(await statusOf(await photoWithTwoFaces())).toBe('INVALID');
  });

  it('answers INVALID for a face too small in the frame', async () => {
    // The same face, a tenth of a wide frame: under the 15% minimum width.
    const face = await photoWithOneFace();
    const far = await sharp({ create: { width: 1500, height: 400, channels: 3, background: '#556' } })
      .composite([{ input: face, left: 675, top: 125 }])
      .jpeg()
      .toBuffer();
    expect(await statusOf(far)).toBe('INVALID');
  });

  it('answers UNAVAILABLE when the group does not use FaceID, and 404 for an unknown group', async () => {
    expect(await statusOf(await photoWithOneFace(), 'EMPLOYEE')).toBe('UNAVAILABLE');
    expectError(
      await check(admin, await photoWithOneFace(), 'NO_SUCH_GROUP'),
      404,
      'feature-group-not-found',
    );
  });

  it('refuses what is not an image by its bytes, whatever its name', async () => {
    const text = Buffer.from('Isto é um texto, não uma foto.\n');
    expectError(await check(admin, text, 'MEMBER', 'foto.jpg'), 415, 'unsupported-file');
  });

  it('refuses a photo over 1,000,000 bytes', async () => {
    const side = 700;
    const noise = Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1_000_000);
    expectError(await check(admin, big), 413, 'payload-too-large');
  });

  it('needs a key that may change a person’s photo', async () => {
    const concierge = (await t.signIn('portaria@reserva.dev')).token;
    expectError(await check(concierge, await photoWithOneFace()), 403, 'insufficient-privilege');
  });

  it('asks for the multipart field “face”', async () => {
    const { payload, headers } = multipartFile('avatar', 'foto.jpg', await photoWithOneFace(), 'image/jpeg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/face/check?featureGroupKey=MEMBER',
      payload,
      headers: { ...headers, ...bearer(admin) },
    });
    expectError(response, 400, 'validation-error');
  });

  it('answers NOT_VERIFIED, without failing, when the detector cannot take the photo', async () => {
    // One worker queues 16 photos; a burst beyond that cannot be verified now.
    const photo = await photoWithOneFace();
    const answers = await Promise.all(Array.from({ length: 40 }, () => statusOf(photo)));
    expect(answers).toContain('VALID');
    expect(answers).toContain('NOT_VERIFIED');
    expect(answers.filter((status) => status !== 'VALID' && status !== 'NOT_VERIFIED')).toEqual([]);
  });
});
