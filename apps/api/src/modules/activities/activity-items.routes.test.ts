import type { ActivityItem } from '@reserva/shared/activities/activities.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities } from '../../db/schema/activities';
import { bookings, cancellationHistories } from '../../db/schema/bookings';
import {
  createActivity,
  createActivityBooking,
  createActivityItem,
  createSpot,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';

let t: TestApp;
let praia: string;
let activity: string;
let serraActivity: string;
let tokens: { admin: string; master: string; employee: string; concierge: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  const serra = await ventureIdByRef(db, 'SERRA');
  activity = await createActivity(db, await createSpot(db, praia, 'Marina'), 'Vela');
  serraActivity = await createActivity(db, await createSpot(db, serra, 'Lago'), 'Caiaque');
  tokens = await t.tokens({
    admin: ['admin@reserva.dev', praia],
    master: ['master@reserva.dev', praia],
    employee: 'funcionario@reserva.dev',
    concierge: 'portaria@reserva.dev',
  });
});
afterAll(() => t.close());

const itemsOf = async (activityId: string): Promise<ActivityItem[]> =>
  (await t.call(tokens.admin, 'GET', `/activities/${activityId}`)).json().items;

const futureBookingWith = (itemId: string) =>
  createActivityBooking(t.database.db, {
    ventureId: praia,
    activityId: activity,
    daysFromToday: 5,
    activityItemId: itemId,
  });

describe('activity items', () => {
  it('creates, edits and deletes an item, shown in the activity details', async () => {
    const created = await t.call(tokens.admin, 'POST', `/activities/${activity}/items`, {
      name: ' Colete ',
      description: '',
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await itemsOf(activity)).toContainEqual({ id, name: 'Colete', description: null, isActive: true });

    const edited = await t.call(tokens.admin, 'PUT', `/activities/items/${id}`, {
      name: 'Colete salva-vidas',
      description: 'Tamanhos P a GG',
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(await itemsOf(activity)).toContainEqual({
      id,
      name: 'Colete salva-vidas',
      description: 'Tamanhos P a GG',
      isActive: false,
    });

    expect((await t.call(tokens.admin, 'DELETE', `/activities/items/${id}`)).statusCode).toBe(204);
    expect((await itemsOf(activity)).map((item) => item.id)).not.toContain(id);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/items/${id}`),
      404,
      'activity-item-not-found',
    );
  });

  it('requires a name; the active flag defaults to true; unknown fields are refused', async () => {
    const blank = await t.call(tokens.admin, 'POST', `/activities/${activity}/items`, { name: '  ' });
    expectError(blank, 400, 'validation-error');
    expect(blank.json().metaData.fields).toEqual([
      expect.objectContaining({ path: 'name', message: 'Requerido' }),
    ]);
    const minimal = await t.call(tokens.admin, 'POST', `/activities/${activity}/items`, { name: 'Boné' });
    expect((await itemsOf(activity)).find((item) => item.id === minimal.json().id)?.isActive).toBe(true);
    expectError(
      await t.call(tokens.admin, 'POST', `/activities/${activity}/items`, { name: 'x', price: 10 }),
      400,
      'validation-error',
    );
  });

  it('keeps items of another venture’s activity out of reach', async () => {
    expectError(
      await t.call(tokens.admin, 'POST', `/activities/${serraActivity}/items`, { name: 'Remo' }),
      404,
      'activity-not-found',
    );
    const serraItem = await createActivityItem(t.database.db, serraActivity, 'Remo');
    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/items/${serraItem}`, { name: 'Remo duplo' }),
      404,
      'activity-item-not-found',
    );
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/items/${serraItem}`),
      404,
      'activity-item-not-found',
    );
    expect(
      (await t.call(tokens.master, 'PUT', `/activities/items/${serraItem}`, { name: 'Remo duplo' }))
        .statusCode,
    ).toBe(200);
    expectError(
      await t.call(tokens.admin, 'PUT', '/activities/items/00000000-0000-4000-8000-000000000000', {
        name: 'x',
      }),
      404,
      'activity-item-not-found',
    );
  });

  it('refuses items of a deleted activity', async () => {
    const db = t.database.db;
    const gone = await createActivity(db, await createSpot(db, praia, 'Quiosque'), 'Pesca');
    const item = await createActivityItem(db, gone, 'Vara');
    await db.update(activities).set({ deletedAt: new Date() }).where(eq(activities.id, gone));
    expectError(
      await t.call(tokens.admin, 'POST', `/activities/${gone}/items`, { name: 'Isca' }),
      404,
      'activity-not-found',
    );
    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/items/${item}`, { name: 'x' }),
      404,
      'activity-item-not-found',
    );
  });

  it('refuses users without the item keys (employee and concierge)', async () => {
    const item = await createActivityItem(t.database.db, activity, 'Luvas');
    for (const token of [tokens.employee, tokens.concierge]) {
      expectError(
        await t.call(token, 'POST', `/activities/${activity}/items`, { name: 'x' }),
        403,
        'insufficient-privilege',
      );
      expectError(
        await t.call(token, 'PUT', `/activities/items/${item}`, { name: 'x' }),
        403,
        'insufficient-privilege',
      );
      expectError(await t.call(token, 'DELETE', `/activities/items/${item}`), 403, 'insufficient-privilege');
    }
  });
});

describe('activity items with pending bookings', () => {
  it('asks before editing an item in use, and keeps the bookings when confirmed', async () => {
    const item = await createActivityItem(t.database.db, activity, 'Prancha');
    const booking = await futureBookingWith(item);
    const change = { name: 'Prancha longa', isActive: true };
    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/items/${item}`, change),
      409,
      'has-bookings-pending',
    );
    expect((await itemsOf(activity)).find((row) => row.id === item)?.name).toBe('Prancha');
    expect(
      (await t.call(tokens.admin, 'PUT', `/activities/items/${item}?isVerified=true`, change)).statusCode,
    ).toBe(200);
    expect((await itemsOf(activity)).find((row) => row.id === item)?.name).toBe('Prancha longa');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking));
    expect(row?.deletedAt).toBeNull();
  });

  it('asks before deleting; a confirmed delete cancels the bookings that use it, and only those', async () => {
    const db = t.database.db;
    const item = await createActivityItem(db, activity, 'Wetsuit');
    const other = await createActivityItem(db, activity, 'Óculos');
    const booking = await futureBookingWith(item);
    const untouched = await futureBookingWith(other);
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/items/${item}`),
      409,
      'has-bookings-pending',
    );

    const announce = vi.spyOn(t.ctx.realtime, 'toVentureStaff');
    expect(
      (await t.call(tokens.admin, 'DELETE', `/activities/items/${item}?isVerified=true`)).statusCode,
    ).toBe(204);
    expect(announce).toHaveBeenCalledWith(praia, SOCKET_EVENTS.cancelBookingNotification, {
      bookingId: booking,
      bookingQueueId: null,
    });
    announce.mockRestore();

    const [history] = await db
      .select()
      .from(cancellationHistories)
      .where(eq(cancellationHistories.bookingId, booking));
    expect(history).toMatchObject({ userId: null, reason: 'Opcional da atividade excluído' });
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, untouched));
    expect(kept?.deletedAt).toBeNull();
    expect((await itemsOf(activity)).map((row) => row.id)).not.toContain(item);
  });
});
