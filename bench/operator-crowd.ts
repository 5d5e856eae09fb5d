// An operator of 1,000 clubs (issue 32, point 7): the large operator's PRAIA venture measured alone
// (every list, the dashboard and booking creation of the large-operator bench), and again in a second
// database with the same large operator and the operator's other clubs around it
// (large-operator/crowd.ts: 998 more ventures and nine times its bookings, 10,000,000 in all at
// BENCH_SCALE=1). One target per run: BENCH_TARGETS=postgres (BENCH_POSTGRES_URL or DATABASE_URL;
// the default when set) or =embedded, whose tenth is BENCH_SCALE=0.1 (1,000,000 bookings in all).
// Figures to bench/results/crowd-<target>.md: each case alone and crowded beside its SQL, and whether
// the crowded one stays within 10% (HTTP p50).
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/raw';
import type { CreationFigures } from './large-operator/creation';
import { CROWD, seedCrowd } from './large-operator/crowd';
import { measureSeeded, type TargetFigures } from './large-operator/measure';
import { writeAligned } from './large-operator/report';
import { SIZE, seedLargeOperator } from './large-operator/seed';
import { type CaseFigures, openBench, SAMPLES } from './support';

const postgresServer = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? null;
const target = process.env.BENCH_TARGETS ?? (postgresServer ? 'postgres' : 'embedded');
if (target !== 'postgres' && target !== 'embedded') throw new Error('BENCH_TARGETS: postgres or embedded');
if (target === 'postgres' && !postgresServer) throw new Error('BENCH_POSTGRES_URL or DATABASE_URL is unset');
const label = target === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)';
/** The crowded figure may be this much above the figure alone. */
const WITHIN = 1.1;

type Measured = Omit<TargetFigures, 'seedSeconds'>;

interface Run {
  figures: Measured;
  seedSeconds: number;
  crowdSeconds: number;
  ventures: number;
  bookings: number;
  praia: number;
}

/** A database of its own with the large operator, the crowd around it or not, and PRAIA measured. */
async function run(crowd: boolean): Promise<Run> {
  const bench = await openBench(crowd ? 'crowded' : 'alone', target === 'postgres' ? postgresServer : null);
  try {
    const seedSeconds = await seedLargeOperator(bench.db, label);
    const crowdSeconds = crowd ? await seedCrowd(bench.db, label) : 0;
    const [counts] = await queryRows<{ ventures: number; bookings: number; praia: number }>(
      bench.db,
      sql`SELECT (SELECT count(*)::int FROM ventures) AS ventures, (SELECT count(*)::int FROM bookings) AS bookings,
        (SELECT count(*)::int FROM bookings WHERE venture_id = (SELECT id FROM ventures WHERE ref = 'PRAIA')) AS praia`,
    );
    const figures = await measureSeeded(bench, `${label}, ${crowd ? 'crowded' : 'alone'}`);
    return { figures, seedSeconds, crowdSeconds, ...(counts as NonNullable<typeof counts>) };
  } finally {
    await bench.close();
  }
}

// Alone first: the crowded database is made once the first is dropped.
const alone = await run(false);
const crowded = await run(true);
const file = path.resolve(import.meta.dirname, 'results', `crowd-${target}.md`);
writeAligned(file, report(alone, crowded));
console.log(`\nwritten ${file}`);

function report(alone: Run, crowded: Run): string[] {
  const cpus = os.cpus();
  const n = (value: number) => value.toLocaleString('en');
  const out = [
    `# One venture among ${n(crowded.ventures)}: ${label}`,
    '',
    `Date: ${new Date().toISOString()}. Machine: ${cpus[0]?.model ?? '?'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${alone.figures.version}.`,
    '',
    `Two databases with the same large operator (BENCH_SCALE=${SIZE.scale}: ${n(alone.bookings)} bookings in its ${alone.ventures} ventures, ${n(alone.praia)} of them in PRAIA, the venture measured; seeded in ${alone.seedSeconds.toFixed(0)} s). The second also holds ${n(crowded.ventures - alone.ventures)} more ventures (${CROWD.people} members and 18 weekly events each) with ${n(crowded.bookings - alone.bookings)} bookings and what grows with them, seeded in ${crowded.crowdSeconds.toFixed(0)} s: ${n(crowded.bookings)} bookings in all. PRAIA measured in each, alone first. ${SAMPLES} samples per case. HTTP and SQL in ms; "crowded / alone" compares HTTP p50 (a p95 on a shared machine is one pause); goal: within 10%.`,
    '',
  ];
  const byName = new Map(
    crowded.figures.sections.flatMap((section) => section.cases).map((c) => [c.name, c]),
  );
  for (const section of alone.figures.sections) {
    out.push(`## ${section.title}`, '');
    out.push(
      '| case | alone p50 | alone p95 | crowded p50 | crowded p95 | SQL p50 alone | SQL p50 crowded | crowded / alone | within 10% |',
      '| --- | --: | --: | --: | --: | --: | --: | --: | --- |',
    );
    for (const before of section.cases) out.push(caseRow(before, byName.get(before.name)));
    out.push('');
  }
  out.push('## Booking creation (requests per second over HTTP)', '');
  out.push(
    '| run | alone | crowded | crowded / alone | within 10% | same transaction alone | crowded |',
    '| --- | --: | --: | --: | --- | --: | --: |',
  );
  alone.figures.creation.runs.forEach((before, index) => {
    out.push(creationRow(before, crowded.figures.creation.runs[index]));
  });
  out.push(
    '',
    `Overbooked occurrences: ${alone.figures.creation.overbooked} alone, ${crowded.figures.creation.overbooked} crowded.`,
  );
  return out;
}

function caseRow(before: CaseFigures, after: CaseFigures | undefined): string {
  const ms = (value: number) => value.toFixed(1);
  if (before.skipped || !after || after.skipped) {
    return `| ${before.name} | | | | | | | | skipped: ${(before.skipped ?? after?.skipped ?? 'not measured crowded').slice(0, 60)} |`;
  }
  const ratio = after.p50 / before.p50;
  return `| ${before.name} | ${ms(before.p50)} | ${ms(before.p95)} | ${ms(after.p50)} | ${ms(after.p95)} | ${ms(before.sqlP50)} | ${ms(after.sqlP50)} | ${ratio.toFixed(2)} | ${ratio <= WITHIN ? 'yes' : '**no**'} |`;
}

function creationRow(before: CreationFigures, after: CreationFigures | undefined): string {
  if (!after) return `| ${before.name} | ${before.http.toFixed(0)} | | | | | |`;
  // Fewer requests per second is the slower figure.
  const ratio = before.http / after.http;
  return `| ${before.name} | ${before.http.toFixed(0)} | ${after.http.toFixed(0)} | ${(after.http / before.http).toFixed(2)} | ${ratio <= WITHIN ? 'yes' : '**no**'} | ${before.sameSql.toFixed(0)} | ${after.sameSql.toFixed(0)} |`;
}
