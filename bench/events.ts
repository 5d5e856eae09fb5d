// Latency of the events' occurrence expansion (one SQL query per window), p50/p95:
//   - a week of one activity with 50 events, over HTTP (GET /api/activities/{id}/schedules) and as
//     the same query run from Node;
//   - a venture's whole day over 300 spots (3,000 events), as the query run from Node;
//   - the members' app's week and day (GET /api/me/events, a demo member of that venture), over HTTP,
//     the week beside its statements run directly (recorded from one request; goal: p95 < 50 ms);
// each beside the database's own execution time of that SQL (EXPLAIN ANALYZE). Then the members'
// booking creation (large-operator/member-creation.ts: POST /api/me/bookings beside its own statements
// run directly; goal: >= 50%, and no overbooking). The figures go to bench/results/events.md too. The embedded database
// always; PostgreSQL too, in the same run, with BENCH_POSTGRES_URL (a server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres: a database of its own is created there and dropped).
// Data (events-seed.ts) is generated with SQL: 300 spots, an activity each with 10 events, 60 days of
// past and 30 of future occurrence counters, blocked dates.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/raw';
import {
  listOccurrences,
  type OccurrenceFilter,
  occurrencesQuery,
} from '../apps/api/src/modules/schedules/occurrences.repository';
import { SPOTS, seed } from './events-seed';
import { measureMemberCreation } from './large-operator/member-creation';
import {
  type Bench,
  getAs,
  measureCase,
  onEachDatabase,
  percentiles,
  SAMPLES,
  startServer,
  timed,
  writeResults,
} from './support';

const today = todayInSaoPaulo();

/** p50/p95 of `measure` (a time in ms) over SAMPLES runs, after one unmeasured. */
async function sampled(measure: () => Promise<number>): Promise<{ p50: number; p95: number }> {
  await measure();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await measure());
  const [p50, p95] = percentiles(times);
  return { p50, p95 };
}

/** p50/p95 of `run`'s time. */
const timedRuns = (run: () => Promise<unknown>) => sampled(() => timed(run));

/** The database's own time for the query (EXPLAIN ANALYZE's execution time), p50/p95. */
async function executionTime(db: Database, filter: OccurrenceFilter) {
  return sampled(async () => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`EXPLAIN (ANALYZE, TIMING OFF, FORMAT TEXT) ${occurrencesQuery(filter)}`,
    );
    const line = rows.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Execution Time'));
    return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN);
  });
}

/** A target's lines of bench/results/events.md. */
const report: string[] = [];

