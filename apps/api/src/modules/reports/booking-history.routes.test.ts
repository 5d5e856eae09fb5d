import type { BookingListItem } from '@reserva/shared/bookings/bookings.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { SCREEN_KEYS } from '@reserva/shared/permissions/screens';
import type { CancellationHistoryItem } from '@reserva/shared/reports/booking-history.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createBooking, createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { expectOnTheMinute, minutesOf, sheetRows, wallMinutes } from '../../test/xlsx-sheet';
import { createBookableActivity, createPeople } from '../bookings/bookings.fixtures';
import { cancelBookings } from '../bookings/pending-bookings';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';

// The cancellations report (GET /bookings/cancellation-histories) and the no-shows report (GET /bookings
// with noShowOnly) as their keys read them: the session's venture only, the member filters, the date
// range, both sorts, 'Isento' as a null payment, and the no-show rule.

let t: TestApp;
let praia: string;
let serra: string;
let tokens: Record<'admin' | 'employee' | 'cancellations' | 'noShows' | 'seller', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  serra = await ventureIdByRef(db, 'SERRA');
  const cancellations = await createStaffGroup(db, 'CANCELAMENTOS', 5, [
    'WEB_ACCESS',
    'BOOKING_CANCELLATION_HISTORY_READ_ACCESS',
  ]);
  const noShows = await createStaffGroup(db, 'NO_SHOWS', 5, [
    'WEB_ACCESS',
    'BOOKING_NO_SHOW_HISTORY_READ_ACCESS',
  ]);
  // A seller reads only its own sales in the bookings list, but the whole venture's no-shows.
  const seller = await createStaffGroup(db, 'VENDAS_NO_SHOWS', 5, [
    'WEB_ACCESS',
    'BOOKING_SELLER_READ_ACCESS',
    'BOOKING_NO_SHOW_HISTORY_FULL_ACCESS',
  ]);
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    employee: 'funcionario@reserva.dev',
    cancellations: cancellations.email,
    noShows: noShows.email,
    seller: seller.email,
  });
}, 180_000);
afterAll(() => t.close());

/** People of the venture with names of their own (and CPFs), so that a name filter finds only them. */
async function people(ventureId: string, count: number, prefix: string) {
  const ids = await createPeople(t.database.db, ventureId, count, { complete: true });
  await queryRows(
    t.database.db,
    sql`UPDATE users SET name = ${prefix} || ' ' || substr(id::text, 1, 4) WHERE id = ANY(${sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`})`,
  );
  return ids;
}

async function bookingIn(
  ventureId: string,
  userId: string,
  days: number,
  extra: { paid?: boolean; start?: string; end?: string } = {},
) {
  const db = t.database.db;
  const { activityId } = await createBookableActivity(db, ventureId);
  const start = extra.start ?? '08:00:00';
  const end = extra.end ?? (extra.start ? '23:59:59' : '09:00:00');
  const scheduleId = await createSchedule(db, activityId, { startTime: start, endTime: end });
  return createBooking(db, {
    ventureId,
    scheduleId,
    activityId,
    userId,
    bookedDate: saoPauloDate(days),
    startTime: start,
    endTime: end,
    ...(extra.paid && { paymentStatus: 'WAITING' as const }),
  });
}

async function cancellations(token: string, query: string) {
  const response = await t.call(token, 'GET', `/bookings/cancellation-histories?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<CancellationHistoryItem>>();
}

