import type { ScheduleView } from '@reserva/shared/schedules/schedules.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cancellationHistories } from '../../db/schema/bookings';
import { scheduleItems } from '../../db/schema/schedules';
import { spots } from '../../db/schema/spots';
import {
  createActivity,
  createBooking,
  createModality,
  createPerson,
  createSchedule,
  createSpot,
  saoPauloDate,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { fieldMessages } from '../users/users.fixtures';

let t: TestApp;
let praia: string;
let tokens: { admin: string; master: string; employee: string; seller: string; writer: string };

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  // A scheduler without the lodger-vacancy key (spec 001 s.6).
  const writer = await createStaffGroup(t.database.db, 'AGENDA', 5, [
    'WEB_ACCESS',
    'ACTIVITY_READ_ACCESS',
    'ACTIVITY_SCHEDULE_WRITE_ACCESS',
  ]);
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    master: ['master@reserva.dev', praia],
    employee: 'funcionario@reserva.dev',
    seller: 'vendedor@reserva.dev',
    writer: writer.email,
  });
  // Sign-ins hash passwords: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

let activities = 0;
/** A new activity at a new spot of PRAIA: each test's events cannot conflict with another test's. */
async function newActivity(options: { isLivingArea?: boolean } = {}) {
  const db = t.database.db;
  activities += 1;
  const spotId = await createSpot(db, praia, `Quadra ${activities}`);
  if (options.isLivingArea) await db.update(spots).set({ isLivingArea: true }).where(eq(spots.id, spotId));
  return { spotId, activityId: await createActivity(db, spotId, `Atividade ${activities}`) };
}

const EVENT = {
  startDate: '2030-01-01',
  endDate: null,
  startTime: '08:00',
  endTime: '09:00',
  daysOfWeek: [1, 3, 5],
  totalVacancies: 10,
  guestVacancies: 4,
  lodgerVacancies: 2,
  bookingPrice: 5000,
  guestAdditionalBookingPrice: 1500,
};

const createEvent = (activityId: string, body: object = {}, token = tokens.admin) =>
  t.call(token, 'POST', `/activities/${activityId}/schedules`, { ...EVENT, ...body });

