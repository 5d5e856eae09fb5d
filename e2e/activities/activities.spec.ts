import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// A 96 × 96 PNG, to upload as an activity's photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0G7UUb0BszIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfVbXy0Wdcqx0AAAAASUVORK5CYII=',
  'base64',
);

/** Waits until every toast has gone, so that screenshots show the screen itself. */
async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.mantine-Notification-root'), undefined, {
    timeout: 10_000,
  });
}

/** Money is shown with a no-break space after R$ (Intl's pt-BR format). */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

async function createdId(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Spots and activities made through the API, so the screens have something to list. */
async function seedActivities(): Promise<{ spotId: string; activityIds: string[] }> {
  const admin = await apiSession('admin@reserva.dev');
  const ventureId = (admin as unknown as { venture: { id: string } }).venture.id;
  const spot = (name: string, isLivingArea: boolean) =>
    apiCall(admin.token, 'POST', '/spots', {
      name,
      description: null,
      isActive: true,
      isLivingArea,
      ventureId,
    });
  const spotId = await createdId(await spot('Arena de areia', false));
  const lounge = await createdId(await spot('Lounge da piscina', true));
  const activity = (name: string, at: string, isActive = true) =>
    apiCall(admin.token, 'POST', '/activities', {
      name,
      description: null,
      bookingPrice: null,
      isActive,
      spotId: at,
    }).then(createdId);
  const activityIds = [
    await activity('Vôlei de praia', spotId),
    await activity('Futevôlei', spotId, false),
    await activity('Happy hour', lounge),
  ];
  return { spotId, activityIds };
}

describe('activities', () => {
  it('lets an admin create an activity with a photo and an item, edit it, and delete another', async () => {
    await seedActivities();
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await page.getByRole('heading', { name: 'Atividades' }).waitFor();
    await page.getByRole('cell', { name: /^Happy hour/ }).waitFor();
    await screenshot(page, 'activities-list');

    // The one search box matches the spot's name too.
    await page.getByRole('searchbox', { name: 'Atividade ou local' }).fill('lounge');
    await page.getByRole('cell', { name: /^Vôlei de praia/ }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: /^Happy hour/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Atividade ou local' }).fill('');

    await page.getByRole('link', { name: 'Cadastrar nova' }).click();
    await page.getByRole('heading', { name: 'Cadastrar atividade' }).waitFor();
    // The schema's messages show before anything is sent.
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('Requerido').first().waitFor();

    await page.getByRole('textbox', { name: 'Nome' }).fill('Beach tennis');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Aulas em grupo, raquetes disponíveis.');
    // Money is typed as people write it (issue 29): '55' is R$ 55,00; a minus is refused at once.
    const price = page.getByRole('textbox', { name: 'Preço da reserva' });
    await price.pressSequentially('-');
    await page.getByText('Valores positivos').waitFor();
    await price.press('Backspace');
    await page.getByText('Valores positivos').waitFor({ state: 'detached' });
    await price.pressSequentially('55');
    expect(spaced(await price.inputValue())).toBe('R$ 55');
    await price.blur();
    expect(spaced(await price.inputValue())).toBe('R$ 55,00');
    await page.getByRole('combobox', { name: 'Local' }).click();
    await page.getByRole('option', { name: 'Arena de areia' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'beach-tennis.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.getByRole('button', { name: 'Remover foto' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Ativo' }).isChecked()).toBe(true);
    await screenshot(page, 'activity-form');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

    await page.waitForURL('**/activities/details');
    await page.getByRole('heading', { name: 'Beach tennis' }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await page.getByText('R$ 55,00').waitFor();
    const { token } = await apiSession('admin@reserva.dev');
    const savedPrice = async () => {
      const saved = await apiCall(token, 'GET', '/activities?name=Beach%20tennis');
      return ((await saved.json()) as { items: { bookingPrice: number }[] }).items[0]?.bookingPrice;
    };
    expect(await savedPrice()).toBe(5500);
    await page.getByRole('link', { name: 'Arena de areia' }).waitFor();
    await page.locator('img[src^="/api/files/activities/"]').waitFor();
    await page.getByRole('button', { name: 'Hoje' }).waitFor(); // the Agenda tab's calendar

    await page.getByRole('tab', { name: 'Opcionais disponíveis' }).click();
    await page.getByText('Nenhum opcional cadastrado').waitFor();
    await page.getByRole('button', { name: 'Cadastrar item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo opcional' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Requerido').waitFor();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Raquete');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Empréstimo de raquete profissional.');
    expect(await dialog.getByRole('switch', { name: 'Ativo' }).isChecked()).toBe(true);
    await toastsGone(page);
    await screenshot(page, 'activity-item-modal');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: 'Raquete', exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Editar Raquete' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar opcional' });
    await editDialog.getByRole('textbox', { name: 'Nome' }).fill('Raquete profissional');
    await editDialog.getByRole('switch', { name: 'Ativo' }).uncheck();
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByRole('row', { name: /Raquete profissional/ })
      .getByText('Não')
      .waitFor();
    await page.getByText('Atualizado com sucesso').waitFor();
    await toastsGone(page);
    await screenshot(page, 'activity-details');

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Editar atividade' }).waitFor();
    const editPrice = page.getByRole('textbox', { name: 'Preço da reserva' });
    expect(spaced(await editPrice.inputValue())).toBe('R$ 55,00');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Beach tennis avançado');
    // A price under R$ 1,00 asks first; 'Corrigir' goes back to the form and saves nothing.
    await editPrice.fill('');
    await editPrice.pressSequentially('0,50');
    expect(spaced(await editPrice.inputValue())).toBe('R$ 0,50');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const lowPrice = page.getByRole('dialog', { name: 'Confirmar preço' });
    await lowPrice.getByText('Preço da reserva:').waitFor();
    expect(spaced((await lowPrice.textContent()) ?? '')).toContain('Preço da reserva: R$ 0,50');
    await screenshot(page, 'price-confirm');
    await lowPrice.getByRole('button', { name: 'Corrigir' }).click();
    await lowPrice.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Editar atividade' }).waitFor();
    expect(await savedPrice()).toBe(5500);
    // Confirmed, it is saved as typed.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await lowPrice.getByRole('button', { name: 'Salvar assim' }).click();
    await page.waitForURL('**/activities/details');
    await page.getByRole('heading', { name: 'Beach tennis avançado' }).waitFor();
    await page.getByText('Editado com sucesso').waitFor();
    await page.getByText('R$ 0,50').waitFor();

    // Deleting another activity asks first, then goes back to the list.
    await page.goto(`${baseUrl()}/activities`);
    await page.getByRole('link', { name: 'Detalhes de Futevôlei' }).click();
    await page.getByRole('heading', { name: 'Futevôlei' }).waitFor();
    await page.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await page.waitForURL('**/activities');
    await page.getByText('Excluído com sucesso').waitFor();
    await page.getByRole('cell', { name: /^Beach tennis avançado/ }).waitFor();
    // The cached list may show for a moment before the reload: wait for the deleted row to go.
    await page.getByRole('cell', { name: /^Futevôlei/ }).waitFor({ state: 'detached' });
  });

  it('shows a reader no register, edit or delete action, and the API refuses the reader’s writes', async () => {
    const page = await newPage(browser());
    await signIn(page, 'funcionario@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await page.getByRole('heading', { name: 'Atividades' }).waitFor();
    await page.getByRole('link', { name: 'Detalhes de Happy hour' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cadastrar nova' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Detalhes de Happy hour' }).click();
    await page.getByRole('heading', { name: 'Happy hour' }).waitFor();
    await page.getByText('Lounge da piscina').waitFor();
    for (const action of ['Editar', 'Excluir']) {
      expect(await page.getByRole('button', { name: action, exact: true }).count()).toBe(0);
    }
    await page.getByRole('tab', { name: 'Opcionais disponíveis' }).click();
    await page.getByText('Nenhum opcional cadastrado').waitFor();
    expect(await page.getByRole('button', { name: 'Cadastrar item' }).count()).toBe(0);

    const employee = await apiSession('funcionario@reserva.dev');
    const spots = await apiCall(employee.token, 'GET', '/spots?limit=100&sort=name&order=ASC');
    const spotId = ((await spots.json()) as { items: { id: string }[] }).items[0]?.id;
    const refused = await apiCall(employee.token, 'POST', '/activities', {
      name: 'Sem permissão',
      description: null,
      bookingPrice: null,
      isActive: true,
      spotId,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('insufficient-privilege');
  });
});
