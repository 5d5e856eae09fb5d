import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCNPJ, generateCPF } from '@brazilian-utils/brazilian-utils';
import { ERRORS, type ErrorCode } from '@reserva/shared/errors';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins } from '../db/schema/bookings';
import { experienceLevels, onboards } from '../db/schema/categories';
import { staffNotices } from '../db/schema/notifications';
import { bookingQueues } from '../db/schema/queues';
import { scheduleItems } from '../db/schema/schedules';
import { databaseDigest } from '../fuzz/database-digest';
import { createBookableActivity, createPersonIn } from '../modules/bookings/bookings.fixtures';
import { createCategory } from '../modules/people/people.fixtures';
import { createStaff, groupId, SELLER_ADDRESS } from '../modules/users/users.fixtures';
import {
  createActivityItem,
  createBooking,
  createModality,
  createSchedule,
  createVenture,
  saoPauloDate,
  ventureIdByRef,
} from '../test/fixtures';
import { multipartFile } from '../test/multipart';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { expectExhaustive, fillPath, routesWithPathParameters } from './scope-matrix.fixtures';

// The venture boundary, generated from the route table: every route whose path names a record is
// called by an ADMIN of venture A with a record of venture B, and answers as for an id of no record
// (404 `*-not-found`, docs/decisions.md, Administration: "another venture's record answers its
// `*-not-found`") without changing a row. Then an ADMIN of venture B makes the same calls and gets
// through, so each refusal is the boundary's and not a wrong id or body. A MASTER reaches every venture
// by design ("A MASTER is not bound to one venture"), so the callers are ADMINs linked to one venture.

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-boundary-'));
let t: TestApp;
let world: World;
let tokens: { a: string; b: string };
let photo: Buffer;

/** Venture B with a record of every kind, an ADMIN of venture A only and one of venture B only. */
async function buildWorld() {
  const db = t.database.db;
  const venture = await createVenture(db, 'LIMITE', generateCNPJ());
  const adminA = await createStaff(db, 'ADMIN', [await ventureIdByRef(db, 'PRAIA')]);
  const adminB = await createStaff(db, 'ADMIN', [venture]);
  const category = await createCategory(db, venture);
  const [level] = await db
    .insert(experienceLevels)
    .values({
      ventureId: venture,
      title: 'Iniciante',
      level: 1,
      minAllowedBookingExperience: 0,
      maxAllowedBookingExperience: 7,
    })
    .returning({ id: experienceLevels.id });
  const member = await createPersonIn(db, venture, { categoryId: category, complete: true });
  const guest = await createPersonIn(db, venture, { group: 'GUEST', hostId: member });
  const lodger = await createPersonIn(db, venture, { group: 'LODGER' });
  // Book and queue, so that blocking or deleting the people above cancels nothing the routes need.
  const booker = await createPersonIn(db, venture, { complete: true });
  const queuer = await createPersonIn(db, venture, { complete: true });
  const employee = await createStaff(db, 'SELLER', [venture], { confirmPending: true });
  const [onboard] = await db
    .select({ id: onboards.id })
    .from(onboards)
    .where(and(eq(onboards.userId, member), eq(onboards.ventureId, venture)));
  const { spotId: spot, activityId: activity } = await createBookableActivity(db, venture);
  const schedule = await createSchedule(db, activity, { totalVacancies: 10, guestVacancies: 2 });
  const [scheduleItem] = await db
    .insert(scheduleItems)
    .values({ scheduleId: schedule, name: 'Prancha', price: 1000, totalAmount: 5 })
    .returning({ id: scheduleItems.id });
  const bookedDate = saoPauloDate(3);
  const booking = await createBooking(db, {
    ventureId: venture,
    scheduleId: schedule,
    activityId: activity,
    userId: booker,
    bookedDate,
    paymentStatus: 'WAITING',
  });
  // Cancelled on its own: the check-ins made on the first keep it from being cancelled.
  const cancelable = await createBooking(db, {
    ventureId: venture,
    scheduleId: schedule,
    activityId: activity,
    userId: queuer,
    bookedDate: saoPauloDate(4),
  });
  const [checkin] = await db
    .insert(checkins)
    .values({ bookingId: booking, bookedDate, userId: adminB.id })
    .returning();
  const [queueEntry] = await db
    .insert(bookingQueues)
    .values({ ventureId: venture, userId: queuer, activityId: activity, scheduleId: schedule, bookedDate })
    .returning();
  const [notification] = await db
    .insert(staffNotices)
    .values({ ventureId: venture, kind: 'QUEUE', title: 'Vaga liberada' })
    .returning();
  return {
    adminA,
    adminB,
    sellerGroup: await groupId(db, 'SELLER'),
    bookedDate,
    venture,
    category,
    level: level?.id as string,
    member,
    guest,
    lodger,
    employee: employee.id,
    onboard: onboard?.id as string,
    spot,
    modality: await createModality(db, spot),
    activity,
    activityItem: await createActivityItem(db, activity),
    schedule,
    scheduleItem: scheduleItem?.id as string,
    booking,
    cancelable,
    checkin: checkin?.id as string,
    queueEntry: queueEntry?.id as string,
    notification: notification?.id as string,
  };
}
type World = Awaited<ReturnType<typeof buildWorld>>;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_DIR: storageDir });
  world = await buildWorld();
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();
  tokens = await t.tokens({ a: world.adminA.email, b: world.adminB.email });
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

