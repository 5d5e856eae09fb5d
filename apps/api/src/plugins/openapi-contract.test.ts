import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv from 'ajv';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { saoPauloDate, ventureIdByRef } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { expectExhaustive } from './scope-matrix.fixtures';

// The API's description against the API: every GET route is called on the demo data as MASTER and its
// real answer validated against the document's schema for that status, so that the two cannot drift;
// and the document passes redocly's recommended rules.

interface Operation {
  summary?: string;
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type Problem = { ruleId: string; message: string; location: { pointer: string }[] };
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
let master: string;
let person: string;
let ids: Record<string, string>;
let postalCodes: http.Server;

/** Ids of demo records in the beach club, each with something under it (guests, check-ins, items…). */
async function demoIds(): Promise<Record<string, string>> {
  const db = t.database.db;
  const venture = await ventureIdByRef(db, 'PRAIA');
  const first = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: string }>(db, query);
    if (!row) throw new Error(`no demo record for ${JSON.stringify(query)}`);
    return row.id;
  };
  const checkedInBooking = sql`SELECT b.id FROM bookings b JOIN checkins c ON c.booking_id = b.id
    WHERE b.venture_id = ${venture} AND b.deleted_at IS NULL LIMIT 1`;
  const booking = await first(checkedInBooking);
  const [place] = await queryRows<{ schedule: string; activity: string; spot: string; date: string }>(
    db,
    sql`SELECT b.schedule_id AS schedule, b.activity_id AS activity, a.spot_id AS spot,
      b.booked_date::text AS date FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.id = ${booking}`,
  );
  if (!place) throw new Error('no booking place');
  return {
    venture,
    booking,
    ...place,
    host: await first(
      sql`SELECT host_id AS id FROM users WHERE host_id IS NOT NULL AND deleted_at IS NULL LIMIT 1`,
    ),
    queueEntry: await first(sql`SELECT id FROM booking_queues WHERE venture_id = ${venture} LIMIT 1`),
    itemSchedule: await first(sql`SELECT schedule_id AS id FROM schedule_items LIMIT 1`),
    linkSchedule: await first(
      sql`SELECT id FROM activity_schedules WHERE allow_link_bookings AND deleted_at IS NULL LIMIT 1`,
    ),
    featureGroup: await first(sql`SELECT id FROM feature_groups WHERE key = 'ADMIN'`),
  };
}

