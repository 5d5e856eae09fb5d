import { PassThrough } from 'node:stream';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { Paged } from '@reserva/shared/common/list.schemas';
import type { SalesReportItem } from '@reserva/shared/reports/sales-report.schemas';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { payments } from '../../db/schema/bookings';
import { activitySchedules, scheduleItems } from '../../db/schema/schedules';
import { users } from '../../db/schema/users';
import type { Principal } from '../../plugins/principal';
import { createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { expectOnTheMinute, minutesOf, sheetRows, wallMinutes } from '../../test/xlsx-sheet';
import { createBookableActivity, createPersonIn } from '../bookings/bookings.fixtures';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { takeExportSlot } from './export-slot';
import { countAll, readAll } from './sales-report.repository';
import { prepareXlsxExport } from './xlsx-export';

// The sales report (spec 001 s.2, s.3, s.5-7, s.9): the lines of the payments authorized between two
// São Paulo dates, in the session's venture, listed by page and exported as a real spreadsheet.

let t: TestApp;
let praia: string;
let serra: string;
let tokens: Record<'admin' | 'concierge' | 'serraAdmin', string>;

// Days far enough back that no other test's payments (authorized now) fall in them.
const DAY = '2025-03-10';
const NEXT_DAY = '2025-03-11';
const range = { authorizationDateInit: DAY, authorizationDateEnd: DAY };

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
    serraAdmin: ['admin@reserva.dev', serra],
  });
}, 180_000);
afterAll(() => t.close());

/** A booking made and paid at the club through the product's calls, its payment then dated `authorizedAt`. */
async function paidBooking(
  authorizedAt: string,
  options: { token?: string; ventureId?: string; startTime?: string; endTime?: string } = {},
) {
  const db = t.database.db;
  const ventureId = options.ventureId ?? praia;
  const token = options.token ?? tokens.admin;
  const { activityId } = await createBookableActivity(db, ventureId, 'Praia');
  const scheduleId = await createSchedule(db, activityId, {
    bookingPrice: 5000,
    waveSide: 'LEFT',
    ...(options.startTime && { startTime: options.startTime, endTime: options.endTime }),
  });
  const [provider] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'vendedor@reserva.dev'));
  const [extra] = await db
    .insert(scheduleItems)
    .values({ scheduleId, name: 'Prancha', price: 1500, userId: provider?.id as string })
    .returning({ id: scheduleItems.id });
  const userId = await createPersonIn(db, ventureId, { complete: true });
  const bookedDate = saoPauloDate(2);
  const created = await t.call(token, 'POST', '/bookings', {
    activityScheduleId: scheduleId,
    userId,
    bookedDate,
    scheduleItems: [extra?.id],
  });
  expect(created.statusCode, created.body).toBe(201);
  const bookingId = created.json<{ id: string }>().id;
  // Raised after booking, so that the person's level need not match it.
  await db
    .update(activitySchedules)
    .set({ minUserExperience: 2 })
    .where(eq(activitySchedules.id, scheduleId));
  const paid = await t.call(token, 'POST', `/bookings/${bookingId}/external-payments`);
  expect(paid.statusCode, paid.body).toBe(200);
  await db
    .update(payments)
    .set({ authorizedAt: sql`${authorizedAt}::timestamptz`, externalOrderId: `PED-${bookingId.slice(0, 8)}` })
    .where(eq(payments.bookingId, bookingId));
  return { bookingId, bookedDate, userId };
}

const report = (query: Record<string, string>, token = tokens.admin) =>
  t.call(token, 'GET', `/bookings/payments/reports?${new URLSearchParams(query)}`);

