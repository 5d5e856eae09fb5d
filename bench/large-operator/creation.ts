// Booking creation under concurrency: CLIENTS (50) concurrent clients send REQUESTS bookings of
// distinct people through POST /api/bookings (autocannon) at one occurrence (half as many places as
// requests, so half are refused) and spread over 1,000 occurrences; beside them the same locked
// transaction (create and lock the occurrence row, check the places, insert, count) run directly from
// Node by as many concurrent workers. Then the overbookings (live rows past the places, counters
// unequal to rows): must be 0.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/raw';
import { demoVenture, type Server } from '../support';

export const REQUESTS = Number(process.env.REQUESTS ?? 2_000);
export const CLIENTS = Number(process.env.CLIENTS ?? 50);
const SPREAD = 1_000;
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

/** The locked transaction of a booking, without the rules around it, by `admin` on tomorrow. */
export function directly(db: Database, ventureId: string, admin: string, events: string[], people: string[]) {
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

/** Tomorrow's occurrences with live bookings past their places, or counters unequal to their rows. */
export async function overbookings(db: Database): Promise<number> {
  const [row] = await queryRows<{ overbooked: number }>(
    db,
    sql`SELECT count(*)::int AS overbooked FROM schedule_occurrences o JOIN activity_schedules s ON s.id = o.schedule_id
      WHERE o.booked_date = ${tomorrow} AND (o.booked <> (SELECT count(*) FROM bookings b WHERE b.schedule_id = o.schedule_id
        AND b.booked_date = o.booked_date AND b.deleted_at IS NULL) OR o.booked > coalesce(s.total_vacancies, o.booked))`,
  );
  return row?.overbooked ?? 0;
}

/** POST /api/bookings over autocannon: CLIENTS connections, one request per person. */
async function overHttp(server: Server, events: string[], people: string[]): Promise<Run> {
  const token = await server.tokenOf('admin@reserva.dev');
  let next = 0;
  const start = performance.now();
  const run = autocannon({
    url: `${server.base}/bookings`,
    connections: CLIENTS,
    amount: people.length,
    // Under 50 clients an answer may take seconds: count it, not a timeout.
    timeout: 120,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const index = next++;
          return {
            ...request,
            body: JSON.stringify({
              activityScheduleId: events[index % events.length],
              userId: people[index],
              bookedDate: tomorrow,
            }),
          };
        },
      },
    ],
  });
  // autocannon resolves at its next one-second sampling tick, not at the last answer: timed by the
  // answers, or every run would be rounded up to a whole second (runs of 6-10 s: 5-15% too slow).
  let lastAnswer = start;
  run.on('response', () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  const seconds = (lastAnswer - start) / 1000;
  const tally = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  if (result.errors) tally.errors = result.errors;
  return { seconds, tally };
}

export interface CreationFigures {
  name: string;
  /** Requests (HTTP) and transactions (raw) per second. */
  http: number;
  raw: number;
  tally: Record<string, number>;
}

/** Both creation runs, HTTP beside raw; the figures and the overbookings. */
export async function measureCreation(
  db: Database,
  server: Server,
): Promise<{ runs: CreationFigures[]; overbooked: number }> {
  const { ventureId, admin } = await demoVenture(db);
  const places = REQUESTS / 2;
  const [httpOne] = await createEvents(db, ventureId, 'Um HTTP', 1, places);
  const [rawOne] = await createEvents(db, ventureId, 'Um SQL', 1, places);
  const httpSpread = await createEvents(db, ventureId, 'Espalhado HTTP', SPREAD, null);
  const rawSpread = await createEvents(db, ventureId, 'Espalhado SQL', SPREAD, null);
  const peopleOf = async (name: string, slug: string, cpfBase: number) =>
    createPeople(db, ventureId, name, slug, REQUESTS, cpfBase);
  const people = {
    httpOne: await peopleOf('Cliente A', 'clientea', 80_000_000_000),
    rawOne: await peopleOf('Cliente B', 'clienteb', 80_100_000_000),
    httpSpread: await peopleOf('Cliente C', 'clientec', 80_200_000_000),
    rawSpread: await peopleOf('Cliente D', 'cliented', 80_300_000_000),
  };
  await db.execute(sql`ANALYZE`);
  const figures = (name: string, http: Run, raw: Run): CreationFigures => ({
    name,
    http: REQUESTS / http.seconds,
    raw: REQUESTS / raw.seconds,
    tally: http.tally,
  });
  const runs = [
    figures(
      'one occurrence',
      await overHttp(server, [httpOne as string], people.httpOne),
      await directly(db, ventureId, admin, [rawOne as string], people.rawOne),
    ),
    figures(
      `${SPREAD.toLocaleString('en')} occurrences`,
      await overHttp(server, httpSpread, people.httpSpread),
      await directly(db, ventureId, admin, rawSpread, people.rawSpread),
    ),
  ];
  return { runs, overbooked: await overbookings(db) };
}
