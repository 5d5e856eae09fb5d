// Bookings at scale (the figures of the bookings issue), on the embedded database or, with
// BENCH_POSTGRES_URL, on a database of its own on that PostgreSQL server:
// 1. Creation throughput: CLIENTS (50) concurrent clients send REQUESTS bookings of distinct people
//    through POST /api/bookings, at one occurrence (half as many places as requests, so half are
//    refused) and spread over 1,000 occurrences; beside them the same locked transaction (create and
//    lock the occurrence row, check the places, insert, count) run directly from Node by as many
//    concurrent workers. Then the overbookings (live rows past the places, counters unequal to rows:
//    must be 0).
// 2. The bookings list with each filter and sort at BOOKINGS rows (1,000,000 unless set), p50/p95 over
//    HTTP beside its recorded statements run directly (bench/support.ts).
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/raw';
import { demoVenture, type ListCase, measureLists, openBench, startServer, withoutIndexes } from './support';

const BOOKINGS = Number(process.env.BOOKINGS ?? 1_000_000);
const PEOPLE = Number(process.env.PEOPLE ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 2_000);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const EVENTS = 1_000;
const today = todayInSaoPaulo();
const tomorrow = addDays(today, 1);

const bench = await openBench('bookings');
const { db, database } = bench;
const one = async <Row>(query: ReturnType<typeof sql>) => (await queryRows<Row>(db, query))[0] as Row;
const { ventureId, admin, seller } = await demoVenture(db);

const started = performance.now();
/** `count` events, one per new activity at one new spot each, every day 08:00-09:00; their ids. */
async function createEvents(tag: string, count: number, total: number | null): Promise<string[]> {
  await db.execute(sql`INSERT INTO spots (venture_id, name, is_active, is_living_area)
    SELECT ${ventureId}, ${tag} || ' ' || i, true, false FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`INSERT INTO activities (spot_id, venture_id, name, is_active)
    SELECT id, venture_id, 'Evento ' || name, true FROM spots WHERE name LIKE ${`${tag} %`}`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, total_vacancies)
      SELECT a.id, a.venture_id, ${addDays(today, -600)}::date, '08:00', '09:00', ${total}::int
      FROM activities a JOIN spots s ON s.id = a.spot_id WHERE s.name LIKE ${`${tag} %`} ORDER BY s.name RETURNING id`,
  );
  return rows.map((row) => row.id);
}
/** `count` members with an onboard in the venture: '<name> n', '<slug>n@bench.dev', CPFs from cpfBase. */
async function createPeople(name: string, slug: string, count: number, cpfBase: number): Promise<string[]> {
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

// The list's data: PEOPLE members, EVENTS events, BOOKINGS bookings over 1,000 days around today
// (a tenth cancelled, a third priced, past ones partly checked in), a quarter sold by the seller.
await createEvents('Lista', EVENTS, null);
await withoutIndexes(db, ['users', 'onboards', 'bookings', 'payments', 'checkins'], async () => {
  await createPeople('Pessoa', 'pessoa', PEOPLE, 70_000_000_000);
  await db.execute(sql`
    WITH people AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE 'pessoa%@bench.dev'),
    events AS (SELECT s.id, s.activity_id, row_number() OVER (ORDER BY s.id) - 1 AS n FROM activity_schedules s
      JOIN activities a ON a.id = s.activity_id WHERE a.name LIKE 'Evento Lista %')
    INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, seller_id, booked_date, start_time, end_time,
      booking_price, total_price, created_at, deleted_at)
    SELECT ${ventureId}, e.id, e.activity_id, p.id, CASE WHEN i % 4 = 0 THEN ${seller}::uuid ELSE ${admin}::uuid END,
      ${addDays(today, -500)}::date + ((i / ${EVENTS}) % 1000)::int, '08:00', '09:00',
      CASE WHEN i % 3 = 0 THEN 5000 ELSE 0 END, CASE WHEN i % 3 = 0 THEN 5000 ELSE 0 END,
      now() - make_interval(secs => ${BOOKINGS} - i), CASE WHEN i % 10 = 0 THEN now() END
    FROM generate_series(0, ${BOOKINGS - 1}) AS i
    JOIN people p ON p.n = i % ${PEOPLE} JOIN events e ON e.n = i % ${EVENTS}`);
  // The demo week's bookings have their own payments and check-ins.
  const listed = sql`WITH listed AS (SELECT id FROM activities WHERE name LIKE 'Evento Lista %')`;
  await db.execute(sql`${listed} INSERT INTO payments (booking_id, status, amount)
    SELECT id, 'WAITING', total_price FROM bookings WHERE total_price > 0 AND activity_id IN (SELECT id FROM listed)`);
  await db.execute(sql`${listed} INSERT INTO checkins (booking_id, user_id)
    SELECT id, ${admin} FROM bookings WHERE activity_id IN (SELECT id FROM listed)
      AND booked_date < ${today}::date AND deleted_at IS NULL
      AND extract(epoch FROM created_at)::bigint % 2 = 0`);
});
await db.execute(sql`INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked)
  SELECT schedule_id, venture_id, booked_date, count(*) FROM bookings WHERE deleted_at IS NULL
  GROUP BY schedule_id, venture_id, booked_date ON CONFLICT DO NOTHING`);

// The creation runs' events and people.
const places = REQUESTS / 2;
const [httpOne] = await createEvents('Um HTTP', 1, places);
const [rawOne] = await createEvents('Um SQL', 1, places);
const httpSpread = await createEvents('Espalhado HTTP', EVENTS, null);
const rawSpread = await createEvents('Espalhado SQL', EVENTS, null);
const peopleOf = {
  httpOne: await createPeople('Cliente A', 'clientea', REQUESTS, 80_000_000_000),
  rawOne: await createPeople('Cliente B', 'clienteb', REQUESTS, 80_100_000_000),
  httpSpread: await createPeople('Cliente C', 'clientec', REQUESTS, 80_200_000_000),
  rawSpread: await createPeople('Cliente D', 'cliented', REQUESTS, 80_300_000_000),
};
await db.execute(sql`ANALYZE`);
console.log(
  `seeded ${BOOKINGS} bookings of ${PEOPLE} people in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const server = await startServer(bench);

/** Runs `total` sends on `CLIENTS` concurrent clients; the seconds taken and the tally of outcomes. */
async function concurrently(total: number, send: (index: number) => Promise<string>) {
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

async function overHttp(events: string[], people: string[]) {
  const headers = {
    authorization: `Bearer ${await server.tokenOf('admin@reserva.dev')}`,
    'content-type': 'application/json',
  };
  return concurrently(REQUESTS, async (index) => {
    const response = await fetch(`${server.base}/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        activityScheduleId: events[index % events.length],
        userId: people[index],
        bookedDate: tomorrow,
      }),
    });
    return response.status === 201 ? 'created' : ((await response.json()) as { message: string }).message;
  });
}

