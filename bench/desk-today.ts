// Latency of the concierge's day (GET /api/desk/today, issue 30: goal p95 < 100 ms), p50/p95 over
// HTTP as the demo's concierge (portaria@reserva.dev, the PRAIA venture), beside its statements run
// directly: pages of the day, and its search by name. Data: the events bench's (events-seed.ts: 300 spots,
// 3,040 events) with PEOPLE people and their bookings: each occurrence from a week before to a week
// after today holds as many live bookings as its counter says (0-9), a third of today's checked in;
// then today's thinned to the large operator's rate (about 500).
// The embedded database always; PostgreSQL too with BENCH_POSTGRES_URL. Figures to
// bench/results/desk-today.md.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { makeBookingMonths } from '../apps/api/src/db/partitions';
import { queryRows } from '../apps/api/src/db/raw';
import { SPOTS, seed } from './events-seed';
import { seedPeople } from './large-operator/seed';
import {
  type Bench,
  caseLine,
  getAs,
  LIST_HEADER,
  measureCase,
  onEachDatabase,
  SAMPLES,
  startServer,
  writeResults,
} from './support';

const PEOPLE = Number(process.env.PEOPLE ?? 10_000);
const today = todayInSaoPaulo();

/** The people, and the bookings of the counters of the fortnight around today; today's counts. */
async function seedBookings(db: Database, ventureId: string) {
  await seedPeople(db, 0, PEOPLE);
  await db.execute(sql`CREATE TABLE bench_people AS
    SELECT u.id, row_number() OVER (ORDER BY u.id) - 1 AS n FROM users u
    JOIN user_ventures uv ON uv.user_id = u.id AND uv.venture_id = ${ventureId}
    WHERE u.email LIKE 'pessoa%@bench.dev'`);
  await makeBookingMonths(db, addDays(today, -7), addDays(today, 7));
  // Occurrence o's k-th booking: person (o's number × 7 + k) mod the people, at the event's times.
  await db.execute(sql`
    INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, booked_date, start_time, end_time, checked_in)
    SELECT o.venture_id, o.schedule_id, s.activity_id, p.id, o.booked_date, s.start_time, s.end_time,
      o.booked_date = ${today}::date AND k % 3 = 0
    FROM (SELECT *, row_number() OVER (ORDER BY schedule_id, booked_date) AS n FROM schedule_occurrences
      WHERE venture_id = ${ventureId} AND booked_date BETWEEN ${addDays(today, -7)}::date AND ${addDays(today, 7)}::date) o
    JOIN activity_schedules s ON s.id = o.schedule_id
    CROSS JOIN LATERAL generate_series(1, o.booked) AS k
    JOIN bench_people p ON p.n = (o.n * 7 + k) % (SELECT count(*) FROM bench_people)`);
  await db.execute(sql`DROP TABLE bench_people`);
  await db.execute(
    sql`INSERT INTO checkins (booking_id, booked_date, user_id) SELECT id, booked_date, user_id FROM bookings WHERE checked_in`,
  );
  await db.execute(sql`ANALYZE`);
  const [counts] = await queryRows<{ bookings: number; today: number; occurrences: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM bookings) AS bookings,
      (SELECT count(*)::int FROM bookings WHERE venture_id = ${ventureId} AND booked_date = ${today}) AS today,
      (SELECT count(*)::int FROM schedule_occurrences WHERE venture_id = ${ventureId} AND booked_date = ${today}) AS occurrences`,
  );
  return counts as { bookings: number; today: number; occurrences: number };
}

const report: string[] = [];
const todayCount = (db: Database, ventureId: string) =>
  queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bookings WHERE venture_id = ${ventureId} AND booked_date = ${today}`,
  ).then(([row]) => row?.n ?? 0);

/** The name of someone booked today whose booking the thinning keeps (a search for one person). */
const keptName = (db: Database, ventureId: string) =>
  queryRows<{ name: string }>(
    db,
    sql`SELECT u.name FROM bookings b JOIN users u ON u.id = b.user_id
      WHERE b.venture_id = ${ventureId} AND b.booked_date = ${today} AND abs(hashtext(b.id::text)) % 15 = 0
      ORDER BY u.name LIMIT 1`,
  ).then(([row]) => row?.name ?? '');

