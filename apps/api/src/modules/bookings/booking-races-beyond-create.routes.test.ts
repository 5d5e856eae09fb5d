import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createEvent,
  createPeople,
  createPersonIn,
  occurrenceCounts,
  tallyAnswers,
} from './bookings.fixtures';

// The races beyond creating bookings, through the HTTP layer: queue entries of one person, cancellations
// against check-ins, a block against the person's bookings, two staff converting one queue entry. Each
// has one winner, the others a clean 4xx (never a 5xx), and the occurrence counters stay equal to the
// live rows. Each race runs several rounds at once, so that an interleaving bug shows on PostgreSQL.

let t: TestApp;
let praia: string;
let tokens: Record<'admin' | 'master' | 'concierge', string>;
const day = saoPauloDate(5);
const ROUNDS = 5;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    master: 'master@reserva.dev',
    concierge: 'portaria@reserva.dev',
  });
}, 180_000);
afterAll(() => t.close());

/** Runs ROUNDS copies of a race at once; each is told its round. */
async function inRounds(race: (round: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: ROUNDS }, (_, round) => race(round)));
}

/** Sends after `ms` milliseconds. */
const after = <Result>(ms: number, send: () => Promise<Result>) =>
  new Promise((resolve) => setTimeout(resolve, ms)).then(send);

const book = (scheduleId: string, userId: string, token = tokens.admin, bookingQueueId?: string) =>
  t.call(token, 'POST', '/bookings', {
    activityScheduleId: scheduleId,
    userId,
    bookedDate: day,
    ...(bookingQueueId && { bookingQueueId }),
  });

async function booked(scheduleId: string, userId: string): Promise<string> {
  const response = await book(scheduleId, userId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const queue = (activityId: string, scheduleId: string, userId: string) =>
  t.call(tokens.admin, 'POST', '/booking-queues', {
    activityId,
    activityScheduleId: scheduleId,
    bookedDate: day,
    userId,
  });

const answerOf = (response: LightMyRequestResponse, success: string) =>
  Object.keys(tallyAnswers([response], success))[0];

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ count: number }>(t.database.db, query);
  return row?.count ?? -1;
}

/** The occurrence's counters equal its live rows, and there are `live` of them. */
async function expectCounted(scheduleId: string, live: number): Promise<void> {
  const counts = await occurrenceCounts(t.database.db, scheduleId, day);
  expect(counts, `occurrence of ${scheduleId}`).toEqual({
    booked: live,
    guestBooked: 0,
    lodgerBooked: 0,
    live,
  });
}

