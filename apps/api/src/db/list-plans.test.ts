import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventureIdByRef } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Executor } from './client';
import { queryRows } from './raw';

// Every paged list can read its page in the order of an index (db/schema/list-indexes.ts), whatever
// the sort and direction: none has to build and sort all its rows to return 20. The test records the
// page query each request runs and asks the planner for a plan with sequential scans and sorts priced
// out: a Sort left in the plan means no index gives that order. (Which plan wins on real data is the
// planner's choice: the benchmark, bench/lists.ts, measures it at 100,000 rows.)

interface Statement {
  text: string;
  params: unknown[];
}
let recorded: Statement[] | null = null;
let t: TestApp;
let tokens: Record<'master' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (text, params) => recorded?.push({ text, params }) } });
  tokens = await t.tokens({ master: 'master@reserva.dev', admin: 'admin@reserva.dev' });
});
afterAll(() => t.close());

/** The statements the request ran. */
async function statementsOf(token: string, url: string): Promise<Statement[]> {
  recorded = [];
  const response = await t.call(token, 'GET', url);
  const statements = recorded;
  recorded = null;
  expect(response.statusCode, response.body).toBe(200);
  return statements;
}

const isPageQuery = (statement: Statement) => /\border by\b.*\blimit\b/is.test(statement.text);

/** The page query (ordered and limited) the request ran. */
async function pageQueryOf(token: string, url: string): Promise<Statement> {
  const statements = await statementsOf(token, url);
  const pages = statements.filter(isPageQuery);
  expect(pages).toHaveLength(1);
  return pages[0] as Statement;
}

/** The statement again, its `$n` placeholders bound to the recorded values. */
function rebuilt({ text, params }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  // One parameter each, an array too (a page's ids go as one uuid[]).
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))),
  );
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(statement: Statement, alsoOff: string[] = []): Promise<PlanNode[]> {
  return t.database.db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_sort', 'enable_incremental_sort', ...alsoOff]) {
      await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    }
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql`EXPLAIN (FORMAT JSON) ${rebuilt(statement)}`,
    );
    const plan = row?.['QUERY PLAN'];
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    return byParentIndex(tx, nodesOf(root.Plan));
  });
}

/**
 * The nodes with each month's index named as the partitioned table's index it belongs to (a month of
 * the bookings, `bookings_2026_11`, has its own copy of each index, named after it).
 */
async function byParentIndex(db: Executor, nodes: PlanNode[]): Promise<PlanNode[]> {
  const names = [...new Set(nodes.flatMap((node) => node['Index Name'] ?? []))];
  if (names.length === 0) return nodes;
  const parents = await queryRows<{ name: string; parent: string }>(
    db,
    sql`SELECT c.relname AS name, p.relname AS parent FROM pg_class c
      JOIN pg_inherits i ON i.inhrelid = c.oid JOIN pg_class p ON p.oid = i.inhparent
      WHERE c.relname = ANY(${sql.param(names)}::text[])`,
  );
  const parentOf = new Map(parents.map((row) => [row.name, row.parent]));
  return nodes.map((node) => {
    const parent = node['Index Name'] && parentOf.get(node['Index Name']);
    return parent ? { ...node, 'Index Name': parent } : node;
  });
}

/**
 * The statement's plan, sequential scans priced out, keeps none (one would be left only where no index
 * answers: every row read) and reads through each of `indexes`.
 */
async function expectIndexedLookup(
  statement: Statement | undefined,
  label: string,
  indexes: readonly string[],
) {
  expect(statement, label).toBeDefined();
  const nodes = await planOf(statement as Statement);
  expect(
    nodes.map((node) => node['Node Type']),
    label,
  ).not.toContain('Seq Scan');
  expect(
    nodes.map((node) => node['Index Name']),
    label,
  ).toEqual(expect.arrayContaining([...indexes]));
}

const EMPLOYEES = '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER&';

