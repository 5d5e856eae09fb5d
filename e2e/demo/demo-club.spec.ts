import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

/** Waits until the table shows at least `count` photos, every one of them loaded and decoded. */
async function photosShown(table: Locator, count: number): Promise<void> {
  await expect
    .poll(
      () =>
        table
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0),
          )
          .then((loaded) => loaded.length),
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
}

async function cellsShown(page: Page, names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('cell', { name, exact: true }).waitFor();
}

// The first start fills the demo ventures, so a new user sees a club at work rather than empty screens.
describe('demo club', () => {
  it('shows the beach club with its spots and their photos, its categories and its levels', async () => {
    const page = await newPage(browser());
    await signIn(page, 'master@reserva.dev');
    await page.goto(`${baseUrl()}/ventures`);
    await photosShown(page.getByRole('table', { name: 'Empreendimentos' }), 2);
    await page.getByRole('link', { name: 'Detalhes de Reserva Praia Clube' }).click();
    await page.getByRole('heading', { name: 'Reserva Praia Clube' }).waitFor();
    const spots = page.getByRole('table', { name: 'Locais do empreendimento' });
    await cellsShown(page, [
      'Quadra de tênis 1',
      'Piscina semiolímpica',
      'Salão de festas',
      'Quadra de squash',
    ]);
    await photosShown(spots, 8);
    await screenshot(page, 'venture-details-demo');

    await page.getByRole('tab', { name: 'Categorias de usuário' }).click();
    const lifeMember = page.getByRole('row').filter({ hasText: 'Sócio remido' });
    await lifeMember.waitFor();
    expect(await lifeMember.getByRole('cell', { name: 'Ilimitado' }).count()).toBe(3);
    await cellsShown(page, ['Sócio titular', 'Dependente', 'Convidado']);

    await page.getByRole('tab', { name: 'Níveis de experiência' }).click();
    await cellsShown(page, ['Iniciante', 'Intermediário', 'Avançado']);
  });

  it('shows an activity with its price and optionals, at a spot with modalities', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/activities`);
    await page.getByRole('searchbox', { name: 'Atividade ou local' }).fill('aula de tênis');
    await page.getByRole('link', { name: 'Detalhes de Aula de tênis' }).click();
    await page.getByRole('heading', { name: 'Aula de tênis' }).waitFor();
    await page.getByText('R$ 120,00').waitFor();
    await page.getByRole('tab', { name: 'Opcionais disponíveis' }).click();
    await cellsShown(page, ['Raquete', 'Bolinhas', 'Toalha']);

    await page.getByRole('link', { name: 'Quadra de tênis 1' }).click();
    await page.getByRole('heading', { name: 'Quadra de tênis 1' }).waitFor();
    await page.locator('img[src^="/api/files/spots/"]').waitFor();
    await page.getByRole('tab', { name: 'Modalidades' }).click();
    await cellsShown(page, ['Aula', 'Treino livre', 'Torneio']);
    await screenshot(page, 'spot-details-demo');
  });
});
