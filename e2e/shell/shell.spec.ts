import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('the shell', () => {
  it('signs in as master, shows the whole menu, switches venture and signs out', async () => {
    const page = await newPage(browser());
    // The switch's ventures are read when its list opens, not with every page the header is on.
    const ventureReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sessions/ventures')) ventureReads.push(request.url());
    });
    await signIn(page, 'master@reserva.dev');
    const menu = page.getByRole('navigation');
    for (const item of ['Dashboard', 'Atividades', 'Reservas', 'Membros', 'Empreendimentos', 'Permissões']) {
      await menu.getByRole('link', { name: item, exact: true }).waitFor();
    }
    for (const group of ['Geral', 'Administrativo', 'Configurações']) await menu.getByText(group).waitFor();
    await screenshot(page, 'dashboard-master');

    // A screen of the menu, then the venture switch keeps its first segment.
    await menu.getByRole('link', { name: 'Cancelamentos', exact: true }).click();
    await page.waitForURL('**/booking-cancellations');
    await page.getByRole('heading', { level: 1, name: 'Cancelamentos' }).waitFor();

    const venture = page.getByRole('combobox', { name: 'Empreendimento atual' });
    expect(await venture.inputValue()).toBe('Reserva Praia Clube');
    expect(ventureReads).toEqual([]);
    await venture.click();
    // The switch searches on the server (a MASTER may reach thousands): the text typed is sent, and
    // only what it finds is offered.
    const searched = page.waitForResponse(
      (response) => /\/api\/sessions\/ventures\?name=Serra&.*limit=20/.test(response.url()) && response.ok(),
    );
    await venture.fill('Serra');
    await searched;
    const serra = page.getByRole('option', { name: 'Reserva Serra Resort' });
    await serra.waitFor();
    expect(await page.getByRole('option', { name: 'Reserva Praia Clube' }).count()).toBe(0);
    await serra.click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('venture') ?? '{}').name === 'Reserva Serra Resort',
    );
    expect(await venture.inputValue()).toBe('Reserva Serra Resort');
    expect(new URL(page.url()).pathname).toBe('/booking-cancellations');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('pages the venture switch: the next ventures load as its list scrolls to its end', async () => {
    const master = await apiSession('master@reserva.dev');
    const ids: string[] = [];
    try {
      // More ventures than a page of the switch (20), sorted after the demo's, and deleted afterwards.
      for (let i = 1; i <= 25; i++) {
        const n = String(i).padStart(2, '0');
        const created = await apiCall(master.token, 'POST', '/ventures', {
          name: `Zz Filial ${n}`,
          ref: `ZZ-FILIAL-${n}`,
          email: `zz-filial-${n}@reserva.dev`,
          cnpj: generateCnpj(),
          useLinearOnboardFlow: false,
        });
        expect(created.status, await created.clone().text()).toBe(201);
        ids.push(((await created.json()) as { id: string }).id);
      }
      const page = await newPage(browser());
      await signIn(page, 'master@reserva.dev');
      const venture = page.getByRole('combobox', { name: 'Empreendimento atual' });
      await venture.click();
      await venture.fill('Zz Filial');
      const last = page.getByRole('option', { name: 'Zz Filial 20' });
      await last.waitFor();
      expect(await page.getByRole('option', { name: 'Zz Filial 21' }).count()).toBe(0);
      await last.scrollIntoViewIfNeeded();
      await page.getByRole('option', { name: 'Zz Filial 25' }).waitFor();
    } finally {
      for (const id of ids) await apiCall(master.token, 'DELETE', `/ventures/${id}`);
    }
  });

  it('hides what the concierge may not open, and the API refuses it with 403', async () => {
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Reservas', exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Membros', exact: true }).waitFor();
    for (const hidden of ['Permissões', 'Grupos de permissões', 'Empreendimentos', 'Funcionários']) {
      expect(await menu.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    }
    expect(await menu.getByText('Configurações').count()).toBe(0);
    await screenshot(page, 'dashboard-concierge');

    const session = await apiSession('portaria@reserva.dev');
    const refused = await fetch(`${baseUrl()}/api/features`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('insufficient-privilege');
  });

  it('uses a drawer behind a burger on a narrow screen', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, 'master@reserva.dev');
    const dashboardLink = page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true });
    expect(await dashboardLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await dashboardLink.waitFor({ state: 'visible' });
    await screenshot(page, 'menu-drawer-narrow');
  });

  it('signs out with “Sessão expirada” when the session ends on the server', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    // Revoke this browser's session from outside: its refresh token no longer works.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await fetch(`${baseUrl()}/api/sessions/current`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.reload();
    await page.getByText('Sessão expirada').waitFor();
    await page.waitForURL(`${baseUrl()}/`);
  });
});
