import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

async function openMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: item, exact: true }).click();
}

async function apiGet<T>(email: string, path: string): Promise<{ status: number; body: T }> {
  const session = await apiSession(email);
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('permissions and permission groups', () => {
  it('lets the master create a permission, then a group holding it, view it and edit it', async () => {
    const page = await newPage(browser());
    await signIn(page, 'master@reserva.dev');

    // A new permission through the dialog.
    await openMenu(page, 'Permissões');
    await page.waitForURL('**/features');
    // Newest first; the built-in keys share their creation time, so the last key alphabetically leads.
    await page.getByRole('cell', { name: 'WEB_ACCESS', exact: true }).first().waitFor();
    await screenshot(page, 'features-list');
    await page.getByRole('button', { name: 'Cadastrar nova' }).click();
    const featureDialog = page.getByRole('dialog', { name: 'Nova permissão' });
    await featureDialog.getByRole('button', { name: 'Salvar' }).click();
    await featureDialog.getByText('Chave requerida').waitFor();
    await featureDialog.getByText('Requerido', { exact: true }).waitFor();
    await featureDialog.getByLabel('Chave').fill('relatorio_vendas_access');
    await featureDialog.getByLabel('Nome').fill('Relatórios de vendas');
    await screenshot(page, 'feature-modal');
    await featureDialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await featureDialog.waitFor({ state: 'hidden' });
    // The newest first: the new permission leads the list, its key uppercased.
    await page.getByRole('cell', { name: 'RELATORIO_VENDAS_ACCESS', exact: true }).waitFor();

    // A new group with that permission and two others.
    await openMenu(page, 'Grupos de permissões');
    await page.waitForURL('**/feature-groups');
    await page.getByRole('cell', { name: 'Administrador', exact: true }).waitFor();
    await screenshot(page, 'feature-groups-list');
    await page.getByRole('link', { name: 'Cadastrar novo' }).click();
    await page.waitForURL('**/feature-groups/management');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Nome requerido').waitFor();
    await page.getByText('Chave requerida').waitFor();
    await page.getByText('Requerido', { exact: true }).waitFor();
    await page.getByLabel('Nome').fill('Recepção');
    await page.getByLabel('Chave').fill('recepcao');
    await page.getByLabel('Nível de permissão').fill('6');
    const onboard = page.getByRole('switch', { name: 'Usa URL de onboard' });
    expect(await onboard.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Usa nível de experiência' }).check();
    expect(await onboard.isDisabled()).toBe(false);
    await page.getByRole('switch', { name: 'Usa reconhecimento facial' }).waitFor();

    await page.getByRole('button', { name: 'Gerenciar permissões' }).click();
    const picker = page.getByRole('dialog', { name: 'Permissões do grupo' });
    await picker.getByLabel('Pesquisar').fill('relatorio');
    await picker.getByRole('checkbox', { name: 'RELATORIO_VENDAS_ACCESS' }).check();
    await picker.getByLabel('Pesquisar').fill('');
    // By area, each permission by its name with the key beside it.
    const area = (name: string) => picker.getByRole('group', { name, exact: true });
    await area('Aplicativos')
      .getByRole('checkbox', { name: 'Aplicativos: back-office (web) WEB_ACCESS', exact: true })
      .check();
    await area('Locais')
      .getByRole('checkbox', { name: 'Locais: leitura SPOT_READ_ACCESS', exact: true })
      .check();
    await picker.getByText('3 selecionadas').waitFor();
    const checkboxes = async (name: string) =>
      [...(await area(name).ariaSnapshot()).matchAll(/checkbox "([^"]+)"/g)].map((match) => match[1]);
    expect(await checkboxes('Reservas')).toEqual([
      'Todas da área',
      'Reservas: acesso total BOOKING_FULL_ACCESS',
      'Reservas: leitura BOOKING_READ_ACCESS',
      'Reservas: escrita BOOKING_WRITE_ACCESS',
      'Reservas: exclusão BOOKING_DELETE_ACCESS',
      'Reservas: leitura das próprias vendas BOOKING_SELLER_READ_ACCESS',
      'Reservas: forçar limites BOOKING_FORCE_LIMITS_ACCESS',
    ]);
    expect(await checkboxes('Check-ins')).toEqual([
      'Todas da área',
      'Check-ins: acesso total BOOKING_CHECKIN_FULL_ACCESS',
      'Check-ins: leitura BOOKING_CHECKIN_READ_ACCESS',
      'Check-ins: escrita BOOKING_CHECKIN_WRITE_ACCESS',
      'Check-ins: exclusão BOOKING_CHECKIN_DELETE_ACCESS',
    ]);
    await area('Outras')
      .getByRole('checkbox', { name: 'Relatórios de vendas RELATORIO_VENDAS_ACCESS' })
      .waitFor();
    await area('Aplicativos').scrollIntoViewIfNeeded();
    await screenshot(page, 'feature-group-permissions-modal');
    await picker.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByRole('heading', { name: 'Permissões (3)' }).waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    // The permission's own toast may still be showing: wait for the newest one.
    await page.getByText('Cadastrado com sucesso').last().waitFor();
    await page.waitForURL(/\/feature-groups$/);

    // View it, then edit it through the toggle.
    await page.getByLabel('Pesquisar').fill('recep');
    const row = page.getByRole('row').filter({ hasText: 'RECEPCAO' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 5)).toEqual(['Recepção', 'RECEPCAO', '6', '3', '0']);
    await row.getByRole('link', { name: /Detalhes/ }).click();
    await page.waitForURL('**/feature-groups/management');
    await page.getByText('RELATORIO_VENDAS_ACCESS').waitFor();
    await page.getByText('Locais: leitura SPOT_READ_ACCESS').waitFor();
    await screenshot(page, 'feature-group-management-view');
    await page.getByRole('switch', { name: 'Editar' }).check();
    await page.getByRole('heading', { name: 'Editar grupo de permissões' }).waitFor();
    await page.getByLabel('Nome').fill('Recepção principal');
    await screenshot(page, 'feature-group-management-edit');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Editado com sucesso').waitFor();
    await page.waitForURL(/\/feature-groups$/);

    const groups = await apiGet<{ items: { id: string; key: string; name: string }[] }>(
      'master@reserva.dev',
      '/feature-groups?search=RECEPCAO',
    );
    const created = groups.body.items[0];
    expect(created).toMatchObject({ key: 'RECEPCAO', name: 'Recepção principal' });
    const details = await apiGet<{ useExperienceLevel: boolean; features: { key: string }[] }>(
      'master@reserva.dev',
      `/feature-groups/${created?.id}`,
    );
    expect(details.body.useExperienceLevel).toBe(true);
    expect(details.body.features.map((feature) => feature.key)).toEqual([
      'RELATORIO_VENDAS_ACCESS',
      'SPOT_READ_ACCESS',
      'WEB_ACCESS',
    ]);
  });

  it('shows the admin both lists but no way to change them', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await openMenu(page, 'Permissões');
    // Newest first; the built-in keys share their creation time, so the last key alphabetically leads.
    await page.getByRole('cell', { name: 'WEB_ACCESS', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cadastrar nova' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Editar|Excluir) / }).count()).toBe(0);
    // Each permission by its Portuguese name, its key beside it.
    await page.getByLabel('Pesquisar').fill('BOOKING_FULL');
    const row = page.getByRole('row').filter({ hasText: 'BOOKING_FULL_ACCESS' });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 2)).toEqual([
      'Reservas: acesso total',
      'BOOKING_FULL_ACCESS',
    ]);

    await openMenu(page, 'Grupos de permissões');
    const employee = page.getByRole('row').filter({ hasText: 'EMPLOYEE' });
    await employee.waitFor();
    expect(await page.getByRole('link', { name: 'Cadastrar novo' }).count()).toBe(0);
    await employee.getByRole('link', { name: /Detalhes/ }).click();
    await page.getByRole('heading', { name: 'Funcionário' }).waitFor();
    await page.getByText('BOOKING_READ_ACCESS').waitFor();
    expect(await page.getByRole('switch', { name: 'Editar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
  });

  it('hides Configurações from the concierge, whose calls are refused with 403', async () => {
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Reservas', exact: true }).waitFor();
    expect(await menu.getByText('Configurações').count()).toBe(0);
    for (const path of ['/features', '/feature-groups']) {
      const refused = await apiGet<{ message: string }>('portaria@reserva.dev', path);
      expect([refused.status, refused.body.message]).toEqual([403, 'insufficient-privilege']);
    }
    // Typed by hand, the screens are refused before they ask the server anything.
    for (const path of ['/feature-groups', '/features']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    }
  });

  it('lets the master delete a group of their own that nobody belongs to, and only such a group', async () => {
    const master = await apiSession('master@reserva.dev');
    const admin = await apiSession('admin@reserva.dev');
    const newGroup = async (key: string, authLevel: number) => {
      const response = await apiCall(master.token, 'POST', '/feature-groups', {
        key,
        name: key.charAt(0) + key.slice(1).toLowerCase(),
        authLevel,
        features: [],
        useExperienceLevel: false,
        useFaceId: false,
        useOnboardUrl: false,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    await newGroup('TEMPORARIO', 7);
    const staffed = await newGroup('PLANTAO', 8);
    const hired = await apiCall(admin.token, 'POST', '/v2/users', {
      name: 'Pedro Plantonista',
      email: 'plantao@reserva.dev',
      featureGroupId: staffed,
      venturesId: [admin.venture.id],
    });
    expect(hired.status).toBe(201);

    const page = await newPage(browser());
    await signIn(page, 'master@reserva.dev');
    const openGroup = async (key: string) => {
      await page.goto(`${baseUrl()}/feature-groups`);
      await page.getByLabel('Pesquisar').fill(key);
      const row = page.getByRole('row').filter({ hasText: key });
      await row.waitFor();
      await row.getByRole('link', { name: /Detalhes/ }).click();
      await page.getByRole('switch', { name: 'Editar' }).waitFor();
    };

    // Built-in, or with a user: no way to delete it.
    for (const key of ['SELLER', 'PLANTAO']) {
      await openGroup(key);
      expect(await page.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
    }

    await openGroup('TEMPORARIO');
    await screenshot(page, 'feature-group-management-delete');
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByText('Deseja realmente excluir?').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Excluído com sucesso').waitFor();
    await page.waitForURL(/\/feature-groups$/);
    const left = await apiGet<{ items: unknown[] }>(
      'master@reserva.dev',
      '/feature-groups?search=TEMPORARIO',
    );
    expect(left.body.items).toEqual([]);
  });
});
