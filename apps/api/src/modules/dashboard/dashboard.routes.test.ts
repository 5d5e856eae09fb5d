import { addDays, dayOfWeek, todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { Dashboard } from '@reserva/shared/dashboard/dashboard.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { bookings, checkins } from '../../db/schema/bookings';
import { scheduleBlocks } from '../../db/schema/schedules';
import { createBooking, createSchedule, createVenture, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPeople } from '../bookings/bookings.fixtures';
import { cancelBookings } from '../bookings/pending-bookings';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { createStaff } from '../users/users.fixtures';

// The dashboard's figures (decisions.md, Dashboard) on a venture of the test's own, whose every booking
// is known: counts, rates, revenue by status and occupancy; the venture boundary; the keys.

let t: TestApp;
let venture: string;
let admin: { id: string; email: string };
let seller: { id: string; email: string };
let tokens: Record<'admin' | 'employee' | 'seller' | 'reports' | 'greeting' | 'praia', string>;
const today = todayInSaoPaulo();
const day = (offset: number) => addDays(today, offset);
const period = `startDate=${day(-3)}&endDate=${day(3)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  venture = await createVenture(db, 'PAINEL', '04252011000110');
  admin = await createStaff(db, 'ADMIN', [venture]);
  const employee = await createStaff(db, 'EMPLOYEE', [venture]);
  seller = await createStaff(db, 'SELLER', [venture]);
  const reports = await createStaffGroup(db, 'PAINEL_VENDAS', 5, [
    'WEB_ACCESS',
    'BOOKING_PAYMENT_REPORTS_READ_ACCESS',
  ]);
  const greeting = await createStaffGroup(db, 'PAINEL_SEM_CHAVES', 5, ['WEB_ACCESS']);
  tokens = await t.tokens({
    admin: [admin.email, venture],
    employee: [employee.email, venture],
    seller: [seller.email, venture],
    reports: reports.email,
    greeting: greeting.email,
    praia: 'admin@reserva.dev',
  });
  await seedWorld();
}, 180_000);
afterAll(() => t.close());

/**
 * Tênis (4 places, 08:00-09:00): 3 live two days ago, one checked in, plus one cancelled late; 3 live
 * tomorrow (75%: not nearly full); 2 live and one cancelled in time the day after. Vôlei (unlimited):
 * one checked-in yesterday. Futevôlei (2 places, 23:00-23:59:59): 2 today, one checked in (full).
 */
async function seedWorld(): Promise<void> {
  const db = t.database.db;
  const tennis = await createBookableActivity(db, venture, 'Quadra');
  const volley = await createBookableActivity(db, venture, 'Areia');
  const footvolley = await createBookableActivity(db, venture, 'Arena');
  // Named here: the fixtures' numbered names sort by a counter that other files of the worker move.
  for (const [{ activityId }, name] of [
    [tennis, 'Tênis'],
    [volley, 'Vôlei'],
    [footvolley, 'Futevôlei'],
  ] as const)
    await db.update(activities).set({ name }).where(eq(activities.id, activityId));
  const s1 = await createSchedule(db, tennis.activityId, { totalVacancies: 4 });
  const s2 = await createSchedule(db, volley.activityId);
  const s3 = await createSchedule(db, footvolley.activityId, {
    totalVacancies: 2,
    startTime: '23:00:00',
    endTime: '23:59:59',
  });
  // An inactive event's places are not offered: left out of occupancy.
  await createSchedule(db, tennis.activityId, { totalVacancies: 10, isActive: false });
  const people = await createPeople(db, venture, 4);
  const book = async (
    scheduleId: string,
    activityId: string,
    offset: number,
    person: number,
    paymentStatus?: 'WAITING' | 'APPROVED' | 'PAYMENT_EXTERNAL',
    times?: { startTime: string; endTime: string },
  ) =>
    createBooking(db, {
      ventureId: venture,
      scheduleId,
      activityId,
      userId: people[person] as string,
      bookedDate: day(offset),
      ...(paymentStatus && { paymentStatus }),
      ...times,
    });
  const tennisBooking = (
    offset: number,
    person: number,
    status?: 'WAITING' | 'APPROVED' | 'PAYMENT_EXTERNAL',
  ) => book(s1, tennis.activityId, offset, person, status);
  const attended = await tennisBooking(-2, 0, 'APPROVED');
  await tennisBooking(-2, 1, 'WAITING');
  await tennisBooking(-2, 2);
  const lateCancelled = await tennisBooking(-2, 3, 'WAITING');
  for (const person of [0, 1, 2]) await tennisBooking(1, person);
  const sold = await tennisBooking(2, 0, 'PAYMENT_EXTERNAL');
  await tennisBooking(2, 1);
  const cancelledInTime = await tennisBooking(2, 2);
  const volleyed = await book(s2, volley.activityId, -1, 0);
  const night = { startTime: '23:00:00', endTime: '23:59:59' };
  const tonight = await book(s3, footvolley.activityId, 0, 0, undefined, night);
  await book(s3, footvolley.activityId, 0, 1, undefined, night);
  await db.insert(checkins).values([
    { bookingId: attended, bookedDate: day(-2), userId: admin.id },
    { bookingId: volleyed, bookedDate: day(-1), userId: admin.id },
    { bookingId: tonight, bookedDate: day(0), userId: admin.id },
  ]);
  // A staff user's cancellation after the start is past the deadline; two days ahead it is not.
  await cancelBookings(db, [lateCancelled], { reason: 'Chuva', userId: admin.id });
  await cancelBookings(db, [cancelledInTime], { reason: null, userId: admin.id });
  // The seller made one of them: its scope is that booking alone.
  await db.update(bookings).set({ sellerId: seller.id }).where(eq(bookings.id, sold));
}

/** A venture of the test's own, its administrator's token and one bookable activity. */
async function ownVenture(name: string, cnpj: string) {
  const db = t.database.db;
  const ventureId = await createVenture(db, name, cnpj);
  const staff = await createStaff(db, 'ADMIN', [ventureId]);
  const { token } = await t.tokens({ token: [staff.email, ventureId] });
  const { activityId } = await createBookableActivity(db, ventureId, `Espaço ${name}`);
  return { ventureId, token: token as string, activityId };
}

const read = async (token: string, query = period) => {
  const response = await t.call(token, 'GET', `/dashboard?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
};

