import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// A 96 × 96 PNG, to upload as a spot's photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0G7UUb0BszIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfVbXy0Wdcqx0AAAAASUVORK5CYII=',
  'base64',
);

/** The 'Local' cell of a spot of the demo's first venture: its name over the venture's. */
const spotCell = (page: Page, name: string) =>
  page.getByRole('cell', { name: `${name} Reserva Praia Clube`, exact: true });

/** Toasts last 3 s; screenshots wait for them to leave the header's buttons visible. */
const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0);

describe('spots', () => {
  it('lets an admin create a spot with a photo, add and edit a modality, and edit the spot', async () => {
    const admin = await apiSession('admin@reserva.dev');
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Locais', exact: true }).click();
    await page.getByRole('heading', { name: 'Locais' }).waitFor();
    // The demo's spots are there from the first start.
    await spotCell(page, 'Piscina semiolímpica').waitFor();

    await page.getByRole('link', { name: 'Cadastrar novo' }).click();
    await page.getByRole('heading', { name: 'Cadastrar local' }).waitFor();
    // The schema's messages show before anything is sent.
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('Requerido').first().waitFor();

    await page.getByRole('textbox', { name: 'Nome' }).fill('Quadra de areia');
    // The form's venture field and the header's venture switch each have a name of their own.
    expect(await page.getByRole('combobox', { name: 'Empreendimento', exact: true }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Empreendimento atual', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Endereço' }).fill('Av. Bartolomeu de Gusmão, 1200, Santos/SP');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Duas quadras ao lado do quiosque.');
    await page.getByRole('switch', { name: 'Área de convivência' }).check();
    await page.getByText('o nível de experiência não é validado', { exact: false }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'quadra.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.getByRole('button', { name: 'Remover foto' }).waitFor();
    await screenshot(page, 'spot-form');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

    await page.waitForURL('**/spots/details');
    await page.getByRole('heading', { name: 'Quadra de areia' }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await page.locator('img[src^="/api/files/spots/"]').waitFor();
    // The address, which the public booking form shows.
    await page.getByText('Av. Bartolomeu de Gusmão, 1200, Santos/SP').waitFor();

    await page.getByRole('tab', { name: 'Modalidades' }).click();
    await page.getByText('Nenhuma modalidade cadastrada neste local').waitFor();
    await page.getByRole('button', { name: 'Nova modalidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova modalidade' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Dupla');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Partidas de dois contra dois.');
    await screenshot(page, 'modality-modal');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: 'Dupla', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Editar Dupla' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar modalidade' });
    await editDialog.getByRole('textbox', { name: 'Título' }).fill('Dupla mista');
    await editDialog.getByRole('switch', { name: 'Exclusiva' }).check();
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: 'Dupla mista', exact: true }).waitFor();
    await page.getByText('Atualizado com sucesso').waitFor();
    await toastsGone(page);
    await screenshot(page, 'spot-details-modalities');

    // An activity of the spot, then the details again (the navigation state survives a reload).
    const found = await apiCall(admin.token, 'GET', '/spots?name=Quadra%20de%20areia');
    const spotId = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
    const activity = await apiCall(admin.token, 'POST', '/activities', {
      name: 'Frescobol',
      description: null,
      bookingPrice: null,
      isActive: true,
      spotId,
    });
    expect(activity.status).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: 'Atividades' }).click();
    await page.getByRole('cell', { name: 'Frescobol', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Detalhes de Frescobol' }).waitFor();
    await screenshot(page, 'spot-details');

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Editar local' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Nome' });
    expect(await name.inputValue()).toBe('Quadra de areia');
    await name.fill('Quadra de areia coberta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Editado com sucesso').waitFor();
    await page.waitForURL('**/spots/details');
    await page.getByRole('heading', { name: 'Quadra de areia coberta' }).waitFor();

    await page.getByRole('link', { name: 'Voltar' }).click();
    await spotCell(page, 'Quadra de areia coberta').waitFor();
    await page.getByRole('searchbox', { name: 'Nome' }).fill('quadra');
    // The filter reaches the server after the 1 s debounce.
    await spotCell(page, 'Piscina semiolímpica').waitFor({ state: 'detached' });
    // Another search brings it back (searched, not paged to: other specs' spots may fill the first page).
    await page.getByRole('searchbox', { name: 'Nome' }).fill('piscina');
    await spotCell(page, 'Piscina semiolímpica').waitFor();
    await spotCell(page, 'Quadra de areia coberta').waitFor({ state: 'detached' });
    await screenshot(page, 'spots-list');
  });

  it('shows the concierge the list read-only, and the API refuses a new spot with 403', async () => {
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    await page.goto(`${baseUrl()}/spots`);
    await page.getByRole('heading', { name: 'Locais' }).waitFor();
    await page.getByRole('searchbox', { name: 'Nome' }).fill('piscina');
    await spotCell(page, 'Piscina semiolímpica').waitFor();
    expect(await page.getByRole('link', { name: 'Cadastrar novo' }).count()).toBe(0);

    await page.getByRole('link', { name: /Detalhes de Piscina semiolímpica/ }).click();
    await page.getByRole('heading', { name: 'Piscina semiolímpica' }).waitFor();
    for (const action of ['Editar', 'Excluir', 'Nova atividade']) {
      expect(await page.getByRole('button', { name: action, exact: true }).count()).toBe(0);
    }

    const concierge = await apiSession('portaria@reserva.dev');
    const ventureId = (concierge as unknown as { venture: { id: string } }).venture.id;
    const refused = await apiCall(concierge.token, 'POST', '/spots', {
      name: 'Quadra proibida',
      isActive: true,
      isLivingArea: false,
      ventureId,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('insufficient-privilege');
  });
});
