import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('sign-in', () => {
  it('shows the sign-in screen with its link to password recovery', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/users/passwords/forgot',
    );
    await screenshot(page, 'sign-in');
  });

  it('validates the fields with the shared messages before calling the server', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('E-mail').fill('não é e-mail');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail inválido').waitFor();
    await page.getByText('Senha requerida').waitFor();
  });

  it('tells the user when the checks of the form cannot be fetched, instead of doing nothing', async () => {
    const page = await newPage(browser());
    await page.route(/\/assets\/sign-in\.schema-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('E-mail').fill('master@reserva.dev');
    await page.getByLabel('Senha').fill('reserva123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Falha na autenticação').waitFor();
    await page.getByText('Ocorreu um erro ao fazer o login, verifique os dados e tente novamente.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the error toast on a wrong password and stays on the sign-in screen', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('E-mail').fill('master@reserva.dev');
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByLabel('Senha').press('Enter');
    await page.getByText('Falha na autenticação').waitFor();
    await page.getByText('E-mail ou senha incorretos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'sign-in-wrong-password');
  });

  it('sends anonymous visitors of a private route to sign-in, and signed-in users away from it', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/members`);
    await page.waitForURL(`${baseUrl()}/`);
    await signIn(page, 'master@reserva.dev');
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl()}/guests`);
    await page.waitForURL('**/members');
  });
});