async function run(label: string, bench: Bench): Promise<void> {
  const { db } = bench;
  const started = performance.now();
  const { ventureId } = await seed(db);
  const counts = await seedBookings(db, ventureId);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${label}: ${counts.bookings} bookings, ${counts.today} of them today's in ${counts.occurrences} occurrence counters; seeded in ${seconds} s`,
  );
  // Without the background jobs: their one-off catch-up over the seeded bookings (the reminders of
  // tomorrow's thousands, the no-shows of the past week) ran in the middle of the samples; an install's
  // jobs do that work as the bookings come.
  const server = await startServer({ ...bench, config: { ...bench.config, backgroundJobs: false } });
  const token = await server.tokenOf('portaria@reserva.dev');
  /** Each case's answer, in bytes (uncompressed: the bench's client asks no compression). */
  const sizes = new Map<string, number>();
  /** Each case's events on its page (its `total`: those of the day it pages through). */
  const pageEvents = new Map<string, number>();
  const day = async (url: string) => {
    const { status, body } = await getAs(server, token, url);
    if (status !== 200) return { error: `${status} ${body}` };
    sizes.set(url, body.length);
    const answer = JSON.parse(body) as { events: unknown[]; total: number };
    pageEvents.set(url, answer.events.length);
    return { total: answer.total };
  };
  // Hoje reads the day a page at a time (20 events), opening on those not ended; the largest page
  // (100) and one from the middle of the day show that no page costs more than the first.
  const cases: [string, string][] = [
    ['first page, not ended (Hoje opens on it)', '/desk/today?period=upcoming&limit=20'],
    ["first page of the day's", '/desk/today?period=day&limit=20'],
    ["a middle page of the day's", '/desk/today?period=day&limit=20&page=40'],
    ["a page of 100 of the day's", '/desk/today?period=day&limit=100&page=8'],
    // A name a tenth of the people share a word with ('Pessoa 12' matches 'Pessoa 12', 'Pessoa 120'…).
    ["search by name, 'pessoa 12'", '/desk/today?q=pessoa%2012'],
    ['search by name, one person', `/desk/today?q=${encodeURIComponent(await keptName(db, ventureId))}`],
  ];
  const rows: string[] = [];
  const measure = async (volume: string) => {
    console.log(`${volume}${LIST_HEADER}`);
    for (const [name, url] of cases) {
      const f = await measureCase(bench, name, () => day(url));
      console.log(caseLine(f));
      const kb = ((sizes.get(url) ?? 0) / 1024).toFixed(0);
      const met = f.skipped ? `skipped: ${f.skipped}` : f.p95 < 100 ? 'yes' : '**no**';
      rows.push(
        `| ${volume} | ${name} | ${pageEvents.get(url) ?? '?'} of ${f.total ?? '?'} | ${kb} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.sqlP50.toFixed(1)} | ${f.sqlP95.toFixed(1)} | ${met} |`,
      );
    }
  };
  await measure(`${counts.today} bookings today`);
  // The large operator's rate (bench/large-operator: a million bookings over 1,000 days of two
  // ventures, about 500 a day in one): one of every 15 of today's bookings kept.
  await db.execute(sql`CREATE TABLE bench_thinned AS SELECT id FROM bookings
    WHERE venture_id = ${ventureId} AND booked_date = ${today} AND abs(hashtext(id::text)) % 15 <> 0`);
  await db.execute(sql`DELETE FROM checkins WHERE booking_id IN (SELECT id FROM bench_thinned)`);
  await db.execute(sql`DELETE FROM bookings WHERE id IN (SELECT id FROM bench_thinned)`);
  await db.execute(sql`DROP TABLE bench_thinned`);
  await db.execute(sql`ANALYZE bookings, checkins`);
  await measure(`${await todayCount(db, ventureId)} bookings today`);
  await server.close();
  report.push(
    `## ${label}`,
    '',
    `${counts.bookings} bookings in all; ${counts.occurrences} occurrences of today. Times in ms; goal: p95 < 100 ms over HTTP. "Its SQL": the statements the first request ran, replayed one after the other (the server runs them side by side).`,
    '',
    '| today | case | events (of) | answer KB | HTTP p50 | HTTP p95 | its SQL p50 | its SQL p95 | goal met |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --- |',
    ...rows,
    '',
  );
}

function writeReport(): void {
  writeResults('desk-today.md', "The concierge's day (GET /api/desk/today)", [
    `Data: the demo data, the events bench's ${SPOTS} spots (an activity each with 10 events, one with 50), ${PEOPLE} people (half in the venture) and bookings for every occurrence counter from a week before today to a week after (0-9 each: a busy day), a third of today's checked in; then today's thinned to the large operator's rate. Asked by the demo's concierge (portaria@reserva.dev), without background jobs. ${SAMPLES} samples per case.`,
    '',
    ...report,
  ]);
}

await onEachDatabase('desk', run);
writeReport();
