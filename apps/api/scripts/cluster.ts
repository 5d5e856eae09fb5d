import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createProxyServer } from 'http-proxy-3';

// `npm run start:cluster`, for trying several processes on one machine (production runs nginx and
// systemd's units from deploy/ instead: README.md, "Running behind nginx under systemd"):
// CLUSTER_PROCESSES server processes of the built app on one PostgreSQL and one Redis, listening on
// 127.0.0.1 at the ports after PORT, behind a reverse proxy on PORT that takes turns between them and
// passes Socket.IO's WebSocket upgrades. No sticky sessions: the web app's Socket.IO client uses the
// WebSocket transport only. A process that dies leaves the turns and the others keep serving; nothing
// is restarted (a process manager above this one does that).

const env = process.env;
const serverScript = path.resolve(import.meta.dirname, '../dist/server.js');
const port = Number(env.PORT ?? 4000);
const count = Number(env.CLUSTER_PROCESSES ?? 2);

function refuse(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}
if (!env.DATABASE_URL || !env.REDIS_URL) {
  refuse(
    'set DATABASE_URL (PostgreSQL) and REDIS_URL (Redis), which all the processes share; ' +
      'one process on the embedded database is `npm start`.',
  );
}
if (!Number.isInteger(count) || count < 1 || count > 32) refuse('CLUSTER_PROCESSES must be 1 to 32.');
if (!Number.isInteger(port) || port < 1 || port + count > 65535) refuse('PORT must be a free port number.');
if (!fs.existsSync(serverScript)) refuse(`${serverScript} is missing: run \`npm run build\` first.`);

interface Member {
  index: number;
  child: ChildProcess;
  target: string;
}

const live: Member[] = [];
let turn = 0;
let stopping = false;

/** The next live process in turn, or none once all have died. */
function next(): Member | undefined {
  turn = (turn + 1) % Math.max(live.length, 1);
  return live[turn];
}

function startMember(index: number): Member {
  const memberPort = port + index;
  const child = spawn(process.execPath, ['--enable-source-maps', serverScript], {
    env: {
      ...env,
      PORT: String(memberPort),
      HOST: '127.0.0.1',
      // The proxy below sets X-Forwarded-For: rate limits see the client's address, not the proxy's.
      TRUST_PROXY: 'true',
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
      // One face-check worker per core in each process would start every core's model N times over.
      FACE_WORKERS: env.FACE_WORKERS ?? String(Math.max(1, Math.floor(os.availableParallelism() / count))),
    },
    stdio: 'inherit',
  });
  const member = { index, child, target: `http://127.0.0.1:${memberPort}` };
  child.once('exit', (code, signal) => {
    const at = live.indexOf(member);
    if (at >= 0) live.splice(at, 1);
    if (stopping) return;
    console.error(
      `[cluster] process ${index} (pid ${child.pid}) exited (${signal ?? code}); ${live.length} left`,
    );
    if (at >= 0 && live.length === 0) void stop(1);
  });
  return member;
}

/** Waits for the process's /api/health; false if it exits first. */
async function ready(member: Member): Promise<boolean> {
  while (member.child.exitCode === null && member.child.signalCode === null) {
    try {
      if ((await fetch(`${member.target}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function join(member: Member): Promise<void> {
  if (!(await ready(member))) return;
  live.push(member);
  console.log(`[cluster] process ${member.index} (pid ${member.child.pid}) serving at ${member.target}`);
}

const members: Member[] = [];
async function stop(exitCode: number): Promise<void> {
  stopping = true;
  server.close();
  // SIGTERM: each process closes its live connections (their browsers reconnect) and exits.
  const exits = members
    .filter((member) => member.child.exitCode === null && member.child.signalCode === null)
    .map((member) => new Promise((resolve) => member.child.once('exit', resolve)));
  for (const member of members) member.child.kill('SIGTERM');
  await Promise.all(exits);
  process.exit(exitCode);
}

const proxy = createProxyServer({ xfwd: true });
// The same body as the API's own errors, so the web app shows its usual message.
const unavailable = JSON.stringify({ statusCode: 502, message: 'internal-error' });
function answerUnavailable(res: http.ServerResponse | Socket): void {
  if (!(res instanceof http.ServerResponse)) return void res.destroy();
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(unavailable);
}
proxy.on('error', (_error, _req, res) => answerUnavailable(res));

/** Facing the clients, the proxy replaces what they claim; behind a trusted load balancer it appends. */
function forwardedHeaders(req: http.IncomingMessage): void {
  if (env.TRUST_PROXY === 'true') return;
  for (const name of ['for', 'port', 'proto', 'host']) delete req.headers[`x-forwarded-${name}`];
}

const server = http.createServer((req, res) => {
  const member = next();
  if (!member) return answerUnavailable(res);
  forwardedHeaders(req);
  proxy.web(req, res, { target: member.target });
});
server.on('upgrade', (req, socket, head) => {
  const member = next();
  if (!member) return socket.destroy();
  forwardedHeaders(req);
  proxy.ws(req, socket, head, { target: member.target });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));

// The first process migrates and creates the demo data alone; the others then start together.
members.push(startMember(1));
await join(members[0] as Member);
if (live.length === 0) refuse('the first process did not start (its log is above).');
for (let index = 2; index <= count; index++) members.push(startMember(index));
await Promise.all(members.slice(1).map(join));
server.listen(port, env.HOST ?? '0.0.0.0', () => {
  console.log(
    `\nReserva cluster is running on http://localhost:${port}: ${live.length} of ${count} processes`,
  );
  console.log(
    'This launcher is for trying several processes on one machine: it restarts nothing. In production, run\n' +
      "nginx and systemd's units from deploy/ (README.md, 'Running behind nginx under systemd').",
  );
});
