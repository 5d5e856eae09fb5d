import type { BookingDetails } from '@reserva/shared/bookings/bookings.schemas';
import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { experienceRefusal } from '@reserva/shared/ventures/experience-levels.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceLevels } from '../../db/schema/categories';
import { staffNotices } from '../../db/schema/notifications';
import { scheduleBlocks, scheduleItems } from '../../db/schema/schedules';
import { users } from '../../db/schema/users';
import { createActivityItem, createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { connectSocket, listenUrl, nextEvent } from '../../test/realtime-client';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import {
  createBookableActivity,
  createLimitedCategory,
  createPersonIn,
  occurrenceCounts,
} from './bookings.fixtures';

// POST /bookings: every check of server-rules.md (Creating a booking) with its code, and what a
// booking stores (times, extras, prices, payment, counters, notifications).

let t: TestApp;
let praia: string;
let tokens: Record<'admin' | 'seller' | 'concierge' | 'adminInSerra', string>;
const day = saoPauloDate(3);

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    seller: 'vendedor@reserva.dev',
    concierge: 'portaria@reserva.dev',
    adminInSerra: ['admin@reserva.dev', await ventureIdByRef(t.database.db, 'SERRA')],
  });
}, 180_000);
afterAll(() => t.close());

async function event(values: Parameters<typeof createSchedule>[2] = {}) {
  const { activityId, spotId } = await createBookableActivity(t.database.db, praia);
  const scheduleId = await createSchedule(t.database.db, activityId, values);
  return { activityId, spotId, scheduleId };
}

const book = (body: Record<string, unknown>, query = '', token = tokens.admin) =>
  t.call(token, 'POST', `/bookings${query}`, { bookedDate: day, ...body });

