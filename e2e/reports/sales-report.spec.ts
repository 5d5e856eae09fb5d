import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookDemoMember, createBookableWorld, saoPauloDate } from '../support/booking-world';
import {
  apiCall,
  apiSession,
  baseUrl,
  newPage,
  screenshot,
  signedInPage,
  signIn,
  useBrowser,
} from '../support/browser';

// The sales report (spec 001 s.2, s.5, s.8): list a day's sales, export them and read the file back.

const browser = useBrowser();
const today = saoPauloDate(0);
const brDate = (date: string) => date.split('-').reverse().join('/');

/** A booking of a demo member in an event of its own, paid at the club today: one sale line of R$ 25,00. */
async function seedSale(activityName: string): Promise<{ memberName: string }> {
  const admin = await apiSession('admin@reserva.dev');
  const { scheduleIds } = await createBookableWorld(admin, {
    spotName: 'Marina',
    activityName,
    events: [{ startTime: '09:00', endTime: '10:00' }],
    bookingPrice: 2500,
  });
  const { memberName, bookingId } = await bookDemoMember(admin, scheduleIds[0] as string, saoPauloDate(2));
  const paid = await apiCall(admin.token, 'POST', `/bookings/${bookingId}/external-payments`);
  expect(paid.status, await paid.clone().text()).toBe(200);
  return { memberName };
}

async function fillDates(page: Page, start: string, end: string): Promise<void> {
  for (const [label, date] of [
    ['Data inicial', start],
    ['Data final', end],
  ] as const) {
    const input = page.getByRole('textbox', { name: label });
    await input.fill(brDate(date));
    await input.press('Tab');
  }
}

describe('sales report', () => {
  it('lists the day’s sales and exports them as a spreadsheet', async () => {
    const { memberName } = await seedSale('Vela');
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Relatório de vendas' }).click();
    await page.waitForURL('**/booking-reports');
    await page.getByText('Informe o período e clique em Listar').waitFor();

    // Both dates are required before anything is asked.
    await page.getByRole('button', { name: 'Listar' }).click();
    expect(await page.getByText('Requerido').count()).toBe(2);

    await fillDates(page, today, today);
    await page.getByRole('button', { name: 'Listar' }).click();
    const table = page.getByRole('table', { name: 'Relatório de vendas' });
    const sale = table.getByRole('row').filter({ hasText: 'Vela' }).filter({ hasText: memberName });
    await sale.waitFor();
    expect(await sale.textContent()).toMatch(/R\$\s25,00/);
    await screenshot(page, 'reports-sales');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    await page.getByText('Exportado com sucesso').waitFor();
    expect(download.suggestedFilename()).toBe(`relatorio-de-vendas_${today}_${today}.xlsx`);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Atividade');
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push((row.values as unknown[]).slice(1));
    });
    // The sheet ends with its totals row; the screen's total is the file's row count.
    const totals = rows.pop();
    expect(totals?.slice(0, 2)).toEqual(['Total', rows.length]);
    const total = await page.getByText(/^Total: \d+$/).textContent();
    expect(`Total: ${rows.length}`).toBe(total);
    const line = rows.find((cells) => cells[0] === 'Vela' && cells[6] === memberName);
    expect(line).toBeDefined();
    expect(line?.[1]).toEqual(new Date(`${saoPauloDate(2)}T00:00:00Z`));
    expect(line?.[9]).toBe(25);
    expect(line?.[7]).toBe('André Lima');
  });

  it('refuses a start after the end and future dates', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/booking-reports`);
    await fillDates(page, today, saoPauloDate(-1));
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByText('Data de início deve ser anterior à data final').waitFor();
  });

  it('fits a 390 px phone: the table scrolls inside its card, never the page', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/booking-reports`);
    await fillDates(page, saoPauloDate(-30), today);
    await page.getByRole('button', { name: 'Listar' }).click();
    await page.getByText(/^Total: \d+$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('refuses the report to a user without its keys', async () => {
    const { page } = await signedInPage(browser(), 'portaria@reserva.dev');
    await page.goto(`${baseUrl()}/booking-reports`);
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    await page.getByText('Você não tem permissão para acessar esta página.').waitFor();
  });
});