const LISTS: [name: string, token: 'master' | 'admin', url: string, sorts: string[]][] = [
  ['ventures', 'master', '/ventures?', ['name', 'email', 'phone', 'cnpj', 'createdAt']],
  ['ventures of a non-MASTER', 'admin', '/ventures?', ['name', 'createdAt']],
  ['spots', 'admin', '/spots?', ['name', 'createdAt']],
  ['activities', 'admin', '/activities?', ['name', 'isActive', 'createdAt']],
  ['employees', 'admin', EMPLOYEES, ['name', 'email', 'phone', 'cpf', 'createdAt']],
  ['members', 'admin', '/users?featureGroups=MEMBER&', ['name', 'email', 'phone', 'cpf', 'createdAt']],
  ['lodgers', 'admin', '/users?featureGroups=LODGER&', ['name', 'email', 'phone', 'cpf', 'createdAt']],
  ['members of an experience', 'admin', '/users?featureGroups=MEMBER&experience=1&', ['name', 'createdAt']],
  [
    'dependants and guests of a host',
    'admin',
    '/users?hostId=00000000-0000-4000-8000-000000000000&',
    ['name', 'email', 'phone', 'cpf', 'createdAt'],
  ],
  // The header's venture switch: by name only (its sort and order are the list's own).
  ['venture switch', 'master', '/sessions/ventures?limit=20&', ['name']],
  ['venture switch of a non-MASTER', 'admin', '/sessions/ventures?limit=20&', ['name']],
  ['feature groups', 'master', '/feature-groups?', ['name', 'key', 'authLevel', 'createdAt']],
  ['features', 'master', '/features?', ['key', 'name', 'createdAt']],
  ['notifications', 'admin', '/notifications?', ['createdAt']],
  ['unread notifications', 'admin', '/notifications?isUnread=true&', ['createdAt']],
  ['bookings', 'admin', '/bookings?showPendingBookingsOnly=false&', ['bookedDate', 'createdAt']],
  [
    'guests’ bookings',
    'admin',
    '/bookings?showPendingBookingsOnly=false&guestBookings=true&',
    ['bookedDate', 'createdAt'],
  ],
  ['audit log', 'master', '/audit-logs?', ['at']],
];