async function createdEvent(activityId: string, body: object = {}): Promise<string> {
  const response = await createEvent(activityId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function listOf(activityId: string, showExpired = false): Promise<ScheduleView[]> {
  const response = await t.call(
    tokens.admin,
    'GET',
    `/activities/${activityId}/schedules/list?showExpired=${showExpired}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

describe('event schedules', () => {
  it('creates an event with every field, lists it and edits it', async () => {
    const { spotId, activityId } = await newActivity();
    const modalityId = await createModality(t.database.db, spotId, 'Dupla');
    const id = await createdEvent(activityId, {
      endDate: '2030-06-30',
      modalityId,
      waveSide: 'LEFT',
      minUserExperience: 2,
      allowLinkBookings: true,
      scheduleBlocks: [{ blockedDate: '2030-02-01' }, { blockedDate: '2030-01-03' }],
    });
    expect(await listOf(activityId)).toEqual([
      {
        id,
        activityId,
        startDate: '2030-01-01',
        endDate: '2030-06-30',
        startTime: '08:00:00',
        endTime: '09:00:00',
        daysOfWeek: [1, 3, 5],
        totalVacancies: 10,
        guestVacancies: 4,
        lodgerVacancies: 2,
        isLodgerVacanciesExclusive: false,
        isActive: true,
        isExpired: false,
        minUserExperience: 2,
        modalityId,
        modalityTitle: 'Dupla',
        waveSide: 'LEFT',
        allowLinkBookings: true,
        allowPartialTimeBookings: false,
        bookingPrice: 5000,
        guestAdditionalBookingPrice: 1500,
        scheduleBlocks: [{ blockedDate: '2030-01-03' }, { blockedDate: '2030-02-01' }],
        bookingUrl: `/bookings/register?scheduleId=${id}`,
      },
    ]);

    const edited = await t.call(tokens.admin, 'PUT', `/activities/schedules/${id}`, {
      ...EVENT,
      startTime: '10:00',
      endTime: '11:30',
      totalVacancies: null,
      isActive: false,
      scheduleBlocks: [{ blockedDate: '2030-03-04' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listOf(activityId))[0]).toMatchObject({
      startTime: '10:00:00',
      endTime: '11:30:00',
      totalVacancies: null,
      isActive: false,
      modalityId: null,
      scheduleBlocks: [{ blockedDate: '2030-03-04' }],
    });
  });

  it('hides expired events unless asked, and refuses malformed input with the form’s messages', async () => {
    const { activityId } = await newActivity();
    const old = await createdEvent(activityId, { startDate: '2020-01-01', endDate: '2020-12-31' });
    const current = await createdEvent(activityId, { startTime: '07:00', endTime: '08:00' });
    expect((await listOf(activityId)).map((event) => event.id)).toEqual([current]);
    expect((await listOf(activityId, true)).map((event) => [event.id, event.isExpired])).toEqual([
      [current, false],
      [old, true],
    ]);

    expect(
      fieldMessages(
        await createEvent(activityId, {
          totalVacancies: 3,
          guestVacancies: 4,
          lodgerVacancies: -1,
          endDate: '2029-12-31',
          endTime: '07:59',
          waveSide: 'UP',
        }),
      ).sort(),
    ).toEqual([
      'endDate: Data inválida',
      'endTime: Horário final deve ser maior que o inicial',
      'guestVacancies: Máximo igual ao total de vagas',
      'lodgerVacancies: Valores positivos',
      'waveSide: Valor inválido',
    ]);
    expect(fieldMessages(await createEvent(activityId, { totalVacancies: 0 }))).toEqual([
      'totalVacancies: Valores maiores que zero',
    ]);
  });

  it('clears vacancies and the guest price for partial-time bookings', async () => {
    const { activityId } = await newActivity();
    await createdEvent(activityId, {
      allowPartialTimeBookings: true,
      totalVacancies: 5,
      guestVacancies: 5,
      lodgerVacancies: 5,
      guestAdditionalBookingPrice: null,
    });
    expect((await listOf(activityId))[0]).toMatchObject({
      allowPartialTimeBookings: true,
      totalVacancies: null,
      guestVacancies: 0,
      lodgerVacancies: 0,
      guestAdditionalBookingPrice: 0,
    });
  });

  it('sets lodger places only with LODGER_VACANCIES_FULL_ACCESS; without it an edit keeps them', async () => {
    const { activityId } = await newActivity();
    const byWriter = await createEvent(
      activityId,
      { lodgerVacancies: 3, isLodgerVacanciesExclusive: true },
      tokens.writer,
    );
    expect(byWriter.statusCode, byWriter.body).toBe(201);
    expect((await listOf(activityId))[0]).toMatchObject({
      lodgerVacancies: 0,
      isLodgerVacanciesExclusive: false,
    });

    const byAdmin = await createdEvent(activityId, {
      startTime: '12:00',
      endTime: '13:00',
      lodgerVacancies: 6,
      isLodgerVacanciesExclusive: true,
    });
    const edit = (body: object) =>
      t.call(tokens.writer, 'PUT', `/activities/schedules/${byAdmin}`, {
        ...EVENT,
        startTime: '12:00',
        endTime: '13:00',
        lodgerVacancies: 0,
        ...body,
      });
    expect((await edit({})).statusCode).toBe(200);
    const kept = (await listOf(activityId)).find((event) => event.id === byAdmin);
    expect(kept).toMatchObject({ lodgerVacancies: 6, isLodgerVacanciesExclusive: true });
    // A smaller total keeps at most the total.
    expect((await edit({ totalVacancies: 4, guestVacancies: 1 })).statusCode).toBe(200);
    expect((await listOf(activityId)).find((event) => event.id === byAdmin)?.lodgerVacancies).toBe(4);
  });

  it('leaves wave side and minimum experience out at living-area spots', async () => {
    const { activityId } = await newActivity({ isLivingArea: true });
    await createdEvent(activityId, { waveSide: 'COMBO', minUserExperience: 5 });
    expect((await listOf(activityId))[0]).toMatchObject({ waveSide: null, minUserExperience: 0 });
  });

  it('refuses a modality of another spot', async () => {
    const { activityId } = await newActivity();
    const elsewhere = await createModality(t.database.db, (await newActivity()).spotId, 'Outra');
    expectError(await createEvent(activityId, { modalityId: elsewhere }), 404, 'modality-not-found');
  });
});

describe('activity-schedule-conflict', () => {
  it('refuses an active event overlapping another in weekdays, dates and time', async () => {
    const { spotId, activityId } = await newActivity();
    const existing = await createdEvent(activityId, { endDate: '2030-03-31' }); // Mon, Wed, Fri 08-09
    const conflict = (body: object) => createEvent(activityId, body);
    expectError(
      await conflict({ startTime: '08:30', endTime: '10:00', daysOfWeek: [5] }),
      409,
      'activity-schedule-conflict',
    );
    // Only the last Friday, 2030-03-29, is common.
    expectError(
      await conflict({ startDate: '2030-03-29', daysOfWeek: [5] }),
      409,
      'activity-schedule-conflict',
    );

    // Not a conflict: touching times, other weekdays, other dates, another modality or experience,
    // an inactive event, or a shared weekday that falls outside the common dates.
    const modalityId = await createModality(t.database.db, spotId);
    for (const body of [
      { startTime: '09:00', endTime: '10:00' },
      { daysOfWeek: [0, 2, 4, 6] },
      { startDate: '2030-04-01' },
      { modalityId },
      { minUserExperience: 1 },
      { isActive: false },
      // Only 2030-03-30 (Saturday) and 2030-03-31 (Sunday) are common: none of the weekdays.
      { startDate: '2030-03-30' },
    ]) {
      const response = await conflict(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(201);
      await t.call(tokens.admin, 'DELETE', `/activities/schedules/${response.json().id}`);
    }

    // An edit is not a conflict with itself; reactivating into an overlap is.
    const inactive = await createdEvent(activityId, { isActive: false });
    const reactivate = await t.call(tokens.admin, 'PUT', `/activities/schedules/${inactive}`, EVENT);
    expectError(reactivate, 409, 'activity-schedule-conflict');
    const same = await t.call(tokens.admin, 'PUT', `/activities/schedules/${existing}`, {
      ...EVENT,
      endDate: '2030-03-31',
      totalVacancies: 12,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('has-bookings-pending on events', () => {
  it('asks before editing or deleting an event with pending bookings; a verified delete cancels them', async () => {
    const db = t.database.db;
    const { activityId } = await newActivity();
    const scheduleId = await createSchedule(db, activityId, { startDate: saoPauloDate(-10) });
    const item = await db.insert(scheduleItems).values({ scheduleId, name: 'Prancha' }).returning();
    const bookingId = await createBooking(db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId: await createPerson(db, praia),
      bookedDate: saoPauloDate(3),
    });
    const body = { ...EVENT, startDate: saoPauloDate(-10), daysOfWeek: [0, 1, 2, 3, 4, 5, 6] };

    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/schedules/${scheduleId}`, body),
      409,
      'has-bookings-pending',
    );
    const verified = await t.call(
      tokens.admin,
      'PUT',
      `/activities/schedules/${scheduleId}?isVerified=true`,
      body,
    );
    expect(verified.statusCode).toBe(200);

    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/schedules/${scheduleId}`),
      409,
      'has-bookings-pending',
    );
    const [stillLive] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(stillLive?.deletedAt).toBeNull();

    expect(
      (await t.call(tokens.admin, 'DELETE', `/activities/schedules/${scheduleId}?isVerified=true`))
        .statusCode,
    ).toBe(204);
    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(cancelled?.deletedAt).not.toBeNull();
    const [history] = await db
      .select()
      .from(cancellationHistories)
      .where(eq(cancellationHistories.bookingId, bookingId));
    expect(history?.reason).toBe('Evento excluído');
    // Its extras go with it, and the event leaves the list.
    const liveItems = await db
      .select()
      .from(scheduleItems)
      .where(and(eq(scheduleItems.id, item[0]?.id as string), isNull(scheduleItems.deletedAt)));
    expect(liveItems).toEqual([]);
    expect(await listOf(activityId, true)).toEqual([]);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/schedules/${scheduleId}`),
      404,
      'schedule-not-found',
    );
  });
});

