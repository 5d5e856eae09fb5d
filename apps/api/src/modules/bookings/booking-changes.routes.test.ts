import type { BookingDetails, BookingListItem } from '@reserva/shared/bookings/bookings.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { payments } from '../../db/schema/bookings';
import { scheduleItems } from '../../db/schema/schedules';
import { createBooking, createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn, occurrenceCounts } from './bookings.fixtures';

// Changing bookings (server-rules.md): cancel with its deadline and the paid guest's 24 hours,
// check-ins, pay at the club, optionals; and the bookings list's filters.

let t: TestApp;
let praia: string;
let tokens: Record<'admin' | 'seller' | 'concierge', string>;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    seller: 'vendedor@reserva.dev',
    concierge: 'portaria@reserva.dev',
  });
}, 180_000);
afterAll(() => t.close());

async function bookedEvent(values: Parameters<typeof createSchedule>[2] = {}, days = 3, group = 'MEMBER') {
  const db = t.database.db;
  const { activityId } = await createBookableActivity(db, praia);
  const scheduleId = await createSchedule(db, activityId, values);
  const member = await createPersonIn(db, praia, { complete: true });
  const userId =
    group === 'MEMBER' ? member : await createPersonIn(db, praia, { group, hostId: member, complete: true });
  const date = saoPauloDate(days);
  const response = await t.call(tokens.admin, 'POST', '/bookings', {
    activityScheduleId: scheduleId,
    userId,
    bookedDate: date,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: string }>().id, scheduleId, activityId, userId, date };
}

/** What the triggers keep on the booking (migration 0010). */
const facts = async (id: string) =>
  (
    await queryRows<{ checkedIn: boolean; cancelledLate: boolean }>(
      t.database.db,
      sql`SELECT checked_in AS "checkedIn", cancelled_late AS "cancelledLate" FROM bookings WHERE id = ${id}`,
    )
  )[0];

const details = async (id: string) =>
  (await t.call(tokens.admin, 'GET', `/bookings/${id}`)).json<BookingDetails>();
const cancel = (id: string, reason: string | null, token = tokens.admin) =>
  t.call(token, 'POST', `/bookings/${id}/cancel`, { reason });

describe('POST /bookings/{id}/cancel', () => {
  it('cancels, writes who and when, frees the place and leaves the pending list', async () => {
    const { id, scheduleId, date } = await bookedEvent({ totalVacancies: 5 });
    expect((await cancel(id, null)).statusCode).toBe(204);
    const stored = await details(id);
    expect(stored.deletedAt).not.toBeNull();
    expect(stored.cancellationHistory).toMatchObject({
      user: { name: expect.any(String) },
      reason: null,
      exceedCancellationDeadline: false,
    });
    expect(stored.cancellationHistory?.minutesBeforeScheduleStart).toBeGreaterThan(1440);
    expect(await occurrenceCounts(t.database.db, scheduleId, date)).toMatchObject({ booked: 0, live: 0 });
    expectError(await cancel(id, null), 422, 'booking-not-cancelable');
  });

  it('needs a reason past the deadline, and refuses a paid guest booking within 24 hours', async () => {
    const late = await bookedEvent({ startTime: '00:00:00', endTime: '01:00:00' }, 1);
    expectError(await cancel(late.id, '   '), 422, 'cancellation-reason-required');
    expect((await cancel(late.id, 'Chuva')).statusCode).toBe(204);
    expect((await details(late.id)).cancellationHistory).toMatchObject({
      reason: 'Chuva',
      exceedCancellationDeadline: true,
    });
    expect(await facts(late.id)).toEqual({ checkedIn: false, cancelledLate: true });
    const guest = await bookedEvent(
      { startTime: '00:00:00', endTime: '01:00:00', bookingPrice: 1000 },
      1,
      'GUEST',
    );
    await t.database.db.update(payments).set({ status: 'APPROVED' }).where(eq(payments.bookingId, guest.id));
    // The payment carries its booking's venture and date (the dashboard's revenue reads it alone).
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, guest.id));
    expect(payment).toMatchObject({ ventureId: praia, bookedDate: guest.date });
    expect((await details(guest.id)).isCancelable).toBe(false);
    expectError(await cancel(guest.id, 'Chuva'), 422, 'booking-not-cancelable');
  });

  it('is refused after a check-in and without the cancel key', async () => {
    const { id } = await bookedEvent();
    expectError(await cancel(id, null, tokens.seller), 403, 'insufficient-privilege');
    expect((await t.call(tokens.concierge, 'POST', `/bookings/${id}/checkins`)).statusCode).toBe(201);
    expectError(await cancel(id, null), 422, 'booking-not-cancelable');
  });

  it('cancels a booking on the last storable day (its minutes ahead exceed an integer)', async () => {
    const { activityId } = await createBookableActivity(t.database.db, praia);
    const scheduleId = await createSchedule(t.database.db, activityId);
    const userId = await createPersonIn(t.database.db, praia, { complete: true });
    // Staff book at most two years ahead now; a row stored before that bound may lie further.
    const id = await createBooking(t.database.db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId,
      bookedDate: '9999-12-31',
    });
    expect((await cancel(id, null)).statusCode).toBe(204);
    expect((await details(id)).cancellationHistory?.minutesBeforeScheduleStart).toBe(2147483647);
  });
});

