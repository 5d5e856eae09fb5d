// The large-operator benchmark (`npm run bench`, after the build): the large operator seeded and
// measured on the embedded database and, when DATABASE_URL or BENCH_POSTGRES_URL names a PostgreSQL
// server, again in a database of its own there; then the bundle and the cold start; the figures go to
// bench/results/latest.md. BENCH_TARGETS=embedded or =postgres runs one of the two; BENCH_SCALE
// scales the data; SAMPLES, REQUESTS, CLIENTS as in the other scripts; BENCH_OUTPUT names another
// file under bench/results; BENCH_NOTE adds a paragraph. Exits non-zero only when a part
// could not run, never for a goal missed.
import { measureTarget, type TargetFigures } from './measure';
import { writeReport } from './report';
import { type ColdStart, measureBundle, measureColdStart } from './startup';

const postgresServer = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? null;
const wanted = (process.env.BENCH_TARGETS ?? 'embedded,postgres').split(',');
const targets: TargetFigures[] = [];
const failures: string[] = [];
const notes = process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : [];

async function attempt<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    console.error(`${name}:`, error);
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

if (wanted.includes('embedded')) {
  const figures = await attempt('embedded database', () => measureTarget('embedded (PGlite)', null));
  if (figures) targets.push(figures);
}
if (wanted.includes('postgres') && postgresServer) {
  const figures = await attempt('PostgreSQL', () => measureTarget('PostgreSQL server', postgresServer));
  if (figures) targets.push(figures);
}
const bundle = await attempt('bundle size', async () => measureBundle());
const coldStart: ColdStart | undefined = await attempt('cold start', () =>
  measureColdStart(Number(process.env.RUNS ?? 5)),
);
const file = writeReport({ targets, failures, coldStart, bundleBytes: bundle?.total, notes });
console.log(`\nwritten ${file}`);
process.exitCode = failures.length > 0 ? 1 : 0;
