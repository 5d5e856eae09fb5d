// Latency of every administration and people list at ROWS rows per list (10,000 unless set; 100,000 is the target
// scale): p50/p95 over HTTP against the real server and, beside it, p50/p95 of the very statements the
// request ran (recorded through Drizzle's logger) run directly on the database, one after the other.
// Their ratio is the cost of the code around the SQL (HTTP, the principal's load, zod, JSON).
// Embedded database by default; with BENCH_POSTGRES_URL (a server, e.g. postgres://postgres@127.0.0.1/postgres)
// it creates a database of its own there and drops it afterwards. Rows are generated with SQL.
// BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each case's slowest statement.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { loadConfig } from '../apps/api/src/plugins/config';
import { databaseUrlFor, withAdminClient } from '../apps/api/src/test/test-database';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-lists-'));
const postgresServer = process.env.BENCH_POSTGRES_URL;
const benchDatabase = `reserva_bench_${Date.now()}`;
if (postgresServer) {
  await withAdminClient(postgresServer, (client) => client.query(`CREATE DATABASE ${benchDatabase}`));
}

interface Statement {
  text: string;
  params: unknown[];
}
let recording: Statement[] | null = null;
const logger = { logQuery: (text: string, params: unknown[]) => recording?.push({ text, params }) };

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
const database = postgresServer
  ? await openPostgres(databaseUrlFor(postgresServer, benchDatabase), { logger })
  : await openPglite(dataDir, { logger });
const { db } = database;
// Both drivers (a pg pool, a PGlite) answer query(text, params): the statements run without Drizzle.
const raw = (db as Database & { $client: { query(text: string, params: unknown[]): Promise<unknown> } })
  .$client;
await seedReferenceData(db);
await seedDemoData(db);

const started = performance.now();
// The rows are bulk-loaded without the tables' own indexes, which are then built again from their
// definitions: building a trigram index once costs far less than growing it row by row.
const { rows: indexes } = (await db.execute(sql`
  SELECT indexname, indexdef FROM pg_indexes i
  WHERE schemaname = 'public' AND tablename IN ('ventures', 'spots', 'activities', 'users', 'onboards', 'features', 'feature_groups')
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I', i.indexname)::regclass)`)) as unknown as {
  rows: { indexname: string; indexdef: string }[];
};
for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
await db.execute(sql`
  INSERT INTO ventures (name, ref, email, cnpj, phone)
  SELECT 'Empreendimento ' || i, 'REF' || i, 'venture' || i || '@bench.dev', lpad(i::text, 14, '0'), '+55119' || lpad(i::text, 8, '0')
  FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO spots (venture_id, name, description, is_active, is_living_area)
  SELECT (SELECT id FROM ventures WHERE ref = 'PRAIA'), 'Local ' || i, 'Descrição ' || i, i % 3 <> 0, i % 7 = 0
  FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO activities (spot_id, venture_id, name, description, is_active, booking_price)
  SELECT s.id, s.venture_id, 'Atividade ' || s.name, NULL, true, 5000 FROM spots s`);
await db.execute(sql`
  WITH created AS (
    INSERT INTO users (name, email, feature_group_id, phone, cpf, confirm_pending)
    SELECT 'Funcionário ' || i, 'func' || i || '@bench.dev', (SELECT id FROM feature_groups WHERE key = 'EMPLOYEE'),
      '+55119' || lpad(i::text, 8, '0'), lpad(i::text, 11, '0'), i % 2 = 0
    FROM generate_series(1, ${ROWS}) AS i RETURNING id)
  INSERT INTO user_ventures (user_id, venture_id) SELECT id, (SELECT id FROM ventures WHERE ref = 'PRAIA') FROM created`);
