import type { ActivityDetails, ActivitySummary } from '@reserva/shared/activities/activities.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, activityItems } from '../../db/schema/activities';
import { bookings, cancellationHistories } from '../../db/schema/bookings';
import { spots } from '../../db/schema/spots';
import {
  createActivity,
  createActivityBooking,
  createActivityItem,
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
let serra: string;
let praiaSpot: string;
let serraSpot: string;
let tokens: { admin: string; adminSerra: string; master: string; employee: string; concierge: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  serra = await ventureIdByRef(db, 'SERRA');
  praiaSpot = await createSpot(db, praia, 'Quadra de areia');
  serraSpot = await createSpot(db, serra, 'Trilha da serra');
  tokens = await t.tokens({
    admin: ['admin@reserva.dev', praia],
    adminSerra: ['admin@reserva.dev', serra],
    master: ['master@reserva.dev', praia],
    employee: 'funcionario@reserva.dev',
    concierge: 'portaria@reserva.dev',
  });
});
afterAll(() => t.close());

const body = (overrides: object = {}) => ({
  name: 'Beach tennis',
  description: 'Aulas na areia',
  bookingPrice: 4500,
  isActive: true,
  spotId: praiaSpot,
  ...overrides,
});

const fieldMessages = (response: {
  json(): { metaData?: { fields: { path: string; message: string }[] } };
}) => response.json().metaData?.fields.map((field) => `${field.path}: ${field.message}`);

/** A live booking in three days of a new schedule of the activity; returns the booking id. */
const futureBooking = (activityId: string, ventureId = praia, activityItemId?: string) =>
  createActivityBooking(t.database.db, { ventureId, activityId, daysFromToday: 3, activityItemId });

