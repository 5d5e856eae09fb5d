import type { PasswordSetResponse } from '@reserva/shared/passwords/passwords.schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

// The calls with made-up tokens go to the real server (invalid-token); the answers of a valid token
// (covered end to end by passwords.routes.test.ts through SMTP) are given to the page with the server's
// own shapes. The e2e server's mail now reaches support/mailbox.ts (the public form's specs follow
// their real links), so these can move to real recovery and invitation links too.
const storeIds = { appstoreId: '1234567890', playstoreId: 'dev.reserva.praia' };
const concierge: PasswordSetResponse = {
  featureGroup: { key: 'CONCIERGE', features: ['APP_CONCIERGE_ACCESS', 'BOOKING_READ_ACCESS', 'WEB_ACCESS'] },
  ventures: [{ appstoreId: null, playstoreId: null }],
};
const member: PasswordSetResponse = {
  featureGroup: { key: 'MEMBER', features: ['APP_MEMBERS_ACCESS'] },
  ventures: [storeIds],
};

async function answer(page: Page, path: string, status: number, body: object): Promise<void> {
  await page.route(`**/api${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

async function fillPasswords(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel(/^(Nova senha|Senha)$/).fill(password);
  await page.getByLabel('Confirmar senha').fill(confirmation);
}

const hrefs = (page: Page, name: string) => page.getByRole('link', { name }).getAttribute('href');

describe('forgot password', () => {
  it('is reached from the sign-in, validates the e-mail and confirms the request with a toast', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/users/passwords/forgot');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('E-mail requerido').waitFor();
    await page.getByLabel('E-mail').fill('portaria@');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('E-mail inválido').waitFor();
    await screenshot(page, 'password-forgot');

    await page.getByLabel('E-mail').fill('Portaria@Reserva.dev');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Recuperação de senha solicitada com sucesso').waitFor();
    await page.getByText('Verifique seu e-mail').waitFor();
    await page.getByText('portaria@reserva.dev').waitFor();
    await screenshot(page, 'password-forgot-sent');

    await page.getByRole('link', { name: 'Voltar ao login' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });
});

describe('reset password', () => {
  it('validates the new password and shows the server’s refusal of a bad link', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/users/passwords/reset?token=link-inventado`);
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('Senha requerida').waitFor();
    await fillPasswords(page, 'curta', 'outra');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('Mínimo 8 caracteres').waitFor();
    await page.getByText('Senhas não coincidem').waitFor();

    await fillPasswords(page, 'senha-nova-123');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('Falha ao alterar senha').waitFor();
    await page.getByText('Link inválido ou expirado.').waitFor();
    await screenshot(page, 'password-reset');
    expect(new URL(page.url()).pathname).toBe('/users/passwords/reset');
  });

  it('says the link is invalid when it has no token', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/users/passwords/reset`);
    await page.getByText('Link inválido').first().waitFor();
    await page.getByRole('link', { name: 'Solicitar novo link' }).click();
    await page.waitForURL('**/users/passwords/forgot');
  });

  it('goes to the confirmation, which offers staff the sign-in', async () => {
    const page = await newPage(browser());
    await answer(page, '/passwords/reset', 200, concierge);
    await page.goto(`${baseUrl()}/users/passwords/reset?token=valido`);
    await fillPasswords(page, 'senha-nova-123');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.waitForURL('**/users/passwords/confirm');
    await page.getByText('Senha alterada com sucesso').waitFor();
    await page.getByText('Sua senha foi salva com sucesso!').waitFor();
    expect(await page.getByRole('link', { name: 'Abrir o aplicativo' }).count()).toBe(0);
    await screenshot(page, 'password-confirm');
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('offers people the app in their venture’s store instead of the sign-in', async () => {
    const page = await newPage(browser());
    await answer(page, '/passwords/reset', 200, member);
    await page.goto(`${baseUrl()}/users/passwords/reset?token=valido&features=APP_MEMBERS_ACCESS`);
    await page.getByText('Escolha uma nova senha para entrar no aplicativo.').waitFor();
    await fillPasswords(page, 'senha-nova-123');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText('Sua senha foi salva com sucesso!').waitFor();
    // Chromium on Linux is not an Apple device: Google Play.
    expect(await hrefs(page, 'Abrir o aplicativo')).toBe(
      'https://play.google.com/store/apps/details?id=dev.reserva.praia',
    );
    expect(await page.getByRole('link', { name: 'Ir para o login' }).count()).toBe(0);
    await screenshot(page, 'password-confirm-app');
  });
});

describe('sign-up confirmation', () => {
  it('validates the password and shows the server’s refusal of a bad invitation', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/signup/confirm?token=convite-inventado`);
    await fillPasswords(page, 'senha-nova-123', 'senha-nova-124');
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.getByText('Senhas não coincidem').waitFor();
    await fillPasswords(page, 'senha-nova-123');
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.getByText('Falha ao confirmar senha').waitFor();
    await page.getByText('Link inválido ou expirado.').waitFor();
  });

  it('shows the account finished with links to the app stores', async () => {
    const page = await newPage(browser());
    await answer(page, '/sessions/signup-confirm', 200, member);
    await page.goto(`${baseUrl()}/signup/confirm?token=valido`);
    await page.getByText('Conclua seu cadastro').waitFor();
    await screenshot(page, 'signup-confirm-form');
    await fillPasswords(page, 'senha-nova-123');
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.getByText('Senha definida com sucesso').waitFor();
    await page.getByText('Seu cadastro foi concluído!').waitFor();
    expect(await hrefs(page, 'App Store')).toBe('https://apps.apple.com/app/id1234567890');
    expect(await hrefs(page, 'Google Play')).toBe(
      'https://play.google.com/store/apps/details?id=dev.reserva.praia',
    );
    await screenshot(page, 'signup-confirm');
  });

  it('shows the “Convite já utilizado” panel with the store links of the answer', async () => {
    const page = await newPage(browser());
    await answer(page, '/sessions/signup-confirm', 409, {
      statusCode: 409,
      message: 'user-account-already-confirmed',
      metaData: storeIds,
    });
    await page.goto(`${baseUrl()}/signup/confirm?token=usado`);
    await fillPasswords(page, 'senha-nova-123');
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await page.getByText('Convite já utilizado').waitFor();
    expect(await hrefs(page, 'App Store')).toBe('https://apps.apple.com/app/id1234567890');
    expect(await page.getByText('Falha ao confirmar senha').count()).toBe(0);
    await screenshot(page, 'signup-already-used');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/users/passwords/forgot');
  });
});