async function run(label: string, bench: Bench): Promise<void> {
  const { db } = bench;
  const started = performance.now();
  const { ventureId, activityId } = await seed(db);
  const [counts] = await queryRows<{ events: number; occurrences: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM activity_schedules) AS events,
      (SELECT count(*)::int FROM schedule_occurrences) AS occurrences`,
  );
  console.log(
    `\n${label}: ${counts?.events} events, ${counts?.occurrences} occurrence rows, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const server = await startServer(bench);
  const token = await server.tokenOf('admin@reserva.dev');
  const member = await server.personTokenOf('socio@reserva.dev');

  const week: OccurrenceFilter = { ventureId, activityId, from: today, to: addDays(today, 6) };
  const day: OccurrenceFilter = { ventureId, from: today, to: today };
  const url = `/activities/${activityId}/schedules?startDate=${today}&addDay=6`;
  const first = await getAs(server, token, url);
  const weekItems = (JSON.parse(first.body) as { items: unknown[] }).items.length;
  const dayItems = (await listOccurrences(db, day)).length;
  const memberWeek = await getAs(server, member, '/me/events');
  const memberItems = (JSON.parse(memberWeek.body) as { items: unknown[] }).items.length;
  const tomorrow = addDays(today, 1);
  const memberDay = `/me/events?startDate=${tomorrow}&endDate=${tomorrow}`;
  const memberDayItems = (JSON.parse((await getAs(server, member, memberDay)).body) as { items: unknown[] })
    .items.length;

  const rows: [string, { p50: number; p95: number }][] = [
    [`week of 1 activity, HTTP (${weekItems} occurrences)`, await timedRuns(() => getAs(server, token, url))],
    ['week of 1 activity, query from Node', await timedRuns(() => listOccurrences(db, week))],
    ['week of 1 activity, SQL execution', await executionTime(db, week)],
    [
      `venture's day, query from Node (${dayItems} occurrences)`,
      await timedRuns(() => listOccurrences(db, day)),
    ],
    ["venture's day, SQL execution", await executionTime(db, day)],
  ];
  const memberWeekFigures = await measureCase(bench, "member's week", async () => {
    const answer = await getAs(server, member, '/me/events');
    return answer.status === 200 ? undefined : { error: `${answer.status} ${answer.body}` };
  });
  rows.push(
    [`member's week, HTTP (${memberItems} occurrences)`, memberWeekFigures],
    [
      `member's week, its ${memberWeekFigures.statements} statements run directly`,
      { p50: memberWeekFigures.sqlP50, p95: memberWeekFigures.sqlP95 },
    ],
    // The same week right after a write it must show: an event edited (the expansion is read again),
    // a booking's counter (the window's counters are read again).
    [
      "member's week after an event's edit, HTTP",
      await sampled(async () => {
        await db.execute(
          sql`UPDATE activity_schedules SET booking_price = booking_price WHERE activity_id = ${activityId}`,
        );
        return timed(() => getAs(server, member, '/me/events'));
      }),
    ],
    [
      "member's week after a booking, HTTP",
      await sampled(async () => {
        await db.execute(
          sql`UPDATE schedule_occurrences SET booked = booked WHERE schedule_id IN (SELECT id FROM activity_schedules WHERE activity_id = ${activityId}) AND booked_date = ${tomorrow}`,
        );
        return timed(() => getAs(server, member, '/me/events'));
      }),
    ],
    // What the app asks: one day at a time (tomorrow: a whole day to come).
    [
      `member's day, HTTP (${memberDayItems} occurrences)`,
      await timedRuns(() => getAs(server, member, memberDay)),
    ],
  );
  console.log(`${'case'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const [name, figures] of rows) {
    console.log(
      `${name.padEnd(52)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p95.toFixed(1).padStart(8)}`,
    );
  }
  report.push(
    `## ${label}`,
    '',
    `${counts?.events} events, ${counts?.occurrences} occurrence rows. Times in ms. Goal: the member's week under 50 ms p95 over HTTP (met: ${memberWeekFigures.p95 < 50 ? 'yes' : '**no**'}).`,
    '',
    '| case | p50 | p95 |',
    '| --- | --: | --: |',
    ...rows.map(([name, figures]) => `| ${name} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} |`),
    '',
  );

  // Last: its events and members join the venture, which the figures above must not see.
  const { runs, overbooked } = await measureMemberCreation(bench, server);
  const percent = (share: number) => `${(100 * share).toFixed(0)}%`;
  const tally = (counts: Record<string, number>) => JSON.stringify(counts).replaceAll('"', '');
  console.log(`\nmembers' creation (POST /api/me/bookings), ${runs.length} runs`);
  console.log(
    `${'case'.padEnd(20)} ${'HTTP req/s'.padStart(10)} ${'same SQL'.padStart(9)} ${'ratio'.padStart(6)}  outcomes`,
  );
  for (const { name, http, sameSql, tally: outcomes, sameTally } of runs) {
    console.log(
      `${name.padEnd(20)} ${http.toFixed(0).padStart(10)} ${sameSql.toFixed(0).padStart(9)} ${percent(http / sameSql).padStart(6)}  ${tally(outcomes)} ${tally(sameTally)}`,
    );
  }
  console.log(`overbooked or miscounted occurrences: ${overbooked}`);
  report.push(
    "### Members' booking creation, 50 concurrent members (POST /api/me/bookings)",
    '',
    "Goal: HTTP >= 50% of the same statements run directly (one member's request recorded, replayed for each member, as many concurrent workers), and no overbooking.",
    '',
    '| case | HTTP req/s | same SQL tx/s | share | goal met | HTTP outcomes | same SQL outcomes |',
    '| --- | --: | --: | --: | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.name} | ${r.http.toFixed(0)} | ${r.sameSql.toFixed(0)} | ${percent(r.http / r.sameSql)} | ${r.http / r.sameSql >= 0.5 ? 'yes' : '**no**'} | ${tally(r.tally)} | ${tally(r.sameTally)} |`,
    ),
    '',
    `Overbooked or miscounted occurrences: ${overbooked} (goal met: ${overbooked === 0 ? 'yes' : '**no**'}).`,
    '',
  );
  await server.close();
}

/** bench/results/events.md. */
function writeReport(): void {
  writeResults(process.env.BENCH_OUTPUT ?? 'events.md', "Events' expansion and the members' app", [
    `Data: the demo data and ${SPOTS} spots, an activity each with 10 events (one with 50), 60 days of past and 30 of future occurrence counters, blocked dates. ${SAMPLES} samples per case. The figures are ratios within one run on a shared machine.`,
    '',
    ...report,
  ]);
}

await onEachDatabase('events', run);
writeReport();