describe('activities: create and read', () => {
  it('creates an activity and shows it with its spot, venture and items', async () => {
    const created = await t.call(tokens.admin, 'POST', '/activities', body({ description: '  ' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const details = await t.call(tokens.admin, 'GET', `/activities/${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json<ActivityDetails>()).toMatchObject({
      id,
      name: 'Beach tennis',
      description: null,
      bookingPrice: 4500,
      isActive: true,
      spotId: praiaSpot,
      spot: {
        id: praiaSpot,
        name: 'Quadra de areia',
        isLivingArea: false,
        venture: { id: praia, name: 'Reserva Praia Clube' },
      },
      avatarUrl: null,
      items: [],
    });
  });

  it('validates the booking price: integer cents above zero, empty for none', async () => {
    const zero = await t.call(tokens.admin, 'POST', '/activities', body({ bookingPrice: 0 }));
    expectError(zero, 400, 'validation-error');
    expect(fieldMessages(zero)).toEqual(['bookingPrice: Valores positivos']);
    const negative = await t.call(tokens.admin, 'POST', '/activities', body({ bookingPrice: -100 }));
    expect(fieldMessages(negative)).toEqual(['bookingPrice: Valores positivos']);
    const fraction = await t.call(tokens.admin, 'POST', '/activities', body({ bookingPrice: 12.5 }));
    expect(fieldMessages(fraction)).toEqual(['bookingPrice: Valores inteiros']);
    const text = await t.call(tokens.admin, 'POST', '/activities', body({ bookingPrice: '12' }));
    expect(fieldMessages(text)).toEqual(['bookingPrice: Valores inteiros']);

    const empty = await t.call(tokens.admin, 'POST', '/activities', body({ bookingPrice: '' }));
    expect(empty.statusCode).toBe(201);
    const details = await t.call(tokens.admin, 'GET', `/activities/${empty.json().id}`);
    expect(details.json().bookingPrice).toBeNull();
  });

  it('requires name, spot and, on register, the active flag; refuses unknown fields', async () => {
    const missing = await t.call(tokens.admin, 'POST', '/activities', { name: ' ', spotId: 'x' });
    expect(fieldMessages(missing)).toEqual(
      expect.arrayContaining(['name: Requerido', 'isActive: Requerido', 'spotId: Requerido']),
    );
    expectError(
      await t.call(tokens.admin, 'POST', '/activities', body({ ventureId: praia })),
      400,
      'validation-error',
    );
  });

  it('creates only at a spot of the session’s venture', async () => {
    expectError(
      await t.call(tokens.admin, 'POST', '/activities', body({ spotId: serraSpot })),
      404,
      'spot-not-found',
    );
    expectError(
      await t.call(
        tokens.admin,
        'POST',
        '/activities',
        body({ spotId: '00000000-0000-4000-8000-000000000000' }),
      ),
      404,
      'spot-not-found',
    );
    const deletedSpot = await createSpot(t.database.db, praia, 'Quadra demolida');
    await t.database.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, deletedSpot));
    expectError(
      await t.call(tokens.admin, 'POST', '/activities', body({ spotId: deletedSpot })),
      404,
      'spot-not-found',
    );
    expect(
      (await t.call(tokens.adminSerra, 'POST', '/activities', body({ spotId: serraSpot }))).statusCode,
    ).toBe(201);
  });

  it('keeps another venture’s activity out of reach as activity-not-found', async () => {
    const serraActivity = await createActivity(t.database.db, serraSpot, 'Rapel');
    expectError(await t.call(tokens.admin, 'GET', `/activities/${serraActivity}`), 404, 'activity-not-found');
    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/${serraActivity}`, body()),
      404,
      'activity-not-found',
    );
    expectError(
      await t.call(tokens.admin, 'DELETE', `/activities/${serraActivity}`),
      404,
      'activity-not-found',
    );
    expect((await t.call(tokens.adminSerra, 'GET', `/activities/${serraActivity}`)).statusCode).toBe(200);
    // MASTER is not bound to the session's venture.
    expect((await t.call(tokens.master, 'GET', `/activities/${serraActivity}`)).statusCode).toBe(200);
    expectError(
      await t.call(tokens.admin, 'GET', '/activities/00000000-0000-4000-8000-000000000000'),
      404,
      'activity-not-found',
    );
    expectError(await t.call(tokens.admin, 'GET', '/activities/not-a-uuid'), 400, 'validation-error');
  });

  it('hides the activities of a deleted spot', async () => {
    const db = t.database.db;
    const spot = await createSpot(db, praia, 'Deck fechado');
    const activity = await createActivity(db, spot, 'Yoga no deck');
    await db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, spot));
    expectError(await t.call(tokens.admin, 'GET', `/activities/${activity}`), 404, 'activity-not-found');
  });
});

