import {
  type MemberActivities,
  type MemberBookings,
  type MemberEvent,
  type MemberQueueEntry,
  type MeResponse,
  memberEvents,
} from '@reserva/shared/members/members.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { scheduleItems } from '../../db/schema/schedules';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { createActivityItem, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
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
    const { scheduleId, activityId } = await event(3);
    const tomorrow = saoPauloDate(1);
    const answer = await t.call(tokens.socio, 'GET', `/me/events?startDate=${tomorrow}&endDate=${tomorrow}`);
    expect(answer.statusCode, answer.body).toBe(200);
    // Written by agenda-json.ts: byte for byte what the schema's serializer writes.
    expect(answer.body).toBe(JSON.stringify(memberEvents.parse(answer.json())));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const found = answer
      .json<{ items: MemberEvent[] }>()
      .items.find((item) => item.activityScheduleId === scheduleId);
    expect(found).toMatchObject({ date: tomorrow, vacancies: 3, isFull: false });
    // The agenda's filter: the venture's activities, and one activity's events only.
    const activities = (await t.call(tokens.socio, 'GET', '/me/activities')).json<MemberActivities>();
    expect(activities.items.map((item) => item.id)).toContain(activityId);
    const ofOne = await t.call(
      tokens.socio,
      'GET',
      `/me/events?startDate=${tomorrow}&endDate=${saoPauloDate(7)}&activityId=${activityId}`,
    );
    const items = ofOne.json<{ items: MemberEvent[] }>().items;
    expect(items.length).toBe(7);
    expect(items.every((item) => item.activity.id === activityId)).toBe(true);
    const beyond = saoPauloDate(200);
    const far = await t.call(tokens.socio, 'GET', `/me/events?startDate=${beyond}&endDate=${beyond}`);
    expect(far.json<{ items: MemberEvent[] }>().items).toEqual([]);
    expectError(
      await t.call(tokens.socio, 'GET', `/me/events?startDate=${tomorrow}&endDate=${saoPauloDate(30)}`),
      400,
      'validation-error',
    );
  });

  it('lists only what the person may book, and an edited, blocked or new event at once', async () => {
    const date = saoPauloDate(6);
    const { scheduleId, activityId } = await event(4, '12:00:00');
    const db = t.database.db;
    const listed = async () =>
      (await t.call(tokens.socio, 'GET', `/me/events?startDate=${date}&endDate=${date}`))
        .json<{ items: MemberEvent[] }>()
        .items.map((item) => item.activityScheduleId);
    expect(await listed()).toContain(scheduleId);
    // A new event of the same window shows at the next read.
    const later = await event(2, '13:00:00');
    expect(await listed()).toContain(later.scheduleId);
    // A minimum beyond the person's level leaves it out, but not at a living area.
    await db.execute(sql`UPDATE activity_schedules SET min_user_experience = 99 WHERE id = ${scheduleId}`);
    expect(await listed()).not.toContain(scheduleId);
    const spot = sql`(SELECT spot_id FROM activities WHERE id = ${activityId})`;
    await db.execute(sql`UPDATE spots SET is_living_area = true WHERE id = ${spot}`);
    expect(await listed()).toContain(scheduleId);
    await db.execute(sql`UPDATE spots SET is_living_area = false WHERE id = ${spot}`);
    await db.execute(sql`UPDATE activity_schedules SET min_user_experience = 0 WHERE id = ${scheduleId}`);
    expect(await listed()).toContain(scheduleId);
    // A blocked date, an inactive event, an inactive activity: none is offered.
    await db.execute(
      sql`INSERT INTO schedule_blocks (schedule_id, blocked_date) VALUES (${scheduleId}, ${date})`,
    );
    expect(await listed()).not.toContain(scheduleId);
    await db.execute(sql`DELETE FROM schedule_blocks WHERE schedule_id = ${scheduleId}`);
    expect(await listed()).toContain(scheduleId);
    await db.execute(sql`UPDATE activity_schedules SET is_active = false WHERE id = ${later.scheduleId}`);
    await db.execute(sql`UPDATE activities SET is_active = false WHERE id = ${activityId}`);
    const now = await listed();
    expect(now).not.toContain(scheduleId);
    expect(now).not.toContain(later.scheduleId);
  });

  it("shows each person their kind's places, the occurrences they hold and the days at their limit", async () => {
    // Past the demo's week of bookings: the day's limits are this test's alone, whatever the weekday.
    const date = saoPauloDate(10);
    const { scheduleId } = await event(5, '16:00:00');
    await t.database.db.execute(
      sql`UPDATE activity_schedules SET guest_vacancies = 1 WHERE id = ${scheduleId}`,
    );
    const eventsOf = async (token: string) =>
      (await t.call(token, 'GET', `/me/events?startDate=${date}&endDate=${date}`)).json<{
        items: MemberEvent[];
      }>().items;
    const ofThis = (items: MemberEvent[], id = scheduleId) =>
      items.find((item) => item.activityScheduleId === id);
    expect(ofThis(await eventsOf(tokens.socio))).toMatchObject({ vacancies: 5, isBooked: false });
    // The guest place goes: the member still sees four places, the guest none ('Lotado', the queue).
    const guestBooks = await book(tokens.convidado, { activityScheduleId: scheduleId, bookedDate: date });
    expect(guestBooks.statusCode, guestBooks.body).toBe(201);
    expect(ofThis(await eventsOf(tokens.socio))).toMatchObject({ vacancies: 4, isFull: false });
    expect(ofThis(await eventsOf(tokens.convidado))).toMatchObject({
      vacancies: 0,
      isFull: true,
      isBooked: true,
    });

    // The member books up to her category's daily limit: then every occurrence of the day says so.
    const [category] = await queryRows<{ limit: number }>(
      t.database.db,
      sql`SELECT c.max_day_bookings AS limit FROM user_category_links l
        JOIN user_categories c ON c.id = l.category_id WHERE l.user_id = ${me.person.id} AND c.venture_id = ${praia}`,
    );
    const limit = category?.limit as number;
    expect(limit).toBeGreaterThan(0);
    for (let booked = 0; booked < limit; booked++) {
      const { scheduleId: another } =
        booked === 0 ? { scheduleId } : await event(null, `${10 + booked}:30:00`);
      expect(ofThis(await eventsOf(tokens.socio), another)?.isDayLimitReached).toBe(false);
      const answer = await book(tokens.socio, {
        activityScheduleId: another,
        bookedDate: date,
        isVerified: true,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const atLimit = await eventsOf(tokens.socio);
    expect(ofThis(atLimit)).toMatchObject({ isBooked: true, isDayLimitReached: true });
    expect(atLimit.every((item) => item.isDayLimitReached)).toBe(true);
    // Her guest's day is counted against her guests, not her own limit.
    expect((await eventsOf(tokens.convidado)).some((item) => item.isDayLimitReached)).toBe(false);
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

  it("books a part of a partial-time event's time, priced by the hour, and refuses a part outside it", async () => {
    const { scheduleId } = await createEvent(t.database.db, praia, {
      startTime: '08:00:00',
      endTime: '22:00:00',
      allowPartialTimeBookings: true,
      bookingPrice: 3000,
    });
    // A day no other test books her on, so her daily limit is this test's.
    const date = saoPauloDate(9);
    const week = await t.call(tokens.socio, 'GET', `/me/events?startDate=${date}&endDate=${date}`);
    const listed = week
      .json<{ items: MemberEvent[] }>()
      .items.find((item) => item.activityScheduleId === scheduleId);
    expect(listed?.allowPartialTimeBookings).toBe(true);
    const body = { activityScheduleId: scheduleId, bookedDate: date };
    // Without a part, or with one outside the event, the rule refuses.
    expectError(await book(tokens.socio, body), 422, 'booking-time-range-invalid');
    expectError(
      await book(tokens.socio, { ...body, startTime: '21:00', endTime: '22:30' }),
      422,
      'booking-time-range-invalid',
    );
    // An hour and a half: 1.5 × R$ 30,00. (A priced booking of a record without an address stands.)
    const answer = await book(tokens.socio, { ...body, startTime: '09:00', endTime: '10:30' });
    expect(answer.statusCode, answer.body).toBe(422);
    const { metaData } = answer.json<{ metaData: { id: string } }>();
    const mine = (await t.call(tokens.socio, 'GET', '/me/bookings')).json<MemberBookings>();
    const booked = mine.upcoming.find((item) => item.id === metaData.id);
    expect(booked).toMatchObject({ startTime: '09:00:00', endTime: '10:30:00', total: 4500 });
  });

  it('lists each booking with the optionals and extras it took, and its total', async () => {
    const { scheduleId, activityId } = await event(null, '17:00:00');
    const racket = await createActivityItem(t.database.db, activityId, 'Raquete');
    const [photos] = await t.database.db
      .insert(scheduleItems)
      .values({ scheduleId, name: 'Fotos', price: 2500, isActive: true })
      .returning();
    const answer = await book(tokens.socio, {
      activityScheduleId: scheduleId,
      bookedDate: saoPauloDate(4),
      items: [racket],
      scheduleItems: [photos?.id],
    });
    // A priced booking of a record without an address stands, and says what the payment lacks.
    expect(answer.statusCode, answer.body).toBe(422);
    const { metaData } = answer.json<{ message: string; metaData: { id: string } }>();
    const mine = (await t.call(tokens.socio, 'GET', '/me/bookings')).json<MemberBookings>();
    const booked = mine.upcoming.find((item) => item.id === metaData.id);
    expect(booked?.extras).toEqual([
      { name: 'Fotos', price: 2500, quantity: 1 },
      { name: 'Raquete', price: null, quantity: 1 },
    ]);
    expect(booked?.total).toBe(2500);
  });

  it("cancels the person's own bookings, and nobody else's", async () => {
    const { scheduleId } = await event(null, '14:00:00');
    // Past the demo's week of bookings (its guest's day there may be full, by the weekday).
    const date = saoPauloDate(8);
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
