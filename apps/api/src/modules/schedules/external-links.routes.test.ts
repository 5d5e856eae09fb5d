import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityItems } from '../../db/schema/activities';
import { scheduleBlocks, scheduleItems, scheduleOccurrences } from '../../db/schema/schedules';
import { spots } from '../../db/schema/spots';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import {
  createActivity,
  createActivityItem,
  createBooking,
  createModality,
  createPerson,
  createSchedule,
  createSpot,
  saoPauloDate,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';

let t: TestApp;
let praia: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
}, 180_000);
afterAll(() => t.close());

/** A call without any sign-in, as the public form makes it. */
const publicCall = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

describe('booking link data (public)', () => {
  it('answers an open event’s form data without a sign-in: where, modality, times, price, active items', async () => {
    const db = t.database.db;
    const spotId = await createSpot(db, praia, 'Praia norte');
    await db.update(spots).set({ address: 'Av. Beira-Mar, 1200, Santos/SP' }).where(eq(spots.id, spotId));
    const activityId = await createActivity(db, spotId, 'Surfe');
    const modalityId = await createModality(db, spotId, 'Longboard');
    const board = await createActivityItem(db, activityId, 'Prancha');
    const lycra = await createActivityItem(db, activityId, 'Lycra');
    await db.update(activityItems).set({ isActive: false }).where(eq(activityItems.id, lycra));
    const scheduleId = await createSchedule(db, activityId, {
      modalityId,
      allowLinkBookings: true,
      allowPartialTimeBookings: true,
      startTime: '06:00:00',
      endTime: '08:00:00',
      bookingPrice: 4000,
    });
    const [extra] = await db
      .insert(scheduleItems)
      .values({ scheduleId, name: 'Foto', price: 1500, isRequired: true })
      .returning();
    await db.insert(scheduleItems).values({ scheduleId, name: 'Vídeo', isActive: false });

    const response = await publicCall(`/activities/schedules/${scheduleId}/external-link`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      activityScheduleId: scheduleId,
      activityId,
      activity: { id: activityId, name: 'Surfe', items: [{ id: board, name: 'Prancha', isActive: true }] },
      modality: { id: modalityId, title: 'Longboard' },
      venture: { name: 'Reserva Praia Clube' },
      spot: { name: 'Praia norte', address: 'Av. Beira-Mar, 1200, Santos/SP' },
      startTime: '06:00:00',
      endTime: '08:00:00',
      allowPartialTimeBookings: true,
      bookingPrice: 4000,
      scheduleItems: [{ id: extra?.id, name: 'Foto', description: null, price: 1500, isRequired: true }],
    });
  });

  it('tells nothing of people or of the venture’s records: no provider, contact, document or booking', async () => {
    const db = t.database.db;
    const activityId = await createActivity(db, await createSpot(db, praia, 'Píer'), 'Remo');
    const scheduleId = await createSchedule(db, activityId, { allowLinkBookings: true, totalVacancies: 5 });
    const seller = await createPerson(db, praia, 'SELLER');
    const [provider] = await db.select().from(users).where(eq(users.id, seller));
    await db.insert(scheduleItems).values({ scheduleId, name: 'Fotos', price: 2000, userId: seller });
    const booked = await createPerson(db, praia);
    await createBooking(db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId: booked,
      bookedDate: saoPauloDate(2),
    });
    const [venture] = await db.select().from(ventures).where(eq(ventures.id, praia));

    const response = await publicCall(`/activities/schedules/${scheduleId}/external-link`);
    expect(response.statusCode, response.body).toBe(200);
    for (const secret of [
      seller,
      provider?.name,
      provider?.email,
      booked,
      praia,
      venture?.email,
      venture?.cnpj,
      venture?.phone,
    ]) {
      expect(response.body).not.toContain(secret as string);
    }
    expect(response.json().scheduleItems).toEqual([
      { id: expect.any(String), name: 'Fotos', description: null, price: 2000, isRequired: false },
    ]);
  });

  it('hides events closed to link bookings, inactive or of an inactive activity', async () => {
    const db = t.database.db;
    const activityId = await createActivity(db, await createSpot(db, praia), 'Caiaque');
    const closed = await createSchedule(db, activityId);
    const inactive = await createSchedule(db, activityId, { allowLinkBookings: true, isActive: false });
    for (const id of [closed, inactive, '00000000-0000-4000-8000-000000000000']) {
      expectError(await publicCall(`/activities/schedules/${id}/external-link`), 404, 'schedule-not-found');
    }
    const open = await createSchedule(db, activityId, { allowLinkBookings: true });
    expect((await publicCall(`/activities/schedules/${open}/external-link`)).statusCode).toBe(200);
    await db.update(activities).set({ isActive: false }).where(eq(activities.id, activityId));
    expectError(await publicCall(`/activities/schedules/${open}/external-link`), 404, 'schedule-not-found');
  });

  it('lists the upcoming dates with places of the activity’s open events', async () => {
    const db = t.database.db;
    const activityId = await createActivity(db, await createSpot(db, praia), 'Mergulho');
    const open = await createSchedule(db, activityId, {
      startDate: saoPauloDate(-3),
      allowLinkBookings: true,
      totalVacancies: 4,
      startTime: '23:58:00',
      endTime: '23:59:00',
    });
    await createSchedule(db, activityId, {
      startDate: saoPauloDate(-3),
      startTime: '10:00:00',
      endTime: '11:00:00',
    });
    await db.insert(scheduleBlocks).values({ scheduleId: open, blockedDate: saoPauloDate(2) });
    await db
      .insert(scheduleOccurrences)
      .values({ scheduleId: open, ventureId: praia, bookedDate: saoPauloDate(3), booked: 4 });

    const response = await publicCall(
      `/activities/${activityId}/schedules/external-link?startDate=${saoPauloDate(-1)}&addDay=5`,
    );
    expect(response.statusCode, response.body).toBe(200);
    // Yesterday has ended, the 2nd day is blocked, the 3rd is full; other events are closed.
    expect(response.json().items.map((item: { date: string }) => item.date)).toEqual(
      [0, 1, 4].map(saoPauloDate),
    );
    expect(response.json().items[0]).toEqual({
      activityScheduleId: open,
      date: saoPauloDate(0),
      startTime: '23:58:00',
      endTime: '23:59:00',
      vacancies: 4,
    });
    expectError(
      await publicCall('/activities/00000000-0000-4000-8000-000000000000/schedules/external-link'),
      404,
      'activity-not-found',
    );
  });
});
