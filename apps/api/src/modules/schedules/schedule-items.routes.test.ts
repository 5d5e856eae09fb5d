import type { ScheduleItem } from '@reserva/shared/schedules/schedule-items.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingScheduleItems, bookings, cancellationHistories } from '../../db/schema/bookings';
import { scheduleItems } from '../../db/schema/schedules';
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
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { fieldMessages } from '../users/users.fixtures';

let t: TestApp;
let praia: string;
let activityId: string;
let sellerId: string;
let tokens: { admin: string; employee: string; writer: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  activityId = await createActivity(db, await createSpot(db, praia, 'Marina'), 'Vela');
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'vendedor@reserva.dev'));
  sellerId = seller?.id as string;
  const writer = await createStaffGroup(db, 'OPCIONAIS', 5, [
    'WEB_ACCESS',
    'ACTIVITY_READ_ACCESS',
    'ACTIVITY_SCHEDULE_ITEM_WRITE_ACCESS',
  ]);
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    employee: 'funcionario@reserva.dev',
    writer: writer.email,
  });
  // Sign-ins hash passwords: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const EXTRA = { name: 'Prancha', description: 'Prancha rígida', price: 2500, totalAmount: 3 };

const newEvent = () => createSchedule(t.database.db, activityId, { startDate: saoPauloDate(-5) });

async function createdExtra(scheduleId: string, body: object = {}): Promise<string> {
  const response = await t.call(tokens.admin, 'POST', `/activities/schedules/${scheduleId}/items`, {
    ...EXTRA,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function extrasOf(scheduleId: string, query = 'showInactiveItems=true'): Promise<ScheduleItem[]> {
  const response = await t.call(tokens.admin, 'GET', `/activities/schedules/${scheduleId}/items?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

describe('event extras', () => {
  it('creates, searches, edits and deletes extras with a seller as service provider', async () => {
    const scheduleId = await newEvent();
    const id = await createdExtra(scheduleId, { userId: sellerId });
    await createdExtra(scheduleId, {
      name: 'Colete',
      isRequired: true,
      totalAmount: 10,
      price: 0,
      isActive: false,
    });
    const items = await extrasOf(scheduleId);
    expect(items.map((item) => [item.name, item.totalAmount, item.isActive])).toEqual([
      ['Colete', null, false], // a required extra has no quantity
      ['Prancha', 3, true],
    ]);
    expect(items[1]).toEqual({
      id,
      scheduleId,
      name: 'Prancha',
      description: 'Prancha rígida',
      isActive: true,
      isRequired: false,
      price: 2500,
      totalAmount: 3,
      userId: sellerId,
      user: { id: sellerId, name: 'Vanessa Rocha' },
    });
    expect((await extrasOf(scheduleId, 'showInactiveItems=false')).map((item) => item.name)).toEqual([
      'Prancha',
    ]);
    expect((await extrasOf(scheduleId, 'showInactiveItems=true&name=cOl')).map((item) => item.name)).toEqual([
      'Colete',
    ]);

    const edited = await t.call(tokens.admin, 'PUT', `/activities/schedules/items/${id}`, {
      ...EXTRA,
      price: 3000,
      totalAmount: '',
      isRequired: true,
      userId: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await extrasOf(scheduleId)).find((item) => item.id === id)).toMatchObject({
      price: 3000,
      totalAmount: null,
      user: null,
    });
    expect((await t.call(tokens.admin, 'DELETE', `/activities/schedules/items/${id}`)).statusCode).toBe(204);
    expect((await extrasOf(scheduleId)).map((item) => item.id)).not.toContain(id);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/schedules/items/${id}`),
      404,
      'schedule-item-not-found',
    );
  });

  it('checks price, quantity and provider', async () => {
    const scheduleId = await newEvent();
    const post = (body: object) =>
      t.call(tokens.admin, 'POST', `/activities/schedules/${scheduleId}/items`, { ...EXTRA, ...body });
    expect(fieldMessages(await post({ name: ' ', totalAmount: null })).sort()).toEqual([
      'name: Requerido',
      'totalAmount: Requerido',
    ]);
    expect(fieldMessages(await post({ price: 10.5 }))).toEqual(['price: Valores inteiros']);
    expect(fieldMessages(await post({ price: -1, totalAmount: -2 })).sort()).toEqual([
      'price: Valores positivos',
      'totalAmount: Valores positivos',
    ]);
    // The provider must be a seller of the venture.
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@reserva.dev'));
    expectError(await post({ userId: admin?.id }), 404, 'user-not-found');
    const providers = await t.call(tokens.admin, 'GET', '/activities/schedules/items/providers?name=vanessa');
    expect(providers.json().items).toEqual([{ id: sellerId, name: 'Vanessa Rocha' }]);
  });

  it('asks before changing or deleting an extra that pending bookings use; a verified delete cancels them', async () => {
    const db = t.database.db;
    const scheduleId = await newEvent();
    const id = await createdExtra(scheduleId);
    const bookedDate = saoPauloDate(2);
    const bookingId = await createBooking(db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId: await createPerson(db, praia),
      bookedDate,
    });
    await db.insert(bookingScheduleItems).values({ bookingId, bookedDate, scheduleItemId: id, price: 2500 });

    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/schedules/items/${id}`, EXTRA),
      409,
      'has-bookings-pending',
    );
    expect(
      (await t.call(tokens.admin, 'PUT', `/activities/schedules/items/${id}?isVerified=true`, EXTRA))
        .statusCode,
    ).toBe(200);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/schedules/items/${id}`),
      409,
      'has-bookings-pending',
    );
    expect(
      (await t.call(tokens.admin, 'DELETE', `/activities/schedules/items/${id}?isVerified=true`)).statusCode,
    ).toBe(204);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.deletedAt).not.toBeNull();
    const [history] = await db
      .select()
      .from(cancellationHistories)
      .where(eq(cancellationHistories.bookingId, bookingId));
    expect(history?.reason).toBe('Opcional do evento excluído');
  });

  it('needs the extra keys to write and the delete key to delete', async () => {
    const scheduleId = await newEvent();
    const id = await createdExtra(scheduleId);
    expectError(
      await t.call(tokens.employee, 'POST', `/activities/schedules/${scheduleId}/items`, EXTRA),
      403,
      'insufficient-privilege',
    );
    expect(
      (await t.call(tokens.employee, 'GET', `/activities/schedules/${scheduleId}/items`)).statusCode,
    ).toBe(200);
    expect((await t.call(tokens.writer, 'PUT', `/activities/schedules/items/${id}`, EXTRA)).statusCode).toBe(
      200,
    );
    expectError(
      await t.call(tokens.writer, 'DELETE', `/activities/schedules/items/${id}`),
      403,
      'insufficient-privilege',
    );
    // Another venture's extras are out of reach.
    const db = t.database.db;
    const serra = await createActivity(db, await createSpot(db, await ventureIdByRef(db, 'SERRA')), 'Remo');
    const serraEvent = await createSchedule(db, serra);
    expectError(
      await t.call(tokens.admin, 'POST', `/activities/schedules/${serraEvent}/items`, EXTRA),
      404,
      'schedule-not-found',
    );
  });
});

