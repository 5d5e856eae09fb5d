import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import { createPglite, type DatabaseHandle, fromPglite } from '../../db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed/demo-data';
import { seedReferenceData } from '../../db/seed/reference-data';
import { multipartFile } from '../../test/multipart';
import { bearer, testConfig } from '../../test/test-app';
import { faceMatchThumbnail } from './sample-faces';

// A first start shows the gate working: the demo seed gives three members a real photo and their
// consent, and the enrolment job (not the seed) makes their FaceID.

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-demo-faces-'));
let handle: DatabaseHandle;
let built: BuiltApp;

beforeAll(async () => {
  handle = await fromPglite(createPglite());
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db, storageDir);
  built = await buildApp(
    testConfig({ STORAGE_DIR: storageDir, FACE_WORKERS: '1', BACKGROUND_JOBS: 'true' }),
    handle.db,
  );
  await built.app.ready();
}, 180_000);
afterAll(async () => {
  await built.app.close();
  await handle.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

it('enrols the demo members with photos once, by the job, and the gate then knows them', async () => {
  const enabled = async () =>
    (await handle.db.execute(
      `SELECT name FROM users WHERE face_id_status = 'ENABLED' ORDER BY name` as never,
    )) as unknown as {
      rows: { name: string }[];
    };
  expect((await enabled()).rows).toEqual([]);
  // The process's own job: its first round comes 5 s after the start.
  await vi.waitFor(
    async () =>
      expect((await enabled()).rows.map((row) => row.name)).toEqual([
        'Ana Almeida Silva',
        'Bruno Barbosa Silva',
        'Carla Cardoso Silva',
      ]),
    { timeout: 100_000, interval: 500 },
  );

  const session = await built.app.inject({
    method: 'POST',
    url: '/api/v2/sessions',
    payload: { email: 'portaria@reserva.dev', password: DEMO_PASSWORD },
  });
  // Another photo of Bruno than the one enrolled.
  const { payload, headers } = multipartFile(
    'frame',
    'frame.jpg',
    await faceMatchThumbnail(0, 3),
    'image/jpeg',
  );
  const answer = await built.app.inject({
    method: 'POST',
    url: '/api/faces/identify',
    payload,
    headers: { ...headers, ...bearer(session.json().token) },
  });
  expect(answer.json()).toMatchObject({ outcome: 'RECOGNISED', person: { name: 'Bruno Barbosa Silva' } });
}, 120_000);