interface Case {
  label?: string;
  /** Values of the path parameters. */
  params: Record<string, string>;
  /** The parameter that names venture B's record, when there are several. */
  target?: string;
  body?: unknown;
  query?: string;
  multipart?: boolean;
  /** The refusal, when not the entry's: a 404 `*-not-found`, the same as for an id of no record. */
  code?: ErrorCode;
  /** What venture B's ADMIN gets, when not a 2xx: an answer that comes after the venture check. */
  control?: ErrorCode;
}
interface Scoped {
  /** The refusal, a 404 `*-not-found` (else each case's). */
  code?: ErrorCode;
  cases(w: World): Case[];
}
type Entry = Scoped | { notScoped: string };

const NO_RECORD = '00000000-0000-4000-8000-000000000000';
const one = (param: string, id: string, extra: Omit<Case, 'params'> = {}): Case[] => [
  { params: { [param]: id }, ...extra },
];
const verified = { query: '?isVerified=true' };
// The hosted guest goes before its host: deleting a member deletes its guests.
const PEOPLE = ['guest', 'lodger', 'employee', 'member'] as const;
type Person = (typeof PEOPLE)[number];
const people = (w: World, param = 'id', extra: (kind: Person) => Omit<Case, 'params'> = () => ({})) =>
  PEOPLE.map((kind) => ({ label: kind, params: { [param]: w[kind] }, ...extra(kind) }));
/** A photo of each kind of record that carries one. */
const avatars = (w: World, extra: Omit<Case, 'params'> = {}): Case[] =>
  (
    [
      ['users', w.member, 'user-not-found'],
      ['spots', w.spot, 'spot-not-found'],
      ['activities', w.activity, 'activity-not-found'],
      ['ventures', w.venture, 'venture-not-found'],
    ] as const
  ).map(([kind, id, code]) => ({ label: kind, params: { kind, id }, target: 'id', code, ...extra }));

const EVENT = {
  startDate: '2030-01-01',
  endDate: null,
  startTime: '10:00',
  endTime: '11:00',
  daysOfWeek: [1, 3, 5],
  totalVacancies: 10,
  guestVacancies: 2,
  lodgerVacancies: 0,
  bookingPrice: 0,
  guestAdditionalBookingPrice: 0,
};
const employeeBody = (w: World) => ({
  name: 'Equipe Editada',
  email: 'equipe-editada@teste.dev',
  featureGroupId: w.sellerGroup,
  cnpj: '11222333000181',
  companyName: 'Loja',
  phone: '+5511987654321',
  address: SELLER_ADDRESS,
  venturesId: [w.venture],
});
const personBody = (w: World, kind: Person) => ({
  name: `Pessoa ${kind} Editada`,
  email: `${kind}-editado@teste.dev`,
  cpf: generateCPF(),
  birthDate: '1990-01-01',
  ...(kind === 'member' && { categoriesId: [w.category] }),
});
const notSeller = (kind: Person) => (kind === 'employee' ? {} : { control: 'user-not-seller' as const });

