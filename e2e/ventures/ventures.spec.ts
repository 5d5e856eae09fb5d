import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// A 96 × 96 PNG, to upload as the venture's photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0G7UUb0BszIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfVbXy0Wdcqx0AAAAASUVORK5CYII=',
  'base64',
);

/** Toasts last 3 s; screenshots wait for them to leave the header's buttons visible. */
const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0);

// The demo operator's master works, by default, in the first venture by name: the ventures made here
// sort after the demo ones ('Vila …'), so other specs sharing this server still start in 'Reserva Praia Clube'.
describe('ventures', () => {
  it('lets the master register a venture with a photo, then add a spot, a category and a level', async () => {
    const page = await newPage(browser());
    await signIn(page, 'master@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Empreendimentos', exact: true }).click();
    await page.getByRole('heading', { name: 'Empreendimentos' }).waitFor();
    const table = page.getByRole('table', { name: 'Empreendimentos' });
    await table.getByText('Reserva Praia Clube', { exact: true }).waitFor();
    await table.getByText('11.222.333/0001-81').waitFor();
    await screenshot(page, 'ventures-list');

    await page.getByRole('link', { name: 'Cadastrar novo' }).click();
    await page.getByRole('heading', { name: 'Cadastrar empreendimento' }).waitFor();
    // The shared schema's messages show before anything is sent.
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('Nome requerido').waitFor();
    await page.getByText('CNPJ requerido').waitFor();

    await page.getByRole('textbox', { name: 'Nome' }).fill('Vila Lago Azul');
    await page.getByRole('textbox', { name: 'Referência' }).fill('lago-azul');
    expect(await page.getByRole('textbox', { name: 'Referência' }).inputValue()).toBe('LAGO-AZUL');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('lago@reserva.dev');
    await page.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('11444777000162');
    await page.getByRole('textbox', { name: 'Telefone' }).pressSequentially('1134567890');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Chalés e esportes náuticos às margens do lago.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lago.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Remover foto' }).waitFor();
    // How far ahead the public form and the members' app offer dates: 60 days unless changed, 1 to 730.
    const horizon = page.getByRole('textbox', { name: 'Reservas abertas com antecedência de (dias)' });
    expect(await horizon.inputValue()).toBe('60');
    await horizon.fill('0');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('CNPJ inválido').waitFor();
    await page.getByText('Valores maiores que zero').waitFor();
    await horizon.fill('731');
    await page.getByText('Máximo 730 dias (2 anos)').waitFor();
    await horizon.fill('90');
    await page.getByRole('textbox', { name: 'CNPJ' }).fill('');
    await page.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('11444777000161');
    await page.getByRole('textbox', { name: 'Nome' }).focus();
    await screenshot(page, 'venture-form');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

    await page.waitForURL('**/ventures/details');
    await page.getByRole('heading', { name: 'Vila Lago Azul' }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await page.locator('img[src^="/api/files/ventures/"]').waitFor();
    await page.getByText('LAGO-AZUL').waitFor();
    await page.getByText('(11) 3456-7890').waitFor();
    await page.getByText('90 dias').waitFor();

    // A spot of the new venture shows on 'Locais', with its details link.
    const master = await apiSession('master@reserva.dev');
    const found = await apiCall(master.token, 'GET', '/ventures?name=Vila%20Lago');
    const ventureId = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;
    const spot = await apiCall(master.token, 'POST', '/spots', {
      name: 'Píer dos caiaques',
      description: null,
      isActive: true,
      isLivingArea: false,
      ventureId,
    });
    expect(spot.status).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: 'Locais' }).waitFor();
    await page.getByRole('link', { name: 'Detalhes de Píer dos caiaques' }).waitFor();
    await toastsGone(page);
    await screenshot(page, 'venture-details');
    await page.getByRole('link', { name: 'Detalhes de Píer dos caiaques' }).click();
    await page.waitForURL('**/spots/details');
    await page.getByRole('heading', { name: 'Píer dos caiaques' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Vila Lago Azul' }).waitFor();

    // Categories: the shared schema's limit rules, then 'Ilimitado' and the fall-backs in the table.
    await page.getByRole('tab', { name: 'Categorias de usuário' }).click();
    await page.getByText('Nenhuma categoria cadastrada neste empreendimento').waitFor();
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Nova categoria' });
    const freeGuests = categoryDialog.getByRole('textbox', {
      name: 'Máx. reservas gratuitas de convidados por dia',
    });
    await categoryDialog.getByRole('textbox', { name: 'Máx. reservas por dia' }).fill('1');
    await categoryDialog.getByRole('textbox', { name: 'Máx. reservas de convidados por dia' }).fill('2');
    await freeGuests.fill('3');
    await categoryDialog
      .getByRole('textbox', { name: 'Preço por reserva de convidado' })
      .pressSequentially('45');
    await categoryDialog.getByRole('button', { name: 'Salvar' }).click();
    // Every rule that fails shows at once, beside the missing title.
    await categoryDialog.getByText('Requerido').waitFor();
    await categoryDialog.getByText('Mínimo igual ao máx. reservas de convidados').waitFor();
    await categoryDialog.getByText('Excede o limite de reservas de convidados').waitFor();
    await screenshot(page, 'user-category-modal');
    await categoryDialog.getByRole('textbox', { name: 'Título' }).fill('Sócio titular');
    await categoryDialog.getByRole('textbox', { name: 'Máx. reservas por dia' }).fill('4');
    await freeGuests.fill('1');
    await categoryDialog.getByRole('button', { name: 'Salvar' }).click();
    const titular = page.getByRole('row').filter({ hasText: 'Sócio titular' });
    await titular.getByRole('cell', { name: 'R$ 45,00' }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();

    await page.getByRole('button', { name: 'Nova categoria' }).click();
    await categoryDialog.getByRole('textbox', { name: 'Título' }).fill('Remido');
    await categoryDialog.getByRole('textbox', { name: 'Máx. reservas por dia' }).fill('3');
    await categoryDialog.getByRole('button', { name: 'Salvar' }).click();
    const remido = page.getByRole('row').filter({ hasText: 'Remido' });
    await remido.waitFor();
    // Unset guest limits fall back to the daily limit.
    expect(await remido.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Remido', '3', '3', '3']),
    );

    await page.getByRole('button', { name: 'Editar Remido' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar categoria' });
    await editDialog.getByRole('textbox', { name: 'Máx. reservas por dia' }).fill('');
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Atualizado com sucesso').waitFor();
    await page.getByRole('cell', { name: 'Ilimitado' }).first().waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: 'Remido' })
        .getByRole('cell', { name: 'Ilimitado' })
        .count(),
    ).toBe(3);

    await page.getByRole('button', { name: 'Excluir Remido' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByText('Deseja realmente excluir?').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Excluído com sucesso').waitFor();
    await page.getByRole('row').filter({ hasText: 'Remido' }).waitFor({ state: 'detached' });
    await toastsGone(page);
    await screenshot(page, 'venture-details-categories');

    // Experience levels.
    await page.getByRole('tab', { name: 'Níveis de experiência' }).click();
    await page.getByText('Nenhum nível de experiência cadastrado neste empreendimento').waitFor();
    await page.getByRole('button', { name: 'Novo nível' }).click();
    const levelDialog = page.getByRole('dialog', { name: 'Novo nível' });
    await levelDialog.getByRole('button', { name: 'Salvar' }).click();
    expect(await levelDialog.getByText('Requerido').count()).toBe(4);
    await levelDialog.getByRole('textbox', { name: 'Título' }).fill('Intermediário');
    await levelDialog.getByRole('textbox', { name: 'Nível' }).fill('2');
    await levelDialog.getByRole('textbox', { name: 'Experiência mínima para reservar' }).fill('0');
    await levelDialog.getByRole('textbox', { name: 'Experiência máxima para reservar' }).fill('2');
    await screenshot(page, 'experience-level-modal');
    await levelDialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('cell', { name: 'Intermediário', exact: true }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await toastsGone(page);
    await screenshot(page, 'venture-details-levels');

    // Edit the venture: the form starts from the record, then back to the details.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Editar empreendimento' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Nome' });
    expect(await name.inputValue()).toBe('Vila Lago Azul');
    expect(await page.getByRole('textbox', { name: 'CNPJ' }).inputValue()).toBe('11.444.777/0001-61');
    await name.fill('Vila Lago Azul Resort');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Editado com sucesso').waitFor();
    await page.waitForURL('**/ventures/details');
    await page.getByRole('heading', { name: 'Vila Lago Azul Resort' }).waitFor();

    // The list searches by the chosen field (CNPJ, typed with its mask).
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('heading', { name: 'Empreendimentos' }).waitFor();
    await page.getByRole('combobox', { name: 'Pesquisar por' }).click();
    await page.getByRole('option', { name: 'CNPJ' }).click();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('11.444.777');
    await page.getByRole('row').filter({ hasText: 'Reserva Praia Clube' }).waitFor({ state: 'detached' });
    await table.getByText('Vila Lago Azul Resort', { exact: true }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
  });

  it('deletes a venture after “Confirmar exclusão” and refuses a CNPJ already in use', async () => {
    const master = await apiSession('master@reserva.dev');
    const created = await apiCall(master.token, 'POST', '/ventures', {
      name: 'Vila Temporária',
      ref: 'TEMP',
      email: 'temp@reserva.dev',
      cnpj: '04252011000110',
      useLinearOnboardFlow: false,
    });
    expect(created.status).toBe(201);
    const ventureId = ((await created.json()) as { id: string }).id;
    // What goes with it: a category, a level, a spot and its two activities, and a photo.
    const call = async (path: string, body: object) =>
      expect((await apiCall(master.token, 'POST', path, body)).status).toBe(201);
    await call('/user-categories', { ventureId, title: 'Sócio' });
    const level = {
      title: 'Iniciante',
      level: 1,
      minAllowedBookingExperience: 0,
      maxAllowedBookingExperience: 1,
    };
    await call(`/ventures/${ventureId}/experience-levels`, level);
    const spot = await apiCall(master.token, 'POST', '/spots', {
      name: 'Rampa de barcos',
      isActive: true,
      isLivingArea: false,
      ventureId,
    });
    const spotId = ((await spot.json()) as { id: string }).id;
    for (const name of ['Vela', 'Remo']) await call('/activities', { name, isActive: true, spotId });
    const photo = new FormData();
    photo.append('avatar', new Blob([PHOTO], { type: 'image/png' }), 'temporaria.png');
    const uploaded = await fetch(`${baseUrl()}/api/avatars/ventures/${ventureId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${master.token}` },
      body: photo,
    });
    expect(uploaded.status).toBeLessThan(300);

    const page = await newPage(browser());
    await signIn(page, 'master@reserva.dev');
    await page.goto(`${baseUrl()}/ventures`);
    await page.getByRole('link', { name: 'Detalhes de Vila Temporária' }).click();
    await page.getByRole('heading', { name: 'Vila Temporária' }).waitFor();

    // Removing the photo asks first; declining keeps it.
    const picture = page.locator('img[src^="/api/files/ventures/"]');
    await picture.waitFor();
    await page.getByRole('button', { name: 'Remover foto' }).click();
    const removal = page.getByRole('dialog', { name: 'Remover foto' });
    await removal.getByText('Deseja realmente remover a foto?').waitFor();
    await removal.getByRole('button', { name: 'Cancelar' }).click();
    await removal.waitFor({ state: 'detached' });
    expect(await picture.count()).toBe(1);
    await page.getByRole('button', { name: 'Remover foto' }).click();
    await removal.getByRole('button', { name: 'Remover' }).click();
    await picture.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.fill('');
    await cnpj.pressSequentially('11222333000181');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Falha ao editar').waitFor();
    await page.getByText('CNPJ já cadastrado.').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('heading', { name: 'Vila Temporária' }).waitFor();
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    // The confirmation lists what goes with the venture.
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    const goes = confirm.getByRole('list', { name: 'Excluídos junto com o empreendimento' });
    await goes.waitFor();
    expect(await goes.getByRole('listitem').allInnerTexts()).toEqual([
      '1 categoria de usuário',
      '1 nível de experiência',
      '1 local',
      '2 atividades',
    ]);
    await toastsGone(page);
    await screenshot(page, 'venture-delete-confirm');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Excluído com sucesso').waitFor();
    await page.waitForURL('**/ventures');
    const table = page.getByRole('table', { name: 'Empreendimentos' });
    await table.getByText('Reserva Praia Clube', { exact: true }).waitFor();
    // The cached list may show for a moment before the reload: wait for the deleted row to go.
    await table.getByText('Vila Temporária', { exact: true }).waitFor({ state: 'detached' });
  });

  it('shows the concierge no “Empreendimentos” and no buttons, and the API refuses it with 403', async () => {
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Reservas', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Empreendimentos', exact: true }).count()).toBe(0);

    // Typing the address shows the refusal page, and no action is offered.
    await page.goto(`${baseUrl()}/ventures`);
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cadastrar novo' }).count()).toBe(0);

    const concierge = await apiSession('portaria@reserva.dev');
    for (const [method, path] of [
      ['GET', '/ventures'],
      ['POST', '/ventures'],
      ['POST', '/user-categories'],
    ] as const) {
      const refused = await apiCall(concierge.token, method, path, method === 'POST' ? {} : undefined);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe('insufficient-privilege');
    }
  });
});
