import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client';
import { anchorsRead } from '../apps/api/src/db/page-anchors';
import { queryRows } from '../apps/api/src/db/raw';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { type Config, loadConfig } from '../apps/api/src/plugins/config';
import { databaseUrlFor, withAdminClient } from '../apps/api/src/test/test-database';

// What the list benchmarks share: a database of their own (embedded, or on the PostgreSQL server of
// BENCH_POSTGRES_URL, created and dropped, or kept with BENCH_KEEP=1 for EXPLAIN by hand), seeded with the demo data; the real server on it; and the
// measure of a list over HTTP beside the very statements the request ran (recorded through Drizzle's
// logger) run directly on the database, one after the other.

export const SAMPLES = Number(process.env.SAMPLES ?? 100);
// The figures are of a warm server (the cold start is measured apart): before its first timed case a
// server answers SERVER_WARMUP requests of the cases (V8 optimises the request path over some hundred
// requests: the run's first case, timed cold, was 3-4x its SQL, and 1.6x after 200), and each case runs
// WARMUP times over HTTP and directly before its samples.
const SERVER_WARMUP = Number(process.env.SERVER_WARMUP ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 10);
const warmServers = new WeakSet<Server>();
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

export interface Statement {
  text: string;
  params: unknown[];
}

export interface Bench {
  /** The embedded database's folder (also the server's DATA_DIR). */
  dataDir: string;
  /** The bench database's address on PostgreSQL; null on the embedded database. */
  url: string | null;
  database: DatabaseHandle;
  db: Database;
  config: Config;
  /** Runs a statement without Drizzle (a pg pool and a PGlite both answer query(text, params)). */
  raw: { query(text: string, params?: unknown[]): Promise<unknown> };
  /** Records the statements `work` runs. */
  record(work: () => Promise<void>): Promise<Statement[]>;
  close(): Promise<void>;
}

