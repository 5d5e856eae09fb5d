// Latency of every administration and people list at ROWS rows per list (10,000 unless set; 100,000 is the target
// scale): p50/p95 over HTTP against the real server and, beside it, p50/p95 of the very statements the
// request ran (recorded through Drizzle's logger) run directly on the database, one after the other.
// Their ratio is the cost of the code around the SQL (HTTP, the principal's load, zod, JSON).
// Embedded database by default; with BENCH_POSTGRES_URL (a server, e.g. postgres://postgres@127.0.0.1/postgres)
// it creates a database of its own there and drops it afterwards. Rows are generated with SQL.
// BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each case's slowest statement.
import { sql } from 'drizzle-orm';
import { adminListCases } from './large-operator/cases';
import { seedPeople } from './large-operator/seed';
import { measureLists, openBench, startServer, withoutIndexes } from './support';

const ROWS = Number(process.env.ROWS ?? 10_000);
const bench = await openBench('lists');
const { db, database } = bench;

const started = performance.now();
// The rows are bulk-loaded without the tables' own indexes, built again afterwards.
await withoutIndexes(
  db,
  ['ventures', 'spots', 'activities', 'users', 'onboards', 'features', 'feature_groups'],
  async () => {
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
    await seedPeople(db, ROWS, ROWS);
    await db.execute(sql`
    INSERT INTO features (key, name) SELECT 'BENCH_' || i || '_ACCESS', 'Permissão ' || i FROM generate_series(1, ${ROWS}) AS i`);
    await db.execute(sql`
    INSERT INTO feature_groups (key, name, auth_level) SELECT 'GROUP_' || i, 'Grupo ' || i, 20 + i FROM generate_series(1, ${ROWS}) AS i`);
  },
);
console.log(
  `seeded ${ROWS} rows per list in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const server = await startServer(bench);
const [serra] = (
  (await db.execute(sql`SELECT id FROM ventures WHERE ref = 'SERRA'`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const CASES = adminListCases(serra?.id as string);

await measureLists(bench, server, CASES);
await server.close();
await bench.close();
