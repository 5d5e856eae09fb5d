import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, createdId, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, baseUrl, newPage, screenshot, useBrowser } from '../support/browser';
import { mailedMatch } from '../support/mailbox';

// The booking link's public form: an anonymous visitor sees what the event's link books, asks for a
// booking and keeps what was asked; the owner of the e-mail books it from the link mailed there and
// keeps the booking (docs/decisions.md, Public booking form).

const browser = useBrowser();
const day = saoPauloDate(2);
const brDate = (date: string) => date.split('-').reverse().join('/');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const ADDRESS = 'Av. Bartolomeu de Gusmão, 1200, Santos/SP';

/**
 * An event open to link bookings until 5 days from today, at R$ 50,00, with a modality, an activity
 * item, a required extra (R$ 15,00) and an optional one, at an addressed spot, made as the admin.
 */
async function seedLinkEvent(activityName: string) {
  const admin = await apiSession('admin@reserva.dev');
  const { activityId } = await createBookableWorld(admin, {
    spotName: 'Píer',
    spotAddress: ADDRESS,
    activityName,
    events: [],
  });
  const activity = await apiCall(admin.token, 'GET', `/activities/${activityId}`);
  const { spotId } = (await activity.json()) as { spotId: string };
  const modalityId = await createdId(admin, `/spots/${spotId}/modalities`, {
    title: 'Iniciante',
    isActive: true,
    isExclusive: false,
  });
  await createdId(admin, `/activities/${activityId}/items`, { name: 'Colete salva-vidas', isActive: true });
  const scheduleId = await createdId(admin, `/activities/${activityId}/schedules`, {
    startDate: saoPauloDate(0),
    endDate: saoPauloDate(5),
    startTime: '09:00',
    endTime: '10:00',
    totalVacancies: 10,
    guestVacancies: 0,
    lodgerVacancies: 0,
    bookingPrice: 5000,
    guestAdditionalBookingPrice: 0,
    modalityId,
    allowLinkBookings: true,
  });
  const extras = `/activities/schedules/${scheduleId}/items`;
  await createdId(admin, extras, { name: 'Taxa de limpeza', price: 1500, isRequired: true });
  await createdId(admin, extras, { name: 'Fotos do passeio', price: 3000, totalAmount: 10 });
  return { admin, activityId, scheduleId, ventureName: admin.venture.name };
}

async function typeDate(page: Page, date: string): Promise<void> {
  await textbox(page, 'Data').fill(brDate(date));
  await textbox(page, 'Data').press('Tab');
  // The next field, the items' list, opens as it takes the focus.
  await page.keyboard.press('Escape');
}

async function fillForm(page: Page, email: string, date = day): Promise<void> {
  await textbox(page, 'Nome').fill('Beatriz Ramos');
  await textbox(page, 'E-mail').fill(email);
  await textbox(page, 'CPF').pressSequentially(generateCPF());
  await textbox(page, 'Telefone').pressSequentially('48998765432');
  await typeDate(page, date);
  await page.getByRole('combobox', { name: 'Opcionais da atividade' }).click();
  await page.getByRole('option', { name: 'Colete salva-vidas' }).click();
  await page.keyboard.press('Escape');
  await textbox(page, 'Descrição').fill('Primeira aula');
}

/** Text with its spaces as typed here (money is formatted with no-break spaces). */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
/** The text of a summary block (a region named by its title). */
const summaryText = async (page: Page, title: string) =>
  spaced(await page.getByRole('region', { name: title }).textContent());
const mainText = async (page: Page) => spaced(await page.getByRole('main').textContent());

/** What every summary of the booking says: what, where, when and how much. */
function expectBooked(text: string, ventureName: string): void {
  for (const part of [
    'Remo havaiano',
    'Modalidade: Iniciante',
    `Píer, ${ventureName}`,
    ADDRESS,
    brDate(day),
    '09:00 às 10:00',
    'Colete salva-vidas (sem custo)',
    'R$ 50,00',
    'Taxa de limpeza',
    'R$ 15,00',
    'R$ 65,00',
  ]) {
    expect(text).toContain(part);
  }
  // Only the required extra is taken: the form offers no optional extras.
  expect(text).not.toContain('Fotos do passeio');
}