// In the order venture B's ADMIN replays them: reads, changes, then deletions, children first.
const ROUTES: Record<string, Entry> = {
  'GET /api/feature-groups/:id': { notScoped: 'permission groups are global, one set for every venture' },
  'GET /api/v2/users/:id': { code: 'user-not-found', cases: (w) => people(w) },
  'GET /api/v2/users/:hostId/guests': { code: 'user-not-found', cases: (w) => one('hostId', w.member) },
  'GET /api/users/:id/onboards': { code: 'user-not-found', cases: (w) => people(w) },
  'GET /api/addresses/:zipCode': { notScoped: 'a postal code, not a record' },
  // Ventures too answer 404, not 403: a non-MASTER sees only the ventures linked to them
  // (docs/decisions.md, Administration: Scope).
  'GET /api/ventures/:id': { code: 'venture-not-found', cases: (w) => one('id', w.venture) },
  'GET /api/ventures/:id/dependents': { code: 'venture-not-found', cases: (w) => one('id', w.venture) },
  'GET /api/user-categories/ventures/:ventureId': {
    code: 'venture-not-found',
    cases: (w) => one('ventureId', w.venture),
  },
  'GET /api/ventures/:id/experience-levels': {
    code: 'venture-not-found',
    cases: (w) => one('id', w.venture),
  },
  'GET /api/activities/:id': { code: 'activity-not-found', cases: (w) => one('id', w.activity) },
  'GET /api/activities/:activityId/schedules': {
    code: 'activity-not-found',
    cases: (w) => one('activityId', w.activity),
  },
  'GET /api/activities/:activityId/schedules/list': {
    code: 'activity-not-found',
    cases: (w) => one('activityId', w.activity),
  },
  'GET /api/activities/schedules/:scheduleId/bookings': {
    code: 'schedule-not-found',
    cases: (w) => one('scheduleId', w.schedule, { query: `?bookedDate=${w.bookedDate}` }),
  },
  'GET /api/activities/schedules/:scheduleId/booking-queues': {
    code: 'schedule-not-found',
    cases: (w) => one('scheduleId', w.schedule, { query: `?bookedDate=${w.bookedDate}` }),
  },
  'GET /api/activities/schedules/:id/items': {
    code: 'schedule-not-found',
    cases: (w) => one('id', w.schedule),
  },
  'GET /api/activities/schedules/:id/items/available': {
    code: 'schedule-not-found',
    cases: (w) => one('id', w.schedule, { query: `?bookedDate=${w.bookedDate}` }),
  },
  'GET /api/activities/schedules/:scheduleId/external-link': {
    notScoped: 'the public booking link: anyone may read an event that allows link bookings',
  },
  'GET /api/activities/:activityId/schedules/external-link': {
    notScoped: 'the public booking link: anyone may read an event that allows link bookings',
  },
  'GET /api/bookings/:id': { code: 'booking-not-found', cases: (w) => one('id', w.booking) },
  'GET /api/bookings/:id/checkins': { code: 'booking-not-found', cases: (w) => one('id', w.booking) },
  'GET /api/bookings/:id/pass': { code: 'booking-not-found', cases: (w) => one('id', w.booking) },
  'GET /api/booking-queues/:id': { code: 'booking-queue-not-found', cases: (w) => one('id', w.queueEntry) },
  'GET /api/spots/:id': { code: 'spot-not-found', cases: (w) => one('id', w.spot) },

  'PATCH /api/notifications/:id': {
    code: 'notification-not-found',
    cases: (w) => one('id', w.notification, { body: { isUnread: false } }),
  },
  'PUT /api/features/:id': { notScoped: 'permissions are global, one catalogue for every venture' },
  'PUT /api/feature-groups/:id': { notScoped: 'permission groups are global' },
  'PATCH /api/avatars/:kind/:id': { cases: (w) => avatars(w, { multipart: true }) },
  // The body is read by the group of the user in the path (docs/decisions.md, People: Shared paths);
  // another venture's user is no user, whichever form the body has.
  'PUT /api/v2/users/:id': {
    code: 'user-not-found',
    cases: (w) => [
      ...people(w, 'id', (kind) => ({ body: kind === 'employee' ? employeeBody(w) : personBody(w, kind) })),
      {
        label: 'member, an employee body',
        params: { id: w.member },
        body: employeeBody(w),
        control: 'validation-error',
      },
      {
        label: 'employee, a person body',
        params: { id: w.employee },
        body: personBody(w, 'guest'),
        control: 'validation-error',
      },
    ],
  },
  'POST /api/users/:id/profile-confirmation': { code: 'user-not-found', cases: (w) => people(w) },
  'POST /api/users/:id/enable-payment': { code: 'user-not-found', cases: (w) => people(w, 'id', notSeller) },
  'PATCH /api/users/:userId/blocks': {
    code: 'user-not-found',
    cases: (w) => people(w, 'userId', () => ({ body: { isBlocked: true } })),
  },
  'PUT /api/users/onboards/:onboardId': {
    code: 'onboard-not-found',
    cases: (w) => one('onboardId', w.onboard, { body: { experience: 0, onboardType: 'PARTIAL' } }),
  },
  // Staff are never reset to the default password (docs/decisions.md, People: Keys).
  'POST /api/users/:id/default-password': {
    code: 'user-not-found',
    cases: (w) =>
      people(w, 'id', (kind) => (kind === 'employee' ? { control: 'insufficient-privilege' } : {})),
  },
  'PUT /api/ventures/:id': {
    code: 'venture-not-found',
    cases: (w) =>
      one('id', w.venture, {
        body: {
          name: 'Tomado',
          ref: 'LIMITE',
          email: 'limite@reserva.dev',
          cnpj: generateCNPJ(),
          useLinearOnboardFlow: true,
        },
      }),
  },
  'POST /api/ventures/:id/experience-levels': {
    code: 'venture-not-found',
    cases: (w) =>
      one('id', w.venture, {
        body: { title: 'Avançado', level: 2, minAllowedBookingExperience: 0, maxAllowedBookingExperience: 7 },
      }),
  },
  'PUT /api/ventures/experience-levels/:id': {
    code: 'experience-level-not-found',
    cases: (w) =>
      one('id', w.level, {
        body: { title: 'Tomado', level: 1, minAllowedBookingExperience: 0, maxAllowedBookingExperience: 7 },
      }),
  },
  'PUT /api/user-categories/:id': {
    code: 'user-category-not-found',
    cases: (w) => one('id', w.category, { body: { title: 'Tomada' } }),
  },
  'PUT /api/activities/:id': {
    code: 'activity-not-found',
    cases: (w) =>
      one('id', w.activity, {
        ...verified,
        body: { name: 'Tomada', bookingPrice: 500, isActive: true, spotId: w.spot },
      }),
  },
  'POST /api/activities/:activityId/items': {
    code: 'activity-not-found',
    cases: (w) => one('activityId', w.activity, { body: { name: 'Colete' } }),
  },
  'PUT /api/activities/items/:id': {
    code: 'activity-item-not-found',
    cases: (w) => one('id', w.activityItem, { ...verified, body: { name: 'Tomado' } }),
  },
  'POST /api/activities/:activityId/schedules': {
    code: 'activity-not-found',
    cases: (w) => one('activityId', w.activity, { body: EVENT }),
  },
  'PUT /api/activities/schedules/:id': {
    code: 'schedule-not-found',
    cases: (w) =>
      one('id', w.schedule, {
        ...verified,
        body: {
          ...EVENT,
          startDate: '2020-01-01',
          startTime: '08:00',
          endTime: '09:00',
          daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        },
      }),
  },
  'POST /api/activities/schedules/:id/items': {
    code: 'schedule-not-found',
    cases: (w) => one('id', w.schedule, { body: { name: 'Toalha', price: 0, totalAmount: 3, userId: null } }),
  },
  'PUT /api/activities/schedules/items/:id': {
    code: 'schedule-item-not-found',
    cases: (w) =>
      one('id', w.scheduleItem, {
        ...verified,
        body: { name: 'Tomado', price: 0, totalAmount: 3, userId: null },
      }),
  },
  'PUT /api/bookings/:id/items': {
    code: 'booking-not-found',
    cases: (w) =>
      one('id', w.booking, { body: { itemsId: [w.activityItem], scheduleItemsId: [w.scheduleItem] } }),
  },
  'POST /api/bookings/:id/checkins': { code: 'booking-not-found', cases: (w) => one('id', w.booking) },
  'POST /api/bookings/:id/external-payments': {
    code: 'booking-not-found',
    cases: (w) => one('id', w.booking),
  },
  'PUT /api/booking-queues/:id': {
    code: 'booking-queue-not-found',
    cases: (w) =>
      one('id', w.queueEntry, {
        body: {
          activityId: w.activity,
          activityScheduleId: w.schedule,
          bookedDate: w.bookedDate,
          description: 'Tomada',
        },
      }),
  },
  'PATCH /api/booking-queues/:id/priority': {
    code: 'booking-queue-not-found',
    cases: (w) => one('id', w.queueEntry),
  },
  'PUT /api/spots/:id': {
    code: 'spot-not-found',
    cases: (w) =>
      one('id', w.spot, {
        ...verified,
        body: { name: 'Tomado', isActive: true, isLivingArea: false, ventureId: w.venture },
      }),
  },
  'POST /api/spots/:spotId/modalities': {
    code: 'spot-not-found',
    cases: (w) => one('spotId', w.spot, { body: { title: 'Dupla', isActive: true, isExclusive: false } }),
  },
  'PUT /api/spots/modalities/:id': {
    code: 'modality-not-found',
    cases: (w) =>
      one('id', w.modality, { ...verified, body: { title: 'Tomada', isActive: true, isExclusive: false } }),
  },

  'DELETE /api/features/:id': { notScoped: 'permissions are global' },
  'DELETE /api/feature-groups/:id': { notScoped: 'permission groups are global' },
  'DELETE /api/avatars/:kind/:id': { cases: (w) => avatars(w) },
  'DELETE /api/bookings/checkins/:id': { code: 'checkin-not-found', cases: (w) => one('id', w.checkin) },
  'POST /api/bookings/:id/cancel': {
    code: 'booking-not-found',
    cases: (w) => one('id', w.cancelable, { body: {} }),
  },
  'DELETE /api/booking-queues/:id': {
    code: 'booking-queue-not-found',
    cases: (w) => one('id', w.queueEntry),
  },
  'DELETE /api/activities/schedules/items/:id': {
    code: 'schedule-item-not-found',
    cases: (w) => one('id', w.scheduleItem, verified),
  },
  'DELETE /api/activities/items/:id': {
    code: 'activity-item-not-found',
    cases: (w) => one('id', w.activityItem, verified),
  },
  'DELETE /api/spots/modalities/:id': {
    code: 'modality-not-found',
    cases: (w) => one('id', w.modality, verified),
  },
  'DELETE /api/users/:id': { code: 'user-not-found', cases: (w) => people(w) },
  'DELETE /api/user-categories/:id': { code: 'user-category-not-found', cases: (w) => one('id', w.category) },
  'DELETE /api/ventures/experience-levels/:id': {
    code: 'experience-level-not-found',
    cases: (w) => one('id', w.level),
  },
  'DELETE /api/activities/schedules/:id': {
    code: 'schedule-not-found',
    cases: (w) => one('id', w.schedule, verified),
  },
  'DELETE /api/activities/:id': { code: 'activity-not-found', cases: (w) => one('id', w.activity, verified) },
  'DELETE /api/spots/:id': { code: 'spot-not-found', cases: (w) => one('id', w.spot, verified) },
  // Venture B is the session's of its ADMIN: past the venture check, its deletion is refused.
  'DELETE /api/ventures/:id': {
    code: 'venture-not-found',
    cases: (w) => one('id', w.venture, { control: 'venture-in-use' }),
  },
};

