import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent } from '../../apps/api/src/test/realtime-client';
import {
  booker,
  bookingStream,
  expectStoredOnce,
  sentAgainOnClosedConnection,
  streamClients,
} from '../support/booking-stream';
import { createBookableWorld, demoMembers } from '../support/booking-world';
import { apiSession } from '../support/browser';
import { hasNginx, type Nginx, startNginx } from '../support/nginx';
import {
  type ClusterDatabase,
  clusterServerEnv,
  createClusterDatabase,
  freePorts,
  psql,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';

// Debian's nginx with deploy/nginx's configuration in front of three built server processes on a fresh
// PostgreSQL database and Redis, as an operator runs them under systemd (deploy/systemd): the assets
// come from nginx precompressed, the pages and the API from the processes with the request's id, a
// booking through one process rings a socket held by the other, a process taken out of nginx and
// restarted under a stream of bookings fails none, one stopped with SIGTERM answers every booking it
// read, and one killed with SIGKILL loses none that was acknowledged while the others serve on. Needs nginx (CI's
// .ci/run installs it), DATABASE_URL and REDIS_URL.

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const missing = [
  !hasNginx && 'nginx is not installed (apt-get install nginx)',
  !databaseUrl && 'DATABASE_URL is unset',
  !redisUrl && 'REDIS_URL is unset',
].filter(Boolean);
const title = `nginx in front of three processes${missing.length ? ` (skipped: ${missing.join(', ')})` : ''}`;
if (missing.length) console.warn(`e2e/cluster/nginx.spec.ts skipped: ${missing.join(', ')}`);

const distDir = path.resolve(import.meta.dirname, '../../apps/web/dist');
const CLIENTS = 12;
const DAYS = 15;
const KILL_AFTER = 40;
/** nginx's answer when a process is gone with the request: the API's own error body. */
const UNAVAILABLE = '502 {"statusCode":502,"message":"internal-error"}';

/** The access log's lines for `path…`, split into their upstream and request id. */
function logged(nginx: Nginx, pathStart: string) {
  return nginx
    .accessLog()
    .filter((line) => line.includes(` ${pathStart}`))
    .map((line) => ({
      line,
      upstream: /upstream=(\S+)/.exec(line)?.[1],
      id: /id=(\S+)$/.exec(line)?.[1],
    }));
}

describe.skipIf(missing.length > 0)(title, () => {
  const servers: ServerProcess[] = [];
  let nginx: Nginx;
  let database: ClusterDatabase;
  let admin: SessionResponse;
  let concierge: SessionResponse;
  let scheduleId: string;
  /** The booking streams' clients, one demo member each. */
  let members: { id: string; name: string }[];
  let serverEnv: NodeJS.ProcessEnv;

  const book = booker(() => ({ admin, scheduleId, server: nginx.url }));

  beforeAll(async () => {
    database = createClusterDatabase(databaseUrl as string, 'nginx');
    const port = await freePorts(4);
    serverEnv = clusterServerEnv(database.dataDir, {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_CHANNEL_PREFIX: database.name,
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      FACE_WORKERS: '1',
    });
    // The first migrates and seeds the demo; the others then find them done.
    servers.push(await startServerProcess(port + 1, serverEnv));
    servers.push(...(await Promise.all([2, 3].map((next) => startServerProcess(port + next, serverEnv)))));
    nginx = await startNginx(port, [port + 1, port + 2, port + 3]);
    concierge = await apiSession('portaria@reserva.dev', undefined, nginx.url);
    admin = await apiSession('admin@reserva.dev', concierge.venture.id, nginx.url);
    const world = await createBookableWorld(admin, {
      spotName: 'Quadra do nginx',
      activityName: 'Tênis atrás do nginx',
      events: [{ startTime: '20:00', endTime: '21:00', totalVacancies: 100 }],
      server: nginx.url,
    });
    scheduleId = world.scheduleIds[0] as string;
    // The streams' clients: demo members whose first booking goes through (a blocked one is left out).
    members = await streamClients(admin, book, CLIENTS, DAYS + 2, nginx.url);
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    database?.drop();
  });

  it('serves the hashed assets itself from the precompressed files, and each face’s page from a process', async () => {
    const script = fs
      .readdirSync(path.join(distDir, 'assets'))
      .find((file) => file.endsWith('.js') && fs.existsSync(path.join(distDir, 'assets', `${file}.br`)));
    if (!script) throw new Error('no precompressed script in apps/web/dist: run `npm run build`');
    const raw = fs.readFileSync(path.join(distDir, 'assets', script), 'utf8');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${nginx.url}/assets/${script}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(await response.text()).toBe(raw);
    }
    expect(logged(nginx, `/assets/${script}`).map((entry) => entry.upstream)).toEqual(['-', '-', '-']);
    expect((await fetch(`${nginx.url}/assets/nothing-here.js`)).status).toBe(404);

    // Each face's HTML entry, as the processes answer it, through nginx.
    const pages: string[] = [];
    for (const page of ['/reservas', '/portaria/mesa', '/app/reservas']) {
      const [proxied, direct] = await Promise.all([
        fetch(`${nginx.url}${page}`),
        fetch(`${servers[0]?.baseUrl}${page}`),
      ]);
      expect(proxied.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await proxied.text();
      expect(html).toBe(await direct.text());
      pages.push(html);
    }
    expect(new Set(pages).size).toBe(3);
  });

  it('serves HTTPS over HTTP/2 when rendered with a certificate, as a phone meets the app', async () => {
    const tlsPort = await freePorts(1);
    const secure = await startNginx(
      tlsPort,
      servers.map((server) => Number(new URL(server.baseUrl).port)),
      {
        tls: true,
      },
    );
    try {
      // The self-signed certificate of the run: trusted by this client alone.
      const session = http2.connect(secure.url, { rejectUnauthorized: false });
      const get = (page: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = session.request({ ':path': page });
          let body = '';
          let status = 0;
          request.on('response', (headers) => {
            status = Number(headers[':status']);
          });
          request.setEncoding('utf8');
          request.on('data', (chunk: string) => {
            body += chunk;
          });
          request.on('end', () => resolve({ status, body }));
          request.on('error', reject);
        });
      // Both over the one connection: HTTP/2's streams, not a connection each.
      const [page, health] = await Promise.all([get('/app/'), get('/api/health')]);
      session.close();
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(health).toEqual({ status: 200, body: '{"status":"ok"}' });
      // nginx took it as HTTP/2.
      expect(secure.accessLog().filter((line) => line.includes('"GET /app/ HTTP/2.0"'))).toHaveLength(1);
    } finally {
      await secure.stop();
    }
  });

  it("passes the client's request id to the process, or makes one, and logs it beside the process", async () => {
    const given = await fetch(`${nginx.url}/api/health`, { headers: { 'x-request-id': 'suporte-7f3a9c' } });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-request-id')).toBe('suporte-7f3a9c');
    const made = await fetch(`${nginx.url}/api/health`);
    const madeId = made.headers.get('x-request-id');
    // nginx's $request_id: 32 hexadecimal digits.
    expect(madeId).toMatch(/^[0-9a-f]{32}$/);
    const lines = logged(nginx, '/api/health');
    const ports = servers.map((server) => new URL(server.baseUrl).host);
    expect(lines.slice(-2).map((entry) => entry.id)).toEqual(['suporte-7f3a9c', madeId]);
    for (const entry of lines.slice(-2)) expect(ports).toContain(entry.upstream);
  });

  it('rings a socket held by the other process for a booking made through nginx', async () => {
    const [member] = await demoMembers(admin, 1, nginx.url);
    if (!member) throw new Error('the demo has no member');
    // Two sockets one after the other: nginx takes turns, so they are on two processes.
    const sockets = [
      await connectSocket(nginx.url, concierge.token),
      await connectSocket(nginx.url, concierge.token),
    ];
    const rung = sockets.map((socket) =>
      nextEvent<{ title: string; bookingId: string }>(socket, SOCKET_EVENTS.bookingNotification),
    );
    const booked = await book(member.id, DAYS + 5);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    for (const notice of await Promise.all(rung)) expect(notice).toMatchObject({ bookingId: id });

    // The WebSockets are logged once closed: on two processes, so one at least rang for a booking
    // made on another.
    for (const socket of sockets) socket.close();
    const deadline = Date.now() + 5000;
    while (logged(nginx, '/socket.io/').length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [first, second] = logged(nginx, '/socket.io/').map((entry) => entry.upstream);
    expect(first).not.toBe(second);
    const bookingLine = nginx.accessLog().findLast((line) => line.includes('"POST /api/bookings'));
    const bookedOn = /upstream=(\S+)/.exec(bookingLine ?? '')?.[1];
    expect(servers.map((server) => new URL(server.baseUrl).host)).toContain(bookedOn);
    expect([first, second].filter((upstream) => upstream !== bookedOn).length).toBeGreaterThanOrEqual(1);
  });

  /** The stream through nginx; every acknowledged booking is in the database, once. */
  async function streamThroughNginx(firstDay: number, onProgress: (acknowledged: number) => void) {
    const book = sentAgainOnClosedConnection(booker(() => ({ admin, scheduleId, server: nginx.url })));
    const stream = await bookingStream({ members, book, firstDay, days: DAYS, onProgress });
    expectStoredOnce(database.url, stream.acknowledged);
    return stream;
  }

  /** How many of `refused` the database holds a booking for (of the stream's event). */
  const storedOf = (refused: { memberId: string; date: string }[]) =>
    refused.length === 0
      ? 0
      : Number(
          psql(
            database.url,
            `SELECT count(*) FROM bookings WHERE deleted_at IS NULL AND schedule_id = '${scheduleId}'
               AND (user_id::text, booked_date::text) IN (${refused.map((r) => `('${r.memberId}', '${r.date}')`).join(',')})`,
          ),
        );

  it('restarts a process taken out of nginx first (DRAIN) under a stream of bookings, failing none', async () => {
    const restarted = servers[1] as ServerProcess;
    const port = Number(new URL(restarted.baseUrl).port);
    let restart: Promise<void> | undefined;
    let drainedAt = 0;
    // The rolling restart of the README: out of nginx, stopped, started again, back into nginx.
    const rollingRestart = async () => {
      await nginx.reload([port]);
      drainedAt = nginx.accessLog().length;
      await restarted.stop();
      expect(restarted.process.exitCode).toBe(0);
      servers[1] = await startServerProcess(port, serverEnv);
      await nginx.reload([]);
    };
    const { acknowledged, failures, seconds } = await streamThroughNginx(3 * DAYS + 10, (count) => {
      if (restart || count < KILL_AFTER) return;
      restart = rollingRestart();
    });
    await restart;
    console.log(
      `Rolling restart: ${members.length * DAYS} bookings through nginx in ${seconds} s, ` +
        `${acknowledged.length} acknowledged, ${failures.length} failed`,
    );
    expect(failures, nginx.errorLog()).toEqual([]);
    // Nothing went to the drained process while it was out, and it takes its turns again once back.
    const whileOut = nginx.accessLog().slice(drainedAt);
    expect(whileOut.filter((line) => line.includes(`upstream=127.0.0.1:${port} `))).toEqual([]);
    for (let read = 0; read < 6; read++) expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
    expect(logged(nginx, '/api/health').some((entry) => entry.upstream === `127.0.0.1:${port}`)).toBe(true);
  });

  it('answers every booking it read when stopped with SIGTERM under load; none refused is booked', async () => {
    const stopped = servers[2] as ServerProcess;
    let stopping: Promise<void> | undefined;
    let acknowledgedAtStop = 0;
    const { acknowledged, failures, refused, seconds } = await streamThroughNginx(2 * DAYS + 10, (count) => {
      if (stopping || count < KILL_AFTER) return;
      acknowledgedAtStop = count;
      stopping = stopped.stop();
    });
    await stopping;
    console.log(
      `SIGTERM: ${members.length * DAYS} bookings through nginx in ${seconds} s, ${acknowledged.length} ` +
        `acknowledged (${acknowledgedAtStop} before the stop), ${failures.length} refused`,
    );
    // It answered every request it had read and left; nginx passed the refused connections to the
    // others. A connection the kernel had queued for it but it had not taken yet when its listener
    // closed is reset by the kernel: nginx, having sent the POST, answers 502 rather than book twice.
    // Such a booking was never made (the client may book again); the rolling restart above avoids it.
    expect(stopped.process.exitCode).toBe(0);
    expect(acknowledgedAtStop).toBeGreaterThanOrEqual(KILL_AFTER);
    for (const failure of failures) expect(failure, nginx.errorLog()).toBe(UNAVAILABLE);
    expect(storedOf(refused)).toBe(0);
    const stoppedHost = new URL(stopped.baseUrl).host;
    const resets = nginx
      .errorLog()
      .split('\n')
      .filter((line) => line.includes('[error]'));
    for (const line of resets) expect(line).toContain(`upstream: "http://${stoppedHost}/`);
  });

  it('keeps every acknowledged booking when a process is killed under load, and serves on', async () => {
    const victim = servers[0] as ServerProcess;
    let acknowledgedAtKill = 0;
    const { acknowledged, failures, seconds } = await streamThroughNginx(1, (count) => {
      if (acknowledgedAtKill > 0 || count < KILL_AFTER) return;
      acknowledgedAtKill = count;
      victim.process.kill('SIGKILL');
    });
    console.log(
      `SIGKILL: ${members.length * DAYS} bookings through nginx in ${seconds} s, ${acknowledged.length} ` +
        `acknowledged (${acknowledgedAtKill} before the kill), ${failures.length} lost with the process`,
    );
    expect(victim.process.signalCode).toBe('SIGKILL');
    expect(acknowledgedAtKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length, nginx.errorLog()).toBeGreaterThan(acknowledgedAtKill);
    // Only the bookings the killed process was answering are lost to their clients, as nginx's 502 in
    // the API's body; never passed on to the other process (a POST is not retried).
    for (const failure of failures) expect(failure).toBe(UNAVAILABLE);

    // The survivor answers everything through nginx: reads and a booking for each client.
    const after = await Promise.all(members.map((member) => book(member.id, DAYS + 1)));
    expect(
      after.map((response) => response.status),
      nginx.errorLog(),
    ).toEqual(members.map(() => 201));
    for (let read = 0; read < 4; read++) {
      expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
    }
  });
});
