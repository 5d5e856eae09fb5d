import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Checkin } from '@reserva/shared/bookings/bookings.schemas';
import { addDays, dayOfWeek } from '@reserva/shared/common/dates';
import type { DeskEvent, DeskToday } from '@reserva/shared/desk/desk.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingQueues } from '../../db/schema/queues';
import { saoPauloDate } from '../../test/fixtures';
import { connectSocket, listenUrl, nextEvent } from '../../test/realtime-client';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';

import { checkInDirectly, deskEvent, deskVentures, keyedStaff, TODAY } from './desk.fixtures';

// GET /desk/today: the venture's events of today with their people, counts and queue; the search.

let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorld>>;
/** The statements run while a test records them. */
let recorded: { text: string; params: unknown[] }[] | null = null;

/**
 * In the test's own venture: an event that ended at 00:01 (full, one checked in, two no-shows), an
 * unlimited one at noon, one at 23:58 (a cancellation, a check-in, two queued), an event of another
 * weekday and one turned off; in the other venture, an event of today with a booking.
 */
async function buildWorld() {
  const db = t.database.db;
  const ventures = await deskVentures(t, 'PORTARIA');
  const { venture } = ventures;
  const ended = await deskEvent(db, venture, 'Natação', {
    startTime: '00:00:00',
    endTime: '00:01:00',
    totalVacancies: 3,
  });
  const early = [await ended.book(), await ended.book(), await ended.book()];
  const earlyCheckedInAt = await checkInDirectly(db, early[0]?.id as string, ventures.conciergeId);
  const noon = await deskEvent(db, venture, 'Yoga', { startTime: '12:00:00', endTime: '13:00:00' });
  const late = await deskEvent(db, venture, 'Tênis', {
    startTime: '23:58:00',
    endTime: '23:59:00',
    totalVacancies: 5,
  });
  const cpf = generateCPF();
  const zuleica = await late.book({ name: 'Zuleica Prado', cpf, phone: '+5521998765432' });
  const checked = await late.book();
  const cancelled = await late.book();
  await late.book({ date: saoPauloDate(1) });
  const cancel = await t.call(ventures.master, 'POST', `/bookings/${cancelled.id}/cancel`, {
    reason: 'Chuva',
  });
  expect(cancel.statusCode, cancel.body).toBe(204);
  const checkin = await t.call(ventures.concierge, 'POST', `/bookings/${checked.id}/checkins`);
  expect(checkin.statusCode, checkin.body).toBe(201);
  // Queued first, then a later entry prioritized: the later one is first in line.
  const queuer = await late.book({ date: saoPauloDate(1), name: 'Quirino Alves' });
  const prioritized = await late.book({ date: saoPauloDate(1) });
  const queue = await db
    .insert(bookingQueues)
    .values([
      {
        ventureId: venture,
        userId: queuer.userId,
        activityId: late.activityId,
        scheduleId: late.scheduleId,
        bookedDate: TODAY,
      },
      {
        ventureId: venture,
        userId: prioritized.userId,
        activityId: late.activityId,
        scheduleId: late.scheduleId,
        bookedDate: TODAY,
        priorizedAt: new Date(),
        createdAt: new Date(Date.now() + 1000),
      },
    ])
    .returning({ id: bookingQueues.id });
  const otherDay = (dayOfWeek(TODAY) + 1) % 7;
  await (
    await deskEvent(db, venture, 'Outro dia', {
      startTime: '10:00:00',
      endTime: '11:00:00',
      daysOfWeek: [otherDay],
    })
  ).book({
    date: addDays(TODAY, 1),
  });
  await deskEvent(db, venture, 'Desligado', { startTime: '09:00:00', endTime: '10:00:00', isActive: false });
  // Turned off after a booking: it shows for the booking it kept.
  await (
    await deskEvent(db, venture, 'Pausado', { startTime: '10:00:00', endTime: '11:00:00', isActive: false })
  ).book();
  await (
    await deskEvent(db, ventures.other, 'Vizinho', { startTime: '08:00:00', endTime: '09:00:00' })
  ).book();
  return {
    ...ventures,
    ended,
    early,
    earlyCheckedInAt,
    noon,
    late,
    zuleica,
    cpf,
    checked: { ...checked, at: checkin.json<Checkin>().createdAt },
    queue: queue.map((row) => row.id) as [string, string],
    queuer,
    prioritized,
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (text, params) => recorded?.push({ text, params }) } });
  w = await buildWorld();
}, 180_000);
afterAll(() => t.close());

