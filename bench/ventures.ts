// The venture lists of an operator of many clubs (issue 32, point 5): VENTURES ventures (10,000 unless
// set) beside the demo's two, on the embedded database and, when BENCH_POSTGRES_URL or DATABASE_URL
// names a PostgreSQL server, again in a database of its own there (BENCH_TARGETS=embedded or
// =postgres runs one). The sessions (a MASTER's sign-in and refresh, and an administrator's linked to
// every venture) are timed over HTTP before and after the ventures are added, with their answers'
// size: they must not grow. The header's venture switch (GET /sessions/ventures, a page by name) and
// the ventures list (GET /ventures) are measured beside their SQL against the list goal. The figures
// go to bench/results/ventures.md.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LIST_GOAL, listGoalMet } from './large-operator/measure';
import { writeAligned } from './large-operator/report';
import {
  type Bench,
  type CaseFigures,
  getAs,
  type ListCase,
  measureLists,
  openBench,
  percentiles,
  SAMPLES,
  type Server,
  startServer,
  timed,
  withoutIndexes,
} from './support';

const VENTURES = Number(process.env.VENTURES ?? 10_000);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? null;
const wanted = (process.env.BENCH_TARGETS ?? 'embedded,postgres').split(',');
const MASTER = 'master@reserva.dev';
const ADMIN = 'admin@reserva.dev';
const PASSWORD = 'reserva123';

/** A session call's figures over HTTP, and the size of its answer in bytes. */
interface SessionFigures {
  name: string;
  p50: number;
  p95: number;
  bytes: number;
}

interface TargetFigures {
  label: string;
  seedSeconds: number;
  /** The session calls with the demo's 2 ventures, then with VENTURES more. */
  before: SessionFigures[];
  after: SessionFigures[];
  lists: CaseFigures[];
  /** The answer's size of each list case, in bytes. */
  listBytes: Map<string, number>;
  /** GET /api/health beside `SELECT 1`: what every HTTP figure carries. */
  floor: CaseFigures;
}

async function post(server: Server, method: 'POST' | 'PUT', url: string, body: object) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text;
}

/** Times `call` SAMPLES times (after 10 unmeasured); its answer's size is the last one's. */
async function measureSession(name: string, call: () => Promise<string>): Promise<SessionFigures> {
  let answer = '';
  for (let i = 0; i < 10; i++) answer = await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await timed(async () => (answer = await call())));
  const [p50, p95] = percentiles(times);
  return { name, p50, p95, bytes: Buffer.byteLength(answer) };
}

/**
 * Sign-in and refresh are writes (a session row each), so their statements cannot be replayed beside
 * them: they are compared with themselves on the demo's two ventures instead.
 */
async function measureSessions(server: Server): Promise<SessionFigures[]> {
  const signIn = (email: string) => () => post(server, 'POST', '/v2/sessions', { email, password: PASSWORD });
  let refreshToken = (JSON.parse(await signIn(MASTER)()) as { refreshToken: string }).refreshToken;
  const refresh = async () => {
    const answer = await post(server, 'PUT', '/sessions/refresh', { refreshToken });
    refreshToken = (JSON.parse(answer) as { refreshToken: string }).refreshToken;
    return answer;
  };
  const master = await server.tokenOf(MASTER);
  return [
    await measureSession('MASTER sign-in', signIn(MASTER)),
    await measureSession('MASTER refresh', refresh),
    await measureSession('ADMIN sign-in (linked to every venture)', signIn(ADMIN)),
    await measureSession('venture switch, first page', async () => {
      return (await getAs(server, master, '/sessions/ventures?limit=20')).body;
    }),
  ];
}

/** The ventures, bulk-loaded without the table's indexes; the administrator linked to every one. */
async function seedVentures(bench: Bench): Promise<number> {
  const started = performance.now();
  await withoutIndexes(bench.db, ['ventures', 'user_ventures'], async () => {
    await bench.db.execute(sql`
      INSERT INTO ventures (name, ref, email, cnpj, phone)
      SELECT 'Empreendimento ' || i, 'REF' || i, 'venture' || i || '@bench.dev', lpad(i::text, 14, '0'),
        '+55119' || lpad(i::text, 8, '0')
      FROM generate_series(1, ${VENTURES}) AS i`);
    await bench.db.execute(sql`
      INSERT INTO user_ventures (user_id, venture_id)
      SELECT (SELECT id FROM users WHERE email = ${ADMIN}), id FROM ventures WHERE ref LIKE 'REF%'`);
  });
  return (performance.now() - started) / 1000;
}

const middle = Math.ceil(VENTURES / 2);
const LIST_CASES: ListCase[] = [
  ['switch, MASTER, first page', MASTER, '/sessions/ventures?limit=20'],
  ['switch, MASTER, search', MASTER, `/sessions/ventures?name=Empreendimento%20${middle}&limit=20`],
  ['switch, MASTER, search of 2 letters', MASTER, '/sessions/ventures?name=em&limit=20'],
  ['switch, MASTER, 2 letters none has', MASTER, '/sessions/ventures?name=zq&limit=20'],
  ['switch, MASTER, search page 3', MASTER, '/sessions/ventures?name=mpreendimento%2011&limit=20&page=3'],
  ['switch, MASTER, middle page', MASTER, '/sessions/ventures?limit=20&page=middle'],
  ['switch, MASTER, last page', MASTER, '/sessions/ventures?limit=20&page=last'],
  ['switch, ADMIN (linked), search', ADMIN, `/sessions/ventures?name=Empreendimento%20${middle}&limit=20`],
  ['switch, ADMIN (linked), middle page', ADMIN, '/sessions/ventures?limit=20&page=middle'],
  ['ventures list, first page', MASTER, '/ventures'],
  ['ventures list, name search', MASTER, `/ventures?name=preendimento%20${middle}`],
  ['ventures list, name of 1 letter', MASTER, '/ventures?name=z'],
  ['ventures list, sort name middle page', MASTER, '/ventures?sort=name&order=ASC&page=middle'],
  ['ventures list, default middle page', MASTER, '/ventures?page=middle'],
  ['ventures list, ADMIN (linked), middle page', ADMIN, '/ventures?sort=name&order=ASC&page=middle'],
  // Not the switch's: the forms' venture fields still read the whole list (docs/decisions.md).
  ['whole list (the forms), MASTER', MASTER, '/sessions/ventures'],
];

