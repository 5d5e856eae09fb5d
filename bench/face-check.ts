// The FaceID photo check. First the worker pool alone, before anything else is loaded: the memory
// the model takes in every worker and the detector's time per photo. Then over HTTP against the real
// server: when health and the first check answer after listen (the model loads in the workers
// meanwhile), one check at a time, photos per second with every worker busy, and the server's memory.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { openPglite } from '../apps/api/src/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { leaseFacePool } from '../apps/api/src/modules/faces/face-pool';
import { letterbox } from '../apps/api/src/modules/faces/letterbox';
import {
  photoWithOneFace,
  photoWithoutFace,
  photoWithTwoFaces,
} from '../apps/api/src/modules/faces/sample-faces';
import { loadConfig } from '../apps/api/src/plugins/config';

const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 100);
const CONCURRENT_PHOTOS = Number(process.env.CONCURRENT_PHOTOS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-faces-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: '/nonexistent',
});
const { workers } = config.faceCheck;
const megabytes = () => (process.memoryUsage().rss / 1e6).toFixed(0);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const photos: [string, Buffer, string][] = [
  ['one face', await photoWithOneFace(), 'VALID'],
  ['no face', await photoWithoutFace(), 'INVALID'],
  ['two faces', await photoWithTwoFaces(), 'INVALID'],
];

const bare = megabytes();
const pool = leaseFacePool(config.faceCheck);
const pixels = await letterbox(photos[0]?.[1] as Buffer);
// As many photos at once as workers, twice: every worker has loaded the model and run.
for (let round = 0; round < 2; round++) {
  await Promise.all(Array.from({ length: workers }, () => pool.detect(pixels)));
}
const withModel = megabytes();
const detections: number[] = [];
for (let i = 0; i < SEQUENTIAL; i++) {
  const started = performance.now();
  await pool.detect(pixels);
  detections.push(performance.now() - started);
}
detections.sort((a, b) => a - b);
await pool.release();
console.log(`workers: ${workers} (cores: ${os.availableParallelism()})`);
console.log(
  `pool alone: RSS ${bare} MB without the model, ${withModel} MB with it in every worker; ` +
    `detector per photo p50 ${quantile(detections, 0.5).toFixed(1)} ms, p95 ${quantile(detections, 0.95).toFixed(1)} ms`,
);

const database = await openPglite(dataDir);
await seedReferenceData(database.db);
await seedDemoData(database.db);
const { app } = await buildApp(config, database.db);
const rssBefore = megabytes();

const listening = performance.now();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
const health = await fetch(`${base}/health`);
const healthMs = performance.now() - listening;
if (!health.ok) throw new Error(`health answered ${health.status}`);

const session = await fetch(`${base}/v2/sessions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@reserva.dev', password: DEMO_PASSWORD }),
});
const { token } = (await session.json()) as { token: string };

async function check(photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('face', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await fetch(`${base}/users/face/check?featureGroupKey=MEMBER`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { avatarStatus?: string; message?: string };
  return body.avatarStatus ?? `${response.status} ${body.message}`;
}

const firstStatus = await check(photos[0]?.[1] as Buffer);
const firstMs = performance.now() - listening;
const rssLoaded = megabytes();
console.log(
  `\nserver after listen: health answered in ${healthMs.toFixed(0)} ms, first check (${firstStatus}) in ${firstMs.toFixed(0)} ms`,
);
console.log(`\n${'one check at a time'.padEnd(24)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  answer`);
for (const [name, photo, expected] of photos) {
  const times: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    answers.add(await check(photo));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const answer = [...answers].join(', ');
  if (answer !== expected) throw new Error(`${name}: expected ${expected}, got ${answer}`);
  console.log(
    `${name.padEnd(24)} ${quantile(times, 0.5).toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)}  ${answer}`,
  );
}

// Every worker busy, the queue never empty and never over its bound: twice as many clients as workers.
const clients = workers * 2;
let next = 0;
const answers: string[] = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (next < CONCURRENT_PHOTOS) {
      const [, photo] = photos[next++ % photos.length] as [string, Buffer, string];
      answers.push(await check(photo));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const notVerified = answers.filter((answer) => answer === 'NOT_VERIFIED').length;
console.log(
  `\n${CONCURRENT_PHOTOS} photos, ${clients} clients: ${(CONCURRENT_PHOTOS / seconds).toFixed(1)} photos/s (${notVerified} not verified)`,
);
console.log(
  `server RSS: ${rssBefore} MB before listen, ${rssLoaded} MB after the first check, ${megabytes()} MB after the run`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