async function booked(body: Record<string, unknown>, query = '', token = tokens.admin): Promise<string> {
  const response = await book(body, query, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const details = async (id: string) =>
  (await t.call(tokens.admin, 'GET', `/bookings/${id}`)).json<BookingDetails>();

describe('POST /bookings: step 1, what is booked', () => {
  it('answers user-not-found for an unknown person or a staff user, schedule-not-found for an unknown event', async () => {
    const { scheduleId } = await event();
    const userId = await createPersonIn(t.database.db, praia);
    expectError(
      await book({ activityScheduleId: scheduleId, userId: crypto.randomUUID() }),
      404,
      'user-not-found',
    );
    const [staff] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'portaria@reserva.dev'));
    expectError(await book({ activityScheduleId: scheduleId, userId: staff?.id }), 404, 'user-not-found');
    expectError(await book({ activityScheduleId: crypto.randomUUID(), userId }), 404, 'schedule-not-found');
    // Another venture's event is not found from this one.
    expectError(
      await book({ activityScheduleId: scheduleId, userId }, '', tokens.adminInSerra),
      404,
      'schedule-not-found',
    );
  });

  it('answers activity-not-found when the activity is inactive', async () => {
    const { scheduleId, activityId } = await event();
    await t.database.db.execute(sql`UPDATE activities SET is_active = false WHERE id = ${activityId}`);
    const userId = await createPersonIn(t.database.db, praia);
    expectError(await book({ activityScheduleId: scheduleId, userId }), 404, 'activity-not-found');
  });

  it('answers schedule-finished for a date that is not an occurrence: past the end, off its weekdays, blocked', async () => {
    const userId = await createPersonIn(t.database.db, praia);
    const ended = await event({ endDate: saoPauloDate(1) });
    expectError(await book({ activityScheduleId: ended.scheduleId, userId }), 422, 'schedule-finished');
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const otherDays = await event({ daysOfWeek: [(weekday + 1) % 7] });
    expectError(await book({ activityScheduleId: otherDays.scheduleId, userId }), 422, 'schedule-finished');
    const blocked = await event();
    await t.database.db.insert(scheduleBlocks).values({ scheduleId: blocked.scheduleId, blockedDate: day });
    expectError(await book({ activityScheduleId: blocked.scheduleId, userId }), 422, 'schedule-finished');
    // The occurrence was locked and the booking counted in before the date was refused: rolled back.
    const guest = await createPersonIn(t.database.db, praia, { group: 'GUEST', hostId: userId });
    expectError(
      await book({ activityScheduleId: blocked.scheduleId, userId: guest }),
      422,
      'schedule-finished',
    );
    expect(await occurrenceCounts(t.database.db, blocked.scheduleId, day)).toEqual({
      booked: 0,
      guestBooked: 0,
      lodgerBooked: 0,
      live: 0,
    });
    const inactive = await event({ isActive: false });
    expectError(await book({ activityScheduleId: inactive.scheduleId, userId }), 422, 'schedule-finished');
  });

  it('answers past-start-time once the start has passed', async () => {
    const userId = await createPersonIn(t.database.db, praia);
    const { scheduleId } = await event({ startTime: '00:00:00', endTime: '00:01:00' });
    expectError(
      await book({ activityScheduleId: scheduleId, userId, bookedDate: saoPauloDate(-1) }),
      422,
      'past-start-time',
    );
  });

  it('takes the chosen part of a partial-time event, inside it and not overlapping another booking', async () => {
    const { scheduleId } = await event({
      startTime: '08:00:00',
      endTime: '12:00:00',
      allowPartialTimeBookings: true,
      bookingPrice: 6000,
    });
    const complete = { complete: true };
    const [first, second] = [
      await createPersonIn(t.database.db, praia, complete),
      await createPersonIn(t.database.db, praia, complete),
    ];
    const base = { activityScheduleId: scheduleId };
    expectError(await book({ ...base, userId: first }), 422, 'booking-time-range-invalid');
    expectError(
      await book({ ...base, userId: first, startTime: '07:00', endTime: '09:00' }),
      422,
      'booking-time-range-invalid',
    );
    const id = await booked({ ...base, userId: first, startTime: '09:00', endTime: '10:30' });
    const stored = await details(id);
    expect([stored.startTime, stored.endTime]).toEqual(['09:00:00', '10:30:00']);
    // 60.00 per hour for an hour and a half.
    expect(stored.bookingPrice).toBe(9000);
    expectError(
      await book({ ...base, userId: second, startTime: '10:00', endTime: '11:00' }),
      409,
      'overlapping-time-range',
    );
    await booked({ ...base, userId: second, startTime: '10:30', endTime: '11:00' });
  });
});