async function measureTarget(label: string, server: string | null): Promise<TargetFigures> {
  const bench = await openBench('ventures', server);
  try {
    // The sessions on the demo's two ventures first, then on the many.
    let http = await startServer(bench);
    const before = await measureSessions(http);
    await http.close();
    const seedSeconds = await seedVentures(bench);
    console.log(`${label}: seeded ${VENTURES} ventures in ${seedSeconds.toFixed(1)} s`);
    http = await startServer(bench);
    const after = await measureSessions(http);
    const lists = await measureLists(bench, http, LIST_CASES);
    const [floor] = await measureLists(bench, http, [
      ['a bare request (GET /api/health)', MASTER, '/health'],
    ]);
    const listBytes = new Map<string, number>();
    for (const [name, email, url] of LIST_CASES) {
      const token = await http.tokenOf(email);
      const page = url.replace(/page=(middle|last)/, 'page=2');
      listBytes.set(name, Buffer.byteLength((await getAs(http, token, page)).body));
    }
    await http.close();
    return { label, seedSeconds, before, after, lists, listBytes, floor: floor as CaseFigures };
  } finally {
    await bench.close();
  }
}

const ms = (value: number) => value.toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function targetLines(figures: TargetFigures): string[] {
  const met = figures.lists.filter(listGoalMet).length;
  return [
    `## ${figures.label}`,
    '',
    `${VENTURES.toLocaleString('en')} ventures seeded in ${figures.seedSeconds.toFixed(1)} s (bulk insert, indexes built after).`,
    '',
    '### Sessions, over HTTP',
    '',
    `With the demo's 2 ventures, then with ${(VENTURES + 2).toLocaleString('en')}. Times in ms (a sign-in is mostly its argon2 check); answers in bytes.`,
    '',
    row([
      'call',
      'p50 (2)',
      'p95 (2)',
      'bytes (2)',
      `p50 (${VENTURES + 2})`,
      `p95 (${VENTURES + 2})`,
      `bytes (${VENTURES + 2})`,
    ]),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:']),
    ...figures.after.map((after, i) => {
      const before = figures.before[i] as SessionFigures;
      return row([
        after.name,
        ms(before.p50),
        ms(before.p95),
        before.bytes,
        ms(after.p50),
        ms(after.p95),
        after.bytes,
      ]);
    }),
    '',
    '### The venture switch and the ventures list',
    '',
    `Goal: ${LIST_GOAL}; met by ${met} of ${figures.lists.length}. Times in ms; ratio = HTTP / SQL at p50; bytes of the answer (a middle or last page: page 2's). A bare request (GET /api/health and its \`SELECT 1\`) takes ${ms(figures.floor.p50)} ms p50 over HTTP, ${ms(figures.floor.p50 - figures.floor.sqlP50)} ms of it outside the database: every HTTP figure carries that part, so a list whose SQL takes less than it cannot be within 2x.`,
    '',
    row(['case', 'p50', 'p95', 'SQL p50', 'SQL p95', 'ratio', 'total', 'bytes', 'goal met']),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '---']),
    ...figures.lists.map((list) =>
      list.skipped
        ? row([list.name, '', '', '', '', '', '', '', `skipped: ${list.skipped.slice(0, 80)}`])
        : row([
            list.name,
            ms(list.p50),
            ms(list.p95),
            ms(list.sqlP50),
            ms(list.sqlP95),
            `${(list.p50 / list.sqlP50).toFixed(1)}x`,
            list.total ?? '',
            figures.listBytes.get(list.name) ?? '',
            listGoalMet(list) ? 'yes' : '**no**',
          ]),
    ),
  ];
}

function writeReport(targets: TargetFigures[], failures: string[]): string {
  const cpus = os.cpus();
  const lines = [
    '# Venture lists at an operator of many clubs',
    '',
    `\`npm run ventures -w @reserva/bench\`. Date: ${new Date().toISOString()}. Machine: ${cpus[0]?.model ?? '?'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}. ${SAMPLES} samples per case. The machine was shared with other engineers' work while this ran: the figures are noisy, the ratios within one run steadier.`,
    ...failures.flatMap((failure) => ['', `Could not run: ${failure}`]),
    ...targets.flatMap((figures) => ['', ...targetLines(figures)]),
  ];
  const file = path.resolve(import.meta.dirname, 'results/ventures.md');
  writeAligned(file, lines);
  return file;
}

const targets: TargetFigures[] = [];
const failures: string[] = [];
const runs: [string, string | null][] = [];
if (wanted.includes('embedded')) runs.push(['embedded (PGlite)', null]);
if (wanted.includes('postgres') && postgresServer) runs.push(['PostgreSQL server', postgresServer]);
for (const [label, server] of runs) {
  try {
    targets.push(await measureTarget(label, server));
  } catch (error) {
    console.error(`${label}:`, error);
    failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`\nwritten ${writeReport(targets, failures)}`);
process.exitCode = failures.length > 0 ? 1 : 0;
