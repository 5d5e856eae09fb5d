import type { MemberBookings, MemberQueueEntry, MeResponse } from '@reserva/shared/members/members.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { createBooking, createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import {
  createBookableActivity,
  createEvent,
  createLimitedCategory,
  createPersonIn,
  occurrenceCounts,
  type PeopleOptions,
  tallyAnswers,
} from '../bookings/bookings.fixtures';
import { MEMBER_THROTTLE } from './members.service';

// Sócio's scope and rules beyond members.routes.test.ts (issue 31, points 2, 4-7 and 11): two members,
// each with those they answer for, never reach each other's bookings, passes, queue entries or people;
// the staff's cancellation, daily-limit, duplicate and queue rules answer a person in the same words.

let t: TestApp;
let praia: string;
let admin: string;
/** The demo member (socio@), her dependant (dependente@), and her guest (convidado@). */
let a: { token: string; me: MeResponse; dependant: string; guest: string };
let dependantToken: string;
/** A second member with a hosted guest of their own, both signed in to the app. */
let b: { id: string; token: string; guest: string; guestToken: string };

type Created = { id: string };

/** A new person of the beach club who signs in to the members' app with the demo password. */
async function appPerson(options: PeopleOptions = {}): Promise<{ id: string; token: string }> {
  const db = t.database.db;
  const id = await createPersonIn(db, praia, { complete: true, ...options });
  const email = `app-${id}@teste.dev`;
  // The demo member's hash is of the demo password, which signInPerson sends.
  await db.execute(sql`UPDATE users SET email = ${email}, confirm_pending = false,
    password_hash = (SELECT password_hash FROM users WHERE email = 'socio@reserva.dev') WHERE id = ${id}`);
  return { id, token: await t.signInPerson(email) };
}

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  admin = (await t.signIn('admin@reserva.dev', praia)).token;
  const token = await t.signInPerson('socio@reserva.dev');
  const me = (await t.call(token, 'GET', '/me')).json<MeResponse>();
  const idOf = (key: string) => me.family.find((member) => member.groupKey === key)?.id as string;
  const [dependant] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'dependente@reserva.dev'));
  a = { token, me, dependant: dependant?.id as string, guest: idOf('GUEST') };
  dependantToken = await t.signInPerson('dependente@reserva.dev');
  const member = await appPerson();
  const guest = await appPerson({ group: 'GUEST', hostId: member.id });
  b = { ...member, guest: guest.id, guestToken: guest.token };
}, 180_000);
afterAll(() => t.close());

const book = (token: string, body: Record<string, unknown>) => t.call(token, 'POST', '/me/bookings', body);
const cancel = (token: string, id: string, reason: string | null = null) =>
  t.call(token, 'POST', `/me/bookings/${id}/cancel`, { reason });
const bookingsOf = async (token: string) => {
  const { upcoming, past } = (await t.call(token, 'GET', '/me/bookings')).json<MemberBookings>();
  return [...upcoming, ...past];
};
const queueOf = async (token: string) =>
  (await t.call(token, 'GET', '/me/queue-entries')).json<{ items: MemberQueueEntry[] }>().items;

