import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCNPJ, generateCPF } from '@brazilian-utils/brazilian-utils';
import { ERRORS, type ErrorCode } from '@reserva/shared/errors';
import { STAFF_GROUP_KEYS } from '@reserva/shared/permissions/feature-groups';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { featureGroups } from '../db/schema/access';
import { onboards } from '../db/schema/categories';
import { createPersonIn } from '../modules/bookings/bookings.fixtures';
import { createStaffGroup } from '../modules/feature-groups/feature-groups.fixtures';
import { createCategory } from '../modules/people/people.fixtures';
import { createStaff, groupId, SELLER_ADDRESS } from '../modules/users/users.fixtures';
import { ventureIdByRef } from '../test/fixtures';
import { multipartFile } from '../test/multipart';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { expectExhaustive, routesWithPathParameters } from './scope-matrix.fixtures';

// The authLevel rule, generated from the route table: a staff user may edit, delete or otherwise act
// only on users of a numerically higher authLevel, a MASTER on anyone (server-rules.md, Permissions;
// docs/decisions.md, Employees). Every route whose path names a user is called by staff holding every
// user key, at level 1 (an ADMIN) and 3 (a group of the test's own), and by a MASTER, on a fresh user
// of each staff group and on a member, all in the caller's venture: a target at the caller's level or
// stronger answers 403 `insufficient-privilege` and stays as it was, a weaker one goes through.

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-auth-level-'));
let t: TestApp;
let praia: string;
let category: string;
let photo: Buffer;
let callers: { name: string; level: number; token: string; isMaster: boolean }[];
let levels: Record<string, number>;

const TARGETS = [...STAFF_GROUP_KEYS, 'MEMBER'] as const;
type TargetGroup = (typeof TARGETS)[number];
interface Target {
  id: string;
  group: TargetGroup;
  groupId: string;
  onboard: string;
}

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: storageDir });
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  category = await createCategory(db, praia);
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();
  const rows = await db
    .select({ key: featureGroups.key, level: featureGroups.authLevel })
    .from(featureGroups)
    .where(inArray(featureGroups.key, [...TARGETS]));
  levels = Object.fromEntries(rows.map((row) => [row.key, row.level]));
  const admin = await createStaff(db, 'ADMIN', [praia]);
  // Below SELLER and at CONCIERGE's level, with every key that opens an action on users.
  const manager = await createStaffGroup(db, 'GERENCIA', 3, [
    'WEB_ACCESS',
    'EMPLOYEE_FULL_ACCESS',
    'USER_FULL_ACCESS',
    'LODGER_FULL_ACCESS',
  ]);
  const tokens = await t.tokens({
    master: ['master@reserva.dev', praia],
    admin: admin.email,
    manager: manager.email,
  });
  callers = [
    // Bound by no level: it may act on other MASTERs too.
    { name: 'MASTER', level: levels.MASTER as number, token: tokens.master, isMaster: true },
    { name: 'ADMIN', level: levels.ADMIN as number, token: tokens.admin, isMaster: false },
    { name: 'GERENCIA', level: 3, token: tokens.manager, isMaster: false },
  ];
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** A new user of the group in the callers' venture, awaiting its sign-up confirmation, with an onboard. */
async function newTarget(group: TargetGroup): Promise<Target> {
  const db = t.database.db;
  const id =
    group === 'MEMBER'
      ? await createPersonIn(db, praia, { categoryId: category, complete: true })
      : (await createStaff(db, group, [praia], { confirmPending: true })).id;
  // People get an onboard per venture; a staff user's is written here only to reach the user check.
  const [onboard] =
    group === 'MEMBER'
      ? await db.select({ id: onboards.id }).from(onboards).where(eq(onboards.userId, id))
      : await db.insert(onboards).values({ userId: id, ventureId: praia }).returning({ id: onboards.id });
  return { id, group, groupId: await groupId(db, group), onboard: onboard?.id as string };
}

/** The form's body for the user as it is: a person's, or an employee's keeping the group. */
function editBody(target: Target) {
  if (target.group === 'MEMBER') {
    return {
      name: 'Pessoa Editada',
      email: `p${target.id.slice(0, 8)}@teste.dev`,
      cpf: generateCPF(),
      birthDate: '1990-01-01',
      categoriesId: [category],
    };
  }
  return {
    name: 'Equipe Editada',
    email: `e${target.id.slice(0, 8)}@teste.dev`,
    featureGroupId: target.groupId,
    venturesId: [praia],
    ...(target.group === 'SELLER' && {
      cnpj: generateCNPJ(),
      companyName: 'Loja',
      phone: '+5511987654321',
      address: SELLER_ADDRESS,
    }),
  };
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  multipart?: boolean;
}
interface Acts {
  call(target: Target): Call;
  /** What a caller stronger than the target gets, when not a 2xx. */
  allowed?(group: TargetGroup): ErrorCode | undefined;
}
/** A read: answered to staff of any level in the venture, so only its answer is listed. */
type Entry = Acts | { reads: string; call(target: Target): Call };

const READ = 'reading is bound by the venture only: the employees list shows its stronger staff too';