describe('cancellations report', () => {
  it('lists the venture cancellations with who, why, minutes, payment and booking; filters and sorts', async () => {
    const db = t.database.db;
    const [first, second] = await people(praia, 2, 'Cancelou Relatorio');
    const paid = await bookingIn(praia, first as string, 5, { paid: true });
    const free = await bookingIn(praia, second as string, 2);
    const cancel = await t.call(tokens.admin, 'POST', `/bookings/${paid}/cancel`, { reason: 'Chuva' });
    expect(cancel.statusCode, cancel.body).toBe(204);
    await cancelBookings(db, [free], { reason: 'Usuário bloqueado', userId: null });
    // Another venture's cancellation of a person with the same name is never listed.
    const [elsewhere] = await people(serra, 1, 'Cancelou Relatorio');
    await cancelBookings(db, [await bookingIn(serra, elsewhere as string, 3)], { reason: 'x', userId: null });

    const page = await cancellations(
      tokens.cancellations,
      'userName=cancelou%20relat&sort=createdAt&order=DESC',
    );
    expect(page.total).toBe(2);
    const byBooking = new Map(page.items.map((item) => [item.bookingId, item]));
    expect(byBooking.get(paid)).toMatchObject({
      booking: { paymentStatus: 'CANCELED', bookedDate: saoPauloDate(5), startTime: '08:00:00' },
      user: { name: 'André Lima' },
      reason: 'Chuva',
      exceedCancellationDeadline: false,
    });
    expect(byBooking.get(paid)?.minutesBeforeScheduleStart).toBeGreaterThan(4 * 1440);
    // No payment: the screen shows 'Isento'. The system cancelled it: no user.
    expect(byBooking.get(free)).toMatchObject({ booking: { paymentStatus: null }, user: null });

    const byMinutes = await cancellations(
      tokens.cancellations,
      'userName=Cancelou%20Relatorio&sort=minutesBeforeScheduleStart&order=ASC',
    );
    expect(byMinutes.items.map((item) => item.bookingId)).toEqual([free, paid]);
    const descending = await cancellations(
      tokens.cancellations,
      'userName=Cancelou%20Relatorio&sort=minutesBeforeScheduleStart&order=DESC',
    );
    expect(descending.items.map((item) => item.bookingId)).toEqual([paid, free]);

    const [cpf] = await queryRows<{ cpf: string }>(db, sql`SELECT cpf FROM users WHERE id = ${first}`);
    const masked = String(cpf?.cpf).replace(/^(\d{3})(\d{3})/, '$1.$2.');
    const byDocument = await cancellations(
      tokens.cancellations,
      `userDocument=${encodeURIComponent(masked)}`,
    );
    expect(byDocument.items.map((item) => item.bookingId)).toEqual([paid]);
  });

  it('reads the São Paulo dates of the cancellation: minDate and maxDate bound it, both included', async () => {
    const db = t.database.db;
    const [person] = await people(praia, 1, 'Cancelou Antes');
    const id = await bookingIn(praia, person as string, 4);
    await cancelBookings(db, [id], { reason: null, userId: null });
    // Cancelled at 00:30 in São Paulo ten days ago (03:30 UTC).
    const day = saoPauloDate(-10);
    await db.execute(sql`UPDATE cancellation_histories SET created_at = (${day}::date + time '00:30')
      AT TIME ZONE 'America/Sao_Paulo' WHERE booking_id = ${id}`);
    const listed = async (range: string) =>
      (await cancellations(tokens.cancellations, `userName=Cancelou%20Antes&${range}`)).items.length;
    expect(await listed(`minDate=${day}&maxDate=${day}`)).toBe(1);
    expect(await listed(`minDate=${saoPauloDate(-9)}`)).toBe(0);
    expect(await listed(`maxDate=${saoPauloDate(-11)}`)).toBe(0);
    expect(await listed(`minDate=${saoPauloDate(-30)}&maxDate=${saoPauloDate(0)}`)).toBe(1);
    const inverted = await t.call(
      tokens.cancellations,
      'GET',
      `/bookings/cancellation-histories?minDate=${saoPauloDate(0)}&maxDate=${saoPauloDate(-1)}`,
    );
    expectError(inverted, 400, 'validation-error');
  });

  it('opens with the cancellations keys only, the keys of its screen', async () => {
    expectError(
      await t.call(tokens.employee, 'GET', '/bookings/cancellation-histories'),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(tokens.noShows, 'GET', '/bookings/cancellation-histories'),
      403,
      'insufficient-privilege',
    );
    const route = t.routes.find(
      (one) => one.method === 'GET' && one.url === '/api/bookings/cancellation-histories',
    );
    expect(route?.access.kind === 'any-of' && [...route.access.keys].sort()).toEqual(
      [...SCREEN_KEYS['/booking-cancellations']].sort(),
    );
  });

  it('pages the demo cancellations on a first start', async () => {
    const page = await cancellations(tokens.admin, 'limit=1');
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(1);
  });
});