/** Books and expects it made. */
async function booked(token: string, body: Record<string, unknown>): Promise<string> {
  const response = await book(token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>().id;
}

describe('two members, a dependant and a guest of another host', () => {
  it("names only one's own people: a guest or a dependant answers for nobody", async () => {
    expect(a.me.family.map((member) => member.id)).toEqual(expect.arrayContaining([a.dependant, a.guest]));
    expect(a.me.family.map((member) => member.id)).not.toContain(b.guest);
    const theirs = (await t.call(b.token, 'GET', '/me')).json<MeResponse>();
    expect(theirs.person.id).toBe(b.id);
    expect(theirs.family.map((member) => member.id)).toEqual([b.guest]);
    for (const token of [b.guestToken, dependantToken]) {
      expect((await t.call(token, 'GET', '/me')).json<MeResponse>().family).toEqual([]);
    }
  });

  it("reaches none of another member's bookings, passes or queue entries by id", async () => {
    const { scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 1 });
    const date = saoPauloDate(2);
    const own = await booked(a.token, { activityScheduleId: scheduleId, bookedDate: date });
    const joined = await t.call(a.token, 'POST', '/me/queue-entries', {
      activityScheduleId: scheduleId,
      bookedDate: date,
      forUserId: a.dependant,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = joined.json<Created>().id;
    const pass = (await bookingsOf(a.token)).find((item) => item.id === own)?.passCode;
    expect(pass).toMatch(/^R1\./);

    for (const token of [b.token, b.guestToken]) {
      const listed = await bookingsOf(token);
      expect(listed.map((item) => item.id)).not.toContain(own);
      expect(listed.map((item) => item.passCode)).not.toContain(pass);
      expect((await queueOf(token)).map((item) => item.id)).not.toContain(entry);
      expectError(await cancel(token, own, 'Chuva'), 404, 'booking-not-found');
      expectError(
        await t.call(token, 'DELETE', `/me/queue-entries/${entry}`),
        404,
        'booking-queue-not-found',
      );
    }
    // The dependant may not act for the titular, nor for the titular's other people.
    expectError(await cancel(dependantToken, own), 404, 'booking-not-found');
    // Staff routes stay closed to a person's token whatever the id.
    expectError(await t.call(b.token, 'GET', `/bookings/${own}`), 403, 'insufficient-privilege');
    expectError(await t.call(b.token, 'GET', `/bookings/${own}/pass`), 403, 'insufficient-privilege');
    expectError(await t.call(b.token, 'GET', `/booking-queues/${entry}`), 403, 'insufficient-privilege');
    // Nothing was changed by the refused calls.
    expect((await bookingsOf(a.token)).find((item) => item.id === own)).toMatchObject({ isCancelled: false });
    expect((await queueOf(a.token)).map((item) => item.id)).toContain(entry);
  });

  it('books and queues for nobody but oneself and one’s own people', async () => {
    const { scheduleId } = await createEvent(t.database.db, praia, {
      startTime: '10:00:00',
      endTime: '11:00:00',
    });
    const date = saoPauloDate(3);
    const at = { activityScheduleId: scheduleId, bookedDate: date };
    for (const forUserId of [a.me.person.id, a.dependant, a.guest]) {
      expectError(await book(b.token, { ...at, forUserId }), 404, 'user-not-found');
      expectError(await book(b.guestToken, { ...at, forUserId }), 404, 'user-not-found');
      expectError(
        await t.call(b.token, 'POST', '/me/queue-entries', { ...at, forUserId }),
        404,
        'user-not-found',
      );
    }
    expectError(await book(dependantToken, { ...at, forUserId: a.me.person.id }), 404, 'user-not-found');
    expectError(await book(a.token, { ...at, forUserId: b.guest }), 404, 'user-not-found');
    // The host books for their guest; the other member neither sees nor cancels it, the guest does see it.
    const guests = await booked(b.token, { ...at, forUserId: b.guest });
    expect((await bookingsOf(b.guestToken)).map((item) => item.id)).toContain(guests);
    expect((await bookingsOf(a.token)).map((item) => item.id)).not.toContain(guests);
    expectError(await cancel(a.token, guests), 404, 'booking-not-found');
    // The guest may not cancel for the host's own bookings either.
    const hosts = await booked(b.token, at);
    expectError(await cancel(b.guestToken, hosts), 404, 'booking-not-found');
  });

  it('refuses the staff-only knobs: a booking from the app is never forced', async () => {
    const { scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 1 });
    const at = { activityScheduleId: scheduleId, bookedDate: saoPauloDate(2) };
    for (const knob of [{ skipLimits: true }, { force: true }, { userId: b.guest }, { paymentType: 'PIX' }]) {
      expectError(await book(b.token, { ...at, ...knob }), 400, 'validation-error');
    }
    await booked(b.token, at);
    expectError(
      await book(b.token, { ...at, forUserId: b.guest, isVerified: true }),
      422,
      'booking-no-vacancies-available',
    );
  });
});

describe("the staff's booking rules, in a person's words", () => {
  it("applies the category's daily limit and asks before a second booking at the same spot", async () => {
    const db = t.database.db;
    const categoryId = await createLimitedCategory(db, praia, { maxDayBookings: 1 });
    const limited = await appPerson({ categoryId });
    const { activityId } = await createBookableActivity(db, praia);
    const morning = await createSchedule(db, activityId);
    const noon = await createSchedule(db, activityId, { startTime: '12:00:00', endTime: '13:00:00' });
    const date = saoPauloDate(4);
    await booked(limited.token, { activityScheduleId: morning, bookedDate: date });
    expectError(
      await book(limited.token, { activityScheduleId: noon, bookedDate: date, isVerified: true }),
      422,
      'user-max-day-bookings',
    );
    // Without a limit, the same spot that day is the duplicate question, answered with isVerified.
    const free = await appPerson();
    await booked(free.token, { activityScheduleId: morning, bookedDate: date });
    expectError(
      await book(free.token, { activityScheduleId: noon, bookedDate: date }),
      409,
      'spot-already-booked',
    );
    await booked(free.token, { activityScheduleId: noon, bookedDate: date, isVerified: true });
    expectError(
      await book(free.token, { activityScheduleId: noon, bookedDate: date, isVerified: true }),
      409,
      'schedule-already-booked',
    );
  });
});

describe('cancelling from the app', () => {
  it('needs a reason past the deadline, and shows when one is needed', async () => {
    const person = await appPerson();
    const { scheduleId } = await createEvent(t.database.db, praia, {
      startTime: '00:00:00',
      endTime: '01:00:00',
    });
    const id = await booked(person.token, { activityScheduleId: scheduleId, bookedDate: saoPauloDate(1) });
    expect((await bookingsOf(person.token)).find((item) => item.id === id)).toMatchObject({
      isCancelable: true,
      exceededCancellationDeadline: true,
    });
    expectError(await cancel(person.token, id, null), 422, 'cancellation-reason-required');
    expect((await cancel(person.token, id, 'Chuva')).statusCode).toBe(204);
    expectError(await cancel(person.token, id, 'Chuva'), 422, 'booking-not-cancelable');
  });

  it('refuses after a check-in, once started, and a paid guest booking within 24 hours', async () => {
    const db = t.database.db;
    const person = await appPerson();
    const checked = await booked(person.token, {
      activityScheduleId: (await createEvent(db, praia)).scheduleId,
      bookedDate: saoPauloDate(2),
    });
    expect((await t.call(admin, 'POST', `/bookings/${checked}/checkins`)).statusCode).toBe(201);
    expect((await bookingsOf(person.token)).find((item) => item.id === checked)).toMatchObject({
      checkins: 1,
      isCancelable: false,
    });
    expectError(await cancel(person.token, checked, 'Chuva'), 422, 'booking-not-cancelable');

    // Started today (stored directly: the app cannot book a started event).
    const today = await createEvent(db, praia, { startTime: '00:00:00', endTime: '23:59:00' });
    const started = await createBooking(db, {
      ventureId: praia,
      scheduleId: today.scheduleId,
      activityId: today.activityId,
      userId: person.id,
      bookedDate: saoPauloDate(0),
      startTime: '00:00:00',
      endTime: '23:59:00',
    });
    expectError(
      await book(person.token, { activityScheduleId: today.scheduleId, bookedDate: saoPauloDate(0) }),
      422,
      'past-start-time',
    );
    expectError(await cancel(person.token, started, 'Chuva'), 422, 'booking-not-cancelable');

    // The host's paid booking for their guest, within 24 hours of its start.
    const host = await appPerson();
    const guest = await createPersonIn(db, praia, { group: 'GUEST', hostId: host.id, complete: true });
    const priced = await createEvent(db, praia, {
      startTime: '00:00:00',
      endTime: '01:00:00',
      bookingPrice: 1000,
    });
    const paid = await booked(host.token, {
      activityScheduleId: priced.scheduleId,
      bookedDate: saoPauloDate(1),
      forUserId: guest,
    });
    await db.update(payments).set({ status: 'APPROVED' }).where(eq(payments.bookingId, paid));
    expect((await bookingsOf(host.token)).find((item) => item.id === paid)).toMatchObject({
      paymentStatus: 'APPROVED',
      isCancelable: false,
    });
    expectError(await cancel(host.token, paid, 'Chuva'), 422, 'booking-not-cancelable');
  });
});

describe('the queue from the app', () => {
  it('keeps places in line: one entry per person and event, the next moves up when one leaves', async () => {
    const { scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 1 });
    const at = { activityScheduleId: scheduleId, bookedDate: saoPauloDate(5) };
    const [first, second] = [await appPerson(), await appPerson()];
    await booked(b.token, at);
    const join = (token: string) => t.call(token, 'POST', '/me/queue-entries', at);
    const firstEntry = (await join(first.token)).json<Created>().id;
    const secondEntry = (await join(second.token)).json<Created>().id;
    expectError(await join(first.token), 409, 'user-already-queued');
    expect((await queueOf(second.token)).find((item) => item.id === secondEntry)?.position).toBe(2);
    expect((await t.call(first.token, 'DELETE', `/me/queue-entries/${firstEntry}`)).statusCode).toBe(204);
    expect((await queueOf(second.token)).find((item) => item.id === secondEntry)?.position).toBe(1);
    expect(await queueOf(first.token)).toEqual([]);
    // A booked person is not queued for what they hold.
    expectError(await join(b.token), 409, 'schedule-already-booked');
  });
});

