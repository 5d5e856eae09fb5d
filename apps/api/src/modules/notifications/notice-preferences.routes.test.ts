import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import type { NoticePreferences, Notification } from '@reserva/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { connectSocket, listenUrl } from '../../test/realtime-client';
import {
  bearer,
  createTestApp,
  expectError,
  redisTestConfig,
  type TestApp,
  testConfig,
} from '../../test/test-app';
import { createBookableActivity, createPersonIn } from '../bookings/bookings.fixtures';
import { createStaff } from '../users/users.fixtures';

// Which notices reach a staff user's bell (issue 29, point 5): by kind and by activity, chosen per
// venture, the group's defaults until then; the stored list and the live push both follow the choice.

let t: TestApp;
let praia: string;
let serra: string;
let master: string;
const day = saoPauloDate(3);
const activities: Record<'a' | 'b', { activityId: string; scheduleId: string }> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  master = (await t.signIn('master@reserva.dev', praia)).token;
  for (const name of ['a', 'b'] as const) {
    const { activityId } = await createBookableActivity(t.database.db, praia);
    activities[name] = { activityId, scheduleId: await createSchedule(t.database.db, activityId) };
  }
}, 180_000);
afterAll(() => t.close());

/** A new staff user of the group in the beach club, signed in there: it starts with no choice and no notice. */
async function staff(groupKey: string, ventures = [praia]): Promise<SessionResponse> {
  const user = await createStaff(t.database.db, groupKey, ventures);
  return t.signIn(user.email, praia);
}

const read = (token: string) => t.call(token, 'GET', '/notifications/preferences');
const choose = (token: string, body: unknown) => t.call(token, 'PUT', '/notifications/preferences', body);