// People: half members, then dependants, guests and lodgers, alternating between the two demo
// ventures, each with its onboard there (experience 0-3).
await db.execute(sql`
  INSERT INTO users (name, email, feature_group_id, phone, cpf, confirm_pending, birth_date)
  SELECT 'Pessoa ' || i, 'pessoa' || i || '@bench.dev',
    (SELECT id FROM feature_groups WHERE key = CASE WHEN i % 10 < 5 THEN 'MEMBER' WHEN i % 10 < 7 THEN 'DEPENDANT'
      WHEN i % 10 < 8 THEN 'GUEST' ELSE 'LODGER' END),
    '+55219' || lpad(i::text, 8, '0'), lpad((50000000 + i)::text, 11, '0'), i % 3 = 0, '1990-01-01'
  FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO user_ventures (user_id, venture_id)
  SELECT u.id, v.id FROM users u JOIN ventures v
    ON v.ref = CASE WHEN substring(u.email from 'pessoa([0-9]+)@')::int % 2 = 0 THEN 'PRAIA' ELSE 'SERRA' END
  WHERE u.email LIKE 'pessoa%@bench.dev'`);
await db.execute(sql`
  INSERT INTO onboards (user_id, venture_id, onboard_type, experience)
  SELECT uv.user_id, uv.venture_id, 'COMPLETED', substring(u.email from 'pessoa([0-9]+)@')::int % 4
  FROM user_ventures uv JOIN users u ON u.id = uv.user_id WHERE u.email LIKE 'pessoa%@bench.dev'`);
await db.execute(sql`
  INSERT INTO features (key, name) SELECT 'BENCH_' || i || '_ACCESS', 'Permissão ' || i FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO feature_groups (key, name, auth_level) SELECT 'GROUP_' || i, 'Grupo ' || i, 20 + i FROM generate_series(1, ${ROWS}) AS i`);