describe('POST /bookings: steps 2-6, the person', () => {
  it('answers user-blocked, host-blocked and titular-blocked', async () => {
    const { scheduleId } = await event();
    const db = t.database.db;
    const member = await createPersonIn(db, praia);
    const dependant = await createPersonIn(db, praia, { group: 'DEPENDANT', hostId: member });
    const guestOfDependant = await createPersonIn(db, praia, { group: 'GUEST', hostId: dependant });
    const guestOfMember = await createPersonIn(db, praia, { group: 'GUEST', hostId: member });
    const base = { activityScheduleId: scheduleId };
    await db
      .update(users)
      .set({ blockedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, member));
    expectError(await book({ ...base, userId: member }), 422, 'user-blocked');
    expectError(await book({ ...base, userId: dependant }), 422, 'titular-blocked');
    expectError(await book({ ...base, userId: guestOfMember }), 422, 'host-blocked');
    expectError(await book({ ...base, userId: guestOfDependant }), 422, 'titular-blocked');
    await db.update(users).set({ blockedUntil: null }).where(eq(users.id, member));
    await db.update(users).set({ isBlocked: true }).where(eq(users.id, dependant));
    expectError(await book({ ...base, userId: guestOfDependant }), 422, 'host-blocked');
  });

  it('answers user-venture-onboard-not-found without an onboard and user-experience-not-allowed below the level', async () => {
    const { scheduleId } = await event({ minUserExperience: 3 });
    const db = t.database.db;
    const withoutOnboard = await createPersonIn(db, praia);
    await db.execute(sql`DELETE FROM onboards WHERE user_id = ${withoutOnboard}`);
    expectError(
      await book({ activityScheduleId: scheduleId, userId: withoutOnboard }),
      404,
      'user-venture-onboard-not-found',
    );
    await db.insert(experienceLevels).values([
      {
        ventureId: praia,
        title: 'Iniciante',
        level: 91,
        minAllowedBookingExperience: 0,
        maxAllowedBookingExperience: 1,
      },
      {
        ventureId: praia,
        title: 'Avançado',
        level: 92,
        minAllowedBookingExperience: 0,
        maxAllowedBookingExperience: 5,
      },
    ]);
    const beginner = await createPersonIn(db, praia, { experience: 91 });
    const expert = await createPersonIn(db, praia, { experience: 92 });
    const refused = await book({ activityScheduleId: scheduleId, userId: beginner });
    expectError(refused, 422, 'user-experience-not-allowed');
    // The refusal names the person's level, the event's code and this venture's levels (the screen
    // says who may book from them).
    const refusal = experienceRefusal.parse(refused.json<{ metaData: unknown }>().metaData);
    expect(refusal).toMatchObject({ experience: 91, minUserExperience: 3 });
    const praiaLevels = await db
      .select({ level: experienceLevels.level })
      .from(experienceLevels)
      .where(eq(experienceLevels.ventureId, praia))
      .orderBy(experienceLevels.level);
    expect(refusal.levels.map((level) => level.level)).toEqual(praiaLevels.map((row) => row.level));
    expect(refusal.levels).toContainEqual({
      level: 92,
      title: 'Avançado',
      minAllowedBookingExperience: 0,
      maxAllowedBookingExperience: 5,
    });
    await booked({ activityScheduleId: scheduleId, userId: expert });
  });

  it('answers schedule-already-booked even when forced, and spot-already-booked until verified', async () => {
    const first = await event();
    const db = t.database.db;
    const sameSpot = await createSchedule(db, first.activityId, {
      startTime: '10:00:00',
      endTime: '11:00:00',
    });
    const userId = await createPersonIn(db, praia);
    await booked({ activityScheduleId: first.scheduleId, userId });
    expectError(
      await book({ activityScheduleId: first.scheduleId, userId }, '?skipLimits=true&isVerified=true'),
      409,
      'schedule-already-booked',
    );
    expectError(await book({ activityScheduleId: sameSpot, userId }), 409, 'spot-already-booked');
    await booked({ activityScheduleId: sameSpot, userId }, '?isVerified=true');
  });
});

