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
// Data is generated with SQL: 300 spots, an activity each with 10 events, 60 days of past and 30 of
// future occurrence counters, blocked dates.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/raw';
import {
  listOccurrences,
  type OccurrenceFilter,
  occurrencesQuery,
} from '../apps/api/src/modules/schedules/occurrences.repository';
import { measureMemberCreation } from './large-operator/member-creation';
import {
  type Bench,
  getAs,
  measureCase,
  openBench,
  percentiles,
  SAMPLES,
  startServer,
  timed,
} from './support';

const SPOTS = Number(process.env.SPOTS ?? 300);
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

/** Beside the demo data (openBench). */
async function seed(db: Database): Promise<{ ventureId: string; activityId: string }> {
  const [venture] = await queryRows<{ id: string }>(db, sql`SELECT id FROM ventures WHERE ref = 'PRAIA'`);
  const ventureId = venture?.id as string;
  await db.execute(sql`
    INSERT INTO spots (venture_id, name, is_active, is_living_area)
    SELECT ${ventureId}, 'Local ' || i, true, false FROM generate_series(1, ${SPOTS}) AS i`);
  await db.execute(sql`
    INSERT INTO activities (spot_id, venture_id, name, is_active)
    SELECT id, venture_id, 'Atividade ' || name, true FROM spots WHERE venture_id = ${ventureId}`);
  // 10 events per activity: hours 6 to 15, weekdays varying, a third open-ended, totals of 10 or 20.
  await db.execute(sql`
    INSERT INTO activity_schedules (activity_id, venture_id, start_date, end_date, start_time, end_time,
      days_of_week, total_vacancies, guest_vacancies, min_user_experience)
    SELECT a.id, ${ventureId}, ${addDays(today, -90)}::date,
      CASE WHEN h % 3 = 0 THEN NULL ELSE ${addDays(today, 120)}::date END,
      make_time(6 + h, 0, 0), make_time(7 + h, 0, 0),
      CASE WHEN h % 2 = 0 THEN '{0,1,2,3,4,5,6}'::smallint[] ELSE '{1,3,5}'::smallint[] END,
      10 + 10 * (h % 2), 2, h % 3
    FROM activities a CROSS JOIN generate_series(0, 9) AS h`);
  // The measured activity gets 50 events: 40 more, at half hours.
  const [activity] = await queryRows<{ id: string }>(
    db,
    sql`SELECT a.id FROM activities a JOIN spots s ON s.id = a.spot_id WHERE s.name = 'Local 1'`,
  );
  const activityId = activity?.id as string;
  await db.execute(sql`
    INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, days_of_week,
      total_vacancies, modality_id, min_user_experience)
    SELECT ${activityId}, ${ventureId}, ${addDays(today, -30)}::date, make_time(6 + h / 4, (h % 4) * 15, 0),
      make_time(7 + h / 4, (h % 4) * 15, 0), '{0,1,2,3,4,5,6}'::smallint[], 8, NULL, 3 + h
    FROM generate_series(0, 39) AS h`);
  await db.execute(sql`
    INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked, guest_booked)
    SELECT s.id, s.venture_id, d::date, n, least(n, 1)
    FROM activity_schedules s
    CROSS JOIN generate_series(${addDays(today, -60)}::date, ${addDays(today, 30)}::date, interval '1 day') AS d
    CROSS JOIN LATERAL (SELECT abs(hashtext(s.id::text || d::text)) % 10 AS n) AS booked
    WHERE extract(dow FROM d)::smallint = ANY(s.days_of_week)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO schedule_blocks (schedule_id, blocked_date)
    SELECT id, ${addDays(today, 2)}::date FROM activity_schedules WHERE min_user_experience = 1`);
  await db.execute(sql`ANALYZE`);
  return { ventureId, activityId };
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
    const { status, body } = await getAs(server, member, '/me/events');
    return status === 200 ? undefined : { error: `${status} ${body}` };
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

/** bench/results/events.md, aligned by the repository's formatter as latest.md is (large-operator/report.ts). */
function writeReport(): void {
  const cpus = os.cpus();
  const lines = [
    "# Events' expansion and the members' app",
    '',
    `Date: ${new Date().toISOString()}. Machine: ${cpus[0]?.model ?? '?'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}.`,
    '',
    `Data: the demo data and ${SPOTS} spots, an activity each with 10 events (one with 50), 60 days of past and 30 of future occurrence counters, blocked dates. ${SAMPLES} samples per case. The figures are ratios within one run on a shared machine.`,
    ...(process.env.BENCH_NOTE ? ['', process.env.BENCH_NOTE] : []),
    '',
    ...report,
  ];
  const aligned = execFileSync(
    path.resolve(import.meta.dirname, '../node_modules/.bin/biome'),
    ['format', '--stdin-file-path=results.md'],
    { input: `${lines.join('\n')}\n`, encoding: 'utf8' },
  );
  fs.writeFileSync(
    path.resolve(import.meta.dirname, 'results', process.env.BENCH_OUTPUT ?? 'events.md'),
    aligned,
  );
}

// The embedded database always; PostgreSQL too with BENCH_POSTGRES_URL (a database of its own there).
const targets: [string, string | null][] = [['embedded (PGlite)', null]];
if (process.env.BENCH_POSTGRES_URL) targets.push(['PostgreSQL', process.env.BENCH_POSTGRES_URL]);
for (const [label, postgresServer] of targets) {
  const bench = await openBench('events', postgresServer);
  try {
    await run(label, bench);
  } finally {
    await bench.close();
  }
}
writeReport();