describe('list pages', () => {
  for (const [name, token, url, sorts] of LISTS) {
    it(`reads the ${name} list in index order for every sort, either way`, async () => {
      for (const sort of sorts) {
        for (const order of ['ASC', 'DESC']) {
          const nodes = await planOf(await pageQueryOf(tokens[token], `${url}sort=${sort}&order=${order}`));
          const types = nodes.map((node) => node['Node Type']);
          expect(types, `${name} by ${sort} ${order}`).not.toContain('Sort');
        }
      }
    });
  }

  it('pages a venture’s members or lodgers through that venture’s index of the group, every sort', async () => {
    const sorts = { name: 'name', email: 'email', phone: 'phone', cpf: 'cpf', createdAt: 'created_at' };
    for (const group of ['MEMBER', 'LODGER']) {
      for (const [sort, key] of Object.entries(sorts)) {
        const url = `/users?featureGroups=${group}&sort=${sort}&order=DESC&page=2`;
        const nodes = await planOf(await pageQueryOf(tokens.admin, url));
        expect(
          nodes.map((node) => node['Index Name']),
          `${group} by ${sort}`,
        ).toContain(`user_ventures_group_${key}_idx`);
      }
    }
  });

  it('reads the guests’ bookings through their own small indexes, never walking every booking', async () => {
    for (const [sort, index] of [
      ['bookedDate', 'bookings_guest_booked_date_idx'],
      ['createdAt', 'bookings_guest_created_at_idx'],
    ]) {
      const url = `/bookings?showPendingBookingsOnly=false&guestBookings=true&sort=${sort}`;
      const nodes = await planOf(await pageQueryOf(tokens.admin, url));
      expect(nodes.map((node) => node['Index Name'])).toContain(index);
    }
  });

  it('answers a search of one or two letters from the word-start indexes, not by reading every person', {
    timeout: 120_000,
  }, async () => {
    const statements = new Map<string, Statement>();
    for (const filter of ['name=zq', 'email=zq']) {
      const recorded = await statementsOf(tokens.admin, `/users?featureGroups=MEMBER&${filter}`);
      statements.set(filter, recorded.find((statement) => /count\(\*\)/i.test(statement.text)) as Statement);
    }
    // On the demo's few people any scan is cheap: the plan is asked of 20,000 members, then rolled back.
    const venture = await ventureIdByRef(t.database.db, 'PRAIA');
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`WITH added AS (
            INSERT INTO users (name, email, feature_group_id)
            SELECT 'Pessoa ' || i || ' Silva', 'pessoa' || i || '@clube.com.br',
              (SELECT id FROM feature_groups WHERE key = 'MEMBER')
            FROM generate_series(1, 20000) AS i RETURNING id)
          INSERT INTO user_ventures (user_id, venture_id) SELECT id, ${venture} FROM added`);
        await tx.execute(sql`ANALYZE users, user_ventures`);
        for (const [filter, statement] of statements) {
          const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
            tx,
            sql`EXPLAIN (FORMAT JSON) ${rebuilt(statement)}`,
          );
          const plan = row?.['QUERY PLAN'];
          const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
          const index = filter.startsWith('name') ? 'users_name_word_idx' : 'users_email_word_idx';
          expect(
            nodesOf(root.Plan).map((node) => node['Index Name']),
            filter,
          ).toContain(index);
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
  });

  it('answers the venture switch’s search of one or two letters from the ventures’ word-start index', {
    timeout: 120_000,
  }, async () => {
    const recorded = await statementsOf(tokens.master, '/sessions/ventures?limit=20&name=zq');
    const count = recorded.find((statement) => /count\(\*\)/i.test(statement.text)) as Statement;
    // A MASTER may reach thousands of ventures: the plan is asked of 10,000, then rolled back.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO ventures (name, ref, email, cnpj)
          SELECT 'Filial ' || i, 'PLAN' || i, 'plan' || i || '@clube.com.br', lpad(i::text, 14, '0')
          FROM generate_series(1, 10000) AS i`);
        await tx.execute(sql`ANALYZE ventures`);
        const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
          tx,
          sql`EXPLAIN (FORMAT JSON) ${rebuilt(count)}`,
        );
        const plan = row?.['QUERY PLAN'];
        const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
        expect(nodesOf(root.Plan).map((node) => node['Index Name'])).toContain('ventures_name_word_idx');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
  });

  it('matches an activity or spot name to the venture’s activities first: none leaves no booking to walk', async () => {
    for (const filter of ['activityName=_', 'spotName=zq', 'activityName=zzzz']) {
      const page = await pageQueryOf(tokens.admin, `/bookings?showPendingBookingsOnly=false&${filter}`);
      expect(page.text, filter).toMatch(/\bfalse\b/);
    }
  });

  it('matches an activity or spot name among its venture’s activities and spots alone, deleted ones too', async () => {
    for (const [filter, indexes] of [
      ['activityName=Aula', ['activities_venture_idx']],
      ['spotName=Quadra', ['spots_venture_idx']],
    ] as const) {
      const statements = await statementsOf(
        tokens.admin,
        `/bookings?showPendingBookingsOnly=false&${filter}`,
      );
      const lookup = statements.find((statement) =>
        /^select (a\.)?id from activities/i.test(statement.text.trim()),
      );
      // Not every club's activities or spots.
      await expectIndexedLookup(lookup, filter, indexes);
    }
  });

  it('gives a few people or sellers matched by name to the bookings page as ids, so it walks its sort index', async () => {
    const [seller] = await queryRows<{ id: string; name: string }>(
      t.database.db,
      sql`SELECT id, name FROM users WHERE email = 'vendedor@reserva.dev'`,
    );
    for (const filter of ['sellerName', 'userName']) {
      const url = `/bookings?showPendingBookingsOnly=false&${filter}=${encodeURIComponent(seller?.name ?? '')}&`;
      const statement = await pageQueryOf(tokens.admin, url);
      // No subquery over the users: the planner sees how few they are (a seller may hold 100,000 bookings).
      expect(statement.text).not.toMatch(/from users/i);
      if (filter === 'sellerName') expect(statement.params).toContain(seller?.id);
      const types = (await planOf(statement)).map((node) => node['Node Type']);
      expect(types).not.toContain('Sort');
    }
  });

  it('finds the people and sellers the bookings and cancellations filters name through the users’ indexes, deleted ones too', async () => {
    const bookingsLookup = async (filter: string) => {
      const url = `/bookings?showPendingBookingsOnly=false&${filter}`;
      const statements = await statementsOf(tokens.admin, url);
      return statements.find((statement) => /^select id from users/i.test(statement.text.trim()));
    };
    const cancellationsPage = (filter: string) =>
      pageQueryOf(tokens.admin, `/bookings/cancellation-histories?${filter}&sort=createdAt&order=DESC&`);
    for (const [filter, statementOf] of [
      ['userName=Silva', bookingsLookup],
      ['sellerName=Vanessa', bookingsLookup],
      ['userDocument=123.456', bookingsLookup],
      ['userDocument=A12', bookingsLookup],
      ['userName=Silva', cancellationsPage],
      ['userDocument=123.456', cancellationsPage],
    ] as const) {
      // Not every user.
      await expectIndexedLookup(await statementOf(filter), filter, ['users_deleted_idx']);
    }
  });

  it('reads the employees’ page and its count through the staff’s own index, not past every person', async () => {
    await t.database.db.execute(sql`ANALYZE users`);
    const statements = await statementsOf(tokens.admin, `${EMPLOYEES}sort=createdAt&order=DESC`);
    const page = statements.find(isPageQuery);
    const counted = statements.find((statement) => /count\(\*\)/i.test(statement.text));
    for (const statement of [page, counted]) {
      expect(statement).toBeDefined();
      const nodes = await planOf(statement as Statement);
      expect(nodes.map((node) => node['Index Name'])).toContain('users_staff_created_at_idx');
    }
  });

  it('counts each feature group’s live users from the counts the database keeps, never reading users', async () => {
    const statements = await statementsOf(tokens.master, '/feature-groups?');
    // The page's rows with their counts (its features counted beside).
    const load = statements.find((statement) =>
      /gf.feature_group_id = feature_groups.id/i.test(statement.text),
    );
    expect(load).toBeDefined();
    const relations = (await planOf(load as Statement)).map((node) => node['Relation Name']);
    expect(relations).toContain('feature_group_user_counts');
    expect(relations).not.toContain('users');
  });

  it('reads a MASTER’s list of another venture’s spots through the venture’s index', async () => {
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const nodes = await planOf(await pageQueryOf(tokens.master, `/spots?ventureId=${serra}&sort=name`));
    expect(nodes.map((node) => node['Index Name'])).toContain('spots_venture_name_idx');
  });

  it('reads the bookings of a period in the months it names only, through the venture’s date index', async () => {
    const today = todayInSaoPaulo();
    for (const sort of ['bookedDate', 'createdAt']) {
      const url = `/bookings?showPendingBookingsOnly=false&minBookedDate=${today}&maxBookedDate=${today}&sort=${sort}`;
      const nodes = await planOf(await pageQueryOf(tokens.admin, url));
      expect(nodes.map((node) => node['Node Type']).filter((type) => type === 'Seq Scan')).toEqual([]);
      // The month's partition alone (migration 0041): the other months are pruned.
      const months = nodes
        .flatMap((node) => node['Relation Name'] ?? [])
        .filter((name) => /^bookings_/.test(name));
      expect(new Set(months), sort).toEqual(new Set([`bookings_${today.slice(0, 7).replace('-', '_')}`]));
    }
  });

  it('reads the sales report’s period and its lines through its venture’s indexes, not every venture’s', async () => {
    const today = todayInSaoPaulo();
    const url = `/bookings/payments/reports?authorizationDateInit=${addDays(today, -29)}&authorizationDateEnd=${today}`;
    const nodes = await planOf(await pageQueryOf(tokens.admin, url));
    const indexes = nodes.map((node) => node['Index Name']);
    expect(indexes).toContain('payments_venture_authorized_at_idx');
    // The lines in the page's order within the venture: by created_at alone a page walked every
    // venture's newest lines (9 s among 1,000 clubs).
    expect(indexes).toContain('payment_items_venture_created_at_idx');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });

  it('reads the audit log’s page and its actors through its indexes, in the months its dates name only', async () => {
    const indexesOf = (nodes: PlanNode[]) => nodes.flatMap((node) => node['Index Name'] ?? []);
    const [month] = await queryRows<{ first: string; last: string; partition: string }>(
      t.database.db,
      sql`SELECT to_char(m, 'YYYY-MM-DD') AS first, to_char(m + interval '1 month - 1 day', 'YYYY-MM-DD') AS last,
          'audit_log_' || to_char(m, 'YYYY_MM') AS partition
        FROM date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AS m`,
    );
    const someone = '00000000-0000-4000-8000-000000000000';
    for (const [filter, index] of [
      ['', 'audit_log_venture_at_idx'],
      [`subjectType=booking&subjectId=${someone}&`, 'audit_log_subject_idx'],
      [`actorId=${someone}&`, 'audit_log_actor_idx'],
    ]) {
      for (const order of ['ASC', 'DESC']) {
        const url = `/audit-logs?${filter}minDate=${month?.first}&maxDate=${month?.last}&order=${order}`;
        const nodes = await planOf(await pageQueryOf(tokens.master, url));
        expect(
          nodes.map((node) => node['Node Type']),
          url,
        ).not.toContain('Sort');
        expect(indexesOf(nodes), url).toContain(index);
        // The month's partition alone: the others and the default one are pruned.
        expect(new Set(nodes.flatMap((node) => node['Relation Name'] ?? [])), url).toEqual(
          new Set([month?.partition]),
        );
      }
    }
    const statements = await statementsOf(tokens.master, '/audit-logs/actors');
    const actors = statements.find((statement) => /with recursive/i.test(statement.text));
    expect(actors).toBeDefined();
    const nodes = await planOf(actors as Statement);
    // The actors found are sorted by name at the end; the log itself is read in index order.
    expect(nodes.slice(1).map((node) => node['Node Type'])).not.toContain('Sort');
    const logIndexes = indexesOf(nodes).filter((name) => name?.startsWith('audit_log'));
    expect(logIndexes.length).toBeGreaterThan(0);
    expect(new Set(logIndexes)).toEqual(new Set(['audit_log_actor_idx']));
  });
});
