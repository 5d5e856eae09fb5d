import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

const PRAIA = 'Reserva Praia Clube';
const SERRA = 'Reserva Serra Resort';

/** The server's answer to a search of the ventures by `name` (a page: never the whole list). */
const searched = (page: Page, name: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/api/sessions/ventures?name=${name}&`) &&
      response.url().includes('limit=') &&
      response.ok(),
  );

describe('the forms’ venture fields', () => {
  it('search a MASTER’s ventures on the server, a page at a time, in the forms', async () => {
    // The sign-in opens the venture of the newest session: the beach club.
    const first = await apiSession('master@reserva.dev');
    const found = await apiCall(first.token, 'GET', `/sessions/ventures?name=${encodeURIComponent(PRAIA)}`);
    const praia = ((await found.json()) as { items: { id: string }[] }).items[0];
    await apiSession('master@reserva.dev', praia?.id);

    const page = await newPage(browser(), { width: 1366, height: 1000 });
    const ventureReads: string[] = [];
    const categoryReads: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sessions/ventures')) ventureReads.push(request.url());
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/user-categories')) categoryReads.push(url);
    });
    await signIn(page, 'master@reserva.dev');

    // The employee form: several ventures, the session's to start with.
    await page.goto(`${baseUrl()}/users/register`);
    await page.getByRole('heading', { name: 'Cadastrar funcionário' }).waitFor();
    const ventures = page.getByRole('combobox', { name: 'Empreendimentos' });
    await ventures.click();
    const serraFound = searched(page, 'Serra');
    await ventures.fill('Serra');
    await serraFound;
    await page.getByRole('option', { name: SERRA }).click();
    await screenshot(page, 'user-form-venture-search');
    await page.keyboard.press('Escape');
    // Both chosen: the session's venture, and the one found.
    const field = page.locator('.mantine-MultiSelect-root', { has: ventures });
    await field.getByText(PRAIA, { exact: true }).waitFor();
    await field.getByText(SERRA, { exact: true }).waitFor();

    // The spot form: one venture, the session's to start with.
    await page.goto(`${baseUrl()}/spots/register`);
    await page.getByRole('heading', { name: 'Cadastrar local' }).waitFor();
    const venture = page.getByRole('combobox', { name: 'Empreendimento', exact: true });
    expect(await venture.inputValue()).toBe(PRAIA);
    await venture.click();
    const serraAgain = searched(page, 'Serra');
    await venture.fill('Serra');
    await serraAgain;
    await page.getByRole('option', { name: SERRA }).waitFor();
    expect(await page.getByRole('option', { name: PRAIA }).count()).toBe(0);
    await page.getByRole('option', { name: SERRA }).click();
    expect(await venture.inputValue()).toBe(SERRA);

    // The member's categories: the ventures by name, a page at a time.
    await page.goto(`${baseUrl()}/members/register`);
    await page.getByRole('heading', { name: 'Cadastrar membro' }).waitFor();
    await page.getByRole('button', { name: 'Categorias' }).click();
    const categories = page.getByRole('dialog', { name: 'Categorias' });
    await categories.getByRole('combobox', { name: PRAIA }).waitFor();
    const praiaFound = searched(page, 'Praia');
    await categories.getByRole('textbox', { name: 'Buscar empreendimento' }).fill('Praia');
    await praiaFound;
    await categories.getByRole('combobox', { name: SERRA }).waitFor({ state: 'detached' });
    await categories.getByRole('combobox', { name: PRAIA }).click();
    await page.getByRole('option', { name: 'Sócio titular' }).click();
    await screenshot(page, 'member-categories-search');
    await categories.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Sócio titular · ${PRAIA}`).waitFor();
    // Each page of ventures read its categories in one call (the first page's, then the search's).
    expect(categoryReads.map((url) => url.pathname)).toEqual([
      '/api/user-categories',
      '/api/user-categories',
    ]);
    expect(categoryReads[0]?.searchParams.get('ventureIds')?.split(',').length).toBeGreaterThan(1);

    // No screen asked for every venture.
    expect(ventureReads.length).toBeGreaterThan(0);
    for (const url of ventureReads) expect(new URL(url).searchParams.get('limit'), url).not.toBeNull();
  });
});