describe('extras available for a date', () => {
  it('answers what is left of each active extra, required ones apart', async () => {
    const db = t.database.db;
    const scheduleId = await newEvent();
    const board = await createdExtra(scheduleId); // 3 units
    const paddle = await createdExtra(scheduleId, { name: 'Remo', totalAmount: 1 });
    await createdExtra(scheduleId, { name: 'Toalha', totalAmount: '', isRequired: true, price: 500 });
    await createdExtra(scheduleId, { name: 'Sunga', isActive: false });
    const date = saoPauloDate(4);
    const book = async (items: [string, number][]) => {
      const bookingId = await createBooking(db, {
        ventureId: praia,
        scheduleId,
        activityId,
        userId: await createPerson(db, praia),
        bookedDate: date,
      });
      for (const [scheduleItemId, quantity] of items) {
        await db
          .insert(bookingScheduleItems)
          .values({ bookingId, bookedDate: date, scheduleItemId, quantity });
      }
      return bookingId;
    };
    const mine = await book([
      [board, 2],
      [paddle, 1],
    ]);
    const cancelled = await book([[board, 1]]);
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, cancelled));

    const available = async (query: string) => {
      const response = await t.call(
        tokens.admin,
        'GET',
        `/activities/schedules/${scheduleId}/items/available?${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return {
        optional: body.activityScheduleItems.map(
          (item: { name: string; available: number | null }) => `${item.name} ${item.available}`,
        ),
        required: body.activityScheduleRequiredItems.map(
          (item: { name: string; available: number | null }) => `${item.name} ${item.available}`,
        ),
      };
    };
    // The paddle is used up that day; the cancelled booking's board is free again.
    expect(await available(`bookedDate=${date}`)).toEqual({
      optional: ['Prancha 1'],
      required: ['Toalha null'],
    });
    expect((await available(`bookedDate=${saoPauloDate(5)}`)).optional).toEqual(['Prancha 3', 'Remo 1']);
    // Changing a booking's optionals: its own units count as available to it.
    expect((await available(`bookedDate=${date}&bookingId=${mine}`)).optional).toEqual([
      'Prancha 3',
      'Remo 1',
    ]);
    expectError(
      await t.call(tokens.admin, 'GET', `/activities/schedules/${scheduleId}/items/available`),
      400,
      'validation-error',
    );
  });
});

describe('extras of a deleted event', () => {
  it('are out of reach', async () => {
    const scheduleId = await newEvent();
    const id = await createdExtra(scheduleId);
    expect((await t.call(tokens.admin, 'DELETE', `/activities/schedules/${scheduleId}`)).statusCode).toBe(
      204,
    );
    const [row] = await t.database.db.select().from(scheduleItems).where(eq(scheduleItems.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expectError(
      await t.call(tokens.admin, 'GET', `/activities/schedules/${scheduleId}/items`),
      404,
      'schedule-not-found',
    );
  });
});
