import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

/** Toasts last 3 s; screenshots wait for them to leave the header's buttons visible. */
const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('employees', () => {
  it('lets the admin register a seller with company data, activate the store, edit and delete', async () => {
    // Tall enough for the whole form in one screenshot.
    const page = await newPage(browser(), { width: 1366, height: 1250 });
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Funcionários', exact: true }).click();
    await page.getByRole('heading', { name: 'Funcionários' }).waitFor();
    const table = page.getByRole('table', { name: 'Funcionários' });
    await table.getByText('Vanessa Rocha', { exact: true }).waitFor();
    await table.getByRole('cell', { name: 'Vendedor', exact: true }).waitFor();
    await screenshot(page, 'users-list');

    // The CPF filter is typed through its mask.
    await page.getByRole('combobox', { name: 'Pesquisar por' }).click();
    await page.getByRole('option', { name: 'CPF' }).click();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).pressSequentially('12345');
    expect(await page.getByRole('searchbox', { name: 'Pesquisar' }).inputValue()).toBe('123.45');
    await page.getByText('Nenhum funcionário encontrado').waitFor();

    await page.getByRole('link', { name: 'Cadastrar novo' }).click();
    await page.getByRole('heading', { name: 'Cadastrar funcionário' }).waitFor();
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Vendedor' }).click();
    // The shared schema's messages, the seller's included, show before anything is sent.
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    for (const message of [
      'Nome requerido',
      'CNPJ requerido',
      'Nome da empresa requerido',
      'Telefone requerido',
      'Endereço requerido',
    ]) {
      await page.getByText(message).first().waitFor();
    }

    await textbox(page, 'Nome').fill('Lúcia Praiana');
    await textbox(page, 'E-mail').fill('Lucia.Loja@reserva.dev');
    await textbox(page, 'CPF').pressSequentially('87185691613');
    await textbox(page, 'Telefone').pressSequentially('48998765432');
    await textbox(page, 'CNPJ').pressSequentially('11444777000161');
    await textbox(page, 'Nome da empresa').fill('Quiosque da Lúcia Ltda');
    await textbox(page, 'Nome fantasia').fill('Quiosque da Lúcia');
    await textbox(page, 'CEP').pressSequentially('88010000');
    await textbox(page, 'Rua').fill('Avenida Beira-Mar');
    await textbox(page, 'Número').fill('1200');
    await textbox(page, 'Bairro').fill('Centro');
    await textbox(page, 'Cidade').fill('Florianópolis');
    await textbox(page, 'Estado').fill('sc');
    await textbox(page, 'Nome').focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'user-form');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

    await page.waitForURL('**/users/details');
    await page.getByRole('heading', { name: 'Lúcia Praiana' }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await page.getByText('Pendente', { exact: true }).waitFor();
    await page.getByText('11.444.777/0001-61').waitFor();
    await page.getByText('Quiosque da Lúcia Ltda').waitFor();
    await page.getByText('Avenida Beira-Mar, 1200, Centro, Florianópolis/SC, 88010-000').waitFor();
    expect(await page.getByRole('link', { name: '(48) 99876-5432' }).getAttribute('href')).toBe(
      'https://wa.me/5548998765432',
    );
    await page.getByRole('tab', { name: 'Reservas' }).waitFor();
    await page.getByRole('cell', { name: 'BOOKING_SELLER_READ_ACCESS' }).first().waitFor();

    // The store: tick 'Indeterminado' and save.
    await page.getByRole('button', { name: 'Ativar loja' }).click();
    const store = page.getByRole('dialog', { name: 'Ativar loja' });
    expect(await store.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'store-activation-dialog');
    await store.getByRole('checkbox', { name: 'Indeterminado' }).check();
    await store.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Atualizado com sucesso').waitFor();
    await page.getByText('Ativa', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ativar loja' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Enviar notificação' }).click();
    const notify = page.getByRole('dialog', { name: 'Enviar notificação' });
    await notify.getByText('Deseja reenviar a notificação?').waitFor();
    await expectAccessible(page, 'notify-dialog');
    await notify.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Notificado com sucesso').waitFor();
    await toastsGone(page);
    await screenshot(page, 'user-details');

    // An edit to another type clears the company data; the seller's tab goes.
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL('**/users/update');
    expect(await textbox(page, 'Nome da empresa').inputValue()).toBe('Quiosque da Lúcia Ltda');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Funcionário' }).click();
    await textbox(page, 'Nome da empresa').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/users/details');
    await page.getByText('Editado com sucesso').waitFor();
    await page.getByText('871.856.916-13').waitFor();
    expect(await page.getByText('Quiosque da Lúcia Ltda').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Reservas' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByText('Deseja realmente excluir?').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(/\/users$/);
    await page.getByText('Excluído com sucesso').waitFor();
    await table.getByText('Vanessa Rocha', { exact: true }).waitFor();
    expect(await table.getByText('Lúcia Praiana').count()).toBe(0);
  });

  it('hides Funcionários from the concierge, and the API refuses the list with 403', async () => {
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Reservas', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Funcionários', exact: true }).count()).toBe(0);

    const session = await apiSession('portaria@reserva.dev');
    const refused = await fetch(`${baseUrl()}/api/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('insufficient-privilege');
  });
});
