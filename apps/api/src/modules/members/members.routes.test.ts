import type {
  MemberBookings,
  MemberEvent,
  MemberQueueEntry,
  MeResponse,
} from '@reserva/shared/members/members.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { connectSocket, listenUrl, nextEvent } from '../../test/realtime-client';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createEvent } from '../bookings/bookings.fixtures';
import { MEMBER_THROTTLE } from './members.service';

// Sócio's API (issue 31): a person acts for themselves, their dependants and hosted guests, through
// the staff's own booking, cancellation and queue rules; nothing of anyone else is reachable.

let t: TestApp;
let praia: string;
let tokens: Record<'socio' | 'dependente' | 'convidado' | 'admin', string>;
let me: MeResponse;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = {
    socio: await t.signInPerson('socio@reserva.dev'),
    dependente: await t.signInPerson('dependente@reserva.dev'),
    convidado: await t.signInPerson('convidado@reserva.dev'),
    admin: (await t.signIn('admin@reserva.dev', praia)).token,
  };
  me = (await t.call(tokens.socio, 'GET', '/me')).json<MeResponse>();
  // Another member of the beach club with a password, and a dependant of theirs.
  const [someone] = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.name, 'Bruno Barbosa Silva'));
  other = someone?.id as string;
}, 180_000);
afterAll(() => t.close());

