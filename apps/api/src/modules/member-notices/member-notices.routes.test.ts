import type { MemberNoticePreferences } from '@reserva/shared/members/member-notices.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createEvent } from '../bookings/bookings.fixtures';
import { appPerson, mailsTo } from './member-notices.fixtures';

// Which notices reach a person of the members' app by mail (issue 31, point 8): every kind until they
// choose; their choice stops the mails of that kind, whoever causes them.

let t: TestApp;
let praia: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  admin = (await t.signIn('admin@reserva.dev', praia)).token;
}, 180_000);
afterAll(() => t.close());

const read = async (token: string) => {
  const response = await t.call(token, 'GET', '/me/notice-preferences');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberNoticePreferences>();
};
const choose = (token: string, kinds: string[]) => t.call(token, 'PUT', '/me/notice-preferences', { kinds });

/** Staff book the person on a new event tomorrow, asking for the confirmation mail; the booking's id. */
async function bookByStaff(userId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { scheduleId } = await createEvent(t.database.db, praia);
  const response = await t.call(admin, 'POST', '/bookings', {
    activityScheduleId: scheduleId,
    userId,
    bookedDate: saoPauloDate(1),
    notifyCustomer: true,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const subjects = async (email: string) => (await mailsTo(t.database.db, email)).map((mail) => mail.subject);

describe('notice preferences', () => {
  it('has every kind on until the person chooses', async () => {
    const person = await appPerson(t, praia);
    expect(await read(person.token)).toEqual({
      kinds: ['BOOKING', 'CANCELLATION', 'QUEUE', 'REMINDER'],
      isDefault: true,
    });
  });

  it('keeps the choice, once each kind, for that person only', async () => {
    const [person, other] = [await appPerson(t, praia), await appPerson(t, praia)];
    const saved = await choose(person.token, ['REMINDER', 'BOOKING', 'REMINDER']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ kinds: ['BOOKING', 'REMINDER'], isDefault: false });
    expect(await read(person.token)).toEqual({ kinds: ['BOOKING', 'REMINDER'], isDefault: false });
    expect((await read(other.token)).isDefault).toBe(true);
    expect((await choose(person.token, [])).statusCode).toBe(200);
    expect((await read(person.token)).kinds).toEqual([]);
    expectError(await choose(person.token, ['PUSH']), 400, 'validation-error');
  });

  it('answers 403 to a staff token', async () => {
    expectError(await t.call(admin, 'GET', '/me/notice-preferences'), 403, 'insufficient-privilege');
    expectError(await choose(admin, ['BOOKING']), 403, 'insufficient-privilege');
  });
});

describe('the mails follow the choice of the person they go to', () => {
  it('sends the confirmation and the cancellation unless turned off', async () => {
    const person = await appPerson(t, praia);
    const first = await bookByStaff(person.id);
    const cancelled = await t.call(admin, 'POST', `/bookings/${first}/cancel`, { reason: 'Teste' });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await subjects(person.email)).toEqual([
      expect.stringMatching(/^Reserva confirmada: /),
      expect.stringMatching(/^Reserva cancelada: /),
    ]);
    const [, cancellation] = await mailsTo(t.database.db, person.email);
    expect(cancellation?.text).toMatch(
      /^Olá, .+\. Sua reserva em .+ no dia \d\d\/\d\d\/\d{4}, das 08:00 às 09:00, foi cancelada\.$/,
    );

    expect((await choose(person.token, ['QUEUE', 'REMINDER'])).statusCode).toBe(200);
    const second = await bookByStaff(person.id);
    expect((await t.call(admin, 'POST', `/bookings/${second}/cancel`, { reason: 'Teste' })).statusCode).toBe(
      204,
    );
    // The person's own cancellation in the app too.
    const third = await bookByStaff(person.id);
    expect(
      (await t.call(person.token, 'POST', `/me/bookings/${third}/cancel`, { reason: 'Teste' })).statusCode,
    ).toBe(204);
    expect(await subjects(person.email)).toHaveLength(2);
  });

  it("mails a dependant's booking to the dependant, as they chose, not to the titular", async () => {
    const titular = await appPerson(t, praia);
    const dependant = await appPerson(t, praia, { group: 'DEPENDANT', hostId: titular.id });
    await bookByStaff(dependant.id);
    expect(await subjects(dependant.email)).toEqual([expect.stringMatching(/^Reserva confirmada: /)]);
    expect((await choose(titular.token, [])).statusCode).toBe(200);
    await bookByStaff(dependant.id);
    expect(await subjects(dependant.email)).toHaveLength(2);
    expect((await choose(dependant.token, [])).statusCode).toBe(200);
    await bookByStaff(dependant.id);
    expect(await subjects(dependant.email)).toHaveLength(2);
    expect(await subjects(titular.email)).toEqual([]);
  });

  it('tells a queue place taken for the person apart from a booking', async () => {
    const person = await appPerson(t, praia);
    expect((await choose(person.token, ['BOOKING', 'CANCELLATION', 'REMINDER'])).statusCode).toBe(200);
    const { scheduleId, activityId } = await createEvent(t.database.db, praia);
    const queued = await t.call(admin, 'POST', '/booking-queues', {
      activityId,
      activityScheduleId: scheduleId,
      bookedDate: saoPauloDate(2),
      userId: person.id,
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const booked = await t.call(admin, 'POST', '/bookings', {
      activityScheduleId: scheduleId,
      userId: person.id,
      bookedDate: saoPauloDate(2),
      bookingQueueId: queued.json<{ id: string }>().id,
      notifyCustomer: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await subjects(person.email)).toEqual([]);
    // A booking of their own is still mailed.
    await bookByStaff(person.id);
    expect(await subjects(person.email)).toHaveLength(1);
  });
});
