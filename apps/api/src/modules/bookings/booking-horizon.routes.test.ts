import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventures } from '../../db/schema/ventures';
import { AppError } from '../../plugins/errors';
import { createSchedule, createVenture, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { checkSelfServiceDate, lastSelfServiceDate } from './booking-horizon';
import { createBookableActivity, createPersonIn } from './bookings.fixtures';

// How far ahead bookings go (issue 28, point 5): staff up to two years after today, whatever the
// call that takes a booking's date; self-service (the public form, the members' app) up to the
// venture's horizon.

let t: TestApp;
let praia: string;
let admin: string;
const LAST_STAFF_DAY = saoPauloDate(730);
const PAST_STAFF_BOUND = saoPauloDate(731);
const BOUND_REFUSAL = [{ in: 'body', path: 'bookedDate', message: 'Data além do limite de 2 anos' }];

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  admin = (await t.signIn('admin@reserva.dev')).token;
}, 180_000);
afterAll(() => t.close());

/** An event of a fresh activity, every day from 2020 on, with no end. */
async function everyDayEvent(values: Parameters<typeof createSchedule>[2] = {}) {
  const { activityId } = await createBookableActivity(t.database.db, praia);
  return { activityId, scheduleId: await createSchedule(t.database.db, activityId, values) };
}

describe('the staff bound: two years after today', () => {
  it('books up to today + 2 years, and answers 400 naming bookedDate the day after', async () => {
    const { scheduleId } = await everyDayEvent();
    const userId = await createPersonIn(t.database.db, praia);
    const book = (bookedDate: string) =>
      t.call(admin, 'POST', '/bookings', { activityScheduleId: scheduleId, userId, bookedDate });
    for (const date of [PAST_STAFF_BOUND, '9999-12-31']) {
      const refused = await book(date);
      expectError(refused, 400, 'validation-error');
      expect(refused.json().metaData.fields).toEqual(BOUND_REFUSAL);
    }
    // Even a booking that may pass places and limits stays within the bound.
    const forced = await t.call(admin, 'POST', '/bookings?skipLimits=true', {
      activityScheduleId: scheduleId,
      userId,
      bookedDate: PAST_STAFF_BOUND,
    });
    expectError(forced, 400, 'validation-error');
    const booked = await book(LAST_STAFF_DAY);
    expect(booked.statusCode, booked.body).toBe(201);
    const details = await t.call(admin, 'GET', `/bookings/${booked.json().id}`);
    expect(details.json()).toMatchObject({ bookedDate: LAST_STAFF_DAY });
  });

  it('refuses a queue entry, new or edited, past the bound, and takes one up to it', async () => {
    const { activityId, scheduleId } = await everyDayEvent({ totalVacancies: 1 });
    const userId = await createPersonIn(t.database.db, praia);
    const entry = { activityId, activityScheduleId: scheduleId, userId };
    const refused = await t.call(admin, 'POST', '/booking-queues', {
      ...entry,
      bookedDate: PAST_STAFF_BOUND,
    });
    expectError(refused, 400, 'validation-error');
    expect(refused.json().metaData.fields).toEqual(BOUND_REFUSAL);
    // An entry without an event ('Sem horário') is bound alike.
    const unscheduled = await t.call(admin, 'POST', '/booking-queues', {
      ...entry,
      activityScheduleId: null,
      bookedDate: PAST_STAFF_BOUND,
    });
    expectError(unscheduled, 400, 'validation-error');
    const queued = await t.call(admin, 'POST', '/booking-queues', { ...entry, bookedDate: LAST_STAFF_DAY });
    expect(queued.statusCode, queued.body).toBe(201);
    const id = queued.json().id;
    const { userId: _person, ...fields } = entry;
    const moved = await t.call(admin, 'PUT', `/booking-queues/${id}`, {
      ...fields,
      bookedDate: PAST_STAFF_BOUND,
    });
    expectError(moved, 400, 'validation-error');
    expect(moved.json().metaData.fields).toEqual(BOUND_REFUSAL);
    const kept = await t.call(admin, 'GET', `/booking-queues/${id}`);
    expect(kept.json()).toMatchObject({ bookedDate: LAST_STAFF_DAY });
  });
});

describe('the self-service horizon helper', () => {
  it('gives today + the venture’s horizon as the last date, never past the staff bound', () => {
    expect(lastSelfServiceDate(60, '2026-11-27')).toBe('2027-01-26');
    expect(lastSelfServiceDate(1, '2026-12-31')).toBe('2027-01-01');
    expect(lastSelfServiceDate(730, '2026-11-27')).toBe('2028-11-26');
    expect(lastSelfServiceDate(5000, '2026-11-27')).toBe('2028-11-26');
    expect(lastSelfServiceDate(60)).toBe(addDays(todayInSaoPaulo(), 60));
  });

  it('refuses a date past the last open one with a 400 naming the field, with the last date open', () => {
    const refusal = (() => {
      try {
        checkSelfServiceDate('2027-01-27', '2027-01-26', 'date');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'validation-error',
      metaData: { fields: [{ in: 'body', path: 'date', message: 'Reservas abertas até 26/01/2027' }] },
    });
    expect(() => checkSelfServiceDate('2027-01-26', '2027-01-26')).not.toThrow();
  });
});

describe('the public form’s dates', () => {
  const publicDates = (activityId: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/activities/${activityId}/schedules/external-link?${query}` });

  it('stop at the venture’s horizon', async () => {
    const db = t.database.db;
    const lake = await createVenture(db, 'HORIZONTE3', '60701190000104');
    await db.update(ventures).set({ bookingHorizonDays: 3 }).where(eq(ventures.id, lake));
    const { activityId } = await createBookableActivity(db, lake);
    await createSchedule(db, activityId, { allowLinkBookings: true });
    const dates = async (query: string) => {
      const response = await publicDates(activityId, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { date: string }) => item.date);
    };
    expect(await dates(`startDate=${saoPauloDate(1)}&addDay=10`)).toEqual([1, 2, 3].map(saoPauloDate));
    expect(await dates(`startDate=${saoPauloDate(4)}&addDay=10`)).toEqual([]);
    // Opening the horizon offers the later dates.
    await db.update(ventures).set({ bookingHorizonDays: 5 }).where(eq(ventures.id, lake));
    expect(await dates(`startDate=${saoPauloDate(4)}&addDay=10`)).toEqual([4, 5].map(saoPauloDate));
  });
});