describe('GET /dashboard', () => {
  it('counts the bookings of each day, today’s check-ins, no-shows and late cancellations', async () => {
    const figures = await read(tokens.admin);
    expect(figures.bookings?.today).toEqual({ date: today, bookings: 2, checkedIn: 1 });
    expect(figures.bookings?.days).toEqual([
      { date: day(-3), bookings: 0, cancelled: 0 },
      { date: day(-2), bookings: 3, cancelled: 1 },
      { date: day(-1), bookings: 1, cancelled: 0 },
      { date: day(0), bookings: 2, cancelled: 0 },
      { date: day(1), bookings: 3, cancelled: 0 },
      { date: day(2), bookings: 2, cancelled: 1 },
      { date: day(3), bookings: 0, cancelled: 0 },
    ]);
    // Ended and live: three two days ago and yesterday's; the checked-in ones came.
    expect(figures.bookings?.noShows).toEqual({ count: 2, ended: 4, rate: 0.5 });
    // One of the two cancellations was late, among the period's 13 bookings.
    expect(figures.bookings?.lateCancellations).toEqual({
      count: 1,
      cancelled: 2,
      bookings: 13,
      rate: 1 / 13,
    });
  });

  it('agrees with the bookings list’s no-shows', async () => {
    const list = await t.call(
      tokens.admin,
      'GET',
      `/bookings?showPendingBookingsOnly=false&noShowOnly=true&minBookedDate=${day(-3)}&maxBookedDate=${day(3)}`,
    );
    expect(list.json<{ total: number }>().total).toBe((await read(tokens.admin)).bookings?.noShows.count);
  });

  it('measures occupancy over the places of every occurrence of limited, active events', async () => {
    const { occupancy } = await read(tokens.admin);
    // By name: Futevôlei, 2 live of 2 places on 7 days; Tênis, 8 of 4 on 7 days; Vôlei is unlimited.
    expect(
      occupancy?.activities.map(({ activityName, booked, vacancies }) => ({
        activityName,
        booked,
        vacancies,
      })),
    ).toEqual([
      { activityName: 'Futevôlei', booked: 2, vacancies: 14 },
      { activityName: 'Tênis', booked: 8, vacancies: 28 },
    ]);
    expect(occupancy).toMatchObject({ booked: 10, vacancies: 42, rate: 10 / 42 });
    expect(occupancy?.activities[1]?.rate).toBe(8 / 28);
  });

  it('counts an event’s places on its weekdays inside its dates and the period, less its blocked days', async () => {
    const db = t.database.db;
    const {
      ventureId: weekly,
      token: weeklyAdmin,
      activityId,
    } = await ownVenture('SEMANAL', '11444777000161');
    const event = { days: [1, 3, 6], from: day(-9), to: day(12), places: 3 };
    const scheduleId = await createSchedule(db, activityId, {
      totalVacancies: event.places,
      daysOfWeek: event.days,
      startDate: event.from,
      endDate: event.to,
    });
    // Every day of the event's range, told apart: its occurrences, and the others.
    const range = Array.from({ length: 22 }, (_, index) => day(index - 9));
    const [onWeekdays, offWeekdays] = [
      range.filter((date) => event.days.includes(dayOfWeek(date))),
      range.filter((date) => !event.days.includes(dayOfWeek(date))),
    ];
    // A block on an occurrence removes its places; one on another weekday removes nothing.
    const blocked = onWeekdays[2] as string;
    await db.insert(scheduleBlocks).values([
      { scheduleId, blockedDate: blocked },
      { scheduleId, blockedDate: offWeekdays[0] as string },
    ]);
    const booked = onWeekdays.find((date) => date > blocked) as string;
    const [first, second, keptOnBlock] = await createPeople(db, weekly, 3);
    for (const userId of [first, second] as string[]) {
      await createBooking(db, { ventureId: weekly, scheduleId, activityId, userId, bookedDate: booked });
    }
    // A verified edit keeps the bookings of a date it blocks: not an occurrence, so not counted.
    await createBooking(db, {
      ventureId: weekly,
      scheduleId,
      activityId,
      userId: keptOnBlock as string,
      bookedDate: blocked,
    });
    // The period starts before the event and ends inside it.
    const [from, to] = [day(-20), day(8)];
    const occurrences = onWeekdays.filter((date) => date !== blocked && date >= from && date <= to);
    const { occupancy } = await read(weeklyAdmin, `startDate=${from}&endDate=${to}`);
    expect(occupancy?.activities).toEqual([
      expect.objectContaining({ activityId, booked: 2, vacancies: event.places * occurrences.length }),
    ]);
    // A period in which none of its weekdays falls leaves the activity out.
    const [quiet] = offWeekdays.filter((date) => date > day(0));
    expect((await read(weeklyAdmin, `startDate=${quiet}&endDate=${quiet}`)).occupancy?.activities).toEqual(
      [],
    );
  });

  it('lists the next occurrences with at least 80% of their places booked', async () => {
    const { nearlyFull } = await read(tokens.admin);
    expect(nearlyFull).toEqual([
      expect.objectContaining({ date: today, booked: 2, totalVacancies: 2, startTime: '23:00:00' }),
    ]);
  });

  it('leaves out a full occurrence on a blocked date or of an inactive event', async () => {
    const db = t.database.db;
    const { ventureId: other, token: otherAdmin, activityId } = await ownVenture('LOTADO', '60701190000104');
    const [kept, blocked, inactive] = await Promise.all([
      createSchedule(db, activityId, { totalVacancies: 1 }),
      createSchedule(db, activityId, { totalVacancies: 1, startTime: '10:00:00', endTime: '11:00:00' }),
      createSchedule(db, activityId, {
        totalVacancies: 1,
        startTime: '12:00:00',
        endTime: '13:00:00',
        isActive: false,
      }),
    ]);
    const people = await createPeople(db, other, 3);
    for (const [index, scheduleId] of [kept, blocked, inactive].entries()) {
      const userId = people[index] as string;
      await createBooking(db, { ventureId: other, scheduleId, activityId, userId, bookedDate: day(1) });
    }
    await db.insert(scheduleBlocks).values({ scheduleId: blocked, blockedDate: day(1) });
    const { nearlyFull } = await read(otherAdmin);
    expect(nearlyFull?.map((occurrence) => occurrence.activityScheduleId)).toEqual([kept]);
  });

  it('sums the payments of the period’s bookings by status', async () => {
    expect((await read(tokens.admin)).revenue).toEqual([
      { status: 'WAITING', payments: 1, amount: 5000 },
      { status: 'APPROVED', payments: 1, amount: 5000 },
      { status: 'CANCELED', payments: 1, amount: 5000 },
      { status: 'PAYMENT_EXTERNAL', payments: 1, amount: 5000 },
    ]);
    // Outside the period, nothing.
    const before = await read(tokens.admin, `startDate=${day(-40)}&endDate=${day(-10)}`);
    expect(before.revenue).toEqual([]);
    expect(before.revenueTotals?.received).toEqual({ payments: 0, amount: 0 });
    expect(before.bookings?.noShows).toEqual({ count: 0, ended: 0, rate: null });
  });

  it('counts as received only the money approved or paid at the club, apart from pending and cancelled', async () => {
    // The waiting payment and the one cancelled with its booking are not revenue.
    expect((await read(tokens.admin)).revenueTotals).toEqual({
      received: { payments: 2, amount: 10_000 },
      pending: { payments: 1, amount: 5000 },
      cancelled: { payments: 1, amount: 5000 },
    });
    // The seller's own sale, paid at the club.
    expect((await read(tokens.seller)).revenueTotals).toEqual({
      received: { payments: 1, amount: 5000 },
      pending: { payments: 0, amount: 0 },
      cancelled: { payments: 0, amount: 0 },
    });
    expect((await read(tokens.employee)).revenueTotals).toBeNull();
  });

  it('reads the session’s venture only', async () => {
    const praia = await read(tokens.praia);
    const ours = await read(tokens.admin);
    expect(praia.bookings?.days).not.toEqual(ours.bookings?.days);
    // Bookings of another venture on the same days change nothing here.
    const db = t.database.db;
    const elsewhere = await ventureIdByRef(db, 'SERRA');
    const { activityId } = await createBookableActivity(db, elsewhere);
    const scheduleId = await createSchedule(db, activityId, { totalVacancies: 1 });
    const [userId] = await createPeople(db, elsewhere, 1);
    await createBooking(db, {
      ventureId: elsewhere,
      scheduleId,
      activityId,
      userId: userId as string,
      bookedDate: day(-1),
      paymentStatus: 'APPROVED',
    });
    expect(await read(tokens.admin)).toEqual(ours);
  });

  it('answers only the sections the keys open, in the seller’s own scope', async () => {
    const employee = await read(tokens.employee);
    expect(employee.bookings?.days).toEqual((await read(tokens.admin)).bookings?.days);
    expect(employee.revenue).toBeNull();

    // SELLER: its own sales (one booking) and their payments; the venture's occupancy.
    const own = await read(tokens.seller);
    expect(own.bookings?.days.map((row) => row.bookings)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(own.revenue).toEqual([{ status: 'PAYMENT_EXTERNAL', payments: 1, amount: 5000 }]);
    expect(own.occupancy?.booked).toBe(10);

    // The sales report's key: the venture's revenue and nothing else (its venture is PRAIA).
    const reports = await read(tokens.reports);
    expect(reports).toMatchObject({ bookings: null, occupancy: null, nearlyFull: null });
    expect(reports.revenue?.length).toBeGreaterThan(0);

    expectError(await t.call(tokens.greeting, 'GET', `/dashboard?${period}`), 403, 'insufficient-privilege');
  });

  it('refuses a period that ends before it starts or is longer than 92 days', async () => {
    const refused = async (query: string) => {
      const response = await t.call(tokens.admin, 'GET', `/dashboard?${query}`);
      expectError(response, 400, 'validation-error');
      return response.json<{ metaData: { fields: { message: string }[] } }>().metaData.fields[0]?.message;
    };
    expect(await refused(`startDate=${day(1)}&endDate=${day(0)}`)).toBe(
      'Data de início deve ser anterior à data final',
    );
    expect(await refused(`startDate=${day(0)}&endDate=${day(92)}`)).toBe('Período de no máximo 92 dias');
    expect(await refused('startDate=ontem&endDate=hoje')).toBe('Data inválida');
    await read(tokens.admin, `startDate=${day(0)}&endDate=${day(91)}`);
  });
});