function send(token: string, method: string, url: string, c: Case): Promise<LightMyRequestResponse> {
  const upload = c.multipart ? multipartFile('avatar', 'foto.png', photo, 'image/png') : undefined;
  return t.app.inject({
    method: method as 'GET',
    url: url + (c.query ?? ''),
    headers: { ...bearer(token), ...upload?.headers },
    ...(upload ? { payload: upload.payload } : c.body !== undefined && { payload: c.body as object }),
  });
}

const answerOf = (response: LightMyRequestResponse) =>
  response.statusCode < 400 ? `${response.statusCode}` : `${response.statusCode} ${response.json().message}`;
const cellsOf = (route: string) => {
  const entry = ROUTES[route] as Scoped;
  return entry
    .cases(world)
    .map((c) => ({ c, name: `${route}${c.label ? ` (${c.label})` : ''}`, code: c.code ?? entry.code }));
};

describe('the venture boundary', () => {
  it('answers venture A’s ADMIN every record of venture B as no record, and changes nothing', async () => {
    // A person's routes (the members' app) refuse a staff token: their scope is the person's, proven by
    // members.routes.test.ts and members-scope.routes.test.ts, not a venture's.
    const table = routesWithPathParameters(t.routes.filter((route) => route.access.kind !== 'person'));
    expectExhaustive(table, ROUTES);
    const scoped = table.filter((route) => !('notScoped' in (ROUTES[route] as Entry)));
    expect(scoped.length).toBeGreaterThan(50);
    const digest = await databaseDigest(t.database.db);
    const cells: string[] = [];
    const expected: string[] = [];
    for (const route of scoped) {
      const [method, url] = route.split(' ') as [string, string];
      for (const { c, name, code } of cellsOf(route)) {
        const before = method === 'GET' ? undefined : await digest.take();
        const answer = answerOf(await send(tokens.a, method, fillPath(url, c.params), c));
        const changed = before ? digest.changed(before, await digest.take()) : [];
        const target = c.target ?? (Object.keys(c.params)[0] as string);
        const none = answerOf(
          await send(tokens.a, method, fillPath(url, { ...c.params, [target]: NO_RECORD }), c),
        );
        cells.push(
          `${name}: ${answer}${answer === none ? '' : ` (no record: ${none})`}${changed.length ? ` changed ${changed}` : ''}`,
        );
        if (!code?.endsWith('-not-found')) throw new Error(`${name}: no *-not-found code in the table`);
        expected.push(`${name}: ${ERRORS[code].status} ${code}`);
      }
    }
    expect(cells).toEqual(expected);
  });

  it('lets venture B’s ADMIN through the same calls, so each refusal is the boundary’s', async () => {
    const results: string[] = [];
    const expected: string[] = [];
    for (const [route, entry] of Object.entries(ROUTES)) {
      if ('notScoped' in entry) continue;
      const [method, url] = route.split(' ') as [string, string];
      for (const { c, name } of cellsOf(route)) {
        const response = await send(tokens.b, method, fillPath(url, c.params), c);
        results.push(`${name}: ${response.statusCode < 300 ? 'through' : answerOf(response)}`);
        expected.push(`${name}: ${c.control ? `${ERRORS[c.control].status} ${c.control}` : 'through'}`);
      }
    }
    expect(results).toEqual(expected);
  });
});
