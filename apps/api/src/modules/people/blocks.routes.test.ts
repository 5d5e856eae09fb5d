import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cancellationHistories } from '../../db/schema/bookings';
import { bookingQueues } from '../../db/schema/queues';
import { scheduleOccurrences } from '../../db/schema/schedules';
import {
  createActivity,
  createBooking,
  createSchedule,
  createSpot,
  saoPauloDate,
  ventureIdByRef,
} from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { fieldMessages } from '../users/users.fixtures';
import { createCategory, personBody } from './people.fixtures';

// PATCH /users/{userId}/blocks: the block, and the cancellation of everything pending of the person
// and of the people it hosts, in one transaction; a deletion cancels the same way.

let t: TestApp;
let praia: string;
let category: string;
let activityId: string;
let tokens: Record<'admin' | 'concierge' | 'adminInSerra', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  category = await createCategory(db, praia);
  activityId = await createActivity(db, await createSpot(db, praia));
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
    adminInSerra: ['admin@reserva.dev', await ventureIdByRef(db, 'SERRA')],
  });
}, 180_000);
afterAll(() => t.close());

async function create(body: Record<string, unknown>): Promise<PersonDetails> {
  const response = await t.call(tokens.admin, 'POST', '/v2/users', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PersonDetails>();
}

/** A member, its dependant and the dependant's guest. */
async function family() {
  const titular = await create(personBody('MEMBER', { categoriesId: [category] }));
  const dependant = await create(personBody('DEPENDANT', { hostId: titular.id }));
  const guest = await create(personBody('GUEST', { hostId: dependant.id }));
  return { titular, dependant, guest };
}

/** A booking of the person in a new event, `days` from today. */
async function book(userId: string, days: number, scheduleId?: string) {
  const schedule = scheduleId ?? (await createSchedule(t.database.db, activityId));
  const id = await createBooking(t.database.db, {
    ventureId: praia,
    scheduleId: schedule,
    activityId,
    userId,
    bookedDate: saoPauloDate(days),
  });
  return { id, scheduleId: schedule };
}

async function queue(userId: string, days: number) {
  const [row] = await t.database.db
    .insert(bookingQueues)
    .values({ ventureId: praia, userId, activityId, bookedDate: saoPauloDate(days) })
    .returning({ id: bookingQueues.id });
  return row?.id as string;
}

const block = (id: string, body: unknown, token = tokens.admin) =>
  t.call(token, 'PATCH', `/users/${id}/blocks`, body);

describe('PATCH /users/{userId}/blocks', () => {
  it('blocks a member and cancels the pending bookings and queue entries of it and of those it hosts', async () => {
    const { titular, dependant, guest } = await family();
    const shared = await book(titular.id, 2);
    const dependantBooking = await book(dependant.id, 2, shared.scheduleId);
    const guestBooking = await book(guest.id, 5);
    const past = await book(titular.id, -2);
    const stranger = await book((await create(personBody('MEMBER', { categoriesId: [category] }))).id, 2);
    const entries = [await queue(titular.id, 3), await queue(guest.id, 4)];
    const pastEntry = await queue(titular.id, -1);

    const response = await block(titular.id, { isBlocked: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PersonDetails>()).toMatchObject({ isBlocked: true, blockedUntil: null });

    const db = t.database.db;
    const cancelled = [shared.id, dependantBooking.id, guestBooking.id];
    const rows = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [...cancelled, past.id, stranger.id]));
    const deleted = (id: string) => rows.find((row) => row.id === id)?.deletedAt !== null;
    expect(cancelled.map(deleted)).toEqual([true, true, true]);
    expect([past.id, stranger.id].map(deleted)).toEqual([false, false]);
    const histories = await db
      .select({ bookingId: cancellationHistories.bookingId, reason: cancellationHistories.reason })
      .from(cancellationHistories)
      .where(inArray(cancellationHistories.bookingId, cancelled));
    expect(Object.fromEntries(histories.map((row) => [row.bookingId, row.reason]))).toEqual({
      [shared.id]: 'Usuário bloqueado',
      [dependantBooking.id]: 'Titular ou responsável bloqueado',
      [guestBooking.id]: 'Titular ou responsável bloqueado',
    });
    // The two places of the shared event are free again.
    const [occurrence] = await db
      .select()
      .from(scheduleOccurrences)
      .where(eq(scheduleOccurrences.scheduleId, shared.scheduleId));
    expect(occurrence?.booked).toBe(0);
    const queued = await db
      .select()
      .from(bookingQueues)
      .where(inArray(bookingQueues.id, [...entries, pastEntry]));
    expect(queued.map((row) => [row.id, row.deletedAt !== null]).sort()).toEqual(
      [
        [entries[0], true],
        [entries[1], true],
        [pastEntry, false],
      ].sort(),
    );

    // The dependant and the guest show whom they answer to as blocked.
    const dependantView = (
      await t.call(tokens.admin, 'GET', `/v2/users/${dependant.id}`)
    ).json<PersonDetails>();
    expect([dependantView.hostBlocked, dependantView.titularBlocked]).toEqual([true, true]);
    const guestView = (await t.call(tokens.admin, 'GET', `/v2/users/${guest.id}`)).json<PersonDetails>();
    expect([guestView.hostBlocked, guestView.titularBlocked]).toEqual([false, true]);
  });

  it('suspends until 00:00 of a date in São Paulo, from tomorrow on', async () => {
    const { titular } = await family();
    const booking = await book(titular.id, 40);
    const until = saoPauloDate(30);
    const response = await block(titular.id, { isBlocked: false, blockExpiresAt: until });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PersonDetails>().blockedUntil).toBe(new Date(`${until}T03:00:00Z`).toISOString());
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(
      fieldMessages(await block(titular.id, { isBlocked: false, blockExpiresAt: saoPauloDate(0) })),
    ).toEqual(['blockExpiresAt: A data mínima é amanhã']);
  });

  it('lifts a block without touching bookings', async () => {
    const { titular, dependant } = await family();
    await block(titular.id, { isBlocked: true });
    const booking = await book(titular.id, 3);
    const response = await block(titular.id, { isBlocked: false, blockExpiresAt: null });
    expect(response.json<PersonDetails>()).toMatchObject({ isBlocked: false, blockedUntil: null });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.deletedAt).toBeNull();
    const view = (await t.call(tokens.admin, 'GET', `/v2/users/${dependant.id}`)).json<PersonDetails>();
    expect(view.titularBlocked).toBe(false);
  });

  it('keeps to the venture and the write key', async () => {
    const { titular } = await family();
    expectError(await block(titular.id, { isBlocked: true }, tokens.adminInSerra), 404, 'user-not-found');
    expectError(
      await block(titular.id, { isBlocked: true }, tokens.concierge),
      403,
      'insufficient-privilege',
    );
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.userId, titular.id));
    expect(row).toBeUndefined();
  });
});

describe('DELETE /users/{id} of a member', () => {
  it('cancels the pending bookings of it and of those it hosts', async () => {
    const { titular, guest } = await family();
    const own = await book(titular.id, 2);
    const guests = await book(guest.id, 2);
    expect((await t.call(tokens.admin, 'DELETE', `/users/${titular.id}`)).statusCode).toBe(204);
    const histories = await t.database.db
      .select({ bookingId: cancellationHistories.bookingId, reason: cancellationHistories.reason })
      .from(cancellationHistories)
      .where(inArray(cancellationHistories.bookingId, [own.id, guests.id]));
    expect(Object.fromEntries(histories.map((row) => [row.bookingId, row.reason]))).toEqual({
      [own.id]: 'Usuário excluído',
      [guests.id]: 'Titular ou responsável excluído',
    });
  });
});
