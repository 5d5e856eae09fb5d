// Bookings at scale (the figures of the bookings issue), on the embedded database or, with
// BENCH_POSTGRES_URL, on a database of its own on that PostgreSQL server:
// 1. Creation throughput (large-operator/creation.ts): CLIENTS (50) concurrent clients (autocannon)
//    send REQUESTS bookings of distinct people through POST /api/bookings, at one occurrence (half as
//    many places as requests, so half are refused) and spread over 1,000 occurrences; beside them the
//    same locked transaction (a booking request's statements, replayed) and a bare locked insert run
//    directly from Node by as many concurrent workers. Then the overbookings (live rows past the
//    places, counters unequal to rows: must be 0).
// 2. The bookings list with each filter and sort at BOOKINGS rows (1,000,000 unless set), p50/p95 over
//    HTTP beside its recorded statements run directly (bench/support.ts).
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import { makeBookingMonths } from '../apps/api/src/db/partitions';
import { queryRows } from '../apps/api/src/db/raw';
import { bookingListCases } from './large-operator/cases';
import { CLIENTS, createEvents, createPeople, measureCreation, REQUESTS } from './large-operator/creation';
import { demoVenture, measureLists, openBench, startServer, withoutIndexes } from './support';

const BOOKINGS = Number(process.env.BOOKINGS ?? 1_000_000);
const PEOPLE = Number(process.env.PEOPLE ?? 100_000);
const EVENTS = 1_000;
const today = todayInSaoPaulo();

const bench = await openBench('bookings');
const { db, database } = bench;
const one = async <Row>(query: ReturnType<typeof sql>) => (await queryRows<Row>(db, query))[0] as Row;
const { ventureId, admin, seller } = await demoVenture(db);

const started = performance.now();
// The list's data: PEOPLE members, EVENTS events, BOOKINGS bookings over 1,000 days around today
// (a tenth cancelled, a third priced, past ones partly checked in), a quarter sold by the seller.
await createEvents(db, ventureId, 'Lista', EVENTS, null);
await withoutIndexes(db, ['users', 'onboards', 'bookings', 'payments', 'checkins'], async () => {
  await createPeople(db, ventureId, 'Pessoa', 'pessoa', PEOPLE, 70_000_000_000);
  await makeBookingMonths(db, addDays(today, -500), addDays(today, 500));
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
  await db.execute(sql`${listed} INSERT INTO payments (booking_id, booked_date, status, amount)
    SELECT id, booked_date, 'WAITING', total_price FROM bookings WHERE total_price > 0 AND activity_id IN (SELECT id FROM listed)`);
  await db.execute(sql`${listed} INSERT INTO checkins (booking_id, booked_date, user_id)
    SELECT id, booked_date, ${admin} FROM bookings WHERE activity_id IN (SELECT id FROM listed)
      AND booked_date < ${today}::date AND deleted_at IS NULL
      AND extract(epoch FROM created_at)::bigint % 2 = 0`);
});
await db.execute(sql`INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked)
  SELECT schedule_id, venture_id, booked_date, count(*) FROM bookings WHERE deleted_at IS NULL
  GROUP BY schedule_id, venture_id, booked_date ON CONFLICT DO NOTHING`);

await db.execute(sql`ANALYZE`);
console.log(
  `seeded ${BOOKINGS} bookings of ${PEOPLE} people in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const server = await startServer(bench);
const { runs, overbooked } = await measureCreation(bench, server);
console.log(
  `\ncreation, ${CLIENTS} concurrent clients, ${REQUESTS} requests of distinct people (${database.driver})`,
);
console.log(
  `${'case'.padEnd(20)} ${'HTTP req/s'.padStart(10)} ${'same SQL'.padStart(9)} ${'ratio'.padStart(6)} ${'bare'.padStart(6)} ${'ratio'.padStart(6)}  HTTP outcomes, same SQL outcomes`,
);
const percent = (share: number) => `${(100 * share).toFixed(0)}%`.padStart(6);
for (const { name, http, sameSql, bare, tally, sameTally } of runs) {
  console.log(
    `${name.padEnd(20)} ${http.toFixed(0).padStart(10)} ${sameSql.toFixed(0).padStart(9)} ${percent(http / sameSql)} ${bare.toFixed(0).padStart(6)} ${percent(http / bare)}  ${JSON.stringify(tally)} ${JSON.stringify(sameTally)}`,
  );
}
console.log(`overbooked or miscounted occurrences: ${overbooked}`);

const spotOf = await one<{ name: string; activityId: string }>(
  sql`SELECT s.name, a.id AS "activityId" FROM spots s JOIN activities a ON a.spot_id = s.id WHERE s.name = 'Lista 777'`,
);
// A member of the list's data (the 12,345th, or the last at a smaller PEOPLE), its CPF from createPeople's base.
const memberNumber = Math.min(12_345, PEOPLE);
const memberCpf = String(70_000_000_000 + memberNumber).padStart(11, '0');
const member = await one<{ id: string }>(
  sql`SELECT id FROM users WHERE email = ${`pessoa${memberNumber}@bench.dev`}`,
);
const CASES = bookingListCases(today, {
  memberId: member.id,
  memberName: `Pessoa ${memberNumber}`,
  memberDocument: `${memberCpf.slice(0, 3)}.${memberCpf.slice(3, 6)}.${memberCpf.slice(6, 9)}`,
  activityId: spotOf.activityId,
  activityName: 'Lista 777',
  spotName: spotOf.name,
});
await measureLists(bench, server, CASES);
await server.close();
await bench.close();