const items = async (query: Record<string, string>, token = tokens.admin) => {
  const response = await report(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<SalesReportItem>>();
};

describe('the demo', () => {
  it('shows its bookings paid at the club on the day it was seeded (the first start)', async () => {
    const today = todayInSaoPaulo();
    const page = await items({ authorizationDateInit: today, authorizationDateEnd: today });
    const [paid] = await queryRows<{ lines: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS lines FROM payment_items pi JOIN payments p ON p.id = pi.payment_id
        JOIN bookings b ON b.id = p.booking_id WHERE b.venture_id = ${praia} AND p.status = 'PAYMENT_EXTERNAL'`,
    );
    expect(paid?.lines).toBeGreaterThan(0);
    expect(page.total).toBe(paid?.lines);
  });
});

describe('GET /bookings/payments/reports', () => {
  let first: Awaited<ReturnType<typeof paidBooking>>;

  beforeAll(async () => {
    // 00:30 and 23:30 of DAY in São Paulo (UTC-3); 23:59 of the day before; 00:00 of the next day.
    first = await paidBooking(`${DAY}T03:30:00Z`);
    await paidBooking(`${NEXT_DAY}T02:30:00Z`);
    await paidBooking(`${DAY}T02:59:00Z`);
    await paidBooking(`${NEXT_DAY}T03:00:00Z`);
    // Another venture's sale that day, and a booking never paid.
    await paidBooking(`${DAY}T15:00:00Z`, { token: tokens.serraAdmin, ventureId: serra });
  }, 120_000);

  it('lists every line of the payments authorized in the São Paulo days, with the report columns', async () => {
    const page = await items(range);
    expect(page.total).toBe(4);
    const line = page.items.find((item) => item.bookingId === first.bookingId && item.itemName === 'Prancha');
    expect(line).toEqual({
      id: expect.any(String),
      bookingId: first.bookingId,
      activityName: expect.stringMatching(/^Atividade/),
      bookedDate: first.bookedDate,
      bookedStartTime: '08:00:00',
      bookedEndTime: '09:00:00',
      scheduleExperience: 2,
      waveSide: 'LEFT',
      customerName: expect.stringMatching(/^Pessoa/),
      sellerName: 'Vanessa Rocha',
      itemName: 'Prancha',
      itemBilledAmount: 1500,
      authorizedAt: `${DAY}T03:30:00.000Z`,
      orderExternalId: `PED-${first.bookingId.slice(0, 8)}`,
    });
    const booking = page.items.find(
      (item) => item.bookingId === first.bookingId && item.itemName !== 'Prancha',
    );
    expect(booking).toMatchObject({ itemBilledAmount: 5000, sellerName: expect.any(String) });
    // The next day holds only the payment of its own São Paulo midnight.
    expect((await items({ authorizationDateInit: NEXT_DAY, authorizationDateEnd: NEXT_DAY })).total).toBe(2);
    expect((await items({ authorizationDateInit: DAY, authorizationDateEnd: NEXT_DAY })).total).toBe(6);
  });

  it('leaves out unpaid payments and other ventures', async () => {
    const serraPage = await items(range, tokens.serraAdmin);
    expect(serraPage.total).toBe(2);
    expect(serraPage.items.every((item) => item.bookingId !== first.bookingId)).toBe(true);
    const db = t.database.db;
    const { activityId } = await createBookableActivity(db, praia);
    const scheduleId = await createSchedule(db, activityId, { bookingPrice: 3000 });
    const unpaid = await t.call(tokens.admin, 'POST', '/bookings', {
      activityScheduleId: scheduleId,
      userId: await createPersonIn(db, praia, { complete: true }),
      bookedDate: saoPauloDate(2),
    });
    const today = todayInSaoPaulo();
    const todays = await items({ authorizationDateInit: today, authorizationDateEnd: today });
    expect(todays.items.some((item) => item.bookingId === unpaid.json<{ id: string }>().id)).toBe(false);
  });

  it('pages on the server, newest line first, ties broken by id', async () => {
    const all = await items({ ...range, authorizationDateEnd: NEXT_DAY });
    expect(all).toMatchObject({ total: 6, pages: 1 });
    expect(all.items.map((item) => item.authorizedAt)).toContain(`${NEXT_DAY}T03:00:00.000Z`);
    const pages = [1, 2, 3].map((page) => items({ ...range, limit: '3', page: String(page) }));
    const read = (await Promise.all(pages)).flatMap((page) => page.items.map((item) => item.id));
    expect(read).toHaveLength(4);
    expect(new Set(read).size).toBe(4);
    const ascending = await items({ ...range, order: 'ASC' });
    expect(ascending.items.map((item) => item.id)).toEqual(
      [...(await items(range)).items.map((i) => i.id)].reverse(),
    );
  });

  it('lists a line in the venture its payment moved to with its booking', async () => {
    const day = '2025-03-20';
    const moved = await paidBooking(`${day}T15:00:00Z`);
    const dates = { authorizationDateInit: day, authorizationDateEnd: day };
    expect((await items(dates)).total).toBe(2);
    // As the database moves a booking's payment with it (migration 0010), the payment's lines follow.
    await t.database.db.execute(sql`UPDATE bookings SET venture_id = ${serra} WHERE id = ${moved.bookingId}`);
    expect((await items(dates)).total).toBe(0);
    const there = await items(dates, tokens.serraAdmin);
    expect(there.items.map((item) => item.bookingId)).toEqual([moved.bookingId, moved.bookingId]);
  });

  it('wants both dates, the start not after the end, neither in the future', async () => {
    const fields = async (query: Record<string, string>) => {
      const response = await report(query);
      expectError(response, 400, 'validation-error');
      return response
        .json<{ metaData: { fields: { path: string; message: string }[] } }>()
        .metaData.fields.map((field) => `${field.path} ${field.message}`);
    };
    expect(await fields({})).toEqual(
      expect.arrayContaining(['authorizationDateInit Requerido', 'authorizationDateEnd Requerido']),
    );
    expect(await fields({ authorizationDateInit: NEXT_DAY, authorizationDateEnd: DAY })).toEqual([
      'authorizationDateInit Data de início deve ser anterior à data final',
    ]);
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    expect(await fields({ authorizationDateInit: DAY, authorizationDateEnd: tomorrow })).toEqual([
      'authorizationDateEnd Data não pode ser no futuro',
    ]);
  });

  it('needs BOOKING_PAYMENT_REPORTS_FULL or READ_ACCESS', async () => {
    expectError(await report(range, tokens.concierge), 403, 'insufficient-privilege');
    expectError(
      await t.call(tokens.concierge, 'POST', '/bookings/payments/reports/xlsx', range),
      403,
      'insufficient-privilege',
    );
  });
});

describe('POST /bookings/payments/reports/xlsx', () => {
  const EXPORT_DAY = '2025-04-02';
  const dates = { authorizationDateInit: EXPORT_DAY, authorizationDateEnd: EXPORT_DAY };
  let sold: Awaited<ReturnType<typeof paidBooking>>;

  beforeAll(async () => {
    sold = await paidBooking(`${EXPORT_DAY}T13:45:00Z`);
    // The class: 08:00-09:30, paid at a time with seconds (13:59:59.999 UTC is 10:59 there).
    await paidBooking(`${EXPORT_DAY}T13:59:59.999Z`, { startTime: '08:00:00', endTime: '09:30:00' });
  }, 60_000);

  const exported = (body: object, query = 'order=ASC', token = tokens.admin) =>
    t.call(token, 'POST', `/bookings/payments/reports/xlsx?${query}`, body);

  it('answers a real .xlsx with Portuguese headers, reais as currency and dates as dates', async () => {
    const response = await exported(dates);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-de-vendas_${EXPORT_DAY}_${EXPORT_DAY}.xlsx"`,
    );
    // The rows, sent before the file for the screen's progress.
    expect(response.headers['x-total-count']).toBe('4');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Relatório de vendas');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Atividade',
      'Data reservada',
      'Início',
      'Fim',
      'Nível de experiência',
      'Lado da onda',
      'Comprador',
      'Loja',
      'Item',
      'Valor',
      'Autorizado em',
      'Pedido',
    ]);
    // Four lines and the totals row.
    expect(sheet.rowCount).toBe(6);
    // Oldest first (order=ASC): the first sale's two lines, in the list's order.
    const listed = await items({ ...dates, order: 'ASC' });
    const rows = [2, 3, 4, 5].map((number) => sheet.getRow(number));
    expect(rows.map((row) => row.getCell(9).value)).toEqual(listed.items.map((item) => item.itemName));
    const extra = rows.find(
      (row) =>
        row.getCell(9).value === 'Prancha' && row.getCell(12).value === `PED-${sold.bookingId.slice(0, 8)}`,
    );
    expect(extra).toBeDefined();
    const cells = (extra as ExcelJS.Row).values as unknown[];
    expect(cells.slice(2, 13)).toEqual([
      new Date(`${sold.bookedDate}T00:00:00Z`),
      new Date('1899-12-30T08:00:00Z'),
      new Date('1899-12-30T09:00:00Z'),
      // Code 2 ('Nível 5') as the venture's levels whose range holds it (the demo's).
      '2 · Intermediário, 3 · Avançado',
      'Esquerda',
      expect.stringMatching(/^Pessoa/),
      'Vanessa Rocha',
      'Prancha',
      15,
      // 13:45 UTC is 10:45 in São Paulo: the sheet shows the club's wall time.
      new Date(`${EXPORT_DAY}T10:45:00Z`),
      `PED-${sold.bookingId.slice(0, 8)}`,
    ]);
    const row = extra as ExcelJS.Row;
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(10).numFmt).toBe('"R$" #,##0.00');
    expect(row.getCell(11).numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it("reads the event's experience as the code's label for a user who may not read the levels", async () => {
    const group = await createStaffGroup(t.database.db, 'VENDAS', 5, [
      'WEB_ACCESS',
      'BOOKING_PAYMENT_REPORTS_READ_ACCESS',
    ]);
    const { token } = await t.signIn(group.email);
    const response = await exported(dates, 'order=ASC', token);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rest] = sheetRows(response.rawPayload);
    expect(header?.get('E')?.text).toBe('Nível de experiência');
    expect(rest.slice(0, -1).map((row) => row.get('E')?.text)).toEqual([
      'Nível 5',
      'Nível 5',
      'Nível 5',
      'Nível 5',
    ]);
  });

  it('writes every date and time on its whole minute and ends with the totals row', async () => {
    const response = await exported(dates);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rest] = sheetRows(response.rawPayload);
    expect(header?.get('B')?.text).toBe('Data reservada');
    const lines = rest.slice(0, -1);
    const listed = (await items({ ...dates, order: 'ASC' })).items;
    expect(lines).toHaveLength(listed.length);
    lines.forEach((line, index) => {
      const item = listed[index] as SalesReportItem;
      const serial = (column: string) => Number(line.get(column)?.text);
      expect(line.get('I')?.text).toBe(item.itemName);
      // Data reservada, Início, Fim, Autorizado em: the serial as the file stores it, on the minute.
      expect(serial('B')).toBe(minutesOf(item.bookedDate) / 1440);
      expectOnTheMinute(serial('C'), minutesOf('1899-12-30', item.bookedStartTime));
      expectOnTheMinute(serial('D'), minutesOf('1899-12-30', item.bookedEndTime));
      expectOnTheMinute(serial('K'), wallMinutes(item.authorizedAt));
    });
    // The class: 09:30 is 570 minutes, never 09:29.
    const class930 = lines.filter((line) => Math.round(Number(line.get('D')?.text) * 1440) === 570);
    expect(class930).toHaveLength(2);
    expect(class930.map((line) => Math.round(Number(line.get('K')?.text) * 1440) % 1440)).toEqual([
      10 * 60 + 59,
      10 * 60 + 59,
    ]);
    // The totals row: 'Total', the count, the sum of 'Valor' (two bookings of R$ 50 and two R$ 15 extras).
    const totals = rest.at(-1);
    expect(totals?.get('A')?.text).toBe('Total');
    expect(Number(totals?.get('B')?.text)).toBe(4);
    expect(Number(totals?.get('J')?.text)).toBe(130);
    expect(listed.reduce((sum, item) => sum + item.itemBilledAmount, 0)).toBe(13_000);
  });

  it('validates the body with the list’s rules', async () => {
    const response = await t.call(tokens.admin, 'POST', '/bookings/payments/reports/xlsx', {
      authorizationDateInit: EXPORT_DAY,
    });
    expectError(response, 400, 'validation-error');
  });

  it('exports a year at most: 366 days after the start, not one more', async () => {
    const fields = async (body: object) => {
      const response = await exported(body);
      expectError(response, 400, 'validation-error');
      return response
        .json<{ metaData: { fields: { path: string; message: string }[] } }>()
        .metaData.fields.map((field) => `${field.path} ${field.message}`);
    };
    expect(await fields({ authorizationDateInit: '2024-03-01', authorizationDateEnd: '2025-03-03' })).toEqual(
      ['authorizationDateInit Período máximo de 1 ano (366 dias)'],
    );
    expect(
      await fields({ authorizationDateInit: '2000-01-01', authorizationDateEnd: todayInSaoPaulo() }),
    ).toEqual(['authorizationDateInit Período máximo de 1 ano (366 dias)']);
    // 2024-03-01 to 2025-03-02: 366 days (a year that holds a 29 February).
    const year = await exported({ authorizationDateInit: '2024-03-01', authorizationDateEnd: '2025-03-02' });
    expect(year.statusCode, year.body).toBe(200);
    // The list itself pages any period.
    expect(
      (await report({ authorizationDateInit: '2000-01-01', authorizationDateEnd: EXPORT_DAY })).statusCode,
    ).toBe(200);
  });

  it('reads the rows in keyset batches: each line once, in order, whatever the batch size', async () => {
    const selection = {
      ventureId: praia,
      dates: { authorizationDateInit: DAY, authorizationDateEnd: EXPORT_DAY },
      sort: 'createdAt' as const,
    };
    const listed = await items({ ...selection.dates, limit: '100' });
    expect(listed.total).toBeGreaterThanOrEqual(10);
    expect(await countAll(t.database.db, selection)).toBe(listed.total);
    const batches: string[][] = [];
    for await (const batch of readAll(t.database.db, selection, 'DESC', 3)) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    expect(batches.flat()).toEqual(listed.items.map((item) => item.id));
  });
});

