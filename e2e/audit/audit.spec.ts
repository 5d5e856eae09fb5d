import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, screenshot, signedInPage, useBrowser } from '../support/browser';

// The action log (issue 10, point 6): a MASTER renames a spot on its screen and finds the change in
// /audit, then the spot's whole history from its details; an admin, without the log's key, sees
// neither the menu entry nor the history link, and is refused the screen.

const browser = useBrowser();

// Names of their own, so that the rows are this run's whatever other specs wrote before.
const suffix = Date.now().toString(36);
const ORIGINAL = `Quadra auditada ${suffix}`;
const RENAMED = `Quadra renomeada ${suffix}`;
const OTHER = `Outro local ${suffix}`;

const rows = (page: Page) => page.getByRole('table', { name: 'Auditoria' }).locator('tbody tr');

/** The texts of one column of the log's body rows. */
async function column(page: Page, index: number): Promise<string[]> {
  const cells = rows(page).locator(`td:nth-child(${index + 1})`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

/** Waits until the column reads as `check` says (a filter refetches the page). */
async function until(page: Page, index: number, check: (texts: string[]) => boolean): Promise<string[]> {
  await expect
    .poll(async () => check(await column(page, index)), { timeout: 10_000, interval: 250 })
    .toBe(true);
  return column(page, index);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a spot's details from the list, as a user would (the id travels in the navigation state). */
async function openSpot(page: Page, name: string): Promise<void> {
  await page.goto(`${baseUrl()}/spots`);
  await page.getByRole('heading', { name: 'Locais' }).waitFor();
  await page.getByRole('searchbox', { name: 'Nome' }).fill(name);
  await page.getByRole('link', { name: `Detalhes de ${name}`, exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0);

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('action log', () => {
  it('shows a MASTER a spot renamed on its screen, and the spot’s history from its details', async () => {
    const master = await apiSession('master@reserva.dev');
    for (const name of [ORIGINAL, OTHER]) {
      const created = await apiCall(master.token, 'POST', '/spots', {
        name,
        isActive: true,
        isLivingArea: false,
        ventureId: master.venture.id,
      });
      expect(created.status).toBe(201);
    }

    const { page } = await signedInPage(browser(), 'master@reserva.dev');
    await openSpot(page, ORIGINAL);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Editar local' }).waitFor();
    await page.getByRole('textbox', { name: 'Nome' }).fill(RENAMED);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('heading', { name: RENAMED, exact: true }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Auditoria', exact: true }).click();
    await page.getByRole('heading', { name: 'Auditoria', level: 1 }).waitFor();
    // Newest first: the rename is there at once, though the log was not open when it happened.
    const renamed = rows(page).filter({ hasText: `Nome: ${ORIGINAL} → ${RENAMED}` });
    await renamed.waitFor();
    expect(await renamed.count()).toBe(1);
    const cells = (await renamed.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells.slice(1, 3)).toEqual(['Mariana Souza', 'Alteração']);
    // The spot's own row: no part named after the record type.
    expect(cells[3]).toMatch(/^Local\s+Ver histórico/);
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The default range: a month back to today, as the reports.
    expect(await page.getByRole('textbox', { name: 'Alterado até' }).inputValue()).toBe(
      new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    );
    await toastsGone(page);
    await screenshot(page, 'audit-log');

    // Filters: by action, then by user.
    await choose(page, 'Ação', 'Criação');
    const actions = await until(page, 2, (texts) => texts.length > 0 && texts.every((t) => t === 'Criação'));
    expect(actions.length).toBeGreaterThanOrEqual(2);
    await choose(page, 'Usuário', 'Mariana Souza');
    await until(page, 1, (texts) => texts.length > 0 && texts.every((t) => t === 'Mariana Souza'));

    // The spot's history, from its details: its creation and its rename, not the other spot's rows.
    await openSpot(page, RENAMED);
    await page.getByRole('link', { name: 'Histórico', exact: true }).click();
    await page.waitForURL(/\/audit\?subjectType=spot&subjectId=[0-9a-f-]{36}$/);
    await page.getByText(`Histórico — Local: ${RENAMED}`).waitFor();
    const history = await until(page, 2, (texts) => texts.length === 2);
    expect(history).toEqual(['Alteração', 'Criação']);
    expect(await column(page, 3)).toEqual(['Local', 'Local']);
    expect(await page.getByRole('combobox', { name: 'Registro' }).count()).toBe(0);
    // A creation lists every field set: the rest opens from the keyboard.
    const creation = rows(page).nth(1);
    expect(await creation.getByText(`Nome: ${ORIGINAL}`).count()).toBe(0);
    const more = creation.getByRole('button', { name: /^ver tudo/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await creation.getByText(`Nome: ${ORIGINAL}`).waitFor();
    await creation.getByText('Ativo: Sim').waitFor();
    expect(await creation.getByRole('button', { name: 'ver menos' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await screenshot(page, 'audit-history');

    // Back to the whole log: the other spot's creation is there again.
    await page.getByRole('button', { name: 'Ver todos os registros' }).click();
    await page.waitForURL(/\/audit$/);
    await until(page, 2, (texts) => texts.length > 2);
    expect(await page.getByText(/^Histórico — /).count()).toBe(0);
  });

  it('offers the history on the details of each kind of record the log keeps', async () => {
    const { page } = await signedInPage(browser(), 'master@reserva.dev');
    for (const [list, heading, subject] of [
      ['/bookings', 'Reservas', 'Reserva'],
      ['/members', 'Membros', 'Pessoa'],
      ['/lodgers', 'Hóspedes', 'Pessoa'],
      ['/users', 'Funcionários', 'Pessoa'],
      ['/activities', 'Atividades', 'Atividade'],
      ['/ventures', 'Empreendimentos', 'Empreendimento'],
    ] as const) {
      await page.goto(`${baseUrl()}${list}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page
        .getByRole('link', { name: /^Detalhes (de|da reserva de) / })
        .first()
        .click();
      await page.getByRole('link', { name: 'Histórico', exact: true }).click();
      await page.waitForURL(/\/audit\?subjectType=\w+&subjectId=[0-9a-f-]{36}$/);
      await page.getByText(new RegExp(`^Histórico — ${subject}: .+`)).waitFor();
      // Its rows, or the note that there are none: never a failure.
      await page
        .getByRole('table', { name: 'Auditoria' })
        .locator('tbody tr:not([aria-hidden])')
        .first()
        .or(page.getByText('Nenhuma alteração encontrada'))
        .waitFor();
      expect(await page.getByText('Falha ao carregar dados').count(), list).toBe(0);
    }
  });

  it('fits a 390 px phone: the log’s table scrolls inside its card, never the page', async () => {
    const { page } = await signedInPage(browser(), 'master@reserva.dev');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/audit`);
    await until(page, 0, (texts) => texts.length > 0 && texts[0] !== '');
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'audit-log-390');
    // A record's history too, with its note over the list.
    await rows(page)
      .first()
      .getByRole('link', { name: /Ver histórico/ })
      .click();
    await page.getByText(/^Histórico — /).waitFor();
    await until(page, 0, (texts) => texts.length > 0 && texts[0] !== '');
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'audit-history-390');
  });

  it('hides the log from an admin without its key: no menu entry, no history link, the screen refused', async () => {
    const { page, session } = await signedInPage(browser(), 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/dashboard`);
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Locais', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Auditoria', exact: true }).count()).toBe(0);

    await openSpot(page, RENAMED);
    await page.getByRole('button', { name: 'Editar', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Histórico', exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl()}/audit`);
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    await page.getByText('Você não tem permissão para acessar esta página.').waitFor();
    const refused = await apiCall(session.token, 'GET', '/audit-logs');
    expect(refused.status).toBe(403);
  });
});