describe('POST /bookings: step 7, places and limits', () => {
  it('answers booking-no-vacancies-available when full; forcing goes past it only with the force key', async () => {
    const { scheduleId } = await event({ totalVacancies: 1 });
    const db = t.database.db;
    const [a, b, c] = [
      await createPersonIn(db, praia),
      await createPersonIn(db, praia),
      await createPersonIn(db, praia),
    ];
    await booked({ activityScheduleId: scheduleId, userId: a });
    expectError(
      await book({ activityScheduleId: scheduleId, userId: b }),
      422,
      'booking-no-vacancies-available',
    );
    // The seller may book but not force.
    expectError(
      await book({ activityScheduleId: scheduleId, userId: b }, '?skipLimits=true', tokens.seller),
      403,
      'insufficient-privilege',
    );
    await booked({ activityScheduleId: scheduleId, userId: b }, '?skipLimits=true');
    expect(await occurrenceCounts(db, scheduleId, day)).toMatchObject({ booked: 2, live: 2 });
    expectError(
      await book({ activityScheduleId: scheduleId, userId: c }, '', tokens.seller),
      422,
      'booking-no-vacancies-available',
    );
  });

  it('keeps guest and lodger quotas, and exclusive lodger places for lodgers', async () => {
    const { scheduleId } = await event({
      totalVacancies: 3,
      guestVacancies: 1,
      lodgerVacancies: 1,
      isLodgerVacanciesExclusive: true,
    });
    const db = t.database.db;
    const member = await createPersonIn(db, praia);
    const [guest1, guest2] = [
      await createPersonIn(db, praia, { group: 'GUEST', hostId: member }),
      await createPersonIn(db, praia, { group: 'GUEST', hostId: member }),
    ];
    const [lodger1, lodger2] = [
      await createPersonIn(db, praia, { group: 'LODGER' }),
      await createPersonIn(db, praia, { group: 'LODGER' }),
    ];
    const base = { activityScheduleId: scheduleId };
    await booked({ ...base, userId: guest1 });
    expectError(await book({ ...base, userId: guest2 }), 422, 'guest-booking-no-vacancies-available');
    await booked({ ...base, userId: member });
    // Two of three taken, the third is the lodgers' own.
    const other = await createPersonIn(db, praia);
    expectError(await book({ ...base, userId: other }), 422, 'booking-no-vacancies-available');
    await booked({ ...base, userId: lodger1 });
    expectError(await book({ ...base, userId: lodger2 }), 422, 'booking-no-vacancies-available');
    expect(await occurrenceCounts(db, scheduleId, day)).toEqual({
      booked: 3,
      guestBooked: 1,
      lodgerBooked: 1,
      live: 3,
    });
  });

  it('answers lodger-booking-no-vacancies-available when the lodgers quota is used', async () => {
    const { scheduleId } = await event({ totalVacancies: 5, lodgerVacancies: 1 });
    const db = t.database.db;
    await booked({
      activityScheduleId: scheduleId,
      userId: await createPersonIn(db, praia, { group: 'LODGER' }),
    });
    expectError(
      await book({
        activityScheduleId: scheduleId,
        userId: await createPersonIn(db, praia, { group: 'LODGER' }),
      }),
      422,
      'lodger-booking-no-vacancies-available',
    );
  });

  it('answers user-max-day-bookings and user-guest-max-day-bookings from the category', async () => {
    const db = t.database.db;
    const categoryId = await createLimitedCategory(db, praia, { maxDayBookings: 1, maxGuestDayBookings: 1 });
    const member = await createPersonIn(db, praia, { categoryId });
    const [guest1, guest2] = [
      await createPersonIn(db, praia, { group: 'GUEST', hostId: member }),
      await createPersonIn(db, praia, { group: 'GUEST', hostId: member }),
    ];
    const [first, second] = [await event(), await event()];
    await booked({ activityScheduleId: first.scheduleId, userId: member });
    expectError(
      await book({ activityScheduleId: second.scheduleId, userId: member }),
      422,
      'user-max-day-bookings',
    );
    await booked({ activityScheduleId: first.scheduleId, userId: guest1 });
    expectError(
      await book({ activityScheduleId: second.scheduleId, userId: guest2 }),
      422,
      'user-guest-max-day-bookings',
    );
    // Another day is another count.
    await booked({ activityScheduleId: second.scheduleId, userId: member, bookedDate: saoPauloDate(4) });
  });
});

