import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { psql } from './server-process';

// A streaming replica of the PostgreSQL server at DATABASE_URL, made as an operator makes one with
// Debian's packages: `pg_basebackup -R -X stream` into a second cluster of its own (a temporary folder,
// another port), started with the primary's own server binaries. Root (as in CI) runs the cluster as
// the user postgres, who owns it; anyone else runs it as themselves.

const REPLICATION_LINE = 'host replication all 127.0.0.1/32 trust # reserva e2e read replica';

export interface Replica {
  port: number;
  /** The replica's address of `database` (a database of the primary). */
  urlOf: (database: string) => string;
  /** One statement on the replica's `postgres` database, through psql; its output. */
  query: (statement: string) => string;
  /** Until the replica has replayed everything the primary had written when called. */
  catchUp: () => Promise<void>;
  /** The replica keeps receiving the primary's WAL but replays none of it until `resume`. */
  pause: () => void;
  resume: () => void;
  /** Stops the replica, removes its folder and gives the primary's pg_hba.conf back as it was. */
  stop: () => void;
}

interface Primary {
  /** Debian's server binaries of the primary's major version. */
  binaries: string;
  /** Set when the primary refuses replication connections and its pg_hba.conf is ours to change. */
  hbaFile: string | null;
}

/**
 * What the primary at `url` lacks for a replica of it here, in a sentence (the spec's skip message),
 * or what it takes to make one.
 */
export function replicaPrerequisites(url: string): { missing: string } | { primary: Primary } {
  const major = psql(url, "SELECT current_setting('server_version_num')::int / 10000");
  const binaries = `/usr/lib/postgresql/${major}/bin`;
  if (
    !fs.existsSync(path.join(binaries, 'pg_basebackup')) ||
    !fs.existsSync(path.join(binaries, 'postgres'))
  ) {
    return {
      missing: `PostgreSQL ${major}'s server is not installed here (apt-get install postgresql-${major})`,
    };
  }
  const [walLevel, senders] = psql(
    url,
    "SELECT current_setting('wal_level'), current_setting('max_wal_senders')",
  )
    .split('|')
    .map(String);
  if (walLevel === 'minimal' || Number(senders) < 1) {
    return { missing: 'the primary needs wal_level=replica and max_wal_senders>0 (set them and restart it)' };
  }
  if (acceptsReplication(url)) return { primary: { binaries, hbaFile: null } };
  // A replication line in pg_hba.conf takes a reload, not a restart: the spec adds one while it runs
  // when the file is on this machine and writable, and removes it after.
  const hbaFile = psql(url, 'SHOW hba_file');
  const local = ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
  if (local && isWritable(hbaFile)) return { primary: { binaries, hbaFile } };
  return {
    missing:
      'the primary refuses replication connections from 127.0.0.1: add ' +
      `"host replication all 127.0.0.1/32 trust" (or a password method) to ${hbaFile} and reload it`,
  };
}

/** Makes a replica of the primary at `url` on `port` and starts it. */
export async function startReplica(url: string, primary: Primary, port: number): Promise<Replica> {
  const { hbaFile } = primary;
  const editHba = (edit: (lines: string[]) => string[]) => {
    if (!hbaFile) return;
    fs.writeFileSync(hbaFile, edit(fs.readFileSync(hbaFile, 'utf8').split('\n')).join('\n'));
    psql(url, 'SELECT pg_reload_conf()');
  };
  // First: pg_hba.conf takes the first line that matches. Only that line goes again.
  editHba((lines) => [REPLICATION_LINE, ...lines]);
  const giveHbaBack = () => editHba((lines) => lines.filter((line) => line !== REPLICATION_LINE));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  // As the cluster's owner; from its folder, which that user can read.
  const run = (binary: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(primary.binaries, binary),
      asRoot ? ['-u', 'postgres', '--', path.join(primary.binaries, binary), ...args] : args,
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), ...args]);
  const stop = () => {
    try {
      if (fs.existsSync(path.join(dir, 'postmaster.pid'))) pgCtl('-m', 'fast', '-w', 'stop');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      giveHbaBack();
    }
  };
  try {
    // -R writes primary_conninfo and standby.signal: the copy starts as a standby streaming from `url`.
    run('pg_basebackup', ['-d', url, '-D', dir, '-R', '-X', 'stream', '--checkpoint=fast']);
    // Debian keeps postgresql.conf and pg_hba.conf in /etc, out of the copy; where the copy brought
    // them, these lines come last and win. A hot standby needs these limits at least as high as its
    // primary's.
    const limits = ['max_connections', 'max_worker_processes', 'max_prepared_transactions']
      .concat(['max_locks_per_transaction', 'max_wal_senders'])
      .map((name) => `${name} = ${psql(url, `SELECT current_setting('${name}')`)}`);
    fs.appendFileSync(
      path.join(dir, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        `hba_file = '${dir}/pg_hba.conf'`,
        `ident_file = '${dir}/pg_ident.conf'`,
        'hot_standby = on',
        'shared_buffers = 16MB',
        ...limits,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    fs.writeFileSync(path.join(dir, 'pg_ident.conf'), '');
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    pgCtl('-w', '-t', '60', 'start');
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    stop();
    throw new Error(`the replica did not start: ${(error as Error).message}\n${log}`);
  }
  const base = new URL(url);
  const urlOf = (database: string) =>
    `postgres://${base.username || 'postgres'}${base.password ? `:${base.password}` : ''}@127.0.0.1:${port}/${database}`;
  const query = (statement: string) => psql(urlOf('postgres'), statement);
  return {
    port,
    urlOf,
    query,
    catchUp: async () => {
      const written = psql(url, 'SELECT pg_current_wal_lsn()');
      const deadline = Date.now() + 30_000;
      while (query(`SELECT pg_last_wal_replay_lsn() >= '${written}'::pg_lsn`) !== 't') {
        if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${written} in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    pause: () => {
      query('SELECT pg_wal_replay_pause()');
    },
    resume: () => {
      query('SELECT pg_wal_replay_resume()');
    },
    stop,
  };
}

function acceptsReplication(url: string): boolean {
  const replication = new URL(url);
  replication.searchParams.set('replication', 'true');
  try {
    execFileSync('psql', [replication.href, '-Atqc', 'IDENTIFY_SYSTEM'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function isWritable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