describe('concurrent writes beyond creating a booking', () => {
  it('queues a person once when 20 creates of its entry race for one occurrence', async () => {
    await inRounds(async () => {
      const { activityId, scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 1 });
      const userId = await createPersonIn(t.database.db, praia);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => queue(activityId, scheduleId, userId)),
      );
      expect(tallyAnswers(answers)).toEqual({ created: 1, 'user-already-queued': 19 });
      expect(
        await count(sql`SELECT count(*)::int AS count FROM booking_queues
          WHERE user_id = ${userId} AND deleted_at IS NULL`),
      ).toBe(1);
      await expectCounted(scheduleId, 0);
    });
  }, 90_000);

  it('either cancels or checks in each of 20 bookings when both race, never both', async () => {
    await inRounds(async () => {
      const { scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 20 });
      const people = await createPeople(t.database.db, praia, 20);
      const ids = await Promise.all(people.map((userId) => booked(scheduleId, userId)));
      const cancel = (id: string) => t.call(tokens.admin, 'POST', `/bookings/${id}/cancel`, {});
      const checkIn = (id: string) => t.call(tokens.concierge, 'POST', `/bookings/${id}/checkins`);
      // Half the pairs send the cancellation first, half the check-in.
      const outcomes = await Promise.all(
        ids.map(async (id, index) => {
          const sends = [() => cancel(id), () => checkIn(id)];
          if (index % 2 === 1) sends.reverse();
          const answers = await Promise.all(sends.map((send) => send()));
          if (index % 2 === 1) answers.reverse();
          const [cancelled, checkedIn] = answers as [LightMyRequestResponse, LightMyRequestResponse];
          return `${answerOf(cancelled, 'cancelled')} / ${answerOf(checkedIn, 'checked-in')}`;
        }),
      );
      // server-rules.md: a checked-in booking is not cancelable; a cancelled one takes no check-in.
      const tally = tallyOf(outcomes);
      for (const outcome of Object.keys(tally)) {
        expect(['cancelled / booking-expired', 'booking-not-cancelable / checked-in']).toContain(outcome);
      }
      expect(
        await count(sql`SELECT count(*)::int AS count FROM bookings b WHERE b.schedule_id = ${scheduleId}
          AND b.deleted_at IS NOT NULL AND EXISTS(SELECT 1 FROM checkins c WHERE c.booking_id = b.id)`),
      ).toBe(0);
      await expectCounted(scheduleId, tally['booking-not-cancelable / checked-in'] ?? 0);
    });
  }, 90_000);

  it('records one check-in when 20 check-ins of one booking race, and answers it to all', async () => {
    await inRounds(async () => {
      const { scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 1 });
      const id = await booked(scheduleId, await createPersonIn(t.database.db, praia));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          t.call(index % 2 ? tokens.admin : tokens.concierge, 'POST', `/bookings/${id}/checkins`),
        ),
      );
      // One created it (201); the others were answered that same check-in (200).
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
      expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
      expect(await count(sql`SELECT count(*)::int AS count FROM checkins WHERE booking_id = ${id}`)).toBe(1);
    });
  }, 90_000);

  it('leaves a person blocked during 10 of its bookings with none pending', async () => {
    await inRounds(async (round) => {
      const userId = await createPersonIn(t.database.db, praia);
      // Each event at its own spot, so that only the block can refuse.
      const events = await Promise.all(
        Array.from({ length: 10 }, () => createEvent(t.database.db, praia, { totalVacancies: 5 })),
      );
      // The bookings go out a few milliseconds apart and the block amid them, later each round: some
      // bookings start before it, some after.
      const [blocked, ...answers] = await Promise.all([
        after(round * 8, () => t.call(tokens.admin, 'PATCH', `/users/${userId}/blocks`, { isBlocked: true })),
        ...events.map(({ scheduleId }, index) => after(index * 4, () => book(scheduleId, userId))),
      ]);
      expect(blocked.statusCode, blocked.body).toBe(200);
      const tally = tallyAnswers(answers);
      expect((tally.created ?? 0) + (tally['user-blocked'] ?? 0), JSON.stringify(tally)).toBe(10);
      // Every booking that was created was there for the block to cancel.
      expect(
        await count(
          sql`SELECT count(*)::int AS count FROM bookings WHERE user_id = ${userId} AND deleted_at IS NULL`,
        ),
      ).toBe(0);
      expect(
        await count(sql`SELECT count(*)::int AS count FROM bookings b JOIN cancellation_histories h
          ON h.booking_id = b.id WHERE b.user_id = ${userId} AND h.reason = 'Usuário bloqueado'`),
      ).toBe(tally.created ?? 0);
      for (const { scheduleId } of events) await expectCounted(scheduleId, 0);
    });
  }, 90_000);

  // The interleaving that the race above hits only now and then, made certain: the person's row is held
  // while the block, then bookings and a queue entry of the person, line up behind it. The block goes
  // first; what lined up after it must see it. Needs several connections: PostgreSQL only.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses the bookings and the queue entry that lined up behind a block',
    async () => {
      const db = t.database.db;
      const userId = await createPersonIn(db, praia);
      const events = await Promise.all(
        Array.from({ length: 5 }, () => createEvent(db, praia, { totalVacancies: 5 })),
      );
      const queued = await createEvent(db, praia, { totalVacancies: 1 });
      let locked = () => {};
      let release = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await isLocked;
      const blocked = t.call(tokens.admin, 'PATCH', `/users/${userId}/blocks`, { isBlocked: true });
      await untilWaitingForLocks(1);
      const answers = Promise.all([
        ...events.map(({ scheduleId }) => book(scheduleId, userId)),
        queue(queued.activityId, queued.scheduleId, userId),
      ]);
      await untilWaitingForLocks(1 + events.length + 1);
      release();
      await holder;
      expect((await blocked).statusCode).toBe(200);
      expect(tallyAnswers(await answers)).toEqual({ 'user-blocked': events.length + 1 });
      expect(await count(sql`SELECT count(*)::int AS count FROM bookings WHERE user_id = ${userId}`)).toBe(0);
      expect(
        await count(sql`SELECT count(*)::int AS count FROM booking_queues WHERE user_id = ${userId}`),
      ).toBe(0);
      for (const { scheduleId } of events) await expectCounted(scheduleId, 0);
    },
  );

  it('converts a queue entry once when two staff convert it at once', async () => {
    await inRounds(async () => {
      const { activityId, scheduleId } = await createEvent(t.database.db, praia, { totalVacancies: 5 });
      const userId = await createPersonIn(t.database.db, praia);
      const entry = await queue(activityId, scheduleId, userId);
      expect(entry.statusCode, entry.body).toBe(201);
      const entryId = entry.json<{ id: string }>().id;
      const answers = await Promise.all(
        [tokens.admin, tokens.master].map((token) => book(scheduleId, userId, token, entryId)),
      );
      expect(tallyAnswers(answers)).toEqual({ created: 1, 'booking-queue-not-found': 1 });
      expect(
        await count(
          sql`SELECT count(*)::int AS count FROM booking_queues WHERE id = ${entryId} AND deleted_at IS NULL`,
        ),
      ).toBe(0);
      await expectCounted(scheduleId, 1);
    });
  }, 90_000);
});

/** Until `count` statements of this database wait for a lock (5 s at most). */
async function untilWaitingForLocks(waiting: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const now = await count(sql`SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (now >= waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${waiting} statements never waited for a lock`);
}

function tallyOf(keys: string[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const key of keys) tally[key] = (tally[key] ?? 0) + 1;
  return tally;
}