/** An event of a new activity in the beach club, every day, with `places` places. */
const event = (places: number | null, startTime = '10:00:00') =>
  createEvent(t.database.db, praia, {
    totalVacancies: places,
    startTime,
    endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00:00`,
  });

const book = (token: string, body: Record<string, unknown>) => t.call(token, 'POST', '/me/bookings', body);

describe('who may use the members’ app', () => {
  it('signs people in at /me/sessions, refuses staff there and people at the staff sign-in', async () => {
    const staffAtApp = await t.app.inject({
      method: 'POST',
      url: '/api/me/sessions',
      payload: { email: 'admin@reserva.dev', password: DEMO_PASSWORD },
    });
    expectError(staffAtApp, 403, 'insufficient-privilege');
    const personAtStaff = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sessions',
      payload: { email: 'socio@reserva.dev', password: DEMO_PASSWORD },
    });
    expectError(personAtStaff, 403, 'insufficient-privilege');
  });

  it("answers 403 to a person's token on staff routes, and to a staff token on the person's", async () => {
    for (const url of ['/bookings', '/sessions/ventures', '/notifications', '/users', '/desk/today']) {
      expectError(await t.call(tokens.socio, 'GET', url), 403, 'insufficient-privilege');
    }
    expectError(await t.call(tokens.admin, 'GET', '/me'), 403, 'insufficient-privilege');
    expectError(await t.call(tokens.admin, 'GET', '/me/bookings'), 403, 'insufficient-privilege');
  });

  it('names the person, their venture, and the dependants and guests they book for', () => {
    expect(me.person).toMatchObject({ email: 'socio@reserva.dev', groupKey: 'MEMBER' });
    expect(me.venture.id).toBe(praia);
    const kinds = me.family.map((member) => member.groupKey).sort();
    expect(kinds).toContain('DEPENDANT');
    expect(kinds).toContain('GUEST');
  });
});

describe('events and bookings', () => {
  it("lists a week of the venture's events the person may book, up to the venture's horizon", async () => {
    const { scheduleId } = await event(3);
    const tomorrow = saoPauloDate(1);
    const answer = await t.call(tokens.socio, 'GET', `/me/events?startDate=${tomorrow}&endDate=${tomorrow}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const found = answer
      .json<{ items: MemberEvent[] }>()
      .items.find((item) => item.activityScheduleId === scheduleId);
    expect(found).toMatchObject({ date: tomorrow, vacancies: 3, isFull: false });
    const beyond = saoPauloDate(200);
    const far = await t.call(tokens.socio, 'GET', `/me/events?startDate=${beyond}&endDate=${beyond}`);
    expect(far.json<{ items: MemberEvent[] }>().items).toEqual([]);
    expectError(
      await t.call(tokens.socio, 'GET', `/me/events?startDate=${tomorrow}&endDate=${saoPauloDate(30)}`),
      400,
      'validation-error',
    );
  });

  it('books for the person and for their dependant, never for someone else, and never past the places', async () => {
    const { scheduleId } = await event(2, '12:00:00');
    const date = saoPauloDate(2);
    const dependant = me.family.find((member) => member.groupKey === 'DEPENDANT');
    const own = await book(tokens.socio, { activityScheduleId: scheduleId, bookedDate: date });
    expect(own.statusCode, own.body).toBe(201);
    const forChild = await book(tokens.socio, {
      activityScheduleId: scheduleId,
      bookedDate: date,
      forUserId: dependant?.id,
    });
    expect(forChild.statusCode, forChild.body).toBe(201);
    // Someone who is not theirs answers as nobody.
    expectError(
      await book(tokens.socio, { activityScheduleId: scheduleId, bookedDate: date, forUserId: other }),
      404,
      'user-not-found',
    );
    // Full: the rule refuses, and nothing forces it.
    const guest = me.family.find((member) => member.groupKey === 'GUEST');
    expectError(
      await book(tokens.socio, { activityScheduleId: scheduleId, bookedDate: date, forUserId: guest?.id }),
      422,
      'booking-no-vacancies-available',
    );
    const mine = (await t.call(tokens.socio, 'GET', '/me/bookings')).json<MemberBookings>();
    const ids = mine.upcoming.map((item) => item.id);
    expect(ids).toContain(own.json<{ id: string }>().id);
    expect(ids).toContain(forChild.json<{ id: string }>().id);
    expect(mine.upcoming.every((item) => item.passCode?.startsWith('R1.'))).toBe(true);
    // The dependant sees their own booking, not their titular's.
    const theirs = (await t.call(tokens.dependente, 'GET', '/me/bookings')).json<MemberBookings>();
    expect(theirs.upcoming.map((item) => item.id)).toContain(forChild.json<{ id: string }>().id);
    expect(theirs.upcoming.map((item) => item.id)).not.toContain(own.json<{ id: string }>().id);
  });

  it("cancels the person's own bookings, and nobody else's", async () => {
    const { scheduleId } = await event(null, '14:00:00');
    const date = saoPauloDate(3);
    const own = (await book(tokens.socio, { activityScheduleId: scheduleId, bookedDate: date })).json<{
      id: string;
    }>();
    const guests = (await book(tokens.convidado, { activityScheduleId: scheduleId, bookedDate: date })).json<{
      id: string;
    }>();
    // The guest cannot cancel their host's booking; the host may cancel the guest's.
    expectError(
      await t.call(tokens.convidado, 'POST', `/me/bookings/${own.id}/cancel`, {}),
      404,
      'booking-not-found',
    );
    const hostCancels = await t.call(tokens.socio, 'POST', `/me/bookings/${guests.id}/cancel`, {});
    expect(hostCancels.statusCode, hostCancels.body).toBe(204);
    const cancelled = await t.call(tokens.socio, 'POST', `/me/bookings/${own.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const after = (await t.call(tokens.socio, 'GET', '/me/bookings')).json<MemberBookings>();
    expect(after.past.find((item) => item.id === own.id)).toMatchObject({
      isCancelled: true,
      passCode: null,
    });
  });
});

describe('queue', () => {
  it("joins a full event's queue, shows the place in line, and leaves it; nobody else's entry", async () => {
    const { scheduleId } = await event(1, '16:00:00');
    const date = saoPauloDate(4);
    const full = await book(tokens.socio, { activityScheduleId: scheduleId, bookedDate: date });
    expect(full.statusCode, full.body).toBe(201);
    const joined = await t.call(tokens.dependente, 'POST', '/me/queue-entries', {
      activityScheduleId: scheduleId,
      bookedDate: date,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entries = (await t.call(tokens.dependente, 'GET', '/me/queue-entries')).json<{
      items: MemberQueueEntry[];
    }>();
    expect(entries.items.find((entry) => entry.id === joined.json<{ id: string }>().id)).toMatchObject({
      position: 1,
      bookedDate: date,
    });
    const entryId = joined.json<{ id: string }>().id;
    expectError(
      await t.call(tokens.convidado, 'DELETE', `/me/queue-entries/${entryId}`),
      404,
      'booking-queue-not-found',
    );
    // The titular answers for the dependant's entry.
    const left = await t.call(tokens.socio, 'DELETE', `/me/queue-entries/${entryId}`);
    expect(left.statusCode, left.body).toBe(204);
  });
});

describe('a freed place', () => {
  it('goes to the first of the queue where the venture converts it, and the app hears it live', async () => {
    const db = t.database.db;
    await db.update(ventures).set({ autoConvertQueue: true }).where(eq(ventures.id, praia));
    const url = await listenUrl(t.app);
    const [titular, child] = [
      await connectSocket(url, tokens.socio),
      await connectSocket(url, tokens.dependente),
    ];
    try {
      const { scheduleId } = await event(1, '07:00:00');
      const date = saoPauloDate(6);
      const own = (await book(tokens.socio, { activityScheduleId: scheduleId, bookedDate: date })).json<{
        id: string;
      }>();
      const joined = await t.call(tokens.dependente, 'POST', '/me/queue-entries', {
        activityScheduleId: scheduleId,
        bookedDate: date,
      });
      expect(joined.statusCode, joined.body).toBe(201);
      const heard = [
        nextEvent<{ bookingId: string }>(titular, SOCKET_EVENTS.queueFilled),
        nextEvent<{ bookingId: string }>(child, SOCKET_EVENTS.queueFilled),
      ];
      const cancelled = await t.call(tokens.socio, 'POST', `/me/bookings/${own.id}/cancel`, {});
      expect(cancelled.statusCode, cancelled.body).toBe(204);
      const [toTitular, toChild] = await Promise.all(heard);
      expect(toChild?.bookingId).toBe(toTitular?.bookingId);
      const theirs = (await t.call(tokens.dependente, 'GET', '/me/bookings')).json<MemberBookings>();
      expect(theirs.upcoming.map((item) => item.id)).toContain(toChild?.bookingId);
    } finally {
      titular.close();
      child.close();
      await db.update(ventures).set({ autoConvertQueue: false }).where(eq(ventures.id, praia));
    }
  });
});

describe('safety', () => {
  it('limits how many bookings one person tries in ten minutes', async () => {
    // The lodger has tried nothing yet.
    const lodger = await t.signInPerson('hospede@reserva.dev');
    const missing = {
      activityScheduleId: '00000000-0000-4000-8000-000000000000',
      bookedDate: saoPauloDate(1),
    };
    for (let i = 0; i < MEMBER_THROTTLE.book.limit; i++) {
      expect((await book(lodger, missing)).statusCode, `try ${i}`).toBe(404);
    }
    expectError(await book(lodger, missing), 429, 'too-many-requests');
  });

  it("gives a person's socket only their own room: no staff notice, no staff room", async () => {
    const url = await listenUrl(t.app);
    const socket = await connectSocket(url, tokens.socio);
    try {
      const heard: string[] = [];
      socket.onAny((name: string) => heard.push(name));
      await socket.emitWithAck(SOCKET_EVENTS.connectedUsers, {});
      const { scheduleId } = await event(null, '18:00:00');
      const staffBooking = await t.call(tokens.admin, 'POST', '/bookings', {
        activityScheduleId: scheduleId,
        bookedDate: saoPauloDate(5),
        userId: other,
      });
      expect(staffBooking.statusCode, staffBooking.body).toBe(201);
      const checkin = await t.call(
        tokens.admin,
        'POST',
        `/bookings/${staffBooking.json<{ id: string }>().id}/checkins`,
      );
      expect(checkin.statusCode).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
