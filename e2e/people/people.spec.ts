import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// A 96 × 96 PNG, to upload as a photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0G7UUb0BszIBXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfVbXy0Wdcqx0AAAAASUVORK5CYII=',
  'base64',
);

/** Toasts last 3 s; screenshots wait for them to leave the header's buttons visible. */
const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Name, e-mail, CPF and birth date of the person form. */
async function fillPerson(
  page: Page,
  person: { name: string; email: string; cpf?: string; birthDate: string },
) {
  await textbox(page, 'Nome').fill(person.name);
  await textbox(page, 'E-mail').fill(person.email);
  if (person.cpf) await textbox(page, 'CPF').pressSequentially(person.cpf);
  await textbox(page, 'Data de nascimento').fill(person.birthDate);
  await textbox(page, 'Nome').focus();
}

describe('people', () => {
  it('registers a member with a category and a photo, its dependant and its guest, and blocks the member', async () => {
    const page = await newPage(browser(), { width: 1366, height: 1300 });
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Membros', exact: true }).click();
    await page.getByRole('heading', { name: 'Membros' }).waitFor();
    const table = page.getByRole('table', { name: 'Membros' });
    await table
      .getByRole('cell', { name: /Dependente/ })
      .first()
      .waitFor();
    await screenshot(page, 'members-list');

    // Experiência is searched by the venture's levels (0: none yet).
    await page.getByRole('combobox', { name: 'Pesquisar por' }).click();
    await page.getByRole('option', { name: 'Experiência' }).click();
    await page.getByRole('combobox', { name: 'Experiência' }).click();
    await page.getByRole('option', { name: 'Sem nível' }).click();
    await page.getByText('Total:').waitFor();
    await screenshot(page, 'members-list-experience');

    await page.getByRole('link', { name: 'Cadastrar novo' }).click();
    await page.getByRole('heading', { name: 'Cadastrar membro' }).waitFor();
    const save = page.getByRole('button', { name: 'Cadastrar', exact: true });
    // Spec 000, s.4: no register before a category is linked.
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Categorias' }).click();
    const categories = page.getByRole('dialog', { name: 'Categorias' });
    await categories.getByRole('combobox', { name: 'Reserva Praia Clube' }).click();
    await page.getByRole('option', { name: 'Sócio titular' }).click();
    await screenshot(page, 'member-categories-dialog');
    await categories.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Sócio titular · Reserva Praia Clube').waitFor();
    expect(await save.isDisabled()).toBe(false);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'joana.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Remover foto' }).waitFor();
    await fillPerson(page, {
      name: 'Joana Prado',
      email: 'joana.prado@exemplo.com',
      cpf: '52998224725',
      birthDate: '12/04/1990',
    });
    await textbox(page, 'Telefone').pressSequentially('48998765432');
    // No postal-code service here: the form asks for the address by hand.
    await textbox(page, 'CEP').pressSequentially('88010000');
    await page.getByText('Preencha os campos manualmente').waitFor();
    await textbox(page, 'Rua').fill('Rua Felipe Schmidt');
    await textbox(page, 'Número').fill('300');
    await textbox(page, 'Bairro').fill('Centro');
    await textbox(page, 'Cidade').fill('Florianópolis');
    await textbox(page, 'Estado').fill('sc');
    await toastsGone(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'member-form');
    await save.click();

    await page.waitForURL('**/members/details');
    await page.getByRole('heading', { name: 'Joana Prado' }).waitFor();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await page.getByText('Pendente', { exact: true }).first().waitFor();
    await page.getByText('529.982.247-25').waitFor();
    await page.getByText('Sócio titular (Reserva Praia Clube)').waitFor();
    await page.locator('img[src^="/api/files/users/"]').first().waitFor();

    // Onboards: choose a level, then finish.
    await page.getByRole('tab', { name: 'Onboards' }).click();
    await page.getByRole('combobox', { name: 'Experiência em Reserva Praia Clube' }).click();
    await page.getByRole('option', { name: '3 · Avançado' }).click();
    // Chosen but not saved: the row still reads as it is stored.
    const onboard = page
      .getByRole('table', { name: 'Onboards' })
      .getByRole('row', { name: /Reserva Praia Clube/ });
    await onboard.getByText('Pendente', { exact: true }).waitFor();
    expect(await onboard.getByText('Completado').count()).toBe(0);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Atualizado com sucesso').waitFor();
    await page.getByRole('table', { name: 'Onboards' }).getByText('Completado').waitFor();
    await page.getByRole('button', { name: 'Finalizar' }).waitFor({ state: 'detached' });
    await toastsGone(page);
    await screenshot(page, 'member-details');

    // A dependant, from the member's tab.
    await page.getByRole('tab', { name: 'Dependentes' }).click();
    await page.getByRole('button', { name: 'Adicionar dependente' }).click();
    await page.waitForURL('**/guests/register');
    await page.getByRole('heading', { name: 'Cadastrar dependente' }).waitFor();
    await fillPerson(page, {
      name: 'Lia Prado',
      email: 'lia.prado@exemplo.com',
      cpf: '11144477735',
      birthDate: '03/09/2012',
    });
    await screenshot(page, 'dependant-form');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    // A dependant opens on the members' details, with its titular.
    await page.waitForURL('**/members/details');
    await page.getByRole('heading', { name: 'Lia Prado' }).waitFor();
    await page.getByRole('heading', { name: 'Titular' }).waitFor();
    await page.getByRole('link', { name: 'Detalhes do titular' }).click();
    await page.getByRole('heading', { name: 'Joana Prado' }).waitFor();

    // A guest, from the member's tab.
    await page.getByRole('tab', { name: 'Convidados' }).click();
    await page.getByRole('button', { name: 'Adicionar convidado' }).click();
    await page.getByRole('heading', { name: 'Cadastrar convidado' }).waitFor();
    await fillPerson(page, {
      name: 'Rui Convidado',
      email: 'rui.convidado@exemplo.com',
      cpf: '43776050624',
      birthDate: '20/01/1980',
    });
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.waitForURL('**/guests/details');
    await page.getByRole('heading', { name: 'Rui Convidado' }).waitFor();
    await page.getByRole('heading', { name: 'Responsável' }).waitFor();
    await toastsGone(page);
    await screenshot(page, 'guest-details');

    // Block the member indefinitely.
    await page.getByRole('link', { name: 'Detalhes do responsável' }).click();
    await page.getByRole('heading', { name: 'Joana Prado' }).waitFor();
    await page.getByRole('tab', { name: 'Dependentes' }).click();
    await page.getByRole('table', { name: 'Dependentes' }).getByText('Lia Prado', { exact: true }).waitFor();
    await screenshot(page, 'member-dependants');
    await page.getByRole('button', { name: 'Gerenciar bloqueios' }).click();
    const block = page.getByRole('dialog', { name: 'Gerenciar bloqueios' });
    await block.getByText('inclusive as de seus dependentes e convidados').waitFor();
    await screenshot(page, 'block-dialog');
    await block.getByRole('checkbox', { name: 'Indeterminado' }).check();
    expect(await block.getByRole('textbox', { name: 'Bloqueado até' }).isDisabled()).toBe(true);
    await block.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Atualizado com sucesso').waitFor();
    await block.waitFor({ state: 'hidden' });
    await page.getByText('Cadastro bloqueado').waitFor();
    await page.getByText('Indeterminado', { exact: true }).first().waitFor();

    // The dependant and the guest show it.
    await page
      .getByRole('table', { name: 'Dependentes' })
      .getByRole('link', { name: /Detalhes/ })
      .click();
    await page.getByRole('heading', { name: 'Lia Prado' }).waitFor();
    await page.getByText('Titular bloqueado').waitFor();
    await toastsGone(page);
    await screenshot(page, 'dependant-titular-blocked');
    await page.getByRole('link', { name: 'Detalhes do titular' }).click();
    await page.getByRole('tab', { name: 'Convidados' }).click();
    await page
      .getByRole('table', { name: 'Convidados' })
      .getByRole('link', { name: /Detalhes/ })
      .click();
    await page.getByRole('heading', { name: 'Rui Convidado' }).waitFor();
    await page.getByText('Responsável bloqueado').waitFor();
    await page.getByText('Titular bloqueado').waitFor();
    await screenshot(page, 'guest-host-blocked');

    // The default password, announced before it is applied.
    await page.getByRole('link', { name: 'Detalhes do responsável' }).click();
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    const reset = page.getByRole('dialog', { name: 'Redefinir senha' });
    await reset.getByText('Reserva@123').waitFor();
    await screenshot(page, 'default-password-dialog');
    await reset.getByRole('button', { name: 'Redefinir' }).click();
    await page.getByText('Redefinida com sucesso').waitFor();

    // Deleting says what happens to the dependant and the guest.
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByText('Os 2 dependentes e convidados deste cadastro também serão excluídos').waitFor();
    await screenshot(page, 'member-delete-dialog');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('registers a guest for a host found by name', async () => {
    const page = await newPage(browser(), { width: 1366, height: 1100 });
    await signIn(page, 'admin@reserva.dev');
    await page.goto(`${baseUrl()}/guests/register`);
    await page.getByRole('heading', { name: 'Cadastrar dependente' }).waitFor();
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('Requerido', { exact: true }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const host = page.getByRole('combobox', { name: 'Titular' });
    await host.fill('Silva');
    // At most 4 hosts, members and dependants.
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(4);
    await screenshot(page, 'guest-register-host-search');
    await page.getByRole('option').first().click();
    await fillPerson(page, {
      name: 'Téo Silva',
      email: 'teo.silva@exemplo.com',
      cpf: '85284308042',
      birthDate: '01/02/2015',
    });
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.waitForURL('**/members/details');
    await page.getByRole('heading', { name: 'Téo Silva' }).waitFor();
  });

  it('registers a lodger with a passport, once', async () => {
    const page = await newPage(browser(), { width: 1366, height: 1200 });
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Hóspedes', exact: true }).click();
    await page.getByRole('heading', { name: 'Hóspedes' }).waitFor();
    await page.getByRole('table', { name: 'Hóspedes' }).getByText('Passaporte C4RT9L2KX').waitFor();
    await screenshot(page, 'lodgers-list');

    const register = async () => {
      await page.getByRole('link', { name: 'Cadastrar novo' }).click();
      await page.getByRole('heading', { name: 'Cadastrar hóspede' }).waitFor();
      await page.getByRole('checkbox', { name: 'Usar documento internacional' }).check();
      await page.getByRole('combobox', { name: 'Tipo do documento' }).click();
      await page.getByRole('option', { name: 'Passaporte' }).click();
      await textbox(page, 'Documento').fill('x9-12');
    };
    await register();
    await fillPerson(page, {
      name: 'Ingrid Berg',
      email: 'ingrid.berg@exemplo.com',
      birthDate: '15/07/1975',
    });
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('Apenas letras e números').waitFor();
    await textbox(page, 'Documento').fill('xk1234567');
    expect(await textbox(page, 'Documento').inputValue()).toBe('XK1234567');
    await screenshot(page, 'lodger-form');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.waitForURL('**/lodgers/details');
    await page.getByRole('heading', { name: 'Ingrid Berg' }).waitFor();
    await page.getByText('Passaporte XK1234567').waitFor();
    await toastsGone(page);
    await screenshot(page, 'lodger-details');

    // The same passport again is refused with its code's text.
    await page.getByRole('link', { name: 'Voltar' }).click();
    await register();
    await textbox(page, 'Documento').fill('XK1234567');
    await fillPerson(page, {
      name: 'Outra Pessoa',
      email: 'outra.pessoa@exemplo.com',
      birthDate: '15/07/1975',
    });
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.getByText('Documento já cadastrado.').waitFor();
    expect(page.url()).toContain('/lodgers/register');
  });

  it('shows a concierge people without any write button, and the server refuses its writes', async () => {
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Membros', exact: true }).click();
    const table = page.getByRole('table', { name: 'Membros' });
    await table
      .getByRole('link', { name: /Detalhes/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Cadastrar novo' }).count()).toBe(0);
    await table
      .getByRole('link', { name: /Detalhes/ })
      .first()
      .click();
    await page.waitForURL('**/details');
    await page.getByRole('tab', { name: 'Reservas' }).waitFor();
    for (const name of [
      'Editar',
      'Excluir',
      'Gerenciar bloqueios',
      'Redefinir senha',
      'Reenviar confirmação',
    ]) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await screenshot(page, 'member-details-readonly');

    const state = await page.evaluate(() => window.history.state?.usr as Record<string, string>);
    const id = Object.values(state)[0];
    const session = await apiSession('portaria@reserva.dev');
    const refused = await fetch(`${baseUrl()}/api/users/${id}/blocks`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isBlocked: true }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('insufficient-privilege');
  });

  it('fits a 390 px phone: the people lists, details and forms', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, 'admin@reserva.dev');
    const fits = async (name: string) => {
      await page.waitForTimeout(400); // transitions settle
      const layout = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        cutBadges: [...document.querySelectorAll('.mantine-Badge-label')]
          .filter((label) => label.scrollWidth > label.clientWidth)
          .map((label) => label.textContent),
      }));
      expect(layout, name).toEqual({ width: 390, cutBadges: [] });
      await screenshot(page, `${name}-390`, { fullPage: true });
    };
    const open = async (item: string) => {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: item, exact: true }).click();
      await page.getByRole('heading', { name: item, exact: true }).waitFor();
    };

    await open('Membros');
    const members = page.getByRole('table', { name: 'Membros' });
    await members
      .getByRole('link', { name: /Detalhes/ })
      .first()
      .waitFor();
    await fits('members');
    await members
      .getByRole('link', { name: /Detalhes/ })
      .first()
      .click();
    await page.waitForURL('**/members/details');
    await page.getByRole('tab', { name: 'Reservas' }).waitFor();
    await fits('member-details');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL('**/members/update');
    await page.getByRole('button', { name: 'Salvar', exact: true }).waitFor();
    await fits('member-update');

    await open('Hóspedes');
    const lodgers = page.getByRole('table', { name: 'Hóspedes' });
    await lodgers
      .getByRole('link', { name: /Detalhes/ })
      .first()
      .waitFor();
    await fits('lodgers');
    await lodgers
      .getByRole('link', { name: /Detalhes/ })
      .first()
      .click();
    await page.waitForURL('**/lodgers/details');
    await page.getByRole('tab', { name: 'Reservas' }).waitFor();
    await fits('lodger-details');
    await page.goto(`${baseUrl()}/lodgers/register`);
    await page.getByRole('heading', { name: 'Cadastrar hóspede' }).waitFor();
    await fits('lodger-register');
  });
});
