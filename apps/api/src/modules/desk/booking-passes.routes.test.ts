import { randomUUID } from 'node:crypto';
import type { BookingListItem } from '@reserva/shared/bookings/bookings.schemas';
import type { BookingPass, PassCheckin } from '@reserva/shared/desk/desk.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { checkins } from '../../db/schema/bookings';
import { saoPauloDate } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaff } from '../users/users.fixtures';
import { deskEvent, deskVentures, keyedStaff, namedPerson } from './desk.fixtures';

// Booking passes: GET /bookings/{id}/pass for whoever reads the booking, and the desk's scan, which
// checks in only a live booking of today in the session's venture, once.

let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const db = t.database.db;
  const ventures = await deskVentures(t, 'PASSES');
  const event = await deskEvent(db, ventures.venture, 'Surfe', {
    startTime: '23:58:00',
    endTime: '23:59:00',
    totalVacancies: 10,
  });
  const ended = await deskEvent(db, ventures.venture, 'Remo', { startTime: '00:00:00', endTime: '00:01:00' });
  const neighbour = await deskEvent(db, ventures.other, 'Vela', {
    startTime: '23:58:00',
    endTime: '23:59:00',
  });
  const bookings = {
    first: (await event.book({ name: 'Ana Passe' })).id,
    second: (await event.book()).id,
    repeated: (await event.book()).id,
    cancelled: (await event.book()).id,
    tomorrow: (await event.book({ date: saoPauloDate(1) })).id,
    ended: (await ended.book()).id,
    neighbours: (await neighbour.book()).id,
  };
  const cancel = await t.call(ventures.master, 'POST', `/bookings/${bookings.cancelled}/cancel`, {
    reason: 'Chuva',
  });
  expect(cancel.statusCode, cancel.body).toBe(204);
  const masterOfOther = (await t.signIn('master@reserva.dev', ventures.other)).token;
  return { ...ventures, bookings, masterOfOther };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld();
}, 180_000);
afterAll(() => t.close());

