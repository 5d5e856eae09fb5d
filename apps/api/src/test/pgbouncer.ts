import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Pooler } from '../db/pooler';

// Debian's PgBouncer (apt package pgbouncer; CI's .ci/run installs it) in front of a PostgreSQL server,
// run from a temporary folder with its own configuration on a free port: any database of the server by
// its name, clients let in without a password (auth_type trust), PgBouncer itself logging in as the
// server URL's user. PgBouncer refuses to run as root: root (as in CI) runs it as nobody.

/** The binary, where Debian puts it (/usr/sbin is not on every user's PATH), or null. */
export const pgbouncerBinary: string | null = (() => {
  for (const candidate of ['/usr/sbin/pgbouncer', 'pgbouncer']) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not there
    }
  }
  return null;
})();

export interface Pgbouncer {
  /** `serverUrl`'s user and `database` through PgBouncer. */
  urlFor(database: string): string;
  /** PgBouncer's log so far. */
  log(): string;
  /** SIGTERM (PgBouncer's immediate shutdown: its server connections close), resolved once it exited. */
  stop(): Promise<void>;
}

export interface PgbouncerOptions {
  mode: Pooler;
  /** Server connections per database and user (`default_pool_size`). */
  poolSize: number;
}

export async function startPgbouncer(
  serverUrl: string,
  { mode, poolSize }: PgbouncerOptions,
): Promise<Pgbouncer> {
  if (!pgbouncerBinary) throw new Error('PgBouncer is not installed (apt-get install pgbouncer)');
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-pgbouncer-'));
  const port = await freePort();
  const login = [`user=${user}`, password && `password=${password}`].filter(Boolean).join(' ');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} ${login}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${dir}/users.txt`,
      `pool_mode = ${mode}`,
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      `logfile = ${dir}/pgbouncer.log`,
      `pidfile = ${dir}/pgbouncer.pid`,
    ].join('\n'),
  );
  // trust still looks the client's user up in the auth file.
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'nobody', dir]);
  const child = spawn(
    pgbouncerBinary,
    [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')],
    {
      stdio: 'ignore',
    },
  );
  const log = () => fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8');
  const stop = () => stopPgbouncer(child, dir);
  try {
    await waitForListening(port, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  const urlFor = (database: string) => {
    const url = new URL(`postgres://127.0.0.1:${port}/${database}`);
    url.username = server.username || 'postgres';
    return url.toString();
  };
  return { urlFor, log, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForListening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let logged = '';
  try {
    logged = log();
  } catch {
    // it stopped before writing one
  }
  throw new Error(`PgBouncer did not start:\n${logged}`);
}

function stopPgbouncer(child: ChildProcess, dir: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}