const CONFIRMATION_LINK = /https?:\/\/[^\s"<>]+\/bookings\/register\/confirm\?token=[\w-]+/;

/** The confirmation link mailed to `email`, on this test's server (the mail names PUBLIC_URL's). */
async function mailedConfirmationLink(email: string): Promise<string> {
  const link = new URL(await mailedMatch(email, CONFIRMATION_LINK));
  return `${baseUrl()}${link.pathname}${link.search}`;
}

type BookingRow = { id: string; user: { name: string; groupName: string }; bookedDate: string };
async function bookingsOf(token: string, activityId: string): Promise<BookingRow[]> {
  const response = await apiCall(token, 'GET', `/bookings?activityId=${activityId}`);
  return ((await response.json()) as { items: BookingRow[] }).items;
}

describe('public booking form', () => {
  it('shows what it books, keeps what was asked, and books it from the link mailed to the e-mail', async () => {
    const { admin, activityId, scheduleId, ventureName } = await seedLinkEvent('Remo havaiano');
    const page = await newPage(browser());
    // The calendar offers the event's dates, read without a session.
    const dates = page.waitForResponse((response) => response.url().includes('/schedules/external-link?'));
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${scheduleId}`);
    await page.getByRole('heading', { name: 'Cadastrar reserva' }).waitFor();
    await page.getByText('Modalidade: Iniciante').first().waitFor();
    expect((await dates).status()).toBe(200);
    // Before anything is chosen the summary already tells what, where and how much.
    const blank = await summaryText(page, 'Resumo da reserva');
    for (const part of ['Remo havaiano', `Píer, ${ventureName}`, ADDRESS, 'A escolher', 'R$ 65,00']) {
      expect(blank).toContain(part);
    }
    // Not a partial-time event: the event's own time is booked.
    expect(await page.getByRole('textbox', { name: 'Horário inicial' }).count()).toBe(0);

    // A typed date the event does not offer, past or after its end, is named so (not 'Requerido').
    const email = `beatriz-${Date.now()}@teste.dev`;
    await fillForm(page, email, saoPauloDate(-1));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByText('Data não disponível').waitFor();
    expect(await page.getByText('Requerido', { exact: true }).count()).toBe(0);
    // The error focuses the field, which opens its calendar: closed for the picture.
    await page.keyboard.press('Escape');
    await screenshot(page, 'public-booking-date-unavailable');
    await typeDate(page, saoPauloDate(10));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.waitForLoadState('networkidle');
    await page.getByText('Data não disponível').waitFor();
    expect(await page.getByRole('heading', { name: 'Cadastrar reserva' }).count()).toBe(1);
    await typeDate(page, day);
    await expect.poll(() => page.getByText('Data não disponível').count()).toBe(0);
    expectBooked(await summaryText(page, 'Resumo da reserva'), ventureName);
    await screenshot(page, 'public-booking-form', { fullPage: true });

    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('heading', { name: 'Confirme pelo e-mail' }).waitFor();
    expect(await mainText(page)).toContain(`Enviamos um link de confirmação para ${email}.`);
    await page
      .getByRole('status')
      .filter({ hasText: 'A reserva só é feita quando você abrir o link e confirmar.' })
      .waitFor();
    expectBooked(await summaryText(page, 'Pedido de reserva'), ventureName);
    for (const jargon of ['Carteira', 'verifique o pagamento']) {
      expect(await mainText(page)).not.toContain(jargon);
    }
    await screenshot(page, 'public-booking-sent', { fullPage: true });
    // 'Imprimir' opens the browser's print; on paper the buttons are left off.
    await page.evaluate(() => {
      const counted = window as unknown as { prints: number };
      counted.prints = 0;
      window.print = () => {
        counted.prints += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Fazer outra reserva' }).isVisible()).toBe(false);
    await screenshot(page, 'public-booking-sent-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    // Nothing is booked until the link is confirmed.
    expect(await bookingsOf(admin.token, activityId)).toEqual([]);

    // Another request starts from an empty form.
    await page.getByRole('button', { name: 'Fazer outra reserva' }).click();
    await page.getByRole('heading', { name: 'Cadastrar reserva' }).waitFor();
    expect(await textbox(page, 'Nome').inputValue()).toBe('');
    expect(await textbox(page, 'Data').inputValue()).toBe('');

    const link = await mailedConfirmationLink(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirmar reserva' }).waitFor();
    expectBooked(await summaryText(page, 'Pedido de reserva'), ventureName);
    await screenshot(page, 'public-booking-confirm', { fullPage: true });
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('heading', { name: 'Reserva confirmada' }).waitFor();
    expectBooked(await summaryText(page, 'Sua reserva'), ventureName);
    expect(await mainText(page)).toContain('O pagamento de R$ 65,00 é feito no clube.');
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await screenshot(page, 'public-booking-confirmed', { fullPage: true });

    // The staff see the booking of the new person, who is not a member of the club; its code is the one kept.
    const booked = await bookingsOf(admin.token, activityId);
    expect(booked.map((item) => [item.user.name, item.user.groupName, item.bookedDate])).toEqual([
      ['Beatriz Ramos', 'Usuário da loja de aplicativos', day],
    ]);
    await page.getByText(booked[0]?.id as string, { exact: true }).waitFor();

    // The link works once: opened again, it says so before any click.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reserva não confirmada' }).waitFor();
    await page
      .getByText('Esta reserva já foi confirmada. O link de confirmação só pode ser usado uma vez.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Confirmar reserva' }).count()).toBe(0);
  });

  it('fits a phone: nothing scrolls sideways at 390 px, from the form to the kept booking', async () => {
    const { scheduleId, ventureName } = await seedLinkEvent('Remo havaiano');
    const page = await newPage(browser(), { width: 390, height: 844 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${scheduleId}`);
    await page.getByRole('heading', { name: 'Cadastrar reserva' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);

    const email = `carla-${Date.now()}@teste.dev`;
    await fillForm(page, email, saoPauloDate(-1));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByText('Data não disponível').waitFor();
    await typeDate(page, day);
    expectBooked(await summaryText(page, 'Resumo da reserva'), ventureName);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-form-390', { fullPage: true });

    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('heading', { name: 'Confirme pelo e-mail' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-sent-390', { fullPage: true });

    await page.goto(await mailedConfirmationLink(email));
    await page.getByRole('heading', { name: 'Confirmar reserva' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-confirm-390', { fullPage: true });
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('heading', { name: 'Reserva confirmada' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-confirmed-390', { fullPage: true });
  });

  it('tells of a link that does not take bookings, and of a confirmation link without a usable token', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${crypto.randomUUID()}`);
    await page.getByRole('heading', { name: 'Evento não encontrado' }).waitFor();
    await page.goto(`${baseUrl()}/bookings/register/confirm`);
    await page.getByRole('heading', { name: 'Link inválido' }).waitFor();
    await page.goto(`${baseUrl()}/bookings/register/confirm?token=link-inventado`);
    await page.getByText('Link inválido ou expirado.').waitFor();
  });
});