// Every route of the table whose path names a user (or a user's onboard or photo).
const USER_ROUTES: Record<string, Entry> = {
  'GET /api/v2/users/:id': {
    reads: READ,
    call: (target) => ({ method: 'GET', url: `/api/v2/users/${target.id}` }),
  },
  'GET /api/v2/users/:hostId/guests': {
    reads: READ,
    call: (target) => ({ method: 'GET', url: `/api/v2/users/${target.id}/guests` }),
  },
  'GET /api/users/:id/onboards': {
    reads: READ,
    call: (target) => ({ method: 'GET', url: `/api/users/${target.id}/onboards` }),
  },
  'PUT /api/v2/users/:id': {
    call: (target) => ({ method: 'PUT', url: `/api/v2/users/${target.id}`, body: editBody(target) }),
  },
  'DELETE /api/users/:id': { call: (target) => ({ method: 'DELETE', url: `/api/users/${target.id}` }) },
  'PATCH /api/users/:userId/blocks': {
    call: (target) => ({ method: 'PATCH', url: `/api/users/${target.id}/blocks`, body: { isBlocked: true } }),
  },
  // Staff are never reset to the default password (docs/decisions.md, People: Keys).
  'POST /api/users/:id/default-password': {
    call: (target) => ({ method: 'POST', url: `/api/users/${target.id}/default-password` }),
    allowed: (group) => (group === 'MEMBER' ? undefined : 'insufficient-privilege'),
  },
  // The resend voids the link mailed before: an act on the user.
  'POST /api/users/:id/profile-confirmation': {
    call: (target) => ({ method: 'POST', url: `/api/users/${target.id}/profile-confirmation` }),
  },
  'POST /api/users/:id/enable-payment': {
    call: (target) => ({ method: 'POST', url: `/api/users/${target.id}/enable-payment` }),
    allowed: (group) => (group === 'SELLER' ? undefined : 'user-not-seller'),
  },
  'PUT /api/users/onboards/:onboardId': {
    call: (target) => ({
      method: 'PUT',
      url: `/api/users/onboards/${target.onboard}`,
      body: { experience: 0, onboardType: 'PARTIAL' },
    }),
  },
  // Only the users kind: the other kinds name no user.
  'PATCH /api/avatars/:kind/:id': {
    call: (target) => ({ method: 'PATCH', url: `/api/avatars/users/${target.id}`, multipart: true }),
  },
  'DELETE /api/avatars/:kind/:id': {
    call: (target) => ({ method: 'DELETE', url: `/api/avatars/users/${target.id}` }),
  },
};

function send(token: string, call: Call): Promise<LightMyRequestResponse> {
  const upload = call.multipart ? multipartFile('avatar', 'foto.png', photo, 'image/png') : undefined;
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...bearer(token), ...upload?.headers },
    ...(upload ? { payload: upload.payload } : call.body !== undefined && { payload: call.body as object }),
  });
}

const answerOf = (response: LightMyRequestResponse) =>
  response.statusCode < 300 ? 'through' : `${response.statusCode} ${response.json().message}`;

/** The user's row and what hangs on it (ventures, onboards, tokens, mails), to show a refusal changed nothing. */
async function stateOf(target: Target): Promise<string> {
  const rows = await queryRows(
    t.database.db,
    sql`SELECT row_to_json(u)::text AS user,
       (SELECT json_agg(uv ORDER BY uv.venture_id)::text FROM user_ventures uv WHERE uv.user_id = u.id) AS ventures,
       (SELECT json_agg(o ORDER BY o.id)::text FROM onboards o WHERE o.user_id = u.id) AS onboards,
       (SELECT json_agg(k ORDER BY k.id)::text FROM one_time_tokens k WHERE k.user_id = u.id) AS tokens,
       (SELECT count(*)::int FROM mail_outbox m WHERE m.to_address = u.email) AS mails
     FROM users u WHERE u.id = ${target.id}`,
  );
  return JSON.stringify(rows);
}

describe('the authLevel rule', () => {
  it('refuses staff every act on a user at their level or stronger, and lets them act on weaker ones', async () => {
    // The user routes of the table: those under /users/ and the photos (whose users kind names a user).
    const table = routesWithPathParameters(t.routes).filter((route) => /\/users\/|\/avatars\//.test(route));
    expectExhaustive(table, USER_ROUTES);
    const cells: string[] = [];
    const expected: string[] = [];
    for (const route of table) {
      const entry = USER_ROUTES[route] as Entry;
      for (const caller of callers) {
        for (const group of TARGETS) {
          const target = await newTarget(group);
          const refused =
            !('reads' in entry) && !caller.isMaster && (levels[group] as number) <= caller.level;
          const before = refused ? await stateOf(target) : undefined;
          const answer = answerOf(await send(caller.token, entry.call(target)));
          const changed = before !== undefined && before !== (await stateOf(target));
          const name = `${route} ${caller.name} (${caller.level}) on ${group} (${levels[group]})`;
          cells.push(`${name}: ${answer}${changed ? ' and changed the user' : ''}`);
          const allowed = 'reads' in entry ? undefined : entry.allowed?.(group);
          const expectedAnswer = refused
            ? '403 insufficient-privilege'
            : allowed
              ? `${ERRORS[allowed].status} ${allowed}`
              : 'through';
          expected.push(`${name}: ${expectedAnswer}`);
        }
      }
    }
    expect(cells).toEqual(expected);
  });
});