describe('check-ins', () => {
  const backdateCheckins = (bookingId: string, minutes: number) =>
    t.database.db.execute(sql`UPDATE checkins SET created_at = created_at - make_interval(mins => ${minutes})
      WHERE booking_id = ${bookingId}`);

  it('adds newest first and removes with the delete key; refuses an expired booking', async () => {
    const { id } = await bookedEvent();
    const first = await t.call(tokens.concierge, 'POST', `/bookings/${id}/checkins`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ bookingId: id, user: { name: 'Paulo Ribeiro' } });
    // A repeat within 10 minutes (a double click, a second staff user) is the same check-in.
    const repeat = await t.call(tokens.admin, 'POST', `/bookings/${id}/checkins`);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    // Past the window a new one is added (a person who left and came back).
    await backdateCheckins(id, 11);
    expect((await t.call(tokens.admin, 'POST', `/bookings/${id}/checkins`)).statusCode).toBe(201);
    const list = (await t.call(tokens.concierge, 'GET', `/bookings/${id}/checkins`)).json<{
      items: { id: string }[];
    }>();
    expect(list.items).toHaveLength(2);
    expect(list.items[1]?.id).toBe(first.json<{ id: string }>().id);
    expectError(
      await t.call(tokens.concierge, 'DELETE', `/bookings/checkins/${list.items[0]?.id}`),
      403,
      'insufficient-privilege',
    );
    expect((await t.call(tokens.admin, 'DELETE', `/bookings/checkins/${list.items[0]?.id}`)).statusCode).toBe(
      204,
    );
    // The booking is checked in while one check-in is left, and no longer once none is.
    expect(await facts(id)).toEqual({ checkedIn: true, cancelledLate: false });
    await t.call(tokens.admin, 'DELETE', `/bookings/checkins/${list.items[1]?.id}`);
    expect(await facts(id)).toEqual({ checkedIn: false, cancelledLate: false });
    // A removed check-in holds no window: checking in again records one at once.
    expect((await t.call(tokens.concierge, 'POST', `/bookings/${id}/checkins`)).statusCode).toBe(201);

    const db = t.database.db;
    const { activityId } = await createBookableActivity(db, praia);
    const scheduleId = await createSchedule(db, activityId);
    const past = await createBooking(db, {
      ventureId: praia,
      scheduleId,
      activityId,
      userId: await createPersonIn(db, praia),
      bookedDate: saoPauloDate(-2),
    });
    expectError(await t.call(tokens.admin, 'POST', `/bookings/${past}/checkins`), 422, 'booking-expired');
  });
});