describe('event permissions and scope', () => {
  it('lets readers list events but not write them; delete needs its own key', async () => {
    const { activityId } = await newActivity();
    const id = await createdEvent(activityId);
    for (const token of [tokens.employee, tokens.seller]) {
      expect((await t.call(token, 'GET', `/activities/${activityId}/schedules/list`)).statusCode).toBe(200);
      expectError(await createEvent(activityId, {}, token), 403, 'insufficient-privilege');
      expectError(
        await t.call(token, 'PUT', `/activities/schedules/${id}`, EVENT),
        403,
        'insufficient-privilege',
      );
    }
    // Write without delete.
    expectError(
      await t.call(tokens.writer, 'DELETE', `/activities/schedules/${id}`),
      403,
      'insufficient-privilege',
    );
  });

  it('keeps another venture’s events out of reach, except for a MASTER', async () => {
    const db = t.database.db;
    const serra = await ventureIdByRef(db, 'SERRA');
    const serraActivity = await createActivity(db, await createSpot(db, serra, 'Lago'), 'Remo');
    expectError(await createEvent(serraActivity), 404, 'activity-not-found');
    expectError(
      await t.call(tokens.admin, 'GET', `/activities/${serraActivity}/schedules/list`),
      404,
      'activity-not-found',
    );
    const serraEvent = await createSchedule(db, serraActivity);
    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/schedules/${serraEvent}`, EVENT),
      404,
      'schedule-not-found',
    );
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/schedules/${serraEvent}`),
      404,
      'schedule-not-found',
    );
    const byMaster = await t.call(tokens.master, 'PUT', `/activities/schedules/${serraEvent}`, EVENT);
    expect(byMaster.statusCode, byMaster.body).toBe(200);
  });
});
