import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlFor } from '../../apps/api/src/test/test-database';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  /** What it printed, stdout and stderr together. */
  output: string[];
  /** SIGTERM, resolved once the process has exited. */
  stop: () => Promise<void>;
}

/** Whether nothing listens on `port` now (on every address, as the server binds 0.0.0.0). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive ports that are free now (a cluster's proxy and its processes),
 * checked rather than guessed: this machine runs other services in the usual ranges.
 */
export async function freePorts(count: number): Promise<number> {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 10_000);
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
}

/** A cluster spec's own database on the local PostgreSQL server, and a data folder for its processes. */
export interface ClusterDatabase {
  name: string;
  url: string;
  dataDir: string;
  /** Drops the database (its connections too) and removes the folder. */
  drop: () => void;
}

/** Made when the spec's tests start, not when its file is collected: without PostgreSQL it is skipped. */
export function createClusterDatabase(serverUrl: string, tag: string): ClusterDatabase {
  const name = `reserva_e2e_${tag}_${process.pid}_${Date.now()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `reserva-e2e-${tag}-`));
  psql(serverUrl, `CREATE DATABASE ${name}`);
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    dataDir,
    drop() {
      psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A cluster test's server environment on a database of its own: the demo seeded (the first process
 * seeds, the others find it), its data folder, and no postal-code service (a closed local port fails at
 * once, as an unreachable ViaCEP); `env` adds to it or overrides.
 */
export function clusterServerEnv(dataDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { SEED_DEMO: 'true', DATA_DIR: dataDir, POSTAL_CODE_URL: 'http://127.0.0.1:9/ws', ...env };
}

/**
 * Starts `npm start`'s server (without rebuilding: `npm run build` must have run) on `port` with `env`
 * merged over this process's, and waits for `/api/health`.
 */
export function startServerProcess(port: number, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return startNodeProcess(['--enable-source-maps', 'apps/api/dist/server.js'], port, env);
}

/** Runs `node …args` from the repository with PORT=`port` and `env`, until `/api/health` answers there. */
export async function startNodeProcess(
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, process: child, output, stop };
}

/** One statement through psql, which comes with PostgreSQL (no driver for a few statements); its output. */
export function psql(url: string, statement: string): string {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atqc', statement], {
    encoding: 'utf8',
  }).trim();
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start within 300 s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
