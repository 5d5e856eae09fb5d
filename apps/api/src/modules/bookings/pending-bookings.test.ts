import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cancellationHistories, payments } from '../../db/schema/bookings';
import { scheduleOccurrences } from '../../db/schema/schedules';
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
import { createTestApp, type TestApp } from '../../test/test-app';
import { cancelBookingsBySystem, checkPendingBookings } from './pending-bookings';

let t: TestApp;
let world: {
  ventureId: string;
  spotId: string;
  activityId: string;
  scheduleId: string;
  itemId: string;
  modalityId: string;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ventureId = await ventureIdByRef(db, 'PRAIA');
  const spotId = await createSpot(db, ventureId);
  const activityId = await createActivity(db, spotId);
  world = {
    ventureId,
    spotId,
    activityId,
    scheduleId: await createSchedule(db, activityId),
    itemId: await createActivityItem(db, activityId),
    modalityId: await createModality(db, spotId),
  };
});
afterAll(() => t.close());

describe('pending bookings', () => {
  it('finds live future bookings by what they use, and ignores past and cancelled ones', async () => {
    const db = t.database.db;
    const member = await createPerson(db, world.ventureId);
    const base = { ventureId: world.ventureId, scheduleId: world.scheduleId, activityId: world.activityId };
    const future = await createBooking(db, {
      ...base,
      userId: member,
      bookedDate: saoPauloDate(3),
      activityItemId: world.itemId,
      modalityId: world.modalityId,
    });
    await createBooking(db, {
      ...base,
      userId: await createPerson(db, world.ventureId),
      bookedDate: saoPauloDate(-3),
      activityItemId: world.itemId,
    });
    const cancelled = await createBooking(db, {
      ...base,
      userId: await createPerson(db, world.ventureId),
      bookedDate: saoPauloDate(4),
    });
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, cancelled));

    await expect(checkPendingBookings(db, { activityItemId: world.itemId }, false)).rejects.toMatchObject({
      code: 'has-bookings-pending',
    });
    expect(await checkPendingBookings(db, { activityItemId: world.itemId }, true)).toEqual([future]);
    expect(await checkPendingBookings(db, { modalityId: world.modalityId }, true)).toEqual([future]);
    expect(await checkPendingBookings(db, { activityId: world.activityId }, true)).toEqual([future]);
    expect(
      await checkPendingBookings(db, { activityItemId: '00000000-0000-4000-8000-000000000000' }, false),
    ).toEqual([]);
  });

  it('cancels on the system’s behalf: history without user, unpaid payment cancelled, places freed', async () => {
    const db = t.database.db;
    const date = saoPauloDate(10);
    const base = {
      ventureId: world.ventureId,
      scheduleId: world.scheduleId,
      activityId: world.activityId,
      bookedDate: date,
    };
    const unpaid = await createBooking(db, {
      ...base,
      userId: await createPerson(db, world.ventureId),
      paymentStatus: 'WAITING',
    });
    const paid = await createBooking(db, {
      ...base,
      userId: await createPerson(db, world.ventureId, 'GUEST'),
      paymentStatus: 'APPROVED',
    });
    const cancelled = await db.transaction((tx) =>
      cancelBookingsBySystem(tx, [unpaid, paid], 'Atividade excluída'),
    );
    expect(cancelled.map((row) => row.bookingId).sort()).toEqual([unpaid, paid].sort());

    const history = await db
      .select()
      .from(cancellationHistories)
      .where(eq(cancellationHistories.bookingId, unpaid));
    expect(history[0]).toMatchObject({
      userId: null,
      reason: 'Atividade excluída',
      exceededCancellationDeadline: false,
    });
    expect(history[0]?.minutesBeforeScheduleStart).toBeGreaterThan(60 * 24 * 9);
    const statuses = await db
      .select({ bookingId: payments.bookingId, status: payments.status })
      .from(payments);
    expect(statuses.find((row) => row.bookingId === unpaid)?.status).toBe('CANCELED');
    expect(statuses.find((row) => row.bookingId === paid)?.status).toBe('APPROVED');
    const [occurrence] = await db
      .select()
      .from(scheduleOccurrences)
      .where(eq(scheduleOccurrences.bookedDate, date));
    expect(occurrence?.booked).toBe(0);

    // Cancelling again changes nothing.
    expect(await db.transaction((tx) => cancelBookingsBySystem(tx, [unpaid], 'x'))).toEqual([]);
  });
});