/** Each GET route's URL on the demo data, with the query its list or report needs. */
const GETS: Record<string, (ids: Record<string, string>) => string> = {
  'GET /api/health': () => '/api/health',
  'GET /api/sessions/ventures': () => '/api/sessions/ventures',
  'GET /api/notifications': () => '/api/notifications',
  'GET /api/notifications/preferences': () => '/api/notifications/preferences',
  'GET /api/features': () => '/api/features',
  'GET /api/feature-groups': () => '/api/feature-groups',
  'GET /api/feature-groups/find-by-key': () => '/api/feature-groups/find-by-key?featureGroupKey=MEMBER',
  'GET /api/feature-groups/:id': (i) => `/api/feature-groups/${i.featureGroup}`,
  'GET /api/feature-groups/assignable': () => '/api/feature-groups/assignable',
  'GET /api/users': () => '/api/users?featureGroupKey=MEMBER',
  'GET /api/v2/users/:id': (i) => `/api/v2/users/${i.host}`,
  'GET /api/users/profile': () => '/api/users/profile',
  'GET /api/v2/users/:hostId/guests': (i) => `/api/v2/users/${i.host}/guests`,
  'GET /api/users/:id/onboards': (i) => `/api/users/${i.host}/onboards`,
  'GET /api/addresses/:zipCode': () => '/api/addresses/88010000',
  'GET /api/ventures': () => '/api/ventures',
  'GET /api/ventures/:id': (i) => `/api/ventures/${i.venture}`,
  'GET /api/ventures/:id/dependents': (i) => `/api/ventures/${i.venture}/dependents`,
  'GET /api/user-categories/ventures/:ventureId': (i) => `/api/user-categories/ventures/${i.venture}`,
  'GET /api/user-categories': (i) => `/api/user-categories?ventureIds=${i.venture}`,
  'GET /api/ventures/:id/experience-levels': (i) => `/api/ventures/${i.venture}/experience-levels`,
  'GET /api/activities': () => '/api/activities',
  'GET /api/activities/select': () => '/api/activities/select',
  'GET /api/activities/:id': (i) => `/api/activities/${i.activity}`,
  'GET /api/activities/:activityId/schedules': (i) =>
    `/api/activities/${i.activity}/schedules?startDate=${saoPauloDate(-3)}&endDate=${saoPauloDate(3)}`,
  'GET /api/activities/:activityId/schedules/list': (i) => `/api/activities/${i.activity}/schedules/list`,
  'GET /api/activities/schedules/:scheduleId/bookings': (i) =>
    `/api/activities/schedules/${i.schedule}/bookings?bookedDate=${i.date}`,
  'GET /api/activities/schedules/:scheduleId/booking-queues': (i) =>
    `/api/activities/schedules/${i.schedule}/booking-queues?bookedDate=${i.date}`,
  'GET /api/bookings': () => '/api/bookings',
  'GET /api/bookings/:id': (i) => `/api/bookings/${i.booking}`,
  'GET /api/bookings/:id/checkins': (i) => `/api/bookings/${i.booking}/checkins`,
  'GET /api/bookings/:id/pass': (i) => `/api/bookings/${i.booking}/pass`,
  'GET /api/desk/today': () => '/api/desk/today',
  'GET /api/me': () => '/api/me',
  'GET /api/me/activities': () => '/api/me/activities',
  'GET /api/me/events': () => '/api/me/events',
  'GET /api/me/events/:activityScheduleId/extras': (i) => `/api/me/events/${i.schedule}/extras`,
  'GET /api/me/bookings': () => '/api/me/bookings',
  'GET /api/me/queue-entries': () => '/api/me/queue-entries',
  'GET /api/me/notice-preferences': () => '/api/me/notice-preferences',
  'GET /api/me/profile': () => '/api/me/profile',
  'GET /api/me/guests': () => '/api/me/guests',
  'GET /api/me/addresses/:zipCode': () => '/api/me/addresses/88010000',
  'GET /api/app-signup/ventures': () => '/api/app-signup/ventures',
  'GET /api/booking-queues': () => '/api/booking-queues',
  'GET /api/booking-queues/:id': (i) => `/api/booking-queues/${i.queueEntry}`,
  'GET /api/dashboard': () => `/api/dashboard?startDate=${saoPauloDate(-7)}&endDate=${saoPauloDate(0)}`,
  'GET /api/bookings/payments/reports': () =>
    `/api/bookings/payments/reports?authorizationDateInit=${saoPauloDate(-30)}&authorizationDateEnd=${saoPauloDate(0)}`,
  'GET /api/bookings/cancellation-histories': () =>
    `/api/bookings/cancellation-histories?minDate=${saoPauloDate(-30)}&maxDate=${saoPauloDate(0)}`,
  'GET /api/activities/schedules/items/providers': () => '/api/activities/schedules/items/providers',
  'GET /api/activities/schedules/:id/items': (i) => `/api/activities/schedules/${i.itemSchedule}/items`,
  'GET /api/activities/schedules/:id/items/available': (i) =>
    `/api/activities/schedules/${i.itemSchedule}/items/available?bookedDate=${saoPauloDate(1)}`,
  'GET /api/activities/schedules/:scheduleId/external-link': (i) =>
    `/api/activities/schedules/${i.linkSchedule}/external-link`,
  'GET /api/activities/:activityId/schedules/external-link': (i) =>
    `/api/activities/${i.activity}/schedules/external-link`,
  'GET /api/spots': () => '/api/spots',
  'GET /api/spots/:id': (i) => `/api/spots/${i.spot}`,
  'GET /api/audit-logs': () => '/api/audit-logs',
  'GET /api/audit-logs/actors': () => '/api/audit-logs/actors',
};

/** `/api/ventures/:id` → `/api/ventures/{id}`, the document's spelling. */
const documentPath = (url: string) => url.replace(/:([a-zA-Z]+)/g, '{$1}');

