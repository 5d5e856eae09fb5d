import type { BookingReminderEvent } from '@reserva/shared/members/member-notices.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createBooking, createVenture, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { connectSocket, listenUrl, nextEvent } from '../../test/realtime-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEvent } from '../bookings/bookings.fixtures';
import { sendBookingReminders } from './booking-reminders';
import { appPerson, mailsTo } from './member-notices.fixtures';

// The reminder the day before (issue 31, point 8): one mail per live booking of tomorrow, whatever
// runs the rounds and however many at once, unless the person turned reminders off; the person's open
// app (and their titular's) hears it. The job's rounds are called here; booking-reminder-job.test.ts
// shows the app runs them.

let t: TestApp;
let praia: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
}, 180_000);
afterAll(() => t.close());

/** A booking of the person, `days` from today, 10:00-11:00 at a new spot; its id and spot's name. */
async function bookingOf(
  userId: string,
  days: number,
  ventureId = praia,
): Promise<{ id: string; spotName: string }> {
  const { scheduleId, activityId } = await createEvent(t.database.db, ventureId, {
    startTime: '10:00:00',
    endTime: '11:00:00',
  });
  const id = await createBooking(t.database.db, {
    ventureId,
    scheduleId,
    activityId,
    userId,
    bookedDate: saoPauloDate(days),
    startTime: '10:00:00',
    endTime: '11:00:00',
  });
  const [spot] = await queryRows<{ name: string }>(
    t.database.db,
    sql`SELECT s.name FROM spots s JOIN activities a ON a.spot_id = s.id WHERE a.id = ${activityId}`,
  );
  return { id, spotName: spot?.name as string };
}

const reminders = async (email: string) =>
  (await mailsTo(t.database.db, email)).filter((mail) => mail.subject.startsWith('Lembrete: '));

describe('the reminder the day before', () => {
  it('mails each live booking of tomorrow once: what, when, where, and its pass', async () => {
    const person = await appPerson(t, praia);
    const tomorrow = await bookingOf(person.id, 1);
    await t.database.db.execute(
      sql`UPDATE spots SET address = 'Av. Atlântica, 100' WHERE name = ${tomorrow.spotName}`,
    );
    const cancelled = await bookingOf(person.id, 1);
    await t.database.db.execute(sql`UPDATE bookings SET deleted_at = now() WHERE id = ${cancelled.id}`);
    await bookingOf(person.id, 0);
    await bookingOf(person.id, 2);

    await sendBookingReminders(t.ctx);
    await sendBookingReminders(t.ctx);
    const mails = await reminders(person.email);
    expect(mails).toHaveLength(1);
    const [day, month, year] = [
      saoPauloDate(1).slice(8),
      saoPauloDate(1).slice(5, 7),
      saoPauloDate(1).slice(0, 4),
    ];
    expect(mails[0]?.subject).toMatch(/^Lembrete: Atividade \d+ amanhã às 10:00$/);
    expect(mails[0]?.text).toContain(`Quando: ${day}/${month}/${year}, das 10:00 às 11:00`);
    expect(mails[0]?.text).toContain(`Onde: ${tomorrow.spotName}, Av. Atlântica, 100`);
    const link = /Na portaria, apresente o seu passe: (\S+)/.exec(mails[0]?.text ?? '')?.[1] as string;
    expect(new URL(link).searchParams.get('token')).toBe(t.ctx.passes.codeOf(tomorrow.id));
    const sent = await queryRows<{ bookingId: string }>(
      t.database.db,
      sql`SELECT r.booking_id AS "bookingId" FROM booking_reminders r JOIN bookings b ON b.id = r.booking_id
        WHERE b.user_id = ${person.id}`,
    );
    expect(sent).toEqual([{ bookingId: tomorrow.id }]);
  });

  it('sends each reminder once when rounds run at the same time', async () => {
    const people = await Promise.all([1, 2, 3].map(() => appPerson(t, praia)));
    for (const person of people) await bookingOf(person.id, 1);
    const counts = await Promise.all([1, 2, 3, 4].map(() => sendBookingReminders(t.ctx)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(people.length);
    for (const person of people) expect(await reminders(person.email)).toHaveLength(1);
  });

  it("reminds every live venture's bookings in the same round, none of a deleted venture's", async () => {
    const db = t.database.db;
    const serra = await ventureIdByRef(db, 'SERRA');
    const closed = await createVenture(db, 'LEMBRETE', '04252011000110');
    const inPraia = await appPerson(t, praia);
    const inSerra = await appPerson(t, serra);
    const inClosed = await appPerson(t, closed);
    await bookingOf(inPraia.id, 1);
    await bookingOf(inSerra.id, 1, serra);
    await bookingOf(inClosed.id, 1, closed);
    await db.execute(sql`UPDATE ventures SET deleted_at = now() WHERE id = ${closed}`);

    await sendBookingReminders(t.ctx);
    expect(await reminders(inPraia.email)).toHaveLength(1);
    expect(await reminders(inSerra.email)).toHaveLength(1);
    expect(await reminders(inClosed.email)).toEqual([]);
  });

  it('sends none to a person who turned reminders off, until they turn them on', async () => {
    const person = await appPerson(t, praia);
    await bookingOf(person.id, 1);
    const choose = (kinds: string[]) => t.call(person.token, 'PUT', '/me/notice-preferences', { kinds });
    expect((await choose(['BOOKING', 'CANCELLATION', 'QUEUE'])).statusCode).toBe(200);
    await sendBookingReminders(t.ctx);
    expect(await reminders(person.email)).toEqual([]);
    expect((await choose(['REMINDER'])).statusCode).toBe(200);
    await sendBookingReminders(t.ctx);
    expect(await reminders(person.email)).toHaveLength(1);
  });

  it("is heard live in the person's app and in their titular's, and mailed to the person", async () => {
    const titular = await appPerson(t, praia);
    const dependant = await appPerson(t, praia, { group: 'DEPENDANT', hostId: titular.id });
    const booking = await bookingOf(dependant.id, 1);
    const url = await listenUrl(t.app);
    const sockets = [await connectSocket(url, titular.token), await connectSocket(url, dependant.token)];
    try {
      const heard = sockets.map((socket) =>
        nextEvent<BookingReminderEvent>(socket, SOCKET_EVENTS.bookingReminder),
      );
      await sendBookingReminders(t.ctx);
      for (const event of await Promise.all(heard)) {
        expect(event).toMatchObject({
          bookingId: booking.id,
          title: expect.stringMatching(/^Lembrete: Atividade \d+ amanhã às 10:00$/),
        });
      }
      expect(await reminders(dependant.email)).toHaveLength(1);
      expect(await reminders(titular.email)).toEqual([]);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});
