// Booking creation under concurrency: CLIENTS (50) concurrent clients send REQUESTS bookings of
// distinct people through POST /api/bookings (autocannon) at one occurrence (half as many places as
// requests, so half are refused) and spread over 1,000 occurrences. Beside them, run directly from
// Node by as many concurrent workers: the same locked transaction (the statements a booking request
// runs, recorded from one and replayed with each person's ids: the goal's comparison, as the lists
// compare with their own statements), and a bare locked insert (create and lock the occurrence row,
// check the places, insert, count: what the product's rules, action log and notices cost on top).
// Then the overbookings (live rows past the places, counters unequal to rows): must be 0.
import { Worker } from 'node:worker_threads';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import { type AuditActor, runAsAuditActor } from '../../apps/api/src/db/audit-actor';
import type { Database, Executor } from '../../apps/api/src/db/client';
import { preparedTextRows, queryRows, uuidArray } from '../../apps/api/src/db/raw';
import { type Bench, demoVenture, type Server, type Statement } from '../support';
import type { HttpLoad } from './http-load.worker';

export const REQUESTS = Number(process.env.REQUESTS ?? 2_000);
export const CLIENTS = Number(process.env.CLIENTS ?? 50);
export const SPREAD = 1_000;
const tomorrow = addDays(todayInSaoPaulo(), 1);

/** `count` events, one per new activity at one new spot each, every day 08:00-09:00; their ids. */
export async function createEvents(
  db: Database,
  ventureId: string,
  tag: string,
  count: number,
  total: number | null,
): Promise<string[]> {
  await db.execute(sql`INSERT INTO spots (venture_id, name, is_active, is_living_area)
    SELECT ${ventureId}, ${tag} || ' ' || i, true, false FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`INSERT INTO activities (spot_id, venture_id, name, is_active)
    SELECT id, venture_id, 'Evento ' || name, true FROM spots WHERE name LIKE ${`${tag} %`}`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, total_vacancies)
      SELECT a.id, a.venture_id, ${addDays(todayInSaoPaulo(), -600)}::date, '08:00', '09:00', ${total}::int
      FROM activities a JOIN spots s ON s.id = a.spot_id WHERE s.name LIKE ${`${tag} %`} ORDER BY s.name RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/** `count` members with an onboard in the venture: '<name> n', '<slug>n@bench.dev', CPFs from cpfBase. */
export async function createPeople(
  db: Database,
  ventureId: string,
  name: string,
  slug: string,
  count: number,
  cpfBase: number,
): Promise<string[]> {
  const emails = `${slug}%@bench.dev`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (name, email, feature_group_id, cpf, phone, birth_date)
      SELECT ${name} || ' ' || i, ${slug} || i || '@bench.dev', (SELECT id FROM feature_groups WHERE key = 'MEMBER'),
        lpad((${cpfBase}::bigint + i)::text, 11, '0'), '+55219' || lpad(i::text, 8, '0'), '1990-01-01'
      FROM generate_series(1, ${count}) AS i RETURNING id`,
  );
  await db.execute(sql`INSERT INTO user_ventures (user_id, venture_id)
    SELECT id, ${ventureId} FROM users WHERE email LIKE ${emails}`);
  await db.execute(sql`INSERT INTO onboards (user_id, venture_id, onboard_type, experience)
    SELECT id, ${ventureId}, 'COMPLETED', 0 FROM users WHERE email LIKE ${emails}`);
  return rows.map((row) => row.id);
}

export interface Run {
  seconds: number;
  tally: Record<string, number>;
}

/** Runs `total` sends on `CLIENTS` concurrent workers; the seconds taken and the tally of outcomes. */
export async function concurrently(total: number, send: (index: number) => Promise<string>): Promise<Run> {
  let next = 0;
  const tally: Record<string, number> = {};
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < total) {
        const outcome = await send(next++);
        tally[outcome] = (tally[outcome] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, tally };
}

/** The bare locked transaction of a booking, without the rules around it, by `admin` on tomorrow. */
export function bareLockedInserts(
  db: Database,
  ventureId: string,
  admin: string,
  events: string[],
  people: string[],
) {
  return concurrently(people.length, (index) =>
    db.transaction(async (tx) => {
      const scheduleId = events[index % events.length] as string;
      await tx.execute(sql`INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date)
        VALUES (${scheduleId}, ${ventureId}, ${tomorrow}) ON CONFLICT DO NOTHING`);
      const [occurrence] = await queryRows<{ booked: number; total: number | null }>(
        tx,
        sql`SELECT o.booked, s.total_vacancies AS total FROM schedule_occurrences o
          JOIN activity_schedules s ON s.id = o.schedule_id
          WHERE o.schedule_id = ${scheduleId} AND o.booked_date = ${tomorrow} FOR UPDATE OF o`,
      );
      if (occurrence?.total !== null && (occurrence?.booked ?? 0) >= (occurrence?.total ?? 0))
        return 'refused';
      await tx.execute(sql`INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, seller_id, booked_date,
          start_time, end_time)
        SELECT ${ventureId}, id, activity_id, ${people[index]}, ${admin}, ${tomorrow}, start_time, end_time
        FROM activity_schedules WHERE id = ${scheduleId}`);
      await tx.execute(sql`UPDATE schedule_occurrences SET booked = booked + 1
        WHERE schedule_id = ${scheduleId} AND booked_date = ${tomorrow}`);
      return 'created';
    }),
  );
}