describe('no-shows report', () => {
  const noShows = async (token: string, query: string) =>
    t.call(token, 'GET', `/bookings?noShowOnly=true&showPendingBookingsOnly=false&${query}`);

  it('lists ended occurrences with no check-in and no cancellation, of every seller, to its keys', async () => {
    const db = t.database.db;
    const [a, b, c, d, e, f] = await people(praia, 6, 'Faltou Relatorio');
    const missed = await bookingIn(praia, a as string, -3, { paid: true });
    const attended = await bookingIn(praia, b as string, -3);
    await db.execute(sql`INSERT INTO checkins (booking_id, booked_date, user_id)
      SELECT b.id, b.booked_date, u.id FROM bookings b, users u
      WHERE b.id = ${attended} AND u.email = 'portaria@reserva.dev'`);
    const cancelled = await bookingIn(praia, c as string, -2);
    await cancelBookings(db, [cancelled], { reason: 'Evento excluído', userId: null });
    await bookingIn(praia, d as string, 2);
    // Today until 23:59:59: not ended yet. Today's first second: ended.
    await bookingIn(praia, e as string, 0, { start: '23:59:00' });
    const missedToday = await bookingIn(praia, f as string, 0, { start: '00:00:00', end: '00:00:01' });

    for (const token of [tokens.noShows, tokens.seller, tokens.admin]) {
      const response = await noShows(
        token,
        `userName=Faltou%20Relatorio&minBookedDate=${saoPauloDate(-30)}&maxBookedDate=${saoPauloDate(0)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Paged<BookingListItem>>();
      expect(page.items.map((item) => item.id).sort()).toEqual([missed, missedToday].sort());
      expect(page.items.find((item) => item.id === missed)).toMatchObject({
        paymentStatus: 'WAITING',
        checkins: 0,
        deletedAt: null,
      });
    }
    const outside = await noShows(
      tokens.noShows,
      `userName=Faltou%20Relatorio&maxBookedDate=${saoPauloDate(-4)}`,
    );
    expect(outside.json<Paged<BookingListItem>>().items).toEqual([]);
  });

  it('gives the no-shows keys nothing but no-shows', async () => {
    expectError(await t.call(tokens.noShows, 'GET', '/bookings'), 403, 'insufficient-privilege');
    expectError(
      await t.call(tokens.noShows, 'GET', '/bookings?noShowOnly=false&showPendingBookingsOnly=false'),
      403,
      'insufficient-privilege',
    );
    expectError(await noShows(tokens.cancellations, ''), 403, 'insufficient-privilege');
    // A bookings reader reads them as any list.
    expect((await noShows(tokens.employee, '')).statusCode).toBe(200);
    const route = t.routes.find((one) => one.method === 'GET' && one.url === '/api/bookings');
    const keys: readonly string[] = route?.access.kind === 'any-of' ? route.access.keys : [];
    expect(SCREEN_KEYS['/booking-no-shows'].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('has the demo past bookings nobody came to on a first start', async () => {
    const response = await noShows(
      tokens.noShows,
      `minBookedDate=${saoPauloDate(-30)}&maxBookedDate=${saoPauloDate(0)}`,
    );
    expect(response.json<Paged<BookingListItem>>().total).toBeGreaterThanOrEqual(2);
  });
});

describe('the cancellations and no-shows exports', () => {
  const exported = (token: string, path: string, body: object, query = '') =>
    t.call(token, 'POST', `/bookings/${path}/xlsx${query}`, body);

  /** The validation's fields of a 400, as `path message`. */
  const fields = (response: Awaited<ReturnType<typeof exported>>) => {
    expectError(response, 400, 'validation-error');
    return response
      .json<{ metaData: { fields: { path: string; message: string }[] } }>()
      .metaData.fields.map((field) => `${field.path} ${field.message}`);
  };

  it('exports the listed cancellations, to their keys, on whole minutes, with the totals row', async () => {
    const db = t.database.db;
    const [first, second] = await people(praia, 2, 'Exportou Cancelamento');
    // The issue's class: 08:00-09:30.
    const paid = await bookingIn(praia, first as string, 5, {
      paid: true,
      start: '08:00:00',
      end: '09:30:00',
    });
    const free = await bookingIn(praia, second as string, 3);
    const cancel = await t.call(tokens.admin, 'POST', `/bookings/${paid}/cancel`, { reason: 'Chuva' });
    expect(cancel.statusCode, cancel.body).toBe(204);
    await cancelBookings(db, [free], { reason: 'Usuário bloqueado', userId: null });
    // Another venture's cancellation of a person of the same name stays out.
    const [elsewhere] = await people(serra, 1, 'Exportou Cancelamento');
    await cancelBookings(db, [await bookingIn(serra, elsewhere as string, 3)], { reason: 'x', userId: null });

    const body = { minDate: saoPauloDate(-1), maxDate: saoPauloDate(0), userName: 'Exportou Cancelamento' };
    const response = await exported(tokens.cancellations, 'cancellation-histories', body, '?order=ASC');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cancelamentos_${body.minDate}_${body.maxDate}.xlsx"`,
    );
    expect(response.headers['x-total-count']).toBe('2');
    const [header, ...rest] = sheetRows(response.rawPayload);
    expect([...(header?.values() ?? [])].map((cell) => cell.text)).toEqual([
      'Reservado para',
      'Atividade',
      'Local',
      'Data reservada',
      'Início',
      'Fim',
      'Cancelado por',
      'Motivo',
      'Minutos antes do início',
      'Após o prazo',
      'Cancelado em',
      'Pagamento',
    ]);
    const listed = (
      await cancellations(tokens.cancellations, 'userName=Exportou%20Cancelamento&order=ASC&limit=100')
    ).items;
    expect(listed.map((item) => item.bookingId)).toEqual([paid, free]);
    const lines = rest.slice(0, -1);
    expect(lines).toHaveLength(2);
    lines.forEach((line, index) => {
      const item = listed[index] as CancellationHistoryItem;
      const serial = (column: string) => Number(line.get(column)?.text);
      expect(line.get('A')?.text).toBe(item.booking.user.name);
      expect(serial('D')).toBe(minutesOf(item.booking.bookedDate) / 1440);
      expectOnTheMinute(serial('E'), minutesOf('1899-12-30', item.booking.startTime));
      expectOnTheMinute(serial('F'), minutesOf('1899-12-30', item.booking.endTime));
      expectOnTheMinute(serial('K'), wallMinutes(item.createdAt));
      expect(serial('I')).toBe(item.minutesBeforeScheduleStart);
    });
    expect(Math.round(Number(lines[0]?.get('F')?.text) * 1440)).toBe(9 * 60 + 30);
    expect([lines[0]?.get('G')?.text, lines[0]?.get('H')?.text, lines[0]?.get('L')?.text]).toEqual([
      'André Lima',
      'Chuva',
      // Cancelling cancels its payment.
      'Pagamento cancelado',
    ]);
    expect([lines[1]?.get('G')?.text, lines[1]?.get('L')?.text]).toEqual(['Sistema', 'Isento']);
    const totals = rest.at(-1);
    expect([totals?.get('A')?.text, totals?.get('B')?.text]).toEqual(['Total', '2']);

    // The list's keys, and its venture: the SERRA session reads the other one.
    expectError(
      await exported(tokens.noShows, 'cancellation-histories', body),
      403,
      'insufficient-privilege',
    );
    expectError(
      await exported(tokens.employee, 'cancellation-histories', body),
      403,
      'insufficient-privilege',
    );
    const serraAdmin = (await t.signIn('admin@reserva.dev', serra)).token;
    const inSerra = await exported(serraAdmin, 'cancellation-histories', body);
    expect(inSerra.headers['x-total-count']).toBe('1');
    const route = t.routes.find(
      (one) => one.method === 'POST' && one.url === '/api/bookings/cancellation-histories/xlsx',
    );
    expect(route?.access.kind === 'any-of' && [...route.access.keys].sort()).toEqual(
      [...SCREEN_KEYS['/booking-cancellations']].sort(),
    );
  });

  it('exports the listed no-shows, to the list’s keys, on whole minutes, with the totals row', async () => {
    const db = t.database.db;
    const [a, b, c] = await people(praia, 3, 'Exportou Falta');
    const missed = await bookingIn(praia, a as string, -3, {
      paid: true,
      start: '08:00:00',
      end: '09:30:00',
    });
    const missedToo = await bookingIn(praia, b as string, -2);
    const attended = await bookingIn(praia, c as string, -2);
    await db.execute(sql`INSERT INTO checkins (booking_id, booked_date, user_id)
      SELECT b.id, b.booked_date, u.id FROM bookings b, users u
      WHERE b.id = ${attended} AND u.email = 'portaria@reserva.dev'`);
    const [elsewhere] = await people(serra, 1, 'Exportou Falta');
    await bookingIn(serra, elsewhere as string, -2);

    const body = {
      minBookedDate: saoPauloDate(-30),
      maxBookedDate: saoPauloDate(0),
      userName: 'Exportou Falta',
    };
    const query = '?sort=bookedDate&order=ASC';
    const listedResponse = await t.call(
      tokens.noShows,
      'GET',
      '/bookings?noShowOnly=true&showPendingBookingsOnly=false&userName=Exportou%20Falta&sort=bookedDate&order=ASC',
    );
    const listed = listedResponse.json<Paged<BookingListItem>>().items;
    expect(listed.map((item) => item.id)).toEqual([missed, missedToo]);
    // The no-shows keys, a seller with them, and a bookings reader: the whole venture's no-shows.
    for (const token of [tokens.noShows, tokens.seller, tokens.admin]) {
      const response = await exported(token, 'no-shows', body, query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="no-shows_${body.minBookedDate}_${body.maxBookedDate}.xlsx"`,
      );
      expect(response.headers['x-total-count']).toBe('2');
      const [header, ...rest] = sheetRows(response.rawPayload);
      expect([...(header?.values() ?? [])].map((cell) => cell.text)).toEqual([
        'Membro',
        'Grupo',
        'Anfitrião',
        'Atividade',
        'Local',
        'Data reservada',
        'Início',
        'Fim',
        'Reservado em',
        'Pagamento',
      ]);
      const lines = rest.slice(0, -1);
      expect(lines.map((line) => line.get('A')?.text)).toEqual(listed.map((item) => item.user.name));
      lines.forEach((line, index) => {
        const item = listed[index] as BookingListItem;
        const serial = (column: string) => Number(line.get(column)?.text);
        expect(serial('F')).toBe(minutesOf(item.bookedDate) / 1440);
        expectOnTheMinute(serial('G'), minutesOf('1899-12-30', item.startTime));
        expectOnTheMinute(serial('H'), minutesOf('1899-12-30', item.endTime));
        expectOnTheMinute(serial('I'), wallMinutes(item.createdAt));
      });
      expect(lines[0]?.get('J')?.text).toBe('Aguardando pagamento');
      const totals = rest.at(-1);
      expect([totals?.get('A')?.text, totals?.get('B')?.text]).toEqual(['Total', '2']);
    }
    expectError(await exported(tokens.cancellations, 'no-shows', body), 403, 'insufficient-privilege');
    const serraAdmin = (await t.signIn('admin@reserva.dev', serra)).token;
    expect((await exported(serraAdmin, 'no-shows', body)).headers['x-total-count']).toBe('1');
  });

  it('exports a year at most, both dates required, the start not after the end', async () => {
    const today = saoPauloDate(0);
    expect(
      fields(
        await exported(tokens.cancellations, 'cancellation-histories', {
          minDate: '2000-01-01',
          maxDate: today,
        }),
      ),
    ).toEqual(['maxDate Período máximo de 1 ano (366 dias)']);
    expect(fields(await exported(tokens.cancellations, 'cancellation-histories', {}))).toEqual([
      'minDate Requerido',
      'maxDate Requerido',
    ]);
    expect(
      fields(
        await exported(tokens.cancellations, 'cancellation-histories', {
          minDate: today,
          maxDate: saoPauloDate(-1),
        }),
      ),
    ).toEqual(['maxDate Data de início deve ser anterior à data final']);
    expect(
      fields(
        await exported(tokens.noShows, 'no-shows', {
          minBookedDate: saoPauloDate(-367),
          maxBookedDate: today,
        }),
      ),
    ).toEqual(['maxBookedDate Período máximo de 1 ano (366 dias)']);
    const year = await exported(tokens.noShows, 'no-shows', {
      minBookedDate: saoPauloDate(-366),
      maxBookedDate: today,
    });
    expect(year.statusCode, year.body).toBe(200);
  });
});
