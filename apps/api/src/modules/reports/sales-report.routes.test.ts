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
import { createSchedule, saoPauloDate, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn } from '../bookings/bookings.fixtures';
import { readAll } from './sales-report.repository';

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
async function paidBooking(authorizedAt: string, options: { token?: string; ventureId?: string } = {}) {
  const db = t.database.db;
  const ventureId = options.ventureId ?? praia;
  const token = options.token ?? tokens.admin;
  const { activityId } = await createBookableActivity(db, ventureId, 'Praia');
  const scheduleId = await createSchedule(db, activityId, { bookingPrice: 5000, waveSide: 'LEFT' });
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
  let sold: Awaited<ReturnType<typeof paidBooking>>;

  beforeAll(async () => {
    sold = await paidBooking(`${EXPORT_DAY}T13:45:00Z`);
    await paidBooking(`${EXPORT_DAY}T18:00:00Z`);
  }, 60_000);

  it('answers a real .xlsx with Portuguese headers, reais as currency and dates as dates', async () => {
    const dates = { authorizationDateInit: EXPORT_DAY, authorizationDateEnd: EXPORT_DAY };
    const response = await t.call(tokens.admin, 'POST', '/bookings/payments/reports/xlsx?order=ASC', dates);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-de-vendas_${EXPORT_DAY}_${EXPORT_DAY}.xlsx"`,
    );
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
    expect(sheet.rowCount).toBe(5);
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
      'Nível 5',
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

  it('validates the body with the list’s rules', async () => {
    const response = await t.call(tokens.admin, 'POST', '/bookings/payments/reports/xlsx', {
      authorizationDateInit: EXPORT_DAY,
    });
    expectError(response, 400, 'validation-error');
  });

  it('reads the rows in keyset batches: each line once, in order, whatever the batch size', async () => {
    const selection = {
      ventureId: praia,
      dates: { authorizationDateInit: DAY, authorizationDateEnd: EXPORT_DAY },
      sort: 'createdAt' as const,
    };
    const listed = await items({ ...selection.dates, limit: '100' });
    expect(listed.total).toBeGreaterThanOrEqual(10);
    const batches: string[][] = [];
    for await (const batch of readAll(t.database.db, selection, 'DESC', 3)) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    expect(batches.flat()).toEqual(listed.items.map((item) => item.id));
  });
});