/** A booking of a new person made by the master, at activity `a` or `b` (through `app`); its id. */
async function book(name: 'a' | 'b', app = t.app): Promise<string> {
  const userId = await createPersonIn(t.database.db, praia);
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(master),
    payload: { activityScheduleId: activities[name].scheduleId, userId, bookedDate: day },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The notices in the user's bell, as `title bookingId`. */
const inbox = async (token: string) =>
  (await t.call(token, 'GET', '/notifications?limit=100'))
    .json<{ items: Notification[] }>()
    .items.map((item) => `${item.title} ${item.bookingId}`);

/** Every notice an open screen hears, in order. */
function heard(socket: Socket): string[] {
  const titles: string[] = [];
  socket.on('booking-notification', (item: Notification) => titles.push(`${item.title} ${item.bookingId}`));
  return titles;
}

/** A manager's notice, which every screen hears: once it has arrived, so has everything sent before. */
async function settle(sockets: Socket[], titles: string[][]): Promise<void> {
  const mark = `Marca ${crypto.randomUUID()}`;
  expect((await t.call(master, 'POST', '/notifications', { title: mark })).statusCode).toBe(201);
  const deadline = Date.now() + 5000;
  while (!titles.every((list) => list.includes(`${mark} null`))) {
    if (Date.now() > deadline) throw new Error('the mark did not arrive within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // In place: the sockets' listeners keep adding to these lists.
  for (const list of titles) list.splice(0, list.length, ...list.filter((item) => !item.startsWith(mark)));
  expect(sockets.every((socket) => socket.connected)).toBe(true);
}

describe('notice preferences', () => {
  it('starts from defaults that fit each group, within what its keys read', async () => {
    const expected = {
      CONCIERGE: {
        kinds: ['BOOKING', 'CANCELLATION', 'QUEUE'],
        available: ['BOOKING', 'CANCELLATION', 'QUEUE'],
      },
      ADMIN: {
        kinds: ['CANCELLATION', 'QUEUE', 'BLOCK'],
        available: ['BOOKING', 'CANCELLATION', 'QUEUE', 'BLOCK'],
      },
      MASTER: {
        kinds: ['CANCELLATION', 'QUEUE', 'BLOCK'],
        available: ['BOOKING', 'CANCELLATION', 'QUEUE', 'BLOCK'],
      },
      EMPLOYEE: { kinds: ['BOOKING', 'CANCELLATION'], available: ['BOOKING', 'CANCELLATION', 'QUEUE'] },
      SELLER: { kinds: [], available: ['BOOKING', 'CANCELLATION', 'QUEUE'] },
    };
    const sessions: Record<string, string> = {};
    for (const [group, { kinds, available }] of Object.entries(expected)) {
      sessions[group] = (await staff(group, group === 'MASTER' ? [] : [praia])).token;
      const answer = await read(sessions[group] as string);
      expect(answer.statusCode, answer.body).toBe(200);
      const preferences = answer.json<NoticePreferences>();
      expect(preferences, group).toMatchObject({
        kinds,
        activityIds: [],
        isDefault: true,
        availableKinds: available,
      });
      expect(preferences.activities.map((activity) => activity.id)).toEqual(
        expect.arrayContaining([activities.a.activityId, activities.b.activityId]),
      );
    }
    // A booking rings the front desk and the employee, not the administrator nor the seller.
    const id = await book('a');
    const told = async (group: string) =>
      (await inbox(sessions[group] as string)).includes(`Nova reserva ${id}`);
    expect(await told('CONCIERGE')).toBe(true);
    expect(await told('EMPLOYEE')).toBe(true);
    expect(await told('ADMIN')).toBe(false);
    expect(await told('SELLER')).toBe(false);
  });

  it('keeps bookings from the bell of one who turned them off, stored and live, and only new ones when on again', async () => {
    const concierge = await staff('CONCIERGE');
    const socket = await connectSocket(await listenUrl(t.app), concierge.token);
    const titles = [heard(socket)];
    const before = await book('a');
    expect(await inbox(concierge.token)).toContain(`Nova reserva ${before}`);
    // Chosen while the screen is open: its rooms follow. Turned off, bookings leave the bell at once.
    const off = await choose(concierge.token, { kinds: ['CANCELLATION', 'QUEUE'], activityIds: [] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<NoticePreferences>()).toMatchObject({
      kinds: ['CANCELLATION', 'QUEUE'],
      isDefault: false,
    });
    expect(await inbox(concierge.token)).not.toContain(`Nova reserva ${before}`);
    const unheard = await book('a');
    await settle([socket], titles);
    expect(titles[0]).toEqual([`Nova reserva ${before}`]);
    expect(await inbox(concierge.token)).not.toContain(`Nova reserva ${unheard}`);

    expect((await choose(concierge.token, { kinds: ['BOOKING'], activityIds: [] })).statusCode).toBe(200);
    const told = await book('b');
    await settle([socket], titles);
    expect(titles[0]).toEqual([`Nova reserva ${before}`, `Nova reserva ${told}`]);
    // On again, the bell lists what was sent since: not the bookings of the break, nor those before it.
    const listed = await inbox(concierge.token);
    expect(listed).toContain(`Nova reserva ${told}`);
    expect(listed).not.toContain(`Nova reserva ${unheard}`);
    expect(listed).not.toContain(`Nova reserva ${before}`);
    socket.close();
  });

  it('tells one who chose activity A of A only, and still of what concerns no activity', async () => {
    const employee = await staff('EMPLOYEE');
    const saved = await choose(employee.token, {
      kinds: ['BOOKING'],
      activityIds: [activities.a.activityId],
    });
    expect(saved.json<NoticePreferences>().activityIds).toEqual([activities.a.activityId]);
    const socket = await connectSocket(await listenUrl(t.app), employee.token);
    const titles = [heard(socket)];
    const atA = await book('a');
    const atB = await book('b');
    await settle([socket], titles);
    expect(titles[0]).toEqual([`Nova reserva ${atA}`]);
    let listed = await inbox(employee.token);
    expect(listed).toContain(`Nova reserva ${atA}`);
    expect(listed).not.toContain(`Nova reserva ${atB}`);
    // A manager's notice is about no activity: it is listed too.
    expect(listed.some((item) => item.startsWith('Marca '))).toBe(true);

    // B added: its bookings from now on; A, heard all along, keeps its own.
    await choose(employee.token, {
      kinds: ['BOOKING'],
      activityIds: [activities.a.activityId, activities.b.activityId],
    });
    const laterAtB = await book('b');
    listed = await inbox(employee.token);
    expect(listed).toEqual(expect.arrayContaining([`Nova reserva ${atA}`, `Nova reserva ${laterAtB}`]));
    expect(listed).not.toContain(`Nova reserva ${atB}`);
    // Every activity again: those heard stay, B's earlier one does not come back.
    await choose(employee.token, { kinds: ['BOOKING'], activityIds: [] });
    listed = await inbox(employee.token);
    expect(listed).toEqual(expect.arrayContaining([`Nova reserva ${atA}`, `Nova reserva ${laterAtB}`]));
    expect(listed).not.toContain(`Nova reserva ${atB}`);
    socket.close();
  });

  it('tells who hears cancellations that a booking was cancelled, after taking its booking notice away', async () => {
    const concierge = await staff('CONCIERGE');
    const seller = await staff('SELLER');
    const admin = await staff('ADMIN');
    const socket = await connectSocket(await listenUrl(t.app), concierge.token);
    socket.emit('connected-users', {});
    const events: string[] = [];
    socket.on('cancel-booking-notification', (event: { bookingId: string }) =>
      events.push(`cancel ${event.bookingId}`),
    );
    socket.on('booking-notification', (item: Notification) => events.push(`${item.title} ${item.bookingId}`));
    const id = await book('a');
    const cancelled = await t.call(admin.token, 'POST', `/bookings/${id}/cancel`, { reason: null });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await settle([socket], [events]);
    expect(events.filter((event) => !event.startsWith('Marca'))).toEqual([
      `Nova reserva ${id}`,
      `cancel ${id}`,
      `Reserva cancelada ${id}`,
    ]);
    const [notice] = (await t.call(concierge.token, 'GET', '/notifications?limit=100'))
      .json<{ items: Notification[] }>()
      .items.filter((item) => item.title === 'Reserva cancelada' && item.bookingId === id);
    expect(notice?.description).toMatch(/^Pessoa .+: Atividade \d+, \d\d\/\d\d\/\d{4} 08:00$/);
    // Not to the one who cancelled, nor to the seller, who hears none by default.
    expect(await inbox(admin.token)).not.toContain(`Reserva cancelada ${id}`);
    expect(await inbox(seller.token)).not.toContain(`Reserva cancelada ${id}`);
    socket.close();
  });

  it('chooses per venture: the other venture keeps its defaults', async () => {
    const admin = await staff('ADMIN', [praia, serra]);
    expect((await choose(admin.token, { kinds: ['BOOKING'], activityIds: [] })).statusCode).toBe(200);
    const inSerra = await t.signIn(admin.user.email, serra);
    expect((await read(inSerra.token)).json<NoticePreferences>()).toMatchObject({
      kinds: ['CANCELLATION', 'QUEUE', 'BLOCK'],
      isDefault: true,
    });
    expect((await read(admin.token)).json<NoticePreferences>()).toMatchObject({
      kinds: ['BOOKING'],
      isDefault: false,
    });
  });

  it('names only activities of the venture, live and active, and kinds it knows', async () => {
    const concierge = await staff('CONCIERGE');
    const { activityId: other } = await createBookableActivity(t.database.db, serra);
    expectError(
      await choose(concierge.token, { kinds: [], activityIds: [other] }),
      404,
      'activity-not-found',
    );
    expectError(
      await choose(concierge.token, { kinds: [], activityIds: [crypto.randomUUID()] }),
      404,
      'activity-not-found',
    );
    for (const body of [
      { kinds: ['EVERYTHING'], activityIds: [] },
      { kinds: ['MESSAGE'], activityIds: [] },
      { kinds: ['BOOKING'], activityIds: ['not-a-uuid'] },
      { kinds: ['BOOKING'] },
      { kinds: ['BOOKING'], activityIds: [], extra: true },
    ]) {
      expectError(await choose(concierge.token, body), 400, 'validation-error');
    }
    // Repeats are one; a kind its keys cannot read is not heard.
    const saved = await choose(concierge.token, {
      kinds: ['BOOKING', 'BOOKING', 'BLOCK'],
      activityIds: [activities.a.activityId, activities.a.activityId],
    });
    expect(saved.json<NoticePreferences>()).toMatchObject({
      kinds: ['BOOKING'],
      activityIds: [activities.a.activityId],
    });

    // An activity deleted since is no longer chosen: with none left, every activity is heard.
    const { activityId: gone } = await createBookableActivity(t.database.db, praia);
    expect((await choose(concierge.token, { kinds: ['BOOKING'], activityIds: [gone] })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE activities SET deleted_at = now() WHERE id = ${gone}`);
    expect((await read(concierge.token)).json<NoticePreferences>().activityIds).toEqual([]);
    const id = await book('b');
    expect(await inbox(concierge.token)).toContain(`Nova reserva ${id}`);
    expectError(await choose(concierge.token, { kinds: [], activityIds: [gone] }), 404, 'activity-not-found');
  });
});

describe('notice preferences across processes', () => {
  it.runIf(process.env.REDIS_URL)('moves the rooms of a screen another process holds', async () => {
    // The screen is on one process, the choice is saved through another: the Redis adapter carries both.
    const redis = redisTestConfig();
    const [holder, saver] = await Promise.all([
      buildApp(testConfig(redis), t.database.db),
      buildApp(testConfig(redis), t.database.db),
    ]);
    try {
      const concierge = await staff('CONCIERGE');
      const socket = await connectSocket(await listenUrl(holder.app), concierge.token);
      const titles = [heard(socket)];
      await saver.app.ready();
      const saved = await saver.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: bearer(concierge.token),
        payload: { kinds: ['CANCELLATION'], activityIds: [] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // A booking, then a manager's notice, both through the other process.
      await book('a', saver.app);
      const told = await saver.app.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: bearer(master),
        payload: { title: 'Depois da escolha' },
      });
      expect(told.statusCode).toBe(201);
      const deadline = Date.now() + 5000;
      while (!titles[0]?.includes('Depois da escolha null') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(titles[0]).toEqual(['Depois da escolha null']);
      socket.close();
    } finally {
      await Promise.all([holder.app.close(), saver.app.close()]);
    }
  });
});
