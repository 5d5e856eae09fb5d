// Latency of every administration and people list at ROWS rows per list (10,000 unless set; 100,000 is the target
// scale): p50/p95 over HTTP against the real server and, beside it, p50/p95 of the very statements the
// request ran (recorded through Drizzle's logger) run directly on the database, one after the other.
// Their ratio is the cost of the code around the SQL (HTTP, the principal's load, zod, JSON).
// Embedded database by default; with BENCH_POSTGRES_URL (a server, e.g. postgres://postgres@127.0.0.1/postgres)
// it creates a database of its own there and drops it afterwards. Rows are generated with SQL.
// BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each case's slowest statement.
import { sql } from 'drizzle-orm';
import { type ListCase, measureLists, openBench, startServer, withoutIndexes } from './support';

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
  },
);
console.log(
  `seeded ${ROWS} rows per list in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const server = await startServer(bench);
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
const CASES: ListCase[] = [
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

await measureLists(bench, server, CASES);
await server.close();
await bench.close();
