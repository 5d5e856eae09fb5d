import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { bookings } from '../../db/schema/bookings';
import { ventures } from '../../db/schema/ventures';
import { createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn, occurrenceCounts } from './bookings.fixtures';

// Waiting queues: create, edit, prioritize, delete, convert; and, beyond the spec, the queue filling a
// freed place: offered to staff by default, booked at once with the venture's automatic conversion,
// quotas respected, two places to two entries, never one entry twice.

let t: TestApp;
let praia: string;
let tokens: Record<'admin' | 'concierge' | 'employee', string>;
const day = saoPauloDate(4);

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
    employee: 'funcionario@reserva.dev',
  });
}, 180_000);
afterAll(() => t.close());

async function fullEvent(values: Parameters<typeof createSchedule>[2] = {}) {
  const db = t.database.db;
  const { activityId } = await createBookableActivity(db, praia);
  const scheduleId = await createSchedule(db, activityId, { totalVacancies: 1, ...values });
  return { activityId, scheduleId };
}

async function bookOf(scheduleId: string, userId: string) {
  const response = await t.call(tokens.admin, 'POST', '/bookings', {
    activityScheduleId: scheduleId,
    userId,
    bookedDate: day,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function queue(activityId: string, scheduleId: string | null, userId: string): Promise<string> {
  const response = await t.call(tokens.admin, 'POST', '/booking-queues', {
    activityId,
    activityScheduleId: scheduleId,
    bookedDate: day,
    userId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const entry = async (id: string) =>
  (await t.call(tokens.admin, 'GET', `/booking-queues/${id}`)).json<QueueEntry>();
const inbox = async () =>
  (await t.call(tokens.admin, 'GET', '/notifications?limit=100')).json<{
    items: { title: string; bookingQueueId: string | null }[];
  }>().items;

describe('booking queues', () => {
  it('creates one entry per person and occurrence, edits, prioritizes and deletes', async () => {
    const { activityId, scheduleId } = await fullEvent();
    const userId = await createPersonIn(t.database.db, praia);
    const id = await queue(activityId, scheduleId, userId);
    const again = await t.call(tokens.admin, 'POST', '/booking-queues', {
      activityId,
      activityScheduleId: scheduleId,
      bookedDate: day,
      userId,
    });
    expectError(again, 409, 'user-already-queued');
    const edited = await t.call(tokens.admin, 'PUT', `/booking-queues/${id}`, {
      activityId,
      activityScheduleId: null,
      bookedDate: day,
      description: 'Prefere a tarde',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await entry(id)).toMatchObject({ activitySchedule: null, description: 'Prefere a tarde' });
    const prioritized = await t.call(tokens.admin, 'PATCH', `/booking-queues/${id}/priority`);
    expect(prioritized.json()).toMatchObject({ priorizedAt: expect.any(String) });
    expect((await t.call(tokens.admin, 'PATCH', `/booking-queues/${id}/priority`)).json()).toMatchObject({
      priorizedAt: null,
    });
    expectError(
      await t.call(tokens.concierge, 'DELETE', `/booking-queues/${id}`),
      403,
      'insufficient-privilege',
    );
    expect((await t.call(tokens.admin, 'DELETE', `/booking-queues/${id}`)).statusCode).toBe(204);
    expect((await entry(id)).deletedAt).not.toBeNull();
  });

  it('lists one occurrence prioritized first, then oldest; the employee may not read it', async () => {
    const { activityId, scheduleId } = await fullEvent();
    const [a, b] = [await createPersonIn(t.database.db, praia), await createPersonIn(t.database.db, praia)];
    const first = await queue(activityId, scheduleId, a);
    const second = await queue(activityId, scheduleId, b);
    await t.call(tokens.admin, 'PATCH', `/booking-queues/${second}/priority`);
    const list = await t.call(
      tokens.concierge,
      'GET',
      `/booking-queues?bookedDate=${day}&activityId=${activityId}&activityScheduleId=${scheduleId}`,
    );
    expect(list.json<Paged<QueueEntry>>().items.map((item) => item.id)).toEqual([second, first]);
    expectError(await t.call(tokens.employee, 'GET', '/booking-queues'), 403, 'insufficient-privilege');
  });

  it('filters by member name and document, activity and spot names, each literally', async () => {
    const { activityId, scheduleId } = await fullEvent();
    const [a, b] = [
      await createPersonIn(t.database.db, praia, { complete: true }),
      await createPersonIn(t.database.db, praia, { complete: true }),
    ];
    const first = await queue(activityId, scheduleId, a);
    await queue(activityId, scheduleId, b);
    const [person] = await queryRows<{ name: string; cpf: string }>(
      t.database.db,
      sql`SELECT name, cpf FROM users WHERE id = ${a}`,
    );
    const [names] = await queryRows<{ activity: string; spot: string }>(
      t.database.db,
      sql`SELECT a.name AS activity, s.name AS spot FROM activities a JOIN spots s ON s.id = a.spot_id
        WHERE a.id = ${activityId}`,
    );
    const ids = async (filter: string) =>
      (await t.call(tokens.admin, 'GET', `/booking-queues?activityId=${activityId}&${filter}`))
        .json<Paged<QueueEntry>>()
        .items.map((item) => item.id);
    const masked = (person?.cpf ?? '').replace(/^(\d{3})(\d{3})/, '$1.$2.');
    expect(await ids(`userName=${encodeURIComponent(person?.name ?? '')}`)).toEqual([first]);
    expect(await ids(`userDocument=${encodeURIComponent(masked)}`)).toEqual([first]);
    expect(await ids('userDocument=abc')).toEqual([]);
    expect(await ids(`activityName=${encodeURIComponent(names?.activity ?? '')}`)).toHaveLength(2);
    expect(await ids(`spotName=${encodeURIComponent(names?.spot ?? '')}`)).toHaveLength(2);
    expect(await ids('spotName=nenhum')).toEqual([]);
    expect(await ids('userName=%25')).toEqual([]);
  });
});

describe('the queue fills freed places', () => {
  it('tells the booking staff which entry may take a freed place, skipping one that does not fit', async () => {
    const { activityId, scheduleId } = await fullEvent({ totalVacancies: 1, guestVacancies: 0 });
    const db = t.database.db;
    const member = await createPersonIn(db, praia);
    const booked = await bookOf(scheduleId, member);
    // The guest is first in the queue, but the event has no guest places.
    const guest = await createPersonIn(db, praia, { group: 'GUEST', hostId: member });
    const guestEntry = await queue(activityId, scheduleId, guest);
    const next = await queue(activityId, scheduleId, await createPersonIn(db, praia));
    expect(
      (await t.call(tokens.admin, 'POST', `/bookings/${booked}/cancel`, { reason: null })).statusCode,
    ).toBe(204);
    const offers = (await inbox()).filter((item) => item.title === 'Vaga liberada');
    expect(offers.map((item) => item.bookingQueueId)).toContain(next);
    expect(offers.map((item) => item.bookingQueueId)).not.toContain(guestEntry);
    // Offered, not booked: the entry waits for staff.
    expect((await entry(next)).deletedAt).toBeNull();
    expect(await occurrenceCounts(db, scheduleId, day)).toMatchObject({ booked: 0, live: 0 });
  });

  it('books each freed place for the next entry with automatic conversion, never one entry twice', async () => {
    const db = t.database.db;
    await db.update(ventures).set({ autoConvertQueue: true }).where(eq(ventures.id, praia));
    try {
      const { activityId, scheduleId } = await fullEvent({ totalVacancies: 2 });
      const holders = [await createPersonIn(db, praia), await createPersonIn(db, praia)];
      const heldBookings = [
        await bookOf(scheduleId, holders[0] as string),
        await bookOf(scheduleId, holders[1] as string),
      ];
      const waiting = [
        await createPersonIn(db, praia),
        await createPersonIn(db, praia),
        await createPersonIn(db, praia),
      ];
      const entries = [];
      for (const userId of waiting) entries.push(await queue(activityId, scheduleId, userId));
      // Blocking the holders frees both places, one block after the other.
      for (const holder of holders) {
        const blocked = await t.call(tokens.admin, 'PATCH', `/users/${holder}/blocks`, { isBlocked: true });
        expect(blocked.statusCode, blocked.body).toBe(200);
      }
      expect(
        (await Promise.all(heldBookings.map((id) => t.call(tokens.admin, 'GET', `/bookings/${id}`)))).map(
          (r) => r.json<{ deletedAt: string | null }>().deletedAt,
        ),
      ).not.toContain(null);
      const rows = await db
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(
          and(eq(bookings.scheduleId, scheduleId), eq(bookings.bookedDate, day), isNull(bookings.deletedAt)),
        );
      expect(rows.map((row) => row.userId).sort()).toEqual([waiting[0], waiting[1]].sort());
      expect((await entry(entries[0] as string)).deletedAt).not.toBeNull();
      expect((await entry(entries[1] as string)).deletedAt).not.toBeNull();
      expect((await entry(entries[2] as string)).deletedAt).toBeNull();
      expect(await occurrenceCounts(db, scheduleId, day)).toMatchObject({ booked: 2, live: 2 });
    } finally {
      await db.update(ventures).set({ autoConvertQueue: false }).where(eq(ventures.id, praia));
    }
  });
});
