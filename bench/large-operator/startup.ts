// What the first screen costs: the server's cold start on an existing embedded data folder (spawn to
// the first answer of /api/health) with its memory then, and the JavaScript of the sign-in route as
// the server sends it (gzip, brotli). Both read the build (`npm run build` first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port the system reports free now (bound to 0, then released for the server to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '0.0.0.0', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ColdStart {
  /** Seconds of the first start, which creates the data folder. */
  first: number;
  /** Seconds of the next starts, sorted. */
  times: number[];
  median: number;
  /** The server's resident memory when it first answered, MB (median over the runs). */
  rssMb: number;
}

function residentMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * One start of the built server on `env`: seconds until /api/health answers, and its memory then (or
 * `settleMs` later, once the work a start schedules has run).
 */
export async function startOnce(
  env: NodeJS.ProcessEnv,
  settleMs = 0,
): Promise<{ seconds: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < 60_000) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          const seconds = (performance.now() - started) / 1000;
          if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
          return { seconds, rssMb: residentMb(server.pid) };
        }
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

/** The environment of a server on the embedded database in `dataDir`, without Redis. */
export function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

export async function measureColdStart(runs: number): Promise<ColdStart> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-'));
  try {
    const env = embeddedEnv(dataDir);
    const { seconds: first } = await startOnce(env);
    const starts = [];
    for (let run = 0; run < runs; run++) starts.push(await startOnce(env));
    const times = starts.map((start) => start.seconds).sort((a, b) => a - b);
    const memory = starts.map((start) => start.rssMb).sort((a, b) => a - b);
    const middle = Math.floor(runs / 2);
    return { first, times, median: times[middle] ?? 0, rssMb: memory[middle] ?? 0 };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Chunk {
  file: string;
  imports?: string[];
}

export interface BundleFile {
  file: string;
  /** Bytes as built. */
  raw: number;
  /** Bytes sent to a browser that accepts gzip (the default measure). */
  bytes: number;
  /** Bytes sent to a browser that accepts brotli. */
  br: number;
}

/** A face's first screen: its HTML entry and the lazy page modules the route renders (manifest keys). */
export interface BundleRoute {
  entry: string;
  pages: string[];
}

/** The back-office's sign-in, the figure the large-operator report checks. */
export const BACK_OFFICE_SIGN_IN: BundleRoute = {
  entry: 'index.html',
  pages: ['src/features/auth/SignInPage.tsx'],
};

/**
 * What the server sends of each file a route loads (its face's entry, the route's page chunks and their
 * static imports): the .gz and .br the build wrote beside it, or the file itself where the build left
 * it raw (under 1 kB). A build from before precompression is measured by compressing it here.
 */
export function measureBundle(route: BundleRoute = BACK_OFFICE_SIGN_IN): {
  files: BundleFile[];
  total: number;
  totalBr: number;
  totalRaw: number;
} {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const manifest: Record<string, Chunk> = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  );
  // A module that one face imports statically and another lazily is a shared chunk, not an entry of
  // the manifest: found by the name the build gives its chunk (`_SignInPage-<hash>.js`).
  const chunkOf = (key: string): Chunk | undefined => {
    if (manifest[key]) return manifest[key];
    const name = path.basename(key).replace(/\.\w+$/, '');
    const shared = Object.keys(manifest).find((k) => k.startsWith(`_${name}-`) && k.endsWith('.js'));
    return shared ? manifest[shared] : undefined;
  };
  const collect = (key: string, into: Set<string>): void => {
    const chunk = chunkOf(key);
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const names = new Set<string>();
  for (const key of [route.entry, ...route.pages]) collect(key, names);
  const precompressed = fs.readdirSync(path.join(dist, 'assets')).some((name) => name.endsWith('.br'));
  const served = (file: string, extension: string, raw: Buffer, compress: (raw: Buffer) => Buffer) => {
    const sibling = path.join(dist, `${file}${extension}`);
    if (fs.existsSync(sibling)) return fs.statSync(sibling).size;
    return precompressed ? raw.length : compress(raw).length;
  };
  const files = [...names].map((file) => {
    const raw = fs.readFileSync(path.join(dist, file));
    return {
      file,
      raw: raw.length,
      bytes: served(file, '.gz', raw, (data) => gzipSync(data, { level: 9 })),
      br: served(file, '.br', raw, (data) =>
        brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      ),
    };
  });
  const sum = (bytes: (file: BundleFile) => number) => files.reduce((total, file) => total + bytes(file), 0);
  return {
    files,
    total: sum((file) => file.bytes),
    totalBr: sum((file) => file.br),
    totalRaw: sum((file) => file.raw),
  };
}