describe('POST /bookings/{id}/external-payments', () => {
  it('pays a WAITING payment at the club once; a free booking has nothing to pay', async () => {
    const priced = await bookedEvent({ bookingPrice: 2500 });
    const paid = await t.call(tokens.admin, 'POST', `/bookings/${priced.id}/external-payments`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      id: priced.id,
      payment: { status: 'PAYMENT_EXTERNAL', amount: 2500 },
    });
    expectError(
      await t.call(tokens.admin, 'POST', `/bookings/${priced.id}/external-payments`),
      422,
      'payment-not-payable',
    );
    const free = await bookedEvent();
    expectError(
      await t.call(tokens.admin, 'POST', `/bookings/${free.id}/external-payments`),
      422,
      'payment-not-payable',
    );
    expectError(
      await t.call(tokens.concierge, 'POST', `/bookings/${free.id}/external-payments`),
      403,
      'insufficient-privilege',
    );
  });
});

describe('PUT /bookings/{id}/items', () => {
  it('replaces the optionals and reprices an open payment', async () => {
    const { id, scheduleId } = await bookedEvent({ bookingPrice: 1000 });
    const [extra] = await t.database.db
      .insert(scheduleItems)
      .values({ scheduleId, name: 'Toalha', price: 300, totalAmount: 5 })
      .returning({ id: scheduleItems.id });
    const response = await t.call(tokens.admin, 'PUT', `/bookings/${id}/items`, {
      itemsId: [],
      scheduleItemsId: [extra?.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json<{ bookingScheduleItems: { name: string }[] }>()
        .bookingScheduleItems.map((item) => item.name),
    ).toEqual(['Toalha']);
    const stored = await details(id);
    expect([stored.itemsPrice, stored.totalPrice, stored.payment?.amount]).toEqual([300, 1300, 1300]);
  });
});

describe('PUT /bookings/{id}/items of an incomplete record', () => {
  it('changes the optionals and answers what the record lacks once the booking is priced', async () => {
    const db = t.database.db;
    const { activityId } = await createBookableActivity(db, praia);
    const scheduleId = await createSchedule(db, activityId);
    const [extra] = await db
      .insert(scheduleItems)
      .values({ scheduleId, name: 'Colete', price: 800, totalAmount: 3 })
      .returning({ id: scheduleItems.id });
    const userId = await createPersonIn(db, praia);
    const created = await t.call(tokens.admin, 'POST', '/bookings', {
      activityScheduleId: scheduleId,
      userId,
      bookedDate: saoPauloDate(3),
    });
    const id = created.json<{ id: string }>().id;
    const response = await t.call(tokens.admin, 'PUT', `/bookings/${id}/items`, {
      itemsId: [],
      scheduleItemsId: [extra?.id],
    });
    expectError(response, 422, 'user-address-missing');
    expect(
      response.json<{ metaData: { bookingScheduleItems: { name: string }[] } }>().metaData,
    ).toMatchObject({
      bookingScheduleItems: [{ name: 'Colete' }],
    });
    expect((await details(id)).payment).toMatchObject({ status: 'WAITING', amount: 800 });
  });
});

describe('GET /bookings', () => {
  it('lists pending bookings by default, cancelled ones on request, filtered by person and guests', async () => {
    const kept = await bookedEvent();
    const gone = await bookedEvent();
    await cancel(gone.id, null);
    const guest = await bookedEvent({}, 3, 'GUEST');
    const list = async (query: string) =>
      (await t.call(tokens.admin, 'GET', `/bookings?limit=100&${query}`))
        .json<Paged<BookingListItem>>()
        .items.map((item) => item.id);
    // Each booking has an activity of its own: the demo data's bookings stay out of these pages.
    expect(await list(`activityId=${kept.activityId}`)).toEqual([kept.id]);
    expect(await list(`activityId=${gone.activityId}`)).toEqual([]);
    expect(await list(`activityId=${gone.activityId}&showPendingBookingsOnly=false`)).toEqual([gone.id]);
    expect(await list(`userId=${kept.userId}`)).toEqual([kept.id]);
    expect(await list(`activityId=${guest.activityId}&guestBookings=true`)).toEqual([guest.id]);
    expect(await list(`activityId=${guest.activityId}&guestBookings=false`)).toEqual([]);
    expect(await list(`activityId=${kept.activityId}&guestBookings=true`)).toEqual([]);
    expectError(await t.call(tokens.admin, 'GET', '/bookings?sort=name'), 400, 'validation-error');
  });

  it('filters by the person’s and the seller’s name, deleted or not, matched first, among this venture’s bookings', async () => {
    const kept = await bookedEvent();
    const [names] = await queryRows<{ person: string; seller: string }>(
      t.database.db,
      sql`SELECT (SELECT name FROM users WHERE id = ${kept.userId}) AS person,
        (SELECT name FROM users WHERE email = 'admin@reserva.dev') AS seller`,
    );
    const list = async (query: string) =>
      (await t.call(tokens.admin, 'GET', `/bookings?limit=100&activityId=${kept.activityId}&${query}`))
        .json<Paged<BookingListItem>>()
        .items.map((item) => item.id);
    expect(await list(`userName=${encodeURIComponent(names?.person ?? '')}`)).toEqual([kept.id]);
    expect(await list(`sellerName=${encodeURIComponent(names?.seller ?? '')}`)).toEqual([kept.id]);
    expect(await list('userName=ninguém-com-este-nome')).toEqual([]);
    expect(await list('sellerName=ninguém-com-este-nome')).toEqual([]);
    // A deleted person's bookings keep their history: its name still finds them.
    await t.database.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${kept.userId}`);
    expect(await list(`userName=${encodeURIComponent(names?.person ?? '')}`)).toEqual([kept.id]);
    // Past 200 namesakes the matches are read as a subquery: the same answer.
    await t.database.db.execute(sql`INSERT INTO users (name, email, feature_group_id)
      SELECT ${names?.person} || ' ' || i, 'homonimo' || i || '@teste.dev', feature_group_id
      FROM users, generate_series(1, 201) AS i WHERE id = ${kept.userId}`);
    expect(await list(`userName=${encodeURIComponent(names?.person ?? '')}`)).toEqual([kept.id]);
  });

  it('filters by the activity’s and the spot’s name, a deleted activity’s bookings too', async () => {
    const kept = await bookedEvent();
    const [names] = await queryRows<{ activity: string; spot: string }>(
      t.database.db,
      sql`SELECT a.name AS activity, s.name AS spot FROM activities a JOIN spots s ON s.id = a.spot_id
        WHERE a.id = ${kept.activityId}`,
    );
    const list = async (query: string) =>
      (await t.call(tokens.admin, 'GET', `/bookings?limit=100&showPendingBookingsOnly=false&${query}`))
        .json<Paged<BookingListItem>>()
        .items.map((item) => item.id);
    const byActivity = `activityName=${encodeURIComponent(names?.activity ?? '')}`;
    const bySpot = `spotName=${encodeURIComponent(names?.spot ?? '')}`;
    expect(await list(byActivity)).toContain(kept.id);
    expect(await list(bySpot)).toContain(kept.id);
    expect(await list('activityName=nenhuma-atividade')).toEqual([]);
    expect(await list('spotName=nenhum-local')).toEqual([]);
    await t.database.db.execute(sql`UPDATE activities SET deleted_at = now() WHERE id = ${kept.activityId}`);
    expect(await list(byActivity)).toContain(kept.id);
    expect(await list(bySpot)).toContain(kept.id);
  });

  it('shows a seller only the bookings it made', async () => {
    const { id, activityId } = await bookedEvent();
    const ids = async (token: string) =>
      (await t.call(token, 'GET', `/bookings?activityId=${activityId}`))
        .json<Paged<BookingListItem>>()
        .items.map((item) => item.id);
    expect(await ids(tokens.admin)).toEqual([id]);
    expect(await ids(tokens.seller)).toEqual([]);
    expectError(await t.call(tokens.seller, 'GET', `/bookings/${id}`), 404, 'booking-not-found');
  });
});