/** The ids of an event that a booking's statements carry. */
export interface EventIds {
  scheduleId: string;
  activityId: string;
  spotId: string;
}

export async function eventIds(db: Database, scheduleIds: string[]): Promise<EventIds[]> {
  const rows = await queryRows<EventIds>(
    db,
    sql`SELECT s.id AS "scheduleId", s.activity_id AS "activityId", a.spot_id AS "spotId"
      FROM activity_schedules s JOIN activities a ON a.id = s.activity_id WHERE s.id = ANY(${uuidArray(scheduleIds)})`,
  );
  const byId = new Map(rows.map((row) => [row.scheduleId, row]));
  return scheduleIds.map((id) => byId.get(id) as EventIds);
}

/** The statements of one booking request: the reads before its first lock, and its transaction. */
export interface RecordedBooking {
  before: Statement[];
  locked: Statement[];
  event: EventIds;
  userId: string;
}

/** A booking request's headers as the holder of `token`. */
const bookingHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** Where a booking is sent (under /api) and its body for a person at an event, on tomorrow. */
export interface BookingRoute {
  path: string;
  body(scheduleId: string, userId: string): string;
}

/** POST /api/bookings: staff book for anyone. */
export const STAFF_BOOKINGS: BookingRoute = {
  path: '/bookings',
  body: (scheduleId, userId) =>
    JSON.stringify({ activityScheduleId: scheduleId, userId, bookedDate: tomorrow }),
};

export async function recordBooking(
  bench: Bench,
  server: Server,
  route: BookingRoute,
  token: string,
  event: EventIds,
  userId: string,
): Promise<RecordedBooking> {
  const statements = await bench.record(async () => {
    const response = await fetch(`${server.base}${route.path}`, {
      method: 'POST',
      headers: bookingHeaders(token),
      body: route.body(event.scheduleId, userId),
    });
    if (response.status !== 201)
      throw new Error(`the recorded booking: ${response.status} ${await response.text()}`);
  });
  const firstLock = statements.findIndex((statement) => /\bFOR UPDATE\b/i.test(statement.text));
  if (firstLock < 0) throw new Error('the recorded booking locked nothing');
  return { before: statements.slice(0, firstLock), locked: statements.slice(firstLock), event, userId };
}

class Refused extends Error {}

/**
 * The recorded booking's statements for each person at its event, with their ids in place of the
 * recorded ones, run as the server runs them: the reads before the first lock (the principal) on
 * the pool, the rest in one transaction for the same audit actor, prepared by name. Refused, and
 * rolled back, where the server refuses for want of places: the locking statements answer the event's
 * places and the occurrence's count before the booking.
 */
export function sameTransaction(
  db: Database,
  recorded: RecordedBooking,
  actor: AuditActor,
  events: EventIds[],
  people: string[],
  /** More recorded values to replace for the person at `index` (a member's session). */
  moreIds: (index: number) => [unknown, unknown][] = () => [],
): Promise<Run> {
  return concurrently(people.length, async (index) => {
    const event = events[index % events.length] as EventIds;
    const ids = new Map<unknown, unknown>([
      [recorded.userId, people[index]],
      [recorded.event.scheduleId, event.scheduleId],
      [recorded.event.activityId, event.activityId],
      [recorded.event.spotId, event.spotId],
      ...moreIds(index),
    ]);
    const run = (executor: Executor, statement: Statement) =>
      preparedTextRows<{ totalVacancies?: number | null; booked?: number }>(executor, {
        sql: statement.text,
        params: statement.params.map((value) => (ids.has(value) ? ids.get(value) : value)),
      });
    for (const statement of recorded.before) await run(db, statement);
    try {
      await runAsAuditActor(actor, () =>
        db.transaction(async (tx) => {
          let places: number | null = null;
          for (const statement of recorded.locked) {
            const [row] = await run(tx, statement);
            if (row?.totalVacancies !== undefined) places = row.totalVacancies;
            if (row?.booked !== undefined && places !== null && row.booked >= places) throw new Refused();
          }
        }),
      );
      return 'created';
    } catch (error) {
      if (error instanceof Refused) return 'refused';
      throw error;
    }
  });
}

/**
 * Tomorrow's occurrences with live bookings past their places, or counters unequal to their rows; of
 * `scheduleIds` only when given (a bench whose other events have counters without bookings).
 */
