import fs from 'node:fs';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { defaultReportRange } from '@reserva/shared/reports/booking-history.schemas';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

// The reports' 'Exportar' (issue 28): the sales report, the cancellations and the no-shows each
// download a spreadsheet named for its period, show 'Exportando… N%' in a named progress bar with the
// button disabled meanwhile, and refuse a period over a year before sending anything; at a desktop's
// width and a 390 px phone's.

const browser = useBrowser();
const today = todayInSaoPaulo();
const brDate = (date: string) => date.split('-').reverse().join('/');
const PHONE = { width: 390, height: 844 };

interface Screen {
  name: string;
  path: string;
  /** The export's call under /api. */
  api: string;
  heading: string;
  /** The sheet's first header. */
  firstHeader: string;
  /** Fills the period (the list screens start at one month ago until today). */
  period: (page: Page) => Promise<{ from: string; to: string }>;
  /** The field that says the period is too long. */
  startField: string;
}

async function fill(page: Page, label: string, date: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(brDate(date));
  await input.press('Tab');
}

const SCREENS: Screen[] = [
  {
    name: 'sales',
    path: '/booking-reports',
    api: '/bookings/payments/reports/xlsx',
    heading: 'Relatório de vendas',
    firstHeader: 'Atividade',
    period: async (page) => {
      const from = defaultReportRange().from;
      await fill(page, 'Data inicial', from);
      await fill(page, 'Data final', today);
      return { from, to: today };
    },
    startField: 'Data inicial',
  },
  {
    name: 'cancellations',
    path: '/booking-cancellations',
    api: '/bookings/cancellation-histories/xlsx',
    heading: 'Cancelamentos',
    firstHeader: 'Reservado para',
    period: async () => defaultReportRange(),
    startField: 'Cancelado de',
  },
  {
    name: 'no-shows',
    path: '/booking-no-shows',
    api: '/bookings/no-shows/xlsx',
    heading: 'No shows',
    firstHeader: 'Membro',
    period: async () => defaultReportRange(),
    startField: 'Reservado de',
  },
];

const FILE_NAMES: Record<string, (from: string, to: string) => string> = {
  sales: (from, to) => `relatorio-de-vendas_${from}_${to}.xlsx`,
  cancellations: (from, to) => `cancelamentos_${from}_${to}.xlsx`,
  'no-shows': (from, to) => `no-shows_${from}_${to}.xlsx`,
};

/**
 * Clicks 'Exportar' with the file held back at the browser until the progress has been looked at
 * (a demo's file is written in milliseconds); answers the download.
 */
async function exportHeld(page: Page, screen: Screen, shot: string): Promise<Download> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api${screen.api}*`, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const download = page.waitForEvent('download');
  // Settled here too, so that a failure before it is awaited is not an unhandled rejection.
  download.catch(() => undefined);
  await page.getByRole('button', { name: 'Exportar' }).click();
  // At 0% the bar's filled part has no width: present for assistive technology, not "visible".
  const bar = page.getByRole('progressbar', { name: 'Exportando' });
  await bar.waitFor({ state: 'attached' });
  await page.getByText(/^Exportando… \d+%$/).waitFor();
  expect(await page.getByRole('button', { name: 'Exportar' }).isDisabled()).toBe(true);
  // Accessibility of what the export shows: a named progress bar with its value, a named button.
  expect(await bar.getAttribute('aria-valuenow')).toMatch(/^\d+$/);
  expect(await page.getByRole('main').ariaSnapshot()).toMatch(/progressbar "Exportando"/);
  await screenshot(page, shot);
  release();
  const file = await download;
  await page.getByText('Exportado com sucesso').waitFor();
  await bar.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Exportar' }).isEnabled()).toBe(true);
  await page.unrouteAll();
  return file;
}

/** The downloaded file opens as a spreadsheet: its headers, its rows and its closing totals row. */
async function expectSheet(download: Download, firstHeader: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  expect(sheet.getRow(1).getCell(1).value).toBe(firstHeader);
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(1).value).toBe('Total');
  // The count beside the label: the rows between the header and the totals.
  expect(last.getCell(2).value).toBe(sheet.rowCount - 2);
}

describe('the reports’ exports', () => {
  for (const [viewport, size] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    for (const screen of SCREENS) {
      it(`${screen.name} (${viewport}): downloads the period's file, showing its progress`, async () => {
        const page = await newPage(browser(), size);
        await signIn(page, 'admin@reserva.dev');
        await page.goto(`${baseUrl()}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading }).waitFor();
        const { from, to } = await screen.period(page);
        const download = await exportHeld(page, screen, `reports-export-${screen.name}-${viewport}`);
        expect(download.suggestedFilename()).toBe(FILE_NAMES[screen.name]?.(from, to));
        await expectSheet(download, screen.firstHeader);
        if (size) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
      });
    }
  }

  for (const screen of SCREENS) {
    it(`${screen.name}: says a period over a year is too long, before sending anything`, async () => {
      const page = await newPage(browser());
      await signIn(page, 'admin@reserva.dev');
      await page.goto(`${baseUrl()}${screen.path}`);
      await page.getByRole('heading', { name: screen.heading }).waitFor();
      await screen.period(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(screen.api)) sent.push(request.url());
      });
      await fill(page, screen.startField, '2000-01-01');
      await page.getByRole('button', { name: 'Exportar' }).click();
      await page.getByText('Período máximo de 1 ano (366 dias)').waitFor();
      expect(sent).toEqual([]);
    });
  }
});