beforeAll(async () => {
  postalCodes = http.createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        cep: '88010-000',
        logradouro: 'Rua Felipe Schmidt',
        complemento: '',
        bairro: 'Centro',
        localidade: 'Florianópolis',
        uf: 'SC',
      }),
    );
  });
  await new Promise<void>((resolve) => postalCodes.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    POSTAL_CODE_URL: `http://127.0.0.1:${(postalCodes.address() as AddressInfo).port}/ws`,
  });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  master = (await t.signIn('master@reserva.dev')).token;
  person = await t.signInPerson('socio@reserva.dev');
  ids = await demoIds();
}, 180_000);
afterAll(async () => {
  await t.close();
  postalCodes.close();
});

describe('the OpenAPI document', () => {
  it('gives every operation a summary, a unique operationId and its error answers', () => {
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${url}`, ...operation })),
    );
    expect(operations.filter((operation) => !operation.summary).map((o) => o.route)).toEqual([]);
    const operationIds = operations.map((operation) => operation.operationId);
    expect(new Set(operationIds).size).toBe(operations.length);
    const withoutErrors = operations.filter(
      (operation) => !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)),
    );
    expect(withoutErrors.map((o) => o.route)).toEqual([]);
  });

  it("matches every GET route's real answer", async () => {
    // Stored photos (`/api/files/*`) are files, not JSON, and left out of the document.
    const gets = t.routes
      .filter((route) => route.method === 'GET' && route.url !== '/api/files/*')
      .map((route) => `GET ${route.url}`);
    expectExhaustive(gets, GETS);
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    const mismatches: unknown[] = [];
    for (const [route, url] of Object.entries(GETS)) {
      const response = await t.app.inject({
        method: 'GET',
        url: url(ids),
        // The members' routes answer a person (the demo member of the beach club), the rest a MASTER.
        headers: { authorization: `Bearer ${route.startsWith('GET /api/me') ? person : master}` },
      });
      const operation = doc.paths[documentPath(route.slice('GET '.length))]?.get;
      const schema = operation?.responses[response.statusCode]?.content?.['application/json']?.schema;
      if (response.statusCode !== 200 || !schema) {
        mismatches.push({ route, status: response.statusCode, body: response.body.slice(0, 300) });
        continue;
      }
      const validate = ajv.compile(schema);
      if (!validate(response.json())) mismatches.push({ route, errors: validate.errors?.slice(0, 3) });
    }
    expect(mismatches).toEqual([]);
  });

  it("matches the error contract's answers", async () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const cases = [
      { url: '/api/spots/00000000-0000-4000-8000-000000000000', route: '/api/spots/{id}', token: master },
      { url: '/api/spots/not-an-id', route: '/api/spots/{id}', token: master },
      { url: '/api/spots', route: '/api/spots', token: 'not-a-token' },
    ];
    for (const { url, route, token } of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const schema =
        doc.paths[route]?.get?.responses[response.statusCode]?.content?.['application/json']?.schema;
      expect(schema, `${url} answered ${response.statusCode}`).toBeDefined();
      expect(ajv.validate(schema as object, response.json()), JSON.stringify(ajv.errors)).toBe(true);
    }
  });

  it("passes redocly's recommended rules", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-openapi-'));
    const file = path.join(folder, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const root = path.join(import.meta.dirname, '../../../..');
    const redocly = path.join(root, 'node_modules/.bin/redocly');
    const config = path.join(root, 'redocly.yaml');
    try {
      const { stdout } = await promisify(execFile)(redocly, [
        'lint',
        file,
        `--config=${config}`,
        '--format=json',
        '--max-problems=1000',
      ]);
      const problems = (JSON.parse(stdout) as { problems: { ruleId: string; severity: string }[] }).problems;
      expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}`)).toEqual([]);
    } catch (error) {
      const stdout = (error as { stdout?: string }).stdout ?? '';
      const problems = stdout ? (JSON.parse(stdout) as { problems: Problem[] }).problems : [];
      throw new Error(
        `redocly lint failed: ${problems
          .slice(0, 20)
          .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
          .join('\n')}`,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