export async function overbookings(db: Database, scheduleIds?: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ overbooked: number }>(
    db,
    sql`SELECT count(*)::int AS overbooked FROM schedule_occurrences o JOIN activity_schedules s ON s.id = o.schedule_id
      WHERE o.booked_date = ${tomorrow} ${scheduleIds ? sql`AND o.schedule_id = ANY(${uuidArray(scheduleIds)})` : sql``} AND (o.booked <> (SELECT count(*) FROM bookings b WHERE b.schedule_id = o.schedule_id
        AND b.booked_date = o.booked_date AND b.deleted_at IS NULL) OR o.booked > coalesce(s.total_vacancies, o.booked))`,
  );
  return row?.overbooked ?? 0;
}

/**
 * The route's bookings over autocannon: CLIENTS connections, one request per person, as `tokenOf` them,
 * sent from a thread of its own (http-load.worker.ts).
 */
export function overHttp(
  server: Server,
  route: BookingRoute,
  tokenOf: (index: number) => string,
  events: string[],
  people: string[],
): Promise<Run> {
  const load: HttpLoad = {
    url: `${server.base}${route.path}`,
    connections: CLIENTS,
    requests: people.map((person, index) => ({
      token: tokenOf(index),
      body: route.body(events[index % events.length] as string, person),
    })),
  };
  const worker = new Worker(new URL('./http-load.worker.ts', import.meta.url), { workerData: load });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export interface CreationFigures {
  name: string;
  /** Requests (HTTP) and transactions (the same transaction, the bare one) per second. */
  http: number;
  sameSql: number;
  bare: number;
  /** Outcomes by HTTP status, and of the same transaction run directly. */
  tally: Record<string, number>;
  sameTally: Record<string, number>;
}

/** Both creation runs, HTTP beside the same transaction and the bare one; the figures and the overbookings. */
export async function measureCreation(
  bench: Bench,
  server: Server,
): Promise<{ runs: CreationFigures[]; overbooked: number }> {
  const { db } = bench;
  const { ventureId, admin } = await demoVenture(db);
  const places = REQUESTS / 2;
  const one = async (tag: string) => (await createEvents(db, ventureId, tag, 1, places)) as [string];
  const spread = (tag: string) => createEvents(db, ventureId, tag, SPREAD, null);
  const events = {
    httpOne: await one('Um HTTP'),
    sameOne: await one('Um SQL'),
    bareOne: await one('Um simples'),
    httpSpread: await spread('Espalhado HTTP'),
    sameSpread: await spread('Espalhado SQL'),
    bareSpread: await spread('Espalhado simples'),
  };
  const peopleOf = (name: string, slug: string, cpfBase: number, count = REQUESTS) =>
    createPeople(db, ventureId, name, slug, count, cpfBase);
  const people = {
    httpOne: await peopleOf('Cliente A', 'clientea', 80_000_000_000),
    sameOne: await peopleOf('Cliente B', 'clienteb', 80_100_000_000),
    bareOne: await peopleOf('Cliente C', 'clientec', 80_200_000_000),
    httpSpread: await peopleOf('Cliente D', 'cliented', 80_300_000_000),
    sameSpread: await peopleOf('Cliente E', 'clientee', 80_400_000_000),
    bareSpread: await peopleOf('Cliente F', 'clientef', 80_500_000_000),
  };
  const [model] = await eventIds(db, await createEvents(db, ventureId, 'Modelo', 1, null));
  const [modelPerson] = await peopleOf('Modelo', 'modelo', 80_600_000_000, 1);
  await db.execute(sql`ANALYZE`);
  const token = await server.tokenOf('admin@reserva.dev');
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM users WHERE id = ${admin}`,
  );
  const actor: AuditActor = { userId: admin, name, ventureId, route: 'POST /api/bookings' };
  const recorded = await recordBooking(
    bench,
    server,
    STAFF_BOOKINGS,
    token,
    model as EventIds,
    modelPerson as string,
  );
  const measure = async (name: string, kind: 'One' | 'Spread'): Promise<CreationFigures> => {
    const http = await overHttp(
      server,
      STAFF_BOOKINGS,
      () => token,
      events[`http${kind}`],
      people[`http${kind}`],
    );
    const same = await sameTransaction(
      db,
      recorded,
      actor,
      await eventIds(db, events[`same${kind}`]),
      people[`same${kind}`],
    );
    const bare = await bareLockedInserts(db, ventureId, admin, events[`bare${kind}`], people[`bare${kind}`]);
    return {
      name,
      http: REQUESTS / http.seconds,
      sameSql: REQUESTS / same.seconds,
      bare: REQUESTS / bare.seconds,
      tally: http.tally,
      sameTally: same.tally,
    };
  };
  const runs = [
    await measure('one occurrence', 'One'),
    await measure(`${SPREAD.toLocaleString('en')} occurrences`, 'Spread'),
  ];
  return { runs, overbooked: await overbookings(db) };
}
