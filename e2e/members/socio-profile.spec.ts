import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { photoWithOneFace } from '../../apps/api/src/modules/faces/sample-faces';
import { createBookableWorld, createdId, saoPauloDate } from '../support/booking-world';
import {
  apiSession,
  baseUrl,
  DEMO_PASSWORD,
  newPage,
  screenshot,
  toastsGone,
  useBrowser,
} from '../support/browser';
import { invitedMember } from '../support/members';
import { PHONE, scrollWidthOf } from '../support/portaria';

// Sócio's profile (issue 31, point 8) at 390 px: the demo member changes her phone (and puts it back);
// a member of the spec's own sets her photo with the FaceID consent and changes her password; another,
// told 'Cadastro incompleto' by a paid booking, completes her address on Perfil and books again.

const browser = useBrowser();
const CONSENT = 'Autorizo o uso da minha foto para reconhecimento facial na portaria';

async function openProfile(email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await newPage(browser(), PHONE);
  await page.goto(`${baseUrl()}/app`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('heading', { name: 'Meus dados' }).waitFor();
  return page;
}

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Telefone', exact: true });

async function savePhone(page: Page, national: string): Promise<void> {
  await page.getByRole('button', { name: 'Editar' }).click();
  // Typed as a person types it: the mask formats the digits.
  await phoneField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await phoneField(page).pressSequentially(national.replace(/\D/g, ''));
  expect(await phoneField(page).inputValue()).toBe(national);
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The previous save's toast may still show: the newest is this save's.
  await page.getByText('Dados atualizados').last().waitFor();
  await page.getByRole('heading', { name: 'Meus dados' }).waitFor();
}

describe('Sócio profile', () => {
  it('shows the demo member her data and saves her new phone', async () => {
    const page = await openProfile('socio@reserva.dev');
    await page.getByText('Ana Almeida Silva').first().waitFor();
    await page.getByText('socio@reserva.dev').waitFor();
    await page.getByRole('button', { name: 'Editar' }).click();
    const original = await phoneField(page).inputValue();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await savePhone(page, '(11) 91234-5678');
    await page.getByText('(11) 91234-5678').waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'socio-profile', { fullPage: true });

    // Back as it was, for the specs that read the demo member.
    await savePhone(page, original);
    await page.getByText('(11) 91234-5678').waitFor({ state: 'detached' });
  });

  it('lets a member set her photo with the FaceID consent, and change her password', async () => {
    const email = await invitedMember('Marina Perfil', 'perfil');
    const page = await openProfile(email);
    await page.getByText('FaceID não configurado').waitFor();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'retrato.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithOneFace(),
    });
    await page.getByText('Foto validada').waitFor({ timeout: 30_000 });
    await page.getByText('FaceID precisa da autorização').waitFor();
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByText('FaceID será configurado ao salvar').waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'socio-profile-edit');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Dados atualizados').last().waitFor({ timeout: 30_000 });
    await page.getByText('FaceID configurado').waitFor();
    await page.getByText(/^Autorizado em/).waitFor();

    // Required fields' labels end in an asterisk.
    const password = (label: string) => page.getByLabel(new RegExp(`^${label}`));
    await password('Senha atual').fill('nao-e-esta');
    await password('Nova senha').fill('senha-nova-1');
    await password('Confirmar nova senha').fill('senha-nova-1');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha atual incorreta.').first().waitFor();
    await password('Senha atual').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada').waitFor();
    expect(await password('Senha atual').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const again = await openProfile(email, 'senha-nova-1');
    await again.getByText('FaceID configurado').waitFor();
  });

  it('sends a member whose paid booking lacks her address to Perfil, where she completes it', async () => {
    const admin = await apiSession('admin@reserva.dev');
    const { activityId } = await createBookableWorld(admin, {
      spotName: 'Quadra do cadastro',
      activityName: 'Tênis com pagamento',
      events: [],
    });
    await createdId(admin, `/activities/${activityId}/schedules`, {
      startDate: saoPauloDate(0),
      startTime: '21:00',
      endTime: '21:30',
      totalVacancies: 10,
      guestVacancies: 0,
      lodgerVacancies: 0,
      bookingPrice: 3000,
      guestAdditionalBookingPrice: 0,
    });
    const email = await invitedMember('Renata Cadastro', 'cadastro');
    const page = await openProfile(email);
    await page.getByRole('link', { name: 'Agenda' }).click();
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();

    const book = async (days: number) => {
      const day = saoPauloDate(days);
      await page.locator('label', { hasText: `${day.slice(8, 10)}/${day.slice(5, 7)}` }).click();
      await page.getByRole('button', { name: 'Reservar Tênis com pagamento às 21:00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tênis com pagamento' });
      await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
      return dialog;
    };
    // The booking stands; the dialog says what the record lacks and leads to Perfil.
    const dialog = await book(1);
    await dialog.getByText('Cadastro incompleto').waitFor();
    await dialog.getByText(/Endereço do usuário não cadastrado/).waitFor();
    await dialog.getByRole('link', { name: 'Completar cadastro' }).click();
    await page.getByRole('heading', { name: 'Meus dados' }).waitFor();

    await page.getByRole('button', { name: 'Editar' }).click();
    await phoneField(page).pressSequentially('48998765432');
    // No postal-code service here: the form asks for the address by hand.
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('CEP').pressSequentially('88010000');
    await page.getByText('Preencha os campos manualmente').waitFor();
    await field('Rua').fill('Rua Felipe Schmidt');
    await field('Número').fill('300');
    await field('Bairro').fill('Centro');
    await field('Cidade').fill('Florianópolis');
    await field('Estado').fill('sc');
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await toastsGone(page);
    await screenshot(page, 'socio-profile-address', { fullPage: true });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Dados atualizados').last().waitFor();
    await page.getByText('Rua Felipe Schmidt').waitFor();

    await page.getByRole('link', { name: 'Agenda' }).click();
    const complete = await book(2);
    await complete.waitFor({ state: 'hidden' });
    await page.getByText('Reserva feita').first().waitFor();
    await page.context().close();
  });
});
