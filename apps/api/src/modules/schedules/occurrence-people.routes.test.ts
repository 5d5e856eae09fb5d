import type { OccurrenceBooking, OccurrenceQueueEntry } from '@reserva/shared/schedules/schedules.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, checkins, payments } from '../../db/schema/bookings';
import { onboards } from '../../db/schema/categories';
import { bookingQueues } from '../../db/schema/queues';
import { users } from '../../db/schema/users';
import {
  createActivity,
  createBooking,
  createPerson,
  createSchedule,
  createSpot,
  saoPauloDate,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';

let t: TestApp;
let praia: string;
let tokens: { admin: string; employee: string; concierge: string };

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    employee: 'funcionario@reserva.dev',
    concierge: 'portaria@reserva.dev',
  });
  // Sign-ins hash passwords: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('the event-day dialog’s tabs', () => {
  it('lists an occurrence’s live bookings with group, host, level, payment and check-ins', async () => {
    const db = t.database.db;
    const activityId = await createActivity(db, await createSpot(db, praia), 'Tênis');
    const scheduleId = await createSchedule(db, activityId, { startDate: saoPauloDate(-1) });
    const date = saoPauloDate(1);
    const member = await createPerson(db, praia, 'MEMBER');
    const guest = await createPerson(db, praia, 'GUEST', member);
    await db
      .insert(onboards)
      .values({ userId: member, ventureId: praia, experience: 3, onboardType: 'COMPLETED' });
    const book = (userId: string, bookedDate = date) =>
      createBooking(db, { ventureId: praia, scheduleId, activityId, userId, bookedDate });
    const memberBooking = await book(member);
    const guestBooking = await book(guest);
    await db
      .insert(payments)
      .values({ bookingId: guestBooking, bookedDate: date, status: 'WAITING', amount: 3000 });
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@reserva.dev'));
    await db
      .insert(checkins)
      .values({ bookingId: memberBooking, bookedDate: date, userId: admin?.id as string });
    const cancelled = await book(await createPerson(db, praia));
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, cancelled));
    await book(await createPerson(db, praia), saoPauloDate(2)); // another day

    const response = await t.call(
      tokens.employee,
      'GET',
      `/activities/schedules/${scheduleId}/bookings?bookedDate=${date}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items: OccurrenceBooking[] = response.json().items;
    expect(items.map((item) => item.id).sort()).toEqual([memberBooking, guestBooking].sort());
    const memberRow = items.find((item) => item.id === memberBooking);
    const guestRow = items.find((item) => item.id === guestBooking);
    expect(memberRow).toMatchObject({
      experience: 3,
      paymentStatus: null,
      checkins: 1,
      startTime: '08:00:00',
    });
    expect(memberRow?.user).toMatchObject({
      id: member,
      groupKey: 'MEMBER',
      groupName: 'Membro',
      hostName: null,
    });
    expect(guestRow).toMatchObject({ experience: null, paymentStatus: 'WAITING', checkins: 0 });
    expect(guestRow?.user).toMatchObject({ groupKey: 'GUEST', hostName: memberRow?.user.name });
  });

  it('lists the occurrence’s queue, prioritized entries first, for queue readers only', async () => {
    const db = t.database.db;
    const activityId = await createActivity(db, await createSpot(db, praia), 'Padel');
    const scheduleId = await createSchedule(db, activityId, { startTime: '18:00:00', endTime: '19:30:00' });
    const date = saoPauloDate(3);
    const queue = async (priorizedAt: Date | null, createdAt: Date) => {
      const [row] = await db
        .insert(bookingQueues)
        .values({
          ventureId: praia,
          userId: await createPerson(db, praia),
          activityId,
          scheduleId,
          bookedDate: date,
          priorizedAt,
          createdAt,
        })
        .returning();
      return row?.id as string;
    };
    const oldest = await queue(null, new Date('2026-01-01T10:00:00Z'));
    const newest = await queue(null, new Date('2026-01-02T10:00:00Z'));
    const prioritized = await queue(new Date('2026-01-03T10:00:00Z'), new Date('2026-01-03T09:00:00Z'));

    const response = await t.call(
      tokens.concierge,
      'GET',
      `/activities/schedules/${scheduleId}/booking-queues?bookedDate=${date}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items: OccurrenceQueueEntry[] = response.json().items;
    expect(items.map((item) => item.id)).toEqual([prioritized, oldest, newest]);
    expect(items[0]).toMatchObject({
      startTime: '18:00:00',
      endTime: '19:30:00',
      priorizedAt: '2026-01-03T10:00:00.000Z',
    });

    expectError(
      await t.call(
        tokens.employee,
        'GET',
        `/activities/schedules/${scheduleId}/booking-queues?bookedDate=${date}`,
      ),
      403,
      'insufficient-privilege',
    );
    const serraEvent = await createSchedule(
      db,
      await createActivity(db, await createSpot(db, await ventureIdByRef(db, 'SERRA'))),
    );
    expectError(
      await t.call(tokens.admin, 'GET', `/activities/schedules/${serraEvent}/bookings?bookedDate=${date}`),
      404,
      'schedule-not-found',
    );
  });
});
