import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createEvent,
  createLimitedCategory,
  createPeople,
  createPersonIn,
  occurrenceCounts,
  tallyAnswers,
} from './bookings.fixtures';

// No overbooking, ever: concurrent creates at one occurrence, at its guest and lodger places, at a
// person's daily limit and of one person, leave exactly as many bookings as there are places, the
// others refused with their codes and never a 5xx, and the counters equal to the live rows. On
// PostgreSQL (DATABASE_URL) the requests really run at once on a pool of connections.

let t: TestApp;
let praia: string;
let admin: string;
const day = saoPauloDate(5);

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  ({ admin } = await t.tokens({ admin: 'admin@reserva.dev' }));
}, 180_000);
afterAll(() => t.close());

async function event(values: Parameters<typeof createSchedule>[2] = {}) {
  return (await createEvent(t.database.db, praia, values)).scheduleId;
}

/** Sends every booking at once; the tally of answers by status and code. */
async function race(bookings: { scheduleId: string; userId: string }[]) {
  const responses = await Promise.all(
    bookings.map(({ scheduleId, userId }) =>
      t.call(admin, 'POST', '/bookings', { activityScheduleId: scheduleId, userId, bookedDate: day }),
    ),
  );
  return tallyAnswers(responses);
}

describe('concurrent POST /bookings', () => {
  it('books exactly 10 of 100 people racing for 10 places', async () => {
    const scheduleId = await event({ totalVacancies: 10 });
    const people = await createPeople(t.database.db, praia, 100);
    const tally = await race(people.map((userId) => ({ scheduleId, userId })));
    expect(tally).toEqual({ created: 10, 'booking-no-vacancies-available': 90 });
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toEqual({
      booked: 10,
      guestBooked: 0,
      lodgerBooked: 0,
      live: 10,
    });
  }, 120_000);

  it('books exactly 2 of 30 guests racing for 2 guest places', async () => {
    const scheduleId = await event({ totalVacancies: 50, guestVacancies: 2 });
    const member = await createPersonIn(t.database.db, praia);
    const guests = await createPeople(t.database.db, praia, 30, { group: 'GUEST', hostId: member });
    const tally = await race(guests.map((userId) => ({ scheduleId, userId })));
    expect(tally).toEqual({ created: 2, 'guest-booking-no-vacancies-available': 28 });
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toMatchObject({
      booked: 2,
      guestBooked: 2,
      live: 2,
    });
  }, 120_000);

  it('books exactly 1 of 30 lodgers racing for 1 lodger place', async () => {
    const scheduleId = await event({ totalVacancies: 50, lodgerVacancies: 1 });
    const lodgers = await createPeople(t.database.db, praia, 30, { group: 'LODGER' });
    const tally = await race(lodgers.map((userId) => ({ scheduleId, userId })));
    expect(tally).toEqual({ created: 1, 'lodger-booking-no-vacancies-available': 29 });
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toMatchObject({
      booked: 1,
      lodgerBooked: 1,
      live: 1,
    });
  }, 120_000);

  it('books a person with a daily limit of 1 once across 20 events racing', async () => {
    const categoryId = await createLimitedCategory(t.database.db, praia, { maxDayBookings: 1 });
    const userId = await createPersonIn(t.database.db, praia, { categoryId });
    // Each event at its own spot, so that only the daily limit can refuse.
    const events = await Promise.all(Array.from({ length: 20 }, () => event()));
    const tally = await race(events.map((scheduleId) => ({ scheduleId, userId })));
    expect(tally).toEqual({ created: 1, 'user-max-day-bookings': 19 });
  }, 120_000);

  it('books one person once when 20 creates of it race for one occurrence', async () => {
    const scheduleId = await event({ totalVacancies: 10 });
    const userId = await createPersonIn(t.database.db, praia);
    const tally = await race(Array.from({ length: 20 }, () => ({ scheduleId, userId })));
    expect(tally).toEqual({ created: 1, 'schedule-already-booked': 19 });
    expect(await occurrenceCounts(t.database.db, scheduleId, day)).toMatchObject({ booked: 1, live: 1 });
  }, 120_000);
});
