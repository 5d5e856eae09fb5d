import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot, signedInPage, signIn, useBrowser } from '../support/browser';

// The cancellations and no-shows reports on the demo club: both list its rows on a first start (the
// demo cancels a few bookings and leaves a few past ones without check-in), filter by member name,
// sort, and refuse a user without their keys.

const browser = useBrowser();

/** The texts of one column of the table's body rows. */
async function column(page: Page, table: string, index: number): Promise<string[]> {
  const cells = page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${index + 1})`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

/** Waits until the column reads as `check` says (the list refetches after the 1-second debounce). */
async function until(page: Page, table: string, index: number, check: (texts: string[]) => boolean) {
  await expect
    .poll(async () => check(await column(page, table, index)), { timeout: 10_000, interval: 250 })
    .toBe(true);
  return column(page, table, index);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const minutes = (text: string) => Number(text.replace(/\./g, ''));

describe('booking reports', () => {
  it('lists the demo cancellations, filters by member name and sorts by minutes before the start', async () => {
    const { page } = await signedInPage(browser(), 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/booking-cancellations`);
    await page.getByRole('heading', { name: 'Cancelamentos' }).waitFor();
    const reasons = await until(page, 'Cancelamentos', 2, (texts) => texts.includes('Mudança de planos'));
    expect(reasons.length).toBeGreaterThanOrEqual(2);
    // The default range: one month ago until today.
    expect(await page.getByRole('textbox', { name: 'Cancelado até' }).inputValue()).toBe(
      new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    );
    await screenshot(page, 'reports-cancellations');

    const member = (await column(page, 'Cancelamentos', 0))[0] as string;
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(member);
    const members = await until(page, 'Cancelamentos', 0, (texts) =>
      texts.every((text) => text.includes(member)),
    );
    expect(members.length).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
    await until(page, 'Cancelamentos', 0, (texts) => texts.length === reasons.length);

    await choose(page, 'Ordenar por', 'Minutos antes');
    await choose(page, 'Ordem', 'Crescente');
    const ascending = await until(page, 'Cancelamentos', 3, (texts) => {
      const values = texts.map(minutes);
      return values.every((value, i) => i === 0 || (values[i - 1] as number) <= value);
    });
    expect(ascending.length).toBe(reasons.length);
  });

  it('lists the demo no-shows, filters by member name and sorts by creation', async () => {
    const { page } = await signedInPage(browser(), 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/booking-no-shows`);
    await page.getByRole('heading', { name: 'No shows' }).waitFor();
    const names = await until(page, 'No shows', 0, (texts) => texts.length >= 2 && texts[0] !== '');
    await page
      .getByRole('link', { name: /^Detalhes de reserva de / })
      .first()
      .waitFor();
    await screenshot(page, 'reports-no-shows');

    const member = (names[0] as string).split('\n')[0] as string;
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(member);
    const filtered = await until(page, 'No shows', 0, (texts) =>
      texts.every((text) => text.startsWith(member)),
    );
    expect(filtered.length).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
    await until(page, 'No shows', 0, (texts) => texts.length === names.length);

    await choose(page, 'Ordenar por', 'Data de cadastro');
    await choose(page, 'Ordem', 'Crescente');
    const created = await until(page, 'No shows', 3, (texts) => {
      const keys = texts.map((text) => text.replace(/^(\d\d)\/(\d\d)\/(\d{4})/, '$3$2$1'));
      return keys.every((key, i) => i === 0 || (keys[i - 1] as string) <= key);
    });
    expect(created.length).toBe(names.length);
  });

  it('fits a 390 px phone: the table scrolls inside its card, never the page', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, 'admin@reserva.dev');
    for (const [path, table] of [
      ['/booking-cancellations', 'Cancelamentos'],
      ['/booking-no-shows', 'No shows'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await until(page, table, 0, (texts) => texts.length > 0 && texts[0] !== '');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
    }
  });

  it('refuses both reports to a user without their keys', async () => {
    const { page } = await signedInPage(browser(), 'funcionario@reserva.dev');
    for (const path of ['/booking-cancellations', '/booking-no-shows']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
      await page.getByText('Você não tem permissão para acessar esta página.').waitFor();
    }
  });
});