const passOf = async (id: string, token = w.master) => {
  const response = await t.call(token, 'GET', `/bookings/${id}/pass`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingPass>().code;
};
const scan = (code: string, token = w.concierge) => t.call(token, 'POST', '/desk/passes/check-in', { code });
const checkinsOf = async (bookingId: string) =>
  (await t.database.db.select().from(checkins).where(eq(checkins.bookingId, bookingId))).length;

describe('GET /bookings/{id}/pass', () => {
  it('gives whoever reads the booking its code, and no one else', async () => {
    const code = await passOf(w.bookings.first, w.concierge);
    expect(code).toMatch(/^R1\.[\w-]{22}\.[\w-]{22}$/);
    expect(await passOf(w.bookings.first)).toBe(code);
    // A seller reads only its own sales; another venture's booking is no booking.
    const seller = await createStaff(t.database.db, 'SELLER', [w.venture]);
    const sellerToken = (await t.signIn(seller.email)).token;
    expectError(
      await t.call(sellerToken, 'GET', `/bookings/${w.bookings.first}/pass`),
      404,
      'booking-not-found',
    );
    expectError(
      await t.call(w.concierge, 'GET', `/bookings/${w.bookings.neighbours}/pass`),
      404,
      'booking-not-found',
    );
  });
});

describe('POST /desk/passes/check-in', () => {
  it('checks the booking in and answers who and what', async () => {
    const response = await scan(await passOf(w.bookings.first));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<PassCheckin>();
    expect(answer).toMatchObject({
      alreadyCheckedIn: false,
      checkin: { bookingId: w.bookings.first },
      person: { name: 'Ana Passe', groupKey: 'MEMBER' },
      booking: {
        id: w.bookings.first,
        activity: { name: 'Surfe' },
        spot: { name: 'Local Surfe' },
        checkins: 1,
        isCancelable: false,
      },
    });
    expect(await checkinsOf(w.bookings.first)).toBe(1);
    const listed = await t.call(w.concierge, 'GET', `/bookings/${w.bookings.first}`);
    expect(listed.json<BookingListItem>().checkins).toBe(1);
  });

  it('answers a repeated scan with the check-in already made, recording no second one', async () => {
    const code = await passOf(w.bookings.repeated);
    const first = await scan(code);
    expect(first.statusCode, first.body).toBe(201);
    const again = await scan(code);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PassCheckin>()).toMatchObject({
      alreadyCheckedIn: true,
      checkin: { id: first.json<PassCheckin>().checkin.id },
    });
    expect(await checkinsOf(w.bookings.repeated)).toBe(1);
  });

  it('refuses a forged code, and a code whose booking was swapped', async () => {
    const [, secondId] = (await passOf(w.bookings.second)).split('.');
    const [, , firstMac] = (await passOf(w.bookings.first)).split('.');
    expectError(await scan(`R1.${secondId}.${firstMac}`), 422, 'pass-invalid');
    expectError(await scan(`R1.${secondId}.${'A'.repeat(22)}`), 422, 'pass-invalid');
    expectError(await scan(w.bookings.second), 422, 'pass-invalid');
    expect(await checkinsOf(w.bookings.second)).toBe(0);
  });

  it("answers another venture's booking as no booking, even to a MASTER", async () => {
    const code = await passOf(w.bookings.neighbours, w.masterOfOther);
    const signed = t.ctx.passes.codeOf(randomUUID());
    const answers = [];
    for (const [pass, token] of [
      [code, w.concierge],
      [code, w.master],
      [signed, w.concierge],
    ] as const) {
      const response = await scan(pass, token);
      answers.push([response.statusCode, response.json()]);
    }
    // The same answer as a booking that does not exist: nothing tells the two apart.
    expect(answers).toEqual(Array(3).fill([404, { statusCode: 404, message: 'booking-not-found' }]));
    expect(await checkinsOf(w.bookings.neighbours)).toBe(0);
  });

  it('refuses a cancelled booking, one of another day and one that has ended', async () => {
    expectError(await scan(await passOf(w.bookings.cancelled)), 422, 'booking-cancelled');
    const tomorrow = await scan(await passOf(w.bookings.tomorrow));
    expectError(tomorrow, 422, 'booking-not-today');
    expect(tomorrow.json().metaData).toEqual({ bookedDate: saoPauloDate(1) });
    expectError(await scan(await passOf(w.bookings.ended)), 422, 'booking-expired');
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM checkins
        WHERE booking_id IN (${w.bookings.cancelled}, ${w.bookings.tomorrow}, ${w.bookings.ended})`,
    );
    expect(row?.count).toBe(0);
  });

  it('needs the app key and a check-in key', async () => {
    const code = await passOf(w.bookings.second);
    const withoutCheckin = await keyedStaff(t, 'PORTARIA_SO_LEITURA', w.venture, [
      'APP_CONCIERGE_ACCESS',
      'BOOKING_READ_ACCESS',
    ]);
    expectError(await scan(code, withoutCheckin), 403, 'insufficient-privilege');
    const withoutApp = await keyedStaff(t, 'CHECKIN_SEM_APP', w.venture, [
      'BOOKING_READ_ACCESS',
      'BOOKING_CHECKIN_WRITE_ACCESS',
    ]);
    expectError(await scan(code, withoutApp), 403, 'insufficient-privilege');
    expect(await checkinsOf(w.bookings.second)).toBe(0);
  });
});

describe('the confirmation mail', () => {
  it('links the pass page, whose code the desk checks in', async () => {
    const db = t.database.db;
    const event = await deskEvent(db, w.venture, 'Caiaque', { startTime: '23:58:00', endTime: '23:59:00' });
    const userId = await namedPerson(db, w.venture, { name: 'Bia Confirmada' });
    const booking = await t.call(w.master, 'POST', '/bookings', {
      activityScheduleId: event.scheduleId,
      bookedDate: saoPauloDate(0),
      userId,
      notifyCustomer: true,
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const [mail] = await queryRows<{ text_body: string }>(
      db,
      sql`SELECT text_body FROM mail_outbox WHERE subject = 'Reserva confirmada: Caiaque'`,
    );
    const link = /Na portaria, apresente o seu passe: (\S+)/.exec(mail?.text_body ?? '')?.[1] as string;
    const url = new URL(link);
    expect(url.pathname).toBe('/passe');
    const code = url.searchParams.get('token') as string;
    expect(code).toBe(await passOf(booking.json<{ id: string }>().id));
    expect((await scan(code)).statusCode).toBe(201);
  });
});