/** Opens the bench's database on `postgresServer` (BENCH_POSTGRES_URL unless given; null: embedded). */
export async function openBench(
  name: string,
  postgresServer: string | null = process.env.BENCH_POSTGRES_URL ?? null,
): Promise<Bench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `reserva-bench-${name}-`));
  const benchDatabase = `reserva_bench_${name}_${Date.now()}`;
  if (postgresServer) {
    await withAdminClient(postgresServer, (client) => client.query(`CREATE DATABASE ${benchDatabase}`));
  }
  let recording: Statement[] | null = null;
  const logger = { logQuery: (text: string, params: unknown[]) => recording?.push({ text, params }) };
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    EMBEDDED_SHARED_BUFFERS: process.env.EMBEDDED_SHARED_BUFFERS,
  });
  const url = postgresServer ? databaseUrlFor(postgresServer, benchDatabase) : null;
  const database = url
    ? await openPostgres(url, { logger })
    : await openPglite(dataDir, { logger, sharedBuffers: config.embeddedSharedBuffers });
  const { db } = database;
  await seedReferenceData(db);
  await seedDemoData(db);
  return {
    dataDir,
    url,
    database,
    db,
    config,
    raw: (db as Database & { $client: Bench['raw'] }).$client,
    async record(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    async close() {
      await database.close();
      if (postgresServer && !process.env.BENCH_KEEP) {
        await withAdminClient(postgresServer, (client) =>
          client.query(`DROP DATABASE ${benchDatabase} WITH (FORCE)`),
        );
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `run` on a bench database of its own: the embedded database always, PostgreSQL too with
 * BENCH_POSTGRES_URL (a database of its own there).
 */
export async function onEachDatabase(name: string, run: (label: string, bench: Bench) => Promise<void>) {
  const targets: [string, string | null][] = [['embedded (PGlite)', null]];
  if (process.env.BENCH_POSTGRES_URL) targets.push(['PostgreSQL', process.env.BENCH_POSTGRES_URL]);
  for (const [label, postgresServer] of targets) {
    const bench = await openBench(name, postgresServer);
    try {
      await run(label, bench);
    } finally {
      await bench.close();
    }
  }
}

/**
 * Writes bench/results/`file`: its title, the date and machine, BENCH_NOTE when given (what else ran),
 * then `body`, aligned by the repository's formatter as latest.md is.
 */
export function writeResults(file: string, title: string, body: string[]): void {
  const cpus = os.cpus();
  const lines = [
    `# ${title}`,
    '',
    `Date: ${new Date().toISOString()}. Machine: ${cpus[0]?.model ?? '?'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}.`,
    ...(process.env.BENCH_NOTE ? ['', process.env.BENCH_NOTE] : []),
    '',
    ...body,
  ];
  const aligned = execFileSync(
    path.resolve(import.meta.dirname, '../node_modules/.bin/biome'),
    ['format', '--stdin-file-path=results.md'],
    { input: `${lines.join('\n')}\n`, encoding: 'utf8' },
  );
  fs.writeFileSync(path.resolve(import.meta.dirname, 'results', file), aligned);
}

/**
 * Drops the tables' indexes that no constraint owns, for a bulk load; the answer builds them again
 * from their definitions (building a trigram index once costs far less than growing it row by row).
 */
export async function withoutIndexes(
  db: Database,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const { rows: indexes } = (await db.execute(sql`
    SELECT indexname, indexdef FROM pg_indexes i
    WHERE schemaname = 'public' AND tablename IN ${sql.raw(`(${tables.map((table) => `'${table}'`).join(', ')})`)}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I', i.indexname)::regclass)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  await load();
  // A partitioned table's index is listed `ON ONLY` the parent (its months' copies are dropped with it):
  // built again on the parent, it makes each month's copy too.
  for (const index of indexes) await db.execute(sql.raw(index.indexdef.replace(' ON ONLY ', ' ON ')));
  // As autovacuum leaves a loaded table: statistics, and the visibility map index-only scans read.
  await db.execute(sql`VACUUM ANALYZE`);
}

export interface Server {
  base: string;
  tokenOf(email: string): Promise<string>;
  /** A person's token, from the members' app's sign-in. */
  personTokenOf(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startServer(bench: Bench): Promise<Server> {
  const { app } = await buildApp(bench.config, bench.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const signIn = async (path: string, email: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      // A connection of its own: a case of slow pages can outlast the server's keep-alive, and fetch
      // reused the socket the server was closing (ECONNRESET).
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ email, password: 'reserva123' }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  };
  return {
    base,
    tokenOf: (email) => signIn('/v2/sessions', email),
    personTokenOf: (email) => signIn('/me/sessions', email),
    close: () => app.close(),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
export const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [quantile(sorted, 0.5), quantile(sorted, 0.95)] as const;
};
/** The time `work` takes, in ms. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
const cell = (value: number, width = 8) => value.toFixed(1).padStart(width);

/**
 * A list case: its name, who asks (e-mail) and the path with its query, which may ask for `page=last`
 * or `page=middle`: the last page its first page offers, or the one halfway to it.
 */
export type ListCase = [name: string, email: string, url: string];

/** A case's figures in ms: the work (HTTP or a call from Node) and its statements run directly. */
export interface CaseFigures {
  name: string;
  p50: number;
  p95: number;
  sqlP50: number;
  sqlP95: number;
  statements: number;
  /** The list's total, when it answers one. */
  total?: number;
  /** Why the case was not measured (the first answer was an error). */
  skipped?: string;
  /** A deep page's first request, before its list's anchors were read, in ms. */
  firstVisit?: number;
}

export const LIST_HEADER = `\n${'list'.padEnd(38)} ${'HTTP p50'.padStart(8)} ${'p95'.padStart(6)} ${'SQL p50'.padStart(8)} ${'p95'.padStart(6)} ${'ratio p50/p95'.padStart(14)}  sql  total`;

export function caseLine(figures: CaseFigures): string {
  const { name, p50, p95, sqlP50, sqlP95 } = figures;
  if (figures.skipped) return `${name.padEnd(38)} skipped: ${figures.skipped}`;
  const ratio = `${(p50 / sqlP50).toFixed(1)}x / ${(p95 / sqlP95).toFixed(1)}x`;
  return `${name.padEnd(38)} ${cell(p50)} ${cell(p95, 6)} ${cell(sqlP50)} ${cell(sqlP95, 6)} ${ratio.padStart(14)}  ${String(figures.statements).padStart(3)}  ${figures.total ?? ''}`;
}

/**
 * Times `work` SAMPLES times (after WARMUP runs) beside the statements its first run recorded, run
 * directly one after the other. `work` answers an error to skip the case, or the list's total.
 */
export async function measureCase(
  bench: Bench,
  name: string,
  work: () => Promise<{ error?: string; total?: number } | undefined>,
  repeat: () => Promise<unknown> = work,
): Promise<CaseFigures> {
  const [figures, statements] = await measureRecorded(bench, name, work, repeat);
  if (EXPLAIN && statements.length > 0) await explainSlowest(bench, statements);
  return figures;
}

async function measureRecorded(
  bench: Bench,
  name: string,
  work: () => Promise<{ error?: string; total?: number } | undefined>,
  repeat: () => Promise<unknown>,
): Promise<[CaseFigures, Statement[]]> {
  let answer: Awaited<ReturnType<typeof work>>;
  const statements = await bench.record(async () => {
    answer = await work();
  });
  if (answer?.error) {
    return [{ name, p50: 0, p95: 0, sqlP50: 0, sqlP95: 0, statements: 0, skipped: answer.error }, []];
  }
  const directly = async () => {
    for (const statement of statements) await bench.raw.query(statement.text, statement.params);
  };
  for (let i = 0; i < WARMUP; i++) await repeat();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await timed(repeat));
  for (let i = 0; i < WARMUP; i++) await directly();
  const direct: number[] = [];
  for (let i = 0; i < SAMPLES; i++) direct.push(await timed(directly));
  const [p50, p95] = percentiles(times);
  const [sqlP50, sqlP95] = percentiles(direct);
  return [
    { name, p50, p95, sqlP50, sqlP95, statements: statements.length, total: answer?.total },
    statements,
  ];
}

// One kept-alive connection, as a browser's tab holds one. The client runs in the server's process, so
// its work is in every figure: node:http's client spends about 0.15 ms less per request than fetch.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** An answer of the API: its status, and its body decoded only when read. */
export interface Answer {
  status: number;
  readonly body: string;
}

/**
 * GET `url` of the server's API as the holder of `token`. The body is kept as the bytes that arrived
 * and decoded when read: a member's week is 2.7 MB, and decoding it as it arrived took about 6 ms of
 * the server's thread per request, work of the client, not of the answer.
 */
export const getAs = (server: Server, token: string, url: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(`${server.base}${url}`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            get body() {
              return Buffer.concat(chunks).toString('utf8');
            },
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });

async function warmUp(server: Server, cases: ListCase[]): Promise<void> {
  if (warmServers.has(server)) return;
  warmServers.add(server);
  const tokens = new Map<string, string>();
  for (const [, email] of cases) if (!tokens.has(email)) tokens.set(email, await server.tokenOf(email));
  for (let i = 0; i < SERVER_WARMUP; i++) {
    const [, email, url] = cases[i % cases.length] as ListCase;
    await getAs(server, tokens.get(email) as string, url);
  }
}

/** A case's `page=last` or `page=middle` as a page number, from the pages its first page tells. */
async function withNamedPage(server: Server, token: string, url: string): Promise<string> {
  const asked = /page=(last|middle)/.exec(url);
  if (!asked) return url;
  const { status, body } = await getAs(server, token, url.replace(asked[0], 'page=1'));
  const pages = Math.max(
    (status === 200 ? (JSON.parse(body) as { pages?: number }).pages : undefined) ?? 1,
    1,
  );
  return url.replace(asked[0], `page=${asked[1] === 'last' ? pages : Math.ceil(pages / 2)}`);
}

/** Prints p50/p95 of each case over HTTP beside its statements run directly, and their ratio; answers them. */
export async function measureLists(bench: Bench, server: Server, cases: ListCase[]): Promise<CaseFigures[]> {
  await warmUp(server, cases);
  console.log(LIST_HEADER);
  const measured: CaseFigures[] = [];
  for (const [name, email, caseUrl] of cases) {
    // Access tokens last 15 minutes, less than a long run: each case signs in afresh.
    const token = await server.tokenOf(email);
    const url = await withNamedPage(server, token, caseUrl);
    const request = () => getAs(server, token, url);
    // A deep page's first visit reads its list by OFFSET and, past 10,000 skipped rows, starts reading
    // the list's anchors (db/page-anchors.ts); the samples are of the visits after it, the first apart.
    const firstVisit = url === caseUrl ? undefined : await timed(request);
    await anchorsRead(bench.db);
    const [figures, statements] = await measureRecorded(
      bench,
      name,
      async () => {
        const { status, body } = await request();
        if (status !== 200) return { error: `${status} ${body}` };
        // Lists answer their total; other reads (the dashboard) none.
        return { total: (JSON.parse(body) as { total?: number }).total };
      },
      request,
    );
    console.log(caseLine(figures));
    if (EXPLAIN && statements.length > 0) await explainSlowest(bench, statements);
    measured.push({ ...figures, firstVisit });
  }
  return measured;
}

/** The plan of the statement with the longest execution time, as the database measures it. */
async function explainSlowest(bench: Bench, statements: Statement[]): Promise<void> {
  let slowest = { ms: -1, statement: statements[0] as Statement, lines: [] as string[] };
  // Only reads have a plan worth reading (a request's transaction also runs BEGIN, set_config, …).
  for (const statement of statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.text))) {
    const plan = (await bench.raw.query(`EXPLAIN ANALYZE ${statement.text}`, statement.params)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const ms = Number(lines.at(-1)?.match(/Execution Time: ([\d.]+)/)?.[1] ?? 0);
    if (ms > slowest.ms) slowest = { ms, statement, lines };
  }
  console.log(`    ${slowest.statement.text}\n    ${JSON.stringify(slowest.statement.params)}`);
  for (const line of slowest.lines) console.log(`      ${line}`);
}

/** The demo beach club the benches fill, and its administrator and seller (who make the bookings). */
export async function demoVenture(
  db: Database,
): Promise<{ ventureId: string; admin: string; seller: string }> {
  const [row] = await queryRows<{ ventureId: string; admin: string; seller: string }>(
    db,
    sql`SELECT (SELECT id FROM ventures WHERE ref = 'PRAIA') AS "ventureId",
        (SELECT id FROM users WHERE email = 'admin@reserva.dev') AS admin,
        (SELECT id FROM users WHERE email = 'vendedor@reserva.dev') AS seller`,
  );
  if (!row?.ventureId) throw new Error('the demo venture is missing');
  return row;
}
