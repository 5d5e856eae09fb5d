import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import {
  apiCall,
  apiSession,
  DEMO_PASSWORD,
  newPage,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';
import {
  type ClusterDatabase,
  clusterServerEnv,
  createClusterDatabase,
  freePorts,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';

// Two server processes on one PostgreSQL and one Redis, as a larger operator runs them: a booking made
// in a browser on one process rings the bell and refreshes the list of a browser on the other, and its
// cancellation takes the notice back for its own. Needs DATABASE_URL and REDIS_URL (CI sets both).

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const browser = useBrowser();

describe.skipIf(!databaseUrl || !redisUrl)('two server processes', () => {
  const servers: ServerProcess[] = [];
  let database: ClusterDatabase;

  beforeAll(async () => {
    database = createClusterDatabase(databaseUrl as string, 'live');
    const env = clusterServerEnv(database.dataDir, { DATABASE_URL: database.url, REDIS_URL: redisUrl });
    // One after the other: the first migrates and seeds the demo, the second finds them done.
    servers.push(await startServerProcess(await freePorts(1), env));
    servers.push(await startServerProcess(await freePorts(1), env));
  }, 600_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    database?.drop();
  });

  it("rings the other process's bell for a booking, refreshes its list, and takes the notice back on cancelling", async () => {
    const [one, other] = servers.map((server) => server.baseUrl) as [string, string];
    const concierge = await apiSession('portaria@reserva.dev', undefined, other);
    const admin = await apiSession('admin@reserva.dev', concierge.venture.id, one);
    const { scheduleIds } = await createBookableWorld(admin, {
      spotName: 'Marina',
      activityName: 'Vela em dupla',
      events: [{ startTime: '15:00', endTime: '16:00' }],
      server: one,
    });
    const [member] = await demoMembers(admin, 1, one);
    if (!member) throw new Error('the demo has no member');
    // The demo week's notices were read when seeded: the concierge's bell starts silent.
    const unread = await apiCall(concierge.token, 'GET', '/notifications?isUnread=true', undefined, other);
    expect(((await unread.json()) as { total: number }).total).toBe(0);

    // The concierge watches the bookings list on the other process.
    const watcher = await newPage(browser());
    await signIn(watcher, 'portaria@reserva.dev', DEMO_PASSWORD, other);
    await watcher.getByRole('navigation').getByRole('link', { name: 'Reservas', exact: true }).click();
    await watcher.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    await expect(watcher.getByRole('cell', { name: 'Vela em dupla' }).count()).resolves.toBe(0);

    // The administrator books from a browser on the first process.
    const author = await newPage(browser());
    await signIn(author, 'admin@reserva.dev', DEMO_PASSWORD, one);
    const booked = await author.evaluate(
      async (body) => {
        const response = await fetch('/api/bookings', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${window.localStorage.getItem('token')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as { id?: string } };
      },
      { activityScheduleId: scheduleIds[0], userId: member.id, bookedDate: saoPauloDate(30) },
    );
    expect(booked.status).toBe(201);

    // Through Redis: the other process's browser rings and lists the booking, without reloading.
    await watcher.getByRole('button', { name: 'Notificações: 1 não lida' }).waitFor();
    await watcher.getByRole('cell', { name: 'Vela em dupla' }).first().waitFor();
    await screenshot(watcher, 'cluster-bell-other-process');

    // Cancelled on the first process: the booking's notice leaves the other's bell for the
    // cancellation's ('Reserva cancelada', which the front desk hears), and the row its pending list.
    await watcher.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
    await watcher.getByText('Nova reserva', { exact: true }).waitFor();
    const cancelled = await apiCall(admin.token, 'POST', `/bookings/${booked.body.id}/cancel`, {}, one);
    expect(cancelled.status, await cancelled.clone().text()).toBeLessThan(300);
    await watcher.getByText('Reserva cancelada', { exact: true }).waitFor();
    await watcher.getByText('Nova reserva', { exact: true }).waitFor({ state: 'detached' });
    await watcher.getByRole('cell', { name: 'Vela em dupla' }).first().waitFor({ state: 'detached' });
  });
});