for (const index of indexes) await db.execute(sql.raw(index.indexdef));
await db.execute(sql`ANALYZE`);
console.log(
  `seeded ${ROWS} rows per list in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const { app } = await buildApp(config, db);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${base}/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'reserva123' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
// Access tokens last 15 minutes, less than a run at 100,000 rows: each case signs in afresh.
const master = 'master@reserva.dev';
const admin = 'admin@reserva.dev';
const [serra] = (
  (await db.execute(sql`SELECT id FROM ventures WHERE ref = 'SERRA'`)) as unknown as {
    rows: { id: string }[];
  }
).rows;

const EMPLOYEES = '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER';
const MEMBERS = '/users?featureGroups=MEMBER';
const LODGERS = '/users?featureGroups=LODGER';
const CASES: [string, string, string][] = [
  ['ventures, default', master, '/ventures'],
  ['ventures, name filter', master, '/ventures?name=preendimento%2099'],
  ['ventures, cnpj filter', master, '/ventures?cnpj=00.000.000/0099'],
  ['ventures, sort name ASC page 200', master, '/ventures?sort=name&order=ASC&page=200'],
  ['spots, default (venture-scoped)', admin, '/spots'],
  ['spots, name filter', admin, '/spots?name=Local%20123'],
  ['spots, sort name page 300', admin, '/spots?sort=name&order=ASC&page=300'],
  ['spots, MASTER, other venture', master, `/spots?ventureId=${serra?.id}`],
  ['activities, default', admin, '/activities'],
  ['activities, name filter', admin, '/activities?name=Local%2045'],
  ['activities, sort isActive', admin, '/activities?sort=isActive&order=ASC&page=100'],
  ['employees, default', admin, EMPLOYEES],
  ['employees, name filter', admin, `${EMPLOYEES}&name=rio%20777`],
  ['employees, cpf filter', admin, `${EMPLOYEES}&cpf=000.000.777`],
  ['employees, phone filter', admin, `${EMPLOYEES}&phone=(11)%2090000-7`],
  ['employees, sort email page 400', admin, `${EMPLOYEES}&sort=email&order=ASC&page=400`],
  ['members, default', admin, MEMBERS],
  ['members, name filter', admin, `${MEMBERS}&name=soa%20777`],
  ['members, e-mail filter', admin, `${MEMBERS}&email=pessoa1234`],
  ['members, cpf filter', admin, `${MEMBERS}&cpf=500.007.77`],
  ['members, phone filter', admin, `${MEMBERS}&phone=(21)%2090000-7`],
  ['members, experience 2', admin, `${MEMBERS}&experience=2`],
  ['members, sort name page 200', admin, `${MEMBERS}&sort=name&order=ASC&page=200`],
  ['members, sort cpf DESC', admin, `${MEMBERS}&sort=cpf&order=DESC`],
  ['members, MASTER, every venture', master, MEMBERS],
  ['lodgers, default', admin, LODGERS],
  ['lodgers, name filter', admin, `${LODGERS}&name=soa%20778`],
  ['lodgers, phone filter', admin, `${LODGERS}&phone=(21)%2090000-8`],
  ['lodgers, sort email page 100', admin, `${LODGERS}&sort=email&order=ASC&page=100`],
  ['feature groups, default', master, '/feature-groups'],
  ['feature groups, search', master, '/feature-groups?search=Grupo%20500'],
  ['features, default', master, '/features'],
  ['features, search', master, '/features?search=BENCH_77'],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [quantile(sorted, 0.5), quantile(sorted, 0.95)] as const;
};
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
const cell = (value: number, width = 8) => value.toFixed(1).padStart(width);

console.log(
  `\n${'list'.padEnd(34)} ${'HTTP p50'.padStart(8)} ${'p95'.padStart(6)} ${'SQL p50'.padStart(8)} ${'p95'.padStart(6)} ${'ratio p50/p95'.padStart(14)}  sql  total`,
);
for (const [name, email, url] of CASES) {
  const headers = { authorization: `Bearer ${await tokenOf(email)}` };
  const request = () => fetch(`${base}${url}`, { headers });
  recording = [];
  const first = await request();
  const body = await first.text();
  const statements = recording;
  recording = null;
  if (!first.ok) {
    console.log(`${name.padEnd(34)} skipped: ${first.status} ${body}`);
    continue;
  }
  const { total } = JSON.parse(body) as { total: number };
  const http: number[] = [];
  for (let i = 0; i < SAMPLES; i++) http.push(await timed(async () => (await request()).arrayBuffer()));
  const direct: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    direct.push(
      await timed(async () => {
        for (const statement of statements) await raw.query(statement.text, statement.params);
      }),
    );
  }
  const [httpP50, httpP95] = percentiles(http);
  const [sqlP50, sqlP95] = percentiles(direct);
  const ratio = `${(httpP50 / sqlP50).toFixed(1)}x / ${(httpP95 / sqlP95).toFixed(1)}x`;
  console.log(
    `${name.padEnd(34)} ${cell(httpP50)} ${cell(httpP95, 6)} ${cell(sqlP50)} ${cell(sqlP95, 6)} ${ratio.padStart(14)}  ${String(statements.length).padStart(3)}  ${total}`,
  );
  if (EXPLAIN) await explainSlowest(statements);
}

/** The plan of the statement with the longest execution time, as the database measures it. */
async function explainSlowest(statements: Statement[]): Promise<void> {
  let slowest = { ms: -1, statement: statements[0] as Statement, lines: [] as string[] };
  for (const statement of statements) {
    const plan = (await raw.query(`EXPLAIN ANALYZE ${statement.text}`, statement.params)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const ms = Number(lines.at(-1)?.match(/Execution Time: ([\d.]+)/)?.[1] ?? 0);
    if (ms > slowest.ms) slowest = { ms, statement, lines };
  }
  console.log(`    ${slowest.statement.text}\n    ${JSON.stringify(slowest.statement.params)}`);
  for (const line of slowest.lines) console.log(`      ${line}`);
}

await app.close();
await database.close();
if (postgresServer) {
  await withAdminClient(postgresServer, (client) =>
    client.query(`DROP DATABASE ${benchDatabase} WITH (FORCE)`),
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