describe('rate limits per person', () => {
  it('limits cancellations and queue joins of one person, not of the next', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const busy = await appPerson();
    for (let i = 0; i < MEMBER_THROTTLE.cancel.limit; i++) {
      expect((await cancel(busy.token, missing)).statusCode, `try ${i}`).toBe(404);
    }
    expectError(await cancel(busy.token, missing), 429, 'too-many-requests');
    const at = { activityScheduleId: missing, bookedDate: saoPauloDate(1) };
    for (let i = 0; i < MEMBER_THROTTLE.queue.limit; i++) {
      const response = await t.call(busy.token, 'POST', '/me/queue-entries', at);
      expect(response.statusCode, `try ${i}`).toBe(404);
    }
    expectError(await t.call(busy.token, 'POST', '/me/queue-entries', at), 429, 'too-many-requests');
    // Another person's count is their own.
    const calm = await appPerson();
    expect((await cancel(calm.token, missing)).statusCode).toBe(404);
  });
});

describe('members and staff racing for the last places', () => {
  it('never overbooks an occurrence booked from the app and the back-office at once', async () => {
    const { scheduleId } = await createEvent(t.database.db, praia, {
      totalVacancies: 4,
      startTime: '21:00:00',
      endTime: '22:00:00',
    });
    const day = saoPauloDate(8);
    const members = await Promise.all(Array.from({ length: 6 }, () => appPerson()));
    const walkIns = await Promise.all(
      Array.from({ length: 6 }, () => createPersonIn(t.database.db, praia, { complete: true })),
    );
    const answers = await Promise.all([
      ...members.map((member) => book(member.token, { activityScheduleId: scheduleId, bookedDate: day })),
      ...walkIns.map((userId) =>
        t.call(admin, 'POST', '/bookings', { activityScheduleId: scheduleId, userId, bookedDate: day }),
      ),
    ]);
    expect(tallyAnswers(answers)).toEqual({ created: 4, 'booking-no-vacancies-available': 8 });
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toMatchObject({ booked: 4, live: 4 });
  });
});