describe('POST /bookings: steps 8-10, extras, prices, payment', () => {
  it('adds required extras, refuses a used-up extra and prices booking, guest additional and extras', async () => {
    const db = t.database.db;
    const { scheduleId, activityId } = await event({
      totalVacancies: 10,
      guestVacancies: 2,
      bookingPrice: 5000,
      guestAdditionalBookingPrice: 2000,
    });
    const [required, limited] = await db
      .insert(scheduleItems)
      .values([
        { scheduleId, name: 'Taxa de limpeza', isRequired: true, price: 500 },
        { scheduleId, name: 'Prancha', price: 1500, totalAmount: 1 },
      ])
      .returning({ id: scheduleItems.id });
    const activityItemId = await createActivityItem(db, activityId);
    const categoryId = await createLimitedCategory(db, praia, { maxFreeGuestDayBookings: 0 });
    const member = await createPersonIn(db, praia, { categoryId, complete: true });
    const guest = await createPersonIn(db, praia, { group: 'GUEST', hostId: member, complete: true });
    const id = await booked({
      activityScheduleId: scheduleId,
      userId: guest,
      scheduleItems: [limited?.id],
      items: [activityItemId],
    });
    const stored = await details(id);
    expect(stored.bookingScheduleItems.map((item) => [item.name, item.price, item.isRequired])).toEqual([
      ['Prancha', 1500, false],
      ['Taxa de limpeza', 500, true],
    ]);
    expect(stored.bookingItems.map((item) => item.activityItemId)).toEqual([activityItemId]);
    expect([stored.bookingPrice, stored.itemsPrice, stored.totalPrice]).toEqual([5000, 4000, 9000]);
    expect(stored.payment?.status).toBe('WAITING');
    expect(stored.payment?.amount).toBe(9000);
    expect(stored.payment?.items.map((line) => [line.type, line.price])).toEqual([
      ['BOOKING', 5000],
      ['GUEST_ADDITIONAL', 2000],
      ['SCHEDULE_ITEM', 1500],
      ['SCHEDULE_ITEM', 500],
    ]);
    expect(required?.id).toBeDefined();
    expectError(
      await book({ activityScheduleId: scheduleId, userId: member, scheduleItems: [limited?.id] }),
      409,
      'activity-schedule-item-quantity-unavailable',
    );
  });

  it('is free (no payment) without a price, and takes the payment type of a priced lodger booking', async () => {
    const db = t.database.db;
    const free = await event();
    const freeId = await booked({
      activityScheduleId: free.scheduleId,
      userId: await createPersonIn(db, praia),
    });
    expect((await details(freeId)).payment).toBeNull();
    const priced = await event({ bookingPrice: 3000 });
    const lodger = await createPersonIn(db, praia, { group: 'LODGER', complete: true });
    const id = await booked({
      activityScheduleId: priced.scheduleId,
      userId: lodger,
      paymentType: 'PAYMENT_HOTEL',
    });
    expect((await details(id)).payment?.status).toBe('PAYMENT_HOTEL');
  });

  it('answers user-*-missing with the created booking id when the record lacks what payment needs', async () => {
    const db = t.database.db;
    const { scheduleId } = await event({ bookingPrice: 3000 });
    const userId = await createPersonIn(db, praia);
    const response = await book({ activityScheduleId: scheduleId, userId });
    expectError(response, 422, 'user-address-missing');
    const id = response.json<{ metaData: { id: string } }>().metaData.id;
    expect((await details(id)).user.id).toBe(userId);
  });

  it('closes the converted queue entry and notifies the other booking staff, not the one who booked', async () => {
    const db = t.database.db;
    const { scheduleId, activityId } = await event();
    const userId = await createPersonIn(db, praia);
    const queued = await t.call(tokens.admin, 'POST', '/booking-queues', {
      activityId,
      activityScheduleId: scheduleId,
      bookedDate: day,
      userId,
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const bookingQueueId = queued.json<{ id: string }>().id;
    // The front desk hears bookings by default (the administrators do not: notifications.rules.ts).
    const socket = await connectSocket(await listenUrl(t.app), tokens.concierge);
    const pushed = nextEvent<Notification>(socket, 'booking-notification');
    const id = await booked({ activityScheduleId: scheduleId, userId, bookingQueueId }, '', tokens.seller);
    expect((await t.call(tokens.admin, 'GET', `/booking-queues/${bookingQueueId}`)).json()).toMatchObject({
      deletedAt: expect.any(String),
    });
    const inbox = async (token: string) =>
      (await t.call(token, 'GET', '/notifications?limit=100')).json<{ items: Notification[] }>().items;
    const stored = (await inbox(tokens.concierge)).find((item) => item.bookingId === id);
    const [name] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const [year, month, date] = day.split('-');
    expect(stored).toMatchObject({
      title: 'Nova reserva',
      description: `${name?.name}: ${(await details(id)).activity.name}, ${date}/${month}/${year} 08:00`,
      isUnread: true,
    });
    // The live notice is the stored one, pushed to the concierge's open screen.
    expect(await pushed).toEqual(stored);
    socket.close();
    expect((await inbox(tokens.seller)).some((item) => item.bookingId === id)).toBe(false);
    // Stored once for its audience, read by each: not one row per staff member.
    expect(await db.$count(staffNotices, eq(staffNotices.bookingId, id))).toBe(1);
  });
});
