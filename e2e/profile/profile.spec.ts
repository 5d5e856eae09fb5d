import { describe, expect, it } from 'vitest';
import { apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// A 96 × 96 PNG, to upload as the profile photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0G7UUb0BszIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfVbXy0Wdcqx0AAAAASUVORK5CYII=',
  'base64',
);

describe('the profile', () => {
  it('shows the own record, saves an edit with a photo and goes to the dashboard', async () => {
    const page = await newPage(browser(), { width: 1366, height: 1100 });
    await signIn(page, 'funcionario@reserva.dev');
    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Perfil' }).waitFor();
    await page.getByText('funcionario@reserva.dev').waitFor();

    await page.getByRole('button', { name: 'Editar' }).click();
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    expect(await name.inputValue()).toBe('Fernanda Alves');
    await name.fill('Fernanda Alves Costa');
    await page.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('11987654321');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Recepção do clube de praia.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Remover foto' }).waitFor();
    // The new password is optional, but its confirmation must match.
    await page.getByLabel('Nova senha', { exact: true }).fill('segredo-novo');
    await page.getByLabel('Confirmar nova senha').fill('segredo-outro');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Senhas não coincidem').waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('');
    await page.getByLabel('Confirmar nova senha').fill('');
    await name.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-form');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByText('Atualizado com sucesso').waitFor();
    // The stored session's user follows: the header's photo and name.
    await page.waitForFunction(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}');
      return user.name === 'Fernanda Alves Costa' && String(user.avatarUrl).startsWith('/api/files/users/');
    });
    await page.locator('header img[src^="/api/files/users/"]').waitFor();

    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.getByText('Fernanda Alves Costa').first().waitFor();
    await page.getByText('(11) 98765-4321').waitFor();
    await page.getByText('Recepção do clube de praia.').waitFor();
    await screenshot(page, 'profile');

    // Leave the demo user as other specs know it.
    const session = await apiSession('funcionario@reserva.dev');
    const restored = await fetch(`${baseUrl()}/api/users/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fernanda Alves', email: 'funcionario@reserva.dev' }),
    });
    expect(restored.status).toBe(200);
    await fetch(`${baseUrl()}/api/avatars/users/${session.user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.token}` },
    });
  });
});
