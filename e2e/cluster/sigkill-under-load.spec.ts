import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { booker, bookingStream, expectStoredOnce, streamClients } from '../support/booking-stream';
import { createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, DEMO_PASSWORD, newPage, signIn, useBrowser } from '../support/browser';
import {
  type ClusterDatabase,
  clusterServerEnv,
  createClusterDatabase,
  freePorts,
  psql,
  type ServerProcess,
  startNodeProcess,
} from '../support/server-process';

// `npm run start:cluster` (its launcher, without rebuilding) on a fresh PostgreSQL database and Redis:
// two server processes behind its proxy. A browser on the proxy rings for a booking made through the
// proxy; then one process is killed with SIGKILL in the middle of a stream of bookings. Every booking
// acknowledged (201) is in the database, the clients see the others only as the proxy's 502 or a dropped
// connection, and the survivor serves on. Needs DATABASE_URL and REDIS_URL (CI sets both).

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const browser = useBrowser();

/** Demo members asked for, one client each: those the first booking refuses (a blocked one) are left out. */
const CLIENTS = 16;
const DAYS = 20;
const KILL_AFTER = 80;

interface Cluster {
  launcher: ServerProcess;
  /** Each server process's pid, by its number (1, 2). */
  pids: Map<number, number>;
}

/** Starts the launcher with the proxy on `port`, waiting until the proxy answers /api/health. */
async function startCluster(port: number, env: NodeJS.ProcessEnv): Promise<Cluster> {
  const launcher = await startNodeProcess(['--import', 'tsx', 'apps/api/scripts/cluster.ts'], port, {
    ...env,
    CLUSTER_PROCESSES: '2',
  });
  const pids = new Map(
    [...launcher.output.join('').matchAll(/\[cluster\] process (\d+) \(pid (\d+)\) serving/g)].map(
      ([, index, pid]) => [Number(index), Number(pid)] as const,
    ),
  );
  return { launcher, pids };
}

describe.skipIf(!databaseUrl || !redisUrl)('start:cluster', () => {
  let database: ClusterDatabase;
  let cluster: Cluster;
  let admin: SessionResponse;
  let scheduleId: string;
  let members: { id: string; name: string }[];
  const book = booker(() => ({ admin, scheduleId, server: cluster.launcher.baseUrl }));

  beforeAll(async () => {
    database = createClusterDatabase(databaseUrl as string, 'cluster');
    cluster = await startCluster(
      await freePorts(3),
      clusterServerEnv(database.dataDir, { DATABASE_URL: database.url, REDIS_URL: redisUrl }),
    );
    const server = cluster.launcher.baseUrl;
    const concierge = await apiSession('portaria@reserva.dev', undefined, server);
    admin = await apiSession('admin@reserva.dev', concierge.venture.id, server);
    const world = await createBookableWorld(admin, {
      spotName: 'Quadra do cluster',
      activityName: 'Tênis no cluster',
      events: [{ startTime: '20:00', endTime: '21:00', totalVacancies: 100 }],
      server,
    });
    scheduleId = world.scheduleIds[0] as string;
    members = await streamClients(admin, book, CLIENTS, DAYS + 2, server);
  }, 150_000);

  afterAll(async () => {
    await cluster?.launcher.stop();
    database?.drop();
  });

  it('rings the bell of a browser on the proxy for a booking made through the proxy', async () => {
    const concierge = await apiSession('portaria@reserva.dev', undefined, cluster.launcher.baseUrl);
    const unread = await apiCall(
      concierge.token,
      'GET',
      '/notifications?isUnread=true',
      undefined,
      cluster.launcher.baseUrl,
    );
    const before = ((await unread.json()) as { total: number }).total;
    const bell = (count: number) => `Notificações: ${count} não lida${count > 1 ? 's' : ''}`;
    const watcher = await newPage(browser());
    await signIn(watcher, 'portaria@reserva.dev', DEMO_PASSWORD, cluster.launcher.baseUrl);
    await watcher.getByRole('button', { name: bell(before), exact: true }).waitFor();
    await expectAccessible(watcher, 'dashboard-through-proxy');
    const booked = await book(members[0]?.id as string, DAYS + 5);
    expect(booked.status, await booked.clone().text()).toBe(201);
    await watcher.getByRole('button', { name: bell(before + 1), exact: true }).waitFor();
    await watcher.context().close();
  });

  it('keeps every acknowledged booking when a process is killed under load, and serves on', async () => {
    let acknowledgedAtKill = 0;
    const victim = cluster.pids.get(1);
    expect(cluster.pids.size).toBe(2);
    // Killed while the clients book, once KILL_AFTER bookings are acknowledged.
    const { acknowledged, failures, seconds } = await bookingStream({
      members,
      book,
      firstDay: 1,
      days: DAYS,
      onProgress: (count) => {
        if (acknowledgedAtKill > 0 || count < KILL_AFTER) return;
        acknowledgedAtKill = count;
        process.kill(victim as number, 'SIGKILL');
      },
    });
    // The kill fell in the middle of the load, and the survivor went on acknowledging bookings.
    expect(acknowledgedAtKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeGreaterThan(acknowledgedAtKill);
    expect(cluster.launcher.output.join('')).toMatch(/process 1 \(pid \d+\) exited \(SIGKILL\); 1 left/);
    // The lost requests show only as the proxy's answer or a dropped connection, never as a refusal.
    for (const failure of failures) expect(failure).toMatch(/^(502 |connection: )/);
    expectStoredOnce(database.url, acknowledged);
    // The load's bookings stored: the acknowledged ones, plus any committed whose answer was lost.
    const inLoad = psql(
      database.url,
      `SELECT count(*) FROM bookings WHERE deleted_at IS NULL AND schedule_id = '${scheduleId}' ` +
        `AND booked_date BETWEEN '${saoPauloDate(1)}' AND '${saoPauloDate(DAYS)}'`,
    );
    console.log(
      `${members.length * DAYS} bookings by ${members.length} clients in ${seconds} s: ${acknowledged.length} ` +
        `acknowledged (${acknowledgedAtKill} before the SIGKILL), ${inLoad} stored, ${failures.length} failed: ` +
        [...new Set(failures)].join('; '),
    );

    // The survivor serves on: a booking for each client, all acknowledged through the proxy.
    const after = await Promise.all(members.map((member) => book(member.id, DAYS + 1)));
    expect(after.map((response) => response.status)).toEqual(members.map(() => 201));
    expect(cluster.launcher.process.exitCode).toBeNull();
  });
});
