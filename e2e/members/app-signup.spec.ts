import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { describe, it } from 'vitest';
import { baseUrl, newPage, screenshot, useBrowser } from '../support/browser';
import { mailedMatch } from '../support/mailbox';
import { PHONE } from '../support/portaria';

// `/signup` (issue 31, point 1), at 390 px: someone not yet known signs up for the members' app, sets
// the password through the mailed link and signs in to Sócio.

const browser = useBrowser();
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/signup\/confirm\?token=[\w%-]+/;
const PASSWORD = 'senha-do-app-1';

describe('the sign-up for Sócio', () => {
  it('signs a stranger up, confirms by mail and signs in at /app', async () => {
    const email = `novo-${Date.now()}@teste.dev`;
    const page = await newPage(browser(), PHONE);
    // The app's sign-in leads a stranger to the sign-up.
    await page.goto(`${baseUrl()}/app`);
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL(`${baseUrl()}/signup`);
    await page.getByRole('heading', { name: 'Criar conta no Reserva Sócio' }).waitFor();
    // The shared schema's messages, before anything is sent.
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Nome requerido').waitFor();
    await page.getByText('CPF requerido').waitFor();

    await page.getByRole('combobox', { name: 'Clube' }).click();
    await page.getByRole('option', { name: 'Reserva Praia Clube' }).click();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Renata Lima');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'CPF' }).fill(generateCPF());
    await page.getByRole('textbox', { name: 'Data de nascimento' }).fill('12/03/1991');
    await page.getByRole('textbox', { name: 'Data de nascimento' }).press('Tab');
    await screenshot(page, 'app-signup');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await page.getByRole('heading', { name: 'Verifique seu e-mail' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('link', { name: 'Já tenho conta' }).waitFor();
    await screenshot(page, 'app-signup-sent');

    const link = new URL(await mailedMatch(email, CONFIRM_LINK));
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await page.getByLabel(/^Senha$/).fill(PASSWORD);
    await page.getByLabel('Confirmar senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.getByText('Seu cadastro foi concluído!').waitFor();

    await page.goto(`${baseUrl()}/app`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
  });
});
