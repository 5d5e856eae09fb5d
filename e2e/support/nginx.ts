import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Debian's nginx with the project's configuration (deploy/nginx, filled by its render.sh) in front of
// server processes, run as a non-root process from a temporary folder: its own main file, pid, logs and
// temporary folders, and the modules Debian enables (brotli_static when installed).

const repoRoot = path.resolve(import.meta.dirname, '../..');
const NOBODY = { uid: 65534, gid: 65534 };

/** Whether Debian's nginx is installed (CI's .ci/run installs it). */
export const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export interface Nginx {
  url: string;
  /** The access log's lines so far (the `reserva` format: `upstream=…` and `id=…` on each). */
  accessLog: () => string[];
  /** nginx's error log so far. */
  errorLog: () => string;
  /**
   * Renders the configuration again with `drained` ports `down` (render.sh's DRAIN) and reloads nginx,
   * once its old worker has answered what it had under way and left.
   */
  reload: (drained: number[]) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts nginx on `port` in front of the processes at `upstreamPorts`, once it listens. With `tls`, it
 * serves HTTPS and HTTP/2 with a self-signed certificate made for the run (a browser then needs
 * `--ignore-certificate-errors`).
 */
export async function startNginx(
  port: number,
  upstreamPorts: number[],
  { tls = false }: { tls?: boolean } = {},
): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-nginx-'));
  const certificate = tls ? selfSignedCertificate(prefix) : {};
  const renderSite = (drained: number[]) => {
    const site = execFileSync(path.join(repoRoot, 'deploy/nginx/render.sh'), {
      encoding: 'utf8',
      env: {
        ...process.env,
        PORTS: upstreamPorts.join(' '),
        DRAIN: drained.join(' '),
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        LISTEN: `127.0.0.1:${port}`,
        LOG_DIR: prefix,
        ...certificate,
      },
    });
    fs.writeFileSync(path.join(prefix, 'reserva.conf'), site);
  };
  renderSite([]);
  const temp = (name: string) => `${name}_temp_path ${prefix}/${name};`;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // A stop waits for open WebSockets no longer than this.
      'worker_shutdown_timeout 5s;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'include /etc/nginx/modules-enabled/*.conf;',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${prefix}/reserva.conf;`,
      '}',
    ].join('\n'),
  );
  // Root (as in CI) runs it as nobody, who then owns the prefix.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', `${NOBODY.uid}:${NOBODY.gid}`, prefix]);
  const args = ['-c', `${prefix}/nginx.conf`, '-e', `${prefix}/error.log`];
  execFileSync('nginx', [...args, '-t', '-q'], { stdio: 'inherit', ...(asRoot && NOBODY) });
  const child = spawn('nginx', args, { stdio: 'inherit', ...(asRoot && NOBODY) });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = () => stopNginx(child, prefix);
  try {
    await waitForPort(port, child, prefix);
  } catch (error) {
    await stop();
    throw error;
  }
  const accessLog = () =>
    fs.readFileSync(path.join(prefix, 'reserva.access.log'), 'utf8').split('\n').filter(Boolean);
  const errorLog = () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
  const reload = async (drained: number[]) => {
    const [oldWorker] = workers(child);
    renderSite(drained);
    execFileSync('nginx', [...args, '-t', '-q'], { stdio: 'inherit', ...(asRoot && NOBODY) });
    // SIGHUP: the master starts a worker on the new configuration, and the old one finishes and leaves.
    child.kill('SIGHUP');
    const deadline = Date.now() + 10_000;
    while (workers(child).some((worker) => worker === oldWorker) || workers(child).length !== 1) {
      if (Date.now() > deadline) throw new Error(`nginx did not reload:\n${errorLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { url, accessLog, errorLog, reload, stop };
}

/** The pids of the nginx master's worker processes (worker_processes 1: one, but two during a reload). */
function workers(master: ChildProcess): number[] {
  const parentOf = (pid: string) => {
    try {
      // /proc/PID/stat: "pid (name) state ppid …"; the name may hold spaces but ends at the last ')'.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined; // gone meanwhile
    }
  };
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && parentOf(entry) === master.pid)
    .map(Number);
}

/** A certificate for 127.0.0.1 and its key, by Debian's openssl, as render.sh's TLS_CERT and TLS_KEY. */
function selfSignedCertificate(prefix: string): { TLS_CERT: string; TLS_KEY: string } {
  const [TLS_CERT, TLS_KEY] = [path.join(prefix, 'cert.pem'), path.join(prefix, 'key.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', TLS_KEY, '-out', TLS_CERT],
    ],
    { stdio: 'ignore' },
  );
  return { TLS_CERT, TLS_KEY };
}

/** Until nginx accepts connections on its port. */
async function waitForPort(port: number, child: ChildProcess, prefix: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await accepts()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start:\n${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
}

function stopNginx(child: ChildProcess, prefix: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      fs.rmSync(prefix, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    // SIGQUIT: nginx's graceful stop.
    child.kill('SIGQUIT');
  });
}