describe('activities: list and select', () => {
  let listSpot: string;
  beforeAll(async () => {
    const db = t.database.db;
    // Names the demo's activities and spots do not use, so the filters below find only these.
    listSpot = await createSpot(db, praia, 'Parque aquático');
    await createActivity(db, listSpot, 'Toboágua infantil');
    await createActivity(db, listSpot, 'Hidroginástica');
    const inactive = await createActivity(db, listSpot, 'Polo aquático');
    await db.update(activities).set({ isActive: false }).where(eq(activities.id, inactive));
    await createActivity(db, serraSpot, 'Toboágua da cachoeira');
  });

  const names = (response: { json(): { items: ActivitySummary[] } }) =>
    response.json().items.map((item) => item.name);

  it('filters by activity name or spot name, in the session’s venture only', async () => {
    const byName = await t.call(tokens.admin, 'GET', '/activities?name=tobo%C3%A1gua');
    expect(byName.statusCode).toBe(200);
    expect(names(byName)).toEqual(['Toboágua infantil']);
    const bySpot = await t.call(tokens.admin, 'GET', '/activities?name=parque%20aqu&sort=name&order=ASC');
    expect(names(bySpot)).toEqual(['Hidroginástica', 'Polo aquático', 'Toboágua infantil']);
    expect(bySpot.json().items[0].spot).toMatchObject({
      id: listSpot,
      name: 'Parque aquático',
      venture: { id: praia },
    });
    const inSerra = await t.call(tokens.adminSerra, 'GET', '/activities?name=tobo%C3%A1gua');
    expect(names(inSerra)).toEqual(['Toboágua da cachoeira']);
  });

  it('lists the session’s venture, for a MASTER too, who may ask for another venture', async () => {
    const ventureIds = (response: { json(): { items: ActivitySummary[] } }) => [
      ...new Set(response.json().items.map((item) => item.spot.venture.id)),
    ];
    const ofMaster = await t.call(tokens.master, 'GET', '/activities?limit=100');
    expect(ventureIds(ofMaster)).toEqual([praia]);
    const serraOfMaster = await t.call(tokens.master, 'GET', `/activities?ventureId=${serra}&limit=100`);
    expect(ventureIds(serraOfMaster)).toEqual([serra]);
    expect(names(serraOfMaster)).toContain('Toboágua da cachoeira');
    // Anyone else works in the session's venture: their venture filter is ignored.
    const ofAdmin = await t.call(tokens.admin, 'GET', `/activities?ventureId=${serra}&limit=100`);
    expect(ventureIds(ofAdmin)).toEqual([praia]);
  });

  it('filters by spot, sorts, pages and treats LIKE wildcards as text', async () => {
    const bySpot = await t.call(
      tokens.admin,
      'GET',
      `/activities?spotId=${listSpot}&sort=isActive&order=ASC`,
    );
    expect(names(bySpot)[0]).toBe('Polo aquático');
    const paged = await t.call(
      tokens.admin,
      'GET',
      `/activities?spotId=${listSpot}&limit=2&page=2&sort=name&order=ASC`,
    );
    expect(paged.json()).toMatchObject({ total: 3, pages: 2 });
    expect(names(paged)).toEqual(['Toboágua infantil']);
    const newest = await t.call(tokens.admin, 'GET', '/activities');
    const createdAts = newest.json().items.map((item: ActivitySummary) => item.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    expect(names(await t.call(tokens.admin, 'GET', '/activities?name=%25'))).toEqual([]);
    expectError(await t.call(tokens.admin, 'GET', '/activities?sort=spotId'), 400, 'validation-error');
    expectError(await t.call(tokens.admin, 'GET', '/activities?limit=101'), 400, 'validation-error');
  });

  it('answers the venture’s active activities for selects', async () => {
    const response = await t.call(tokens.admin, 'GET', '/activities/select');
    expect(response.statusCode).toBe(200);
    const options = response.json().items.map((item: { name: string }) => item.name);
    expect(options).toEqual(expect.arrayContaining(['Hidroginástica', 'Toboágua infantil']));
    expect(options).not.toContain('Polo aquático');
    expect(options).not.toContain('Toboágua da cachoeira');
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
    expect(response.json().items[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
  });
});

describe('activities: permissions', () => {
  it('lets readers read and refuses them every change (employee and concierge)', async () => {
    const activity = await createActivity(t.database.db, praiaSpot, 'Vôlei');
    for (const token of [tokens.employee, tokens.concierge]) {
      expect((await t.call(token, 'GET', '/activities')).statusCode).toBe(200);
      expect((await t.call(token, 'GET', `/activities/${activity}`)).statusCode).toBe(200);
      expect((await t.call(token, 'GET', '/activities/select')).statusCode).toBe(200);
      expectError(await t.call(token, 'POST', '/activities', body()), 403, 'insufficient-privilege');
      expectError(
        await t.call(token, 'PUT', `/activities/${activity}`, body()),
        403,
        'insufficient-privilege',
      );
      expectError(await t.call(token, 'DELETE', `/activities/${activity}`), 403, 'insufficient-privilege');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/activities' });
    expectError(anonymous, 401, 'unauthorized');
  });
});

describe('activities: edit and delete with pending bookings', () => {
  it('edits freely without bookings; the active flag defaults to true', async () => {
    const activity = await createActivity(t.database.db, praiaSpot, 'Futevôlei');
    await t.database.db.update(activities).set({ isActive: false }).where(eq(activities.id, activity));
    const { isActive: _omitted, ...withoutFlag } = body({ name: 'Futevôlei avançado', bookingPrice: null });
    const response = await t.call(tokens.admin, 'PUT', `/activities/${activity}`, withoutFlag);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: activity });
    const details = (await t.call(tokens.admin, 'GET', `/activities/${activity}`)).json();
    expect(details).toMatchObject({ name: 'Futevôlei avançado', isActive: true, bookingPrice: null });
    expectError(
      await t.call(tokens.admin, 'PUT', `/activities/${activity}`, body({ spotId: serraSpot })),
      404,
      'spot-not-found',
    );
  });

  it('asks before editing an activity with pending bookings, and keeps them when confirmed', async () => {
    const activity = await createActivity(t.database.db, praiaSpot, 'Surf');
    const booking = await futureBooking(activity);
    const change = body({ name: 'Surf avançado' });
    const refused = await t.call(tokens.admin, 'PUT', `/activities/${activity}`, change);
    expectError(refused, 409, 'has-bookings-pending');
    expect((await t.call(tokens.admin, 'GET', `/activities/${activity}`)).json().name).toBe('Surf');

    const confirmed = await t.call(tokens.admin, 'PUT', `/activities/${activity}?isVerified=true`, change);
    expect(confirmed.statusCode).toBe(200);
    expect((await t.call(tokens.admin, 'GET', `/activities/${activity}`)).json().name).toBe('Surf avançado');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking));
    expect(row?.deletedAt).toBeNull();
  });

  it('ignores past and cancelled bookings', async () => {
    const db = t.database.db;
    const activity = await createActivity(db, praiaSpot, 'Stand up paddle');
    const scheduleId = await createSchedule(db, activity);
    await createBooking(db, {
      ventureId: praia,
      scheduleId,
      activityId: activity,
      userId: await createPerson(db, praia),
      bookedDate: saoPauloDate(-2),
    });
    expect((await t.call(tokens.admin, 'PUT', `/activities/${activity}`, body())).statusCode).toBe(200);
    expect((await t.call(tokens.admin, 'DELETE', `/activities/${activity}`)).statusCode).toBe(204);
  });

  it('asks before deleting; a confirmed delete cancels the bookings with a system reason and announces it', async () => {
    const db = t.database.db;
    const activity = await createActivity(db, praiaSpot, 'Kitesurf');
    const item = await createActivityItem(db, activity, 'Prancha');
    const booking = await futureBooking(activity);
    expectError(await t.call(tokens.admin, 'DELETE', `/activities/${activity}`), 409, 'has-bookings-pending');
    expect((await t.call(tokens.admin, 'GET', `/activities/${activity}`)).statusCode).toBe(200);

    const announce = vi.spyOn(t.ctx.realtime, 'toVentureStaff');
    const deleted = await t.call(tokens.admin, 'DELETE', `/activities/${activity}?isVerified=true`);
    expect(deleted.statusCode).toBe(204);
    expect(announce).toHaveBeenCalledWith(praia, SOCKET_EVENTS.cancelBookingNotification, {
      bookingId: booking,
      bookingQueueId: null,
    });
    announce.mockRestore();

    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, booking));
    expect(cancelled?.deletedAt).not.toBeNull();
    const [history] = await db
      .select()
      .from(cancellationHistories)
      .where(eq(cancellationHistories.bookingId, booking));
    expect(history).toMatchObject({ userId: null, reason: 'Atividade excluída' });
    const [itemRow] = await db.select().from(activityItems).where(eq(activityItems.id, item));
    expect(itemRow?.deletedAt).not.toBeNull();
    expectError(await t.call(tokens.admin, 'GET', `/activities/${activity}`), 404, 'activity-not-found');
    expectError(await t.call(tokens.admin, 'DELETE', `/activities/${activity}`), 404, 'activity-not-found');
  });
});