describe('one running export per user', () => {
  let reader: { token: string; userId: string };
  let adminId: string;

  beforeAll(async () => {
    const group = await createStaffGroup(t.database.db, 'RELATORIOS', 5, [
      'WEB_ACCESS',
      'BOOKING_PAYMENT_REPORTS_READ_ACCESS',
    ]);
    const session = await t.signIn(group.email);
    reader = { token: session.token, userId: session.user.id };
    adminId = (await t.signIn('admin@reserva.dev')).user.id;
  });

  const exportAs = (token: string) =>
    t.call(token, 'POST', '/bookings/payments/reports/xlsx', {
      authorizationDateInit: DAY,
      authorizationDateEnd: DAY,
    });

  it('answers 409 to a second export of the same user while one runs, in any process', async () => {
    // The admin's export running elsewhere: its slot held through a connection of its own (PostgreSQL),
    // or the embedded database's one session, as another request's export holds it.
    const running = await takeExportSlot(t.database.db, adminId);
    expect(running).not.toBeNull();
    try {
      expectError(await exportAs(tokens.admin), 409, 'export-already-running');
      expect(await takeExportSlot(t.database.db, adminId)).toBeNull();
      // Another user exports meanwhile.
      const other = await exportAs(reader.token);
      expect(other.statusCode, other.body).toBe(200);
      expect(other.headers['x-total-count']).toBe('4');
    } finally {
      await running?.release();
    }
    const after = await exportAs(tokens.admin);
    expect(after.statusCode, after.body).toBe(200);
    // Each export gave its slot back when it ended.
    const again = await takeExportSlot(t.database.db, reader.userId);
    expect(again).not.toBeNull();
    await again?.release();
  });

  it('gives the slot back when the export fails or its download closes', async () => {
    const principal = { userId: reader.userId } as Principal;
    const rows = [{ id: 'a' }];
    const sheet = {
      name: 'x',
      columns: [{ header: 'Id', width: 9, kind: 'text' as const, value: (row: { id: string }) => row.id }],
    };
    // The count fails: nothing is sent, the slot is free again.
    await expect(
      prepareXlsxExport(t.ctx, principal, {
        sheet,
        count: () => Promise.reject(new Error('count failed')),
        batches: async function* () {
          yield rows;
        },
      }),
    ).rejects.toThrow('count failed');
    // A later batch fails mid-file.
    const failing = await prepareXlsxExport(t.ctx, principal, {
      sheet,
      count: async () => 2,
      batches: async function* () {
        yield rows;
        throw new Error('read failed');
      },
    });
    expect(await takeExportSlot(t.database.db, reader.userId)).toBeNull();
    const sink = new PassThrough();
    sink.resume();
    await expect(failing.write(sink)).rejects.toThrow('read failed');
    // The download closes before the end.
    const closing = await prepareXlsxExport(t.ctx, principal, {
      sheet,
      count: async () => 2,
      batches: async function* () {
        yield rows;
        output.destroy();
        yield rows;
      },
    });
    const output = new PassThrough();
    output.resume();
    await expect(closing.write(output)).rejects.toThrow('the download was closed');
    const free = await takeExportSlot(t.database.db, reader.userId);
    expect(free).not.toBeNull();
    await free?.release();
  });
});
