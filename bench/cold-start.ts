// Cold start of the server on an existing embedded data folder: from process spawn to the first
// answer of /api/health. The first run creates the folder; the next runs are measured.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 5);
const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-'));
const port = 4900;

async function startOnce(): Promise<number> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < 60_000) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          return (performance.now() - started) / 1000;
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('server did not start');
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const first = await startOnce();
console.log(`first start (new data folder): ${first.toFixed(2)} s`);
const times: number[] = [];
for (let run = 0; run < RUNS; run++) times.push(await startOnce());
times.sort((a, b) => a - b);
console.log(
  `cold start on the existing folder, ${RUNS} runs: median ${times[Math.floor(RUNS / 2)]?.toFixed(2)} s, min ${times[0]?.toFixed(2)} s, max ${times.at(-1)?.toFixed(2)} s`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
