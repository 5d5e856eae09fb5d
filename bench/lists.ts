// Latency of every administration list at 10,000 rows: p50/p95 over HTTP against the real server.
// Embedded database by default; with BENCH_POSTGRES_URL (a server, e.g. postgres://postgres@127.0.0.1/postgres)
// it creates a database of its own there and drops it afterwards. Rows are generated with SQL.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openPglite, openPostgres } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { loadConfig } from '../apps/api/src/plugins/config';
import { databaseUrlFor, withAdminClient } from '../apps/api/src/test/test-database';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-lists-'));
const postgresServer = process.env.BENCH_POSTGRES_URL;
const benchDatabase = `reserva_bench_${Date.now()}`;
if (postgresServer) {
  await withAdminClient(postgresServer, (client) => client.query(`CREATE DATABASE ${benchDatabase}`));
}
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
const database = postgresServer
  ? await openPostgres(databaseUrlFor(postgresServer, benchDatabase))
  : await openPglite(dataDir);
const { db } = database;
await seedReferenceData(db);
await seedDemoData(db);

const started = performance.now();
await db.execute(sql`
  INSERT INTO ventures (name, ref, email, cnpj, phone)
  SELECT 'Empreendimento ' || i, 'REF' || i, 'venture' || i || '@bench.dev', lpad(i::text, 14, '0'), '+55119' || lpad(i::text, 8, '0')
  FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO spots (venture_id, name, description, is_active, is_living_area)
  SELECT (SELECT id FROM ventures WHERE ref = 'PRAIA'), 'Local ' || i, 'Descrição ' || i, i % 3 <> 0, i % 7 = 0
  FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO activities (spot_id, name, description, is_active, booking_price)
  SELECT s.id, 'Atividade ' || s.name, NULL, true, 5000 FROM spots s`);
await db.execute(sql`
  WITH created AS (
    INSERT INTO users (name, email, feature_group_id, phone, cpf, confirm_pending)
    SELECT 'Funcionário ' || i, 'func' || i || '@bench.dev', (SELECT id FROM feature_groups WHERE key = 'EMPLOYEE'),
      '+55119' || lpad(i::text, 8, '0'), lpad(i::text, 11, '0'), i % 2 = 0
    FROM generate_series(1, ${ROWS}) AS i RETURNING id)
  INSERT INTO user_ventures (user_id, venture_id) SELECT id, (SELECT id FROM ventures WHERE ref = 'PRAIA') FROM created`);
await db.execute(sql`
  INSERT INTO features (key, name) SELECT 'BENCH_' || i || '_ACCESS', 'Permissão ' || i FROM generate_series(1, ${ROWS}) AS i`);
await db.execute(sql`
  INSERT INTO feature_groups (key, name, auth_level) SELECT 'GROUP_' || i, 'Grupo ' || i, 20 + i FROM generate_series(1, ${ROWS}) AS i`);
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
  return ((await response.json()) as { token: string }).token;
}
const master = await tokenOf('master@reserva.dev');
const admin = await tokenOf('admin@reserva.dev');

const CASES: [string, string, string][] = [
  ['ventures, default', master, '/ventures'],
  ['ventures, name filter', master, '/ventures?name=preendimento%2099'],
  ['ventures, sort name ASC page 200', master, '/ventures?sort=name&order=ASC&page=200'],
  ['spots, default (venture-scoped)', admin, '/spots'],
  ['spots, name filter', admin, '/spots?name=Local%20123'],
  ['spots, sort name page 300', admin, '/spots?sort=name&order=ASC&page=300'],
  ['activities, default', admin, '/activities'],
  ['activities, name filter', admin, '/activities?name=Local%2045'],
  ['activities, sort isActive', admin, '/activities?sort=isActive&order=ASC&page=100'],
  ['employees, default', admin, '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER'],
  [
    'employees, name filter',
    admin,
    '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER&name=rio%20777',
  ],
  [
    'employees, sort email page 400',
    admin,
    '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER&sort=email&order=ASC&page=400',
  ],
  ['feature groups, default', master, '/feature-groups'],
  ['feature groups, search', master, '/feature-groups?search=Grupo%20500'],
  ['features, default', master, '/features'],
  ['features, search', master, '/features?search=BENCH_77'],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(`\n${'list'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  rows`);
for (const [name, token, url] of CASES) {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(`${base}${url}`, { headers });
  if (!first.ok) {
    console.log(`${name.padEnd(40)} skipped: ${first.status}`);
    continue;
  }
  const { total } = (await first.json()) as { total: number };
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${url}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(40)} ${quantile(times, 0.5).toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)}  ${total}`,
  );
}
await app.close();
await database.close();
if (postgresServer) {
  await withAdminClient(postgresServer, (client) =>
    client.query(`DROP DATABASE ${benchDatabase} WITH (FORCE)`),
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