const today = async (query = '', token = w.concierge) => {
  const response = await t.call(token, 'GET', `/desk/today${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeskToday>();
};
const byName = (answer: DeskToday, name: string) =>
  answer.events.find((event) => event.activity.name === name) as DeskEvent;

describe('GET /desk/today', () => {
  it("lists the session venture's events of today by start time, with places and counts", async () => {
    const answer = await today();
    expect(answer.date).toBe(TODAY);
    // name, spot, times, total / left / full, ended, booked / checked in / no-show
    const line = (event: DeskEvent) =>
      [
        event.activity.name,
        event.spot.name,
        `${event.startTime}-${event.endTime}`,
        [event.totalVacancies, event.vacancies, event.isFull].join('/'),
        event.isExpired,
        Object.values(event.counts).join('/'),
      ].join(' ');
    expect(answer.events.map(line)).toEqual([
      'Natação Local Natação 00:00:00-00:01:00 3/0/true true 3/1/2',
      // Whether noon has passed depends on when the test runs.
      expect.stringMatching(/^Pausado Local Pausado 10:00:00-11:00:00 \/\/false (true|false) 1\/0\/[01]$/),
      expect.stringMatching(/^Yoga Local Yoga 12:00:00-13:00:00 \/\/false (true|false) 0\/0\/0$/),
      'Tênis Local Tênis 23:58:00-23:59:00 5/3/false false 2/1/0',
    ]);
  });

  it('pages the day by start time, each event whole, and keeps to those not ended with period=upcoming', async () => {
    const names = (answer: DeskToday) => answer.events.map((event) => event.activity.name);
    const first = await today('?limit=3');
    expect([names(first), first.total, first.pages]).toEqual([['Natação', 'Pausado', 'Yoga'], 4, 2]);
    const second = await today('?limit=3&page=2');
    expect([names(second), second.total, second.pages]).toEqual([['Tênis'], 4, 2]);
    // The page's events carry their whole bookings and queue, read for them alone.
    expect(byName(second, 'Tênis').counts).toEqual({ booked: 2, checkedIn: 1, noShow: 0 });
    expect(byName(second, 'Tênis').bookings).toHaveLength(2);
    expect(byName(second, 'Tênis').queue).toHaveLength(2);
    expect((await today('?limit=3&page=3')).events).toEqual([]);
    // Natação ended a minute after midnight; Tênis ends a minute before the next.
    const upcoming = await today('?period=upcoming');
    expect(names(upcoming)).not.toContain('Natação');
    expect(names(upcoming)).toContain('Tênis');
    expect(upcoming.total).toBe(upcoming.events.length);
    expect(names(await today('?q=zuleica&period=upcoming&limit=1'))).toEqual(['Tênis']);
    for (const bad of ['limit=0', 'limit=101', 'page=0', 'period=ontem']) {
      expectError(await t.call(w.concierge, 'GET', `/desk/today?${bad}`), 400, 'validation-error');
    }
  });

  it("lists each event's bookings of today with their check-ins, and its queue in order", async () => {
    const answer = await today();
    const ended = byName(answer, 'Natação');
    expect(ended.bookings.map((b) => [b.id, b.checkedIn, b.checkedInAt, b.noShow])).toEqual(
      expect.arrayContaining([
        [w.early[0]?.id, true, w.earlyCheckedInAt, false],
        [w.early[1]?.id, false, null, true],
        [w.early[2]?.id, false, null, true],
      ]),
    );
    const late = byName(answer, 'Tênis');
    expect(late.bookings.map((b) => [b.id, b.checkedIn, b.checkedInAt, b.noShow]).sort()).toEqual(
      [
        [w.zuleica.id, false, null, false],
        [w.checked.id, true, w.checked.at, false],
      ].sort(),
    );
    expect(late.bookings.find((b) => b.id === w.zuleica.id)).toMatchObject({
      person: { id: w.zuleica.userId, name: 'Zuleica Prado', groupKey: 'MEMBER', avatarUrl: null },
      startTime: '23:58:00',
      paymentStatus: null,
    });
    expect(late.queue).toEqual([
      { id: w.queue[1], person: { id: w.prioritized.userId, name: expect.any(String) }, position: 1 },
      { id: w.queue[0], person: { id: w.queuer.userId, name: 'Quirino Alves' }, position: 2 },
    ]);
  });

  it('finds people by name, CPF or phone, with only their bookings and places in line', async () => {
    const zuleica = [{ name: 'Tênis', bookings: [w.zuleica.id], queue: [] }];
    const found = async (q: string) =>
      (await today(`?q=${encodeURIComponent(q)}`)).events.map((event) => ({
        name: event.activity.name,
        bookings: event.bookings.map((b) => b.id),
        queue: event.queue?.map((entry) => [entry.person.name, entry.position]),
      }));
    expect(await found('zuleica')).toEqual(zuleica);
    expect(await found(`${w.cpf.slice(0, 3)}.${w.cpf.slice(3, 6)}`)).toEqual(zuleica);
    expect(await found('(21) 99876')).toEqual(zuleica);
    expect(await found('Quirino')).toEqual([{ name: 'Tênis', bookings: [], queue: [['Quirino Alves', 2]] }]);
    expect(await found('Ninguém Aqui')).toEqual([]);
    // The counts stay the whole event's, where the person found is booked or only queued.
    expect(byName(await today('?q=zuleica'), 'Tênis').counts).toEqual({ booked: 2, checkedIn: 1, noShow: 0 });
    expect(byName(await today('?q=quirino'), 'Tênis').counts).toEqual({ booked: 2, checkedIn: 1, noShow: 0 });
  });

  it("pages a search's events, then reads the bookings, queue and activities of the page's alone", async () => {
    // In a venture of its own: three events with an Ximena (one only queued), one without.
    const ventures = await deskVentures(t, 'PORTARIA_BUSCA');
    const event = (name: string, startTime: string) =>
      deskEvent(t.database.db, ventures.venture, name, { startTime, endTime: '23:59:00' });
    const [remo, vela, surfe, golfe] = [
      await event('Remo', '20:00:00'),
      await event('Vela', '21:00:00'),
      await event('Surfe', '22:00:00'),
      await event('Golfe', '23:00:00'),
    ];
    const ximenas = [await remo.book({ name: 'Ximena Souza' }), await vela.book({ name: 'Ximena Dias' })];
    await Promise.all([remo.book(), vela.book(), surfe.book(), golfe.book({ name: 'Olga Ximenes' })]);
    const queued = await surfe.book({ date: saoPauloDate(1), name: 'Ximena Lopes' });
    await t.database.db.insert(bookingQueues).values({
      ventureId: ventures.venture,
      userId: queued.userId,
      activityId: surfe.activityId,
      scheduleId: surfe.scheduleId,
      bookedDate: TODAY,
    });
    const search = async (query: string) => {
      recorded = [];
      const answer = await today(query, ventures.concierge);
      // The ids each statement of a kind was given (a page's ids go as one uuid[]).
      const idsOf = (kind: RegExp) =>
        (recorded ?? [])
          .filter((statement) => kind.test(statement.text))
          .map((statement) => statement.params.filter(Array.isArray));
      const reads = idsOf(/"checkedIn"|from "booking_queues"/);
      const activities = idsOf(/FROM activities a JOIN spots/);
      recorded = null;
      return { answer, reads, activities };
    };
    const first = await search('?q=ximena&limit=2');
    expect([first.answer.events.map((e) => e.activity.name), first.answer.total, first.answer.pages]).toEqual(
      [['Remo', 'Vela'], 3, 2],
    );
    expect(first.answer.events.map((e) => [e.bookings.map((b) => b.id), e.counts.booked])).toEqual([
      [[ximenas[0]?.id], 2],
      [[ximenas[1]?.id], 2],
    ]);
    expect(first.reads).toEqual([[[remo.scheduleId, vela.scheduleId]], [[remo.scheduleId, vela.scheduleId]]]);
    // The names of the page's activities alone, not of all the venture's.
    expect(first.activities).toEqual([[[remo.activityId, vela.activityId]]]);
    const second = await search('?q=ximena&limit=2&page=2');
    expect(second.answer.events.map((e) => [e.activity.name, e.bookings, e.queue, e.counts.booked])).toEqual([
      [
        'Surfe',
        [],
        [{ id: expect.any(String), person: { id: queued.userId, name: 'Ximena Lopes' }, position: 1 }],
        1,
      ],
    ]);
    expect(second.reads).toEqual([[[surfe.scheduleId]], [[surfe.scheduleId]]]);
    // Nobody found: no event, and no event's bookings or queue read.
    const nobody = await search('?q=Ningu%C3%A9m%20Aqui');
    expect([nobody.answer.events, nobody.answer.total, nobody.reads]).toEqual([[], 0, [[[]], [[]]]]);
  });

  it('needs the app key and a bookings read key; the queue only with a queue read key', async () => {
    const withoutApp = (await t.signIn('funcionario@reserva.dev')).token;
    expectError(await t.call(withoutApp, 'GET', '/desk/today'), 403, 'insufficient-privilege');
    const withoutRead = await keyedStaff(t, 'PORTARIA_SEM_LEITURA', w.venture, [
      'APP_CONCIERGE_ACCESS',
      'BOOKING_CHECKIN_WRITE_ACCESS',
    ]);
    expectError(await t.call(withoutRead, 'GET', '/desk/today'), 403, 'insufficient-privilege');
    const withoutQueue = await keyedStaff(t, 'PORTARIA_SEM_FILA', w.venture, [
      'APP_CONCIERGE_ACCESS',
      'BOOKING_READ_ACCESS',
    ]);
    const late = byName(await today('', withoutQueue), 'Tênis');
    expect([late.bookings.length, late.queue]).toEqual([2, null]);
  });
});

describe('live check-ins', () => {
  it("tells the venture's open desks of a check-in made elsewhere, and of its undoing, and no other venture", async () => {
    const url = await listenUrl(t.app);
    const desk = await connectSocket(url, w.concierge);
    const neighbour = await connectSocket(url, (await t.signIn('master@reserva.dev', w.other)).token);
    try {
      // A screen joins its venture's staff room as the back-office's shell does.
      for (const socket of [desk, neighbour]) await socket.emitWithAck(SOCKET_EVENTS.connectedUsers, {});
      const heardByNeighbour: unknown[] = [];
      neighbour.on(SOCKET_EVENTS.checkinNotification, (payload) => heardByNeighbour.push(payload));
      const booking = await w.late.book();
      const heard = nextEvent<{ bookingId: string }>(desk, SOCKET_EVENTS.checkinNotification);
      const added = await t.call(w.master, 'POST', `/bookings/${booking.id}/checkins`);
      expect(added.statusCode, added.body).toBe(201);
      expect(await heard).toEqual({ bookingId: booking.id });
      const undone = nextEvent<{ bookingId: string }>(desk, SOCKET_EVENTS.checkinNotification);
      const removed = await t.call(w.master, 'DELETE', `/bookings/checkins/${added.json<Checkin>().id}`);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await undone).toEqual({ bookingId: booking.id });
      expect(heardByNeighbour).toEqual([]);
    } finally {
      desk.close();
      neighbour.close();
    }
  });
});