/** The locked transaction of a booking, without the rules around it. */
function directly(events: string[], people: string[]) {
  return concurrently(REQUESTS, (index) =>
    (db as Database).transaction(async (tx) => {
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

const rate = (run: { seconds: number; tally: Record<string, number> }) => REQUESTS / run.seconds;
const runs = {
  'one occurrence': {
    http: await overHttp([httpOne as string], peopleOf.httpOne),
    raw: await directly([rawOne as string], peopleOf.rawOne),
  },
  '1,000 occurrences': {
    http: await overHttp(httpSpread, peopleOf.httpSpread),
    raw: await directly(rawSpread, peopleOf.rawSpread),
  },
};
const { overbooked } = await one<{ overbooked: number }>(sql`
  SELECT count(*)::int AS overbooked FROM schedule_occurrences o JOIN activity_schedules s ON s.id = o.schedule_id
  WHERE o.booked_date = ${tomorrow} AND (o.booked <> (SELECT count(*) FROM bookings b WHERE b.schedule_id = o.schedule_id
    AND b.booked_date = o.booked_date AND b.deleted_at IS NULL) OR o.booked > coalesce(s.total_vacancies, o.booked))`);
console.log(
  `\ncreation, ${CLIENTS} concurrent clients, ${REQUESTS} requests of distinct people (${database.driver})`,
);
console.log(
  `${'case'.padEnd(20)} ${'HTTP req/s'.padStart(10)} ${'SQL tx/s'.padStart(9)} ${'ratio'.padStart(6)}  HTTP outcomes`,
);
for (const [name, { http, raw }] of Object.entries(runs)) {
  console.log(
    `${name.padEnd(20)} ${rate(http).toFixed(0).padStart(10)} ${rate(raw).toFixed(0).padStart(9)} ${`${((100 * rate(http)) / rate(raw)).toFixed(0)}%`.padStart(6)}  ${JSON.stringify(http.tally)}`,
  );
}
console.log(`overbooked or miscounted occurrences: ${overbooked}`);

const spotOf = await one<{ name: string; activityId: string }>(
  sql`SELECT s.name, a.id AS "activityId" FROM spots s JOIN activities a ON a.spot_id = s.id WHERE s.name = 'Lista 777'`,
);
const member = await one<{ id: string }>(sql`SELECT id FROM users WHERE email = 'pessoa12345@bench.dev'`);
const ALL = '/bookings?showPendingBookingsOnly=false';
const adminEmail = 'admin@reserva.dev';
const CASES: ListCase[] = [
  ['bookings, default (pending)', adminEmail, '/bookings'],
  ['bookings, all, sort createdAt', adminEmail, `${ALL}&sort=createdAt`],
  ['bookings, all, page 200', adminEmail, `${ALL}&page=200`],
  ['bookings, booked date', adminEmail, `${ALL}&bookedDate=${addDays(today, 30)}`],
  ['bookings, date range', adminEmail, `${ALL}&minBookedDate=${addDays(today, -7)}&maxBookedDate=${today}`],
  ['bookings, member name', adminEmail, `${ALL}&userName=Pessoa%2012345`],
  ['bookings, member document', adminEmail, `${ALL}&userDocument=700.000.123`],
  ['bookings, activity name', adminEmail, `${ALL}&activityName=Lista%20777`],
  ['bookings, spot name', adminEmail, `${ALL}&spotName=${encodeURIComponent(spotOf.name)}`],
  ['bookings, a member tab (10)', adminEmail, `/bookings?userId=${member.id}&limit=10`],
  ['bookings, an activity tab', adminEmail, `/bookings?activityId=${spotOf.activityId}`],
  ['bookings, no-shows', adminEmail, `${ALL}&noShowOnly=true`],
  ['bookings, guests', adminEmail, '/bookings?guestBookings=true'],
  ['bookings, seller own sales', 'vendedor@reserva.dev', '/bookings'],
  ['bookings, seller name', adminEmail, `${ALL}&sellerName=Vanessa`],
];
await measureLists(bench, server, CASES);
await server.close();
await bench.close();
