import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, createdId, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, baseUrl, newPage, screenshot, useBrowser } from '../support/browser';
import { mailedMatch } from '../support/mailbox';

// The booking link's public form: an anonymous visitor asks for a booking of an event that allows link
// bookings; the owner of the e-mail books it from the link mailed there (docs/decisions.md).

const browser = useBrowser();
const day = saoPauloDate(2);
const brDate = (date: string) => date.split('-').reverse().join('/');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** An event open to link bookings, with a modality and an activity item, made as the admin. */
async function seedLinkEvent(activityName: string) {
  const admin = await apiSession('admin@reserva.dev');
  const { activityId } = await createBookableWorld(admin, { spotName: 'Píer', activityName, events: [] });
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
    startTime: '09:00',
    endTime: '10:00',
    totalVacancies: 10,
    guestVacancies: 0,
    lodgerVacancies: 0,
    bookingPrice: 0,
    guestAdditionalBookingPrice: 0,
    modalityId,
    allowLinkBookings: true,
  });
  return { admin, activityId, scheduleId };
}

async function fillForm(page: Page, email: string): Promise<void> {
  await textbox(page, 'Nome').fill('Beatriz Ramos');
  await textbox(page, 'E-mail').fill(email);
  await textbox(page, 'CPF').pressSequentially(generateCPF());
  await textbox(page, 'Telefone').pressSequentially('48998765432');
  await textbox(page, 'Data').fill(brDate(day));
  await textbox(page, 'Data').press('Tab');
  await page.getByRole('combobox', { name: 'Opcionais da atividade' }).click();
  await page.getByRole('option', { name: 'Colete salva-vidas' }).click();
  await page.keyboard.press('Escape');
  await textbox(page, 'Descrição').fill('Primeira aula');
}

const CONFIRMATION_LINK = /https?:\/\/[^\s"<>]+\/bookings\/register\/confirm\?token=[\w-]+/;

/** The confirmation link mailed to `email`, on this test's server (the mail names PUBLIC_URL's). */
async function mailedConfirmationLink(email: string): Promise<string> {
  const link = new URL(await mailedMatch(email, CONFIRMATION_LINK));
  return `${baseUrl()}${link.pathname}${link.search}`;
}

type BookingRow = { user: { name: string; groupName: string }; bookedDate: string };
async function bookingsOf(token: string, activityId: string): Promise<BookingRow[]> {
  const response = await apiCall(token, 'GET', `/bookings?activityId=${activityId}`);
  return ((await response.json()) as { items: BookingRow[] }).items;
}

describe('public booking form', () => {
  it('asks for a booking through the event’s link, then books it from the link mailed to the e-mail', async () => {
    const { admin, activityId, scheduleId } = await seedLinkEvent('Remo havaiano');
    const page = await newPage(browser());
    // The calendar offers the event's dates, read without a session.
    const dates = page.waitForResponse((response) => response.url().includes('/schedules/external-link?'));
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${scheduleId}`);
    await page.getByRole('heading', { name: 'Cadastrar reserva' }).waitFor();
    await page.getByText('Modalidade: Iniciante').waitFor();
    expect((await dates).status()).toBe(200);
    // Not a partial-time event: the event's own time is booked.
    expect(await page.getByRole('textbox', { name: 'Horário inicial' }).count()).toBe(0);
    const email = `beatriz-${Date.now()}@teste.dev`;
    await fillForm(page, email);
    await screenshot(page, 'public-booking-form', { fullPage: true });

    await page.getByRole('button', { name: 'Reservar' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Confirme a reserva pelo e-mail' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      `Enviamos um link de confirmação para ${email}. A vaga só fica garantida depois que você abrir o link e confirmar a reserva.`,
    );
    await expect.poll(() => textbox(page, 'E-mail').inputValue()).toBe('');
    expect(await textbox(page, 'Nome').inputValue()).toBe('');
    expect(await textbox(page, 'Data').inputValue()).toBe('');
    await screenshot(page, 'public-booking-sent');
    // Nothing is booked until the link is confirmed.
    expect(await bookingsOf(admin.token, activityId)).toEqual([]);

    const link = await mailedConfirmationLink(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirmar reserva' }).waitFor();
    await screenshot(page, 'public-booking-confirm');
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('heading', { name: 'Reserva confirmada' }).waitFor();
    await page.getByText('Remo havaiano').waitFor();
    await page.getByText(brDate(day)).waitFor();
    await page.getByText('09:00 às 10:00').waitFor();
    await screenshot(page, 'public-booking-confirmed');

    // The staff see the booking of the new person, who is not a member of the club.
    expect(
      (await bookingsOf(admin.token, activityId)).map((item) => [
        item.user.name,
        item.user.groupName,
        item.bookedDate,
      ]),
    ).toEqual([['Beatriz Ramos', 'Usuário da loja de aplicativos', day]]);

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('heading', { name: 'Reserva não confirmada' }).waitFor();
    await page
      .getByText('Esta reserva já foi confirmada. O link de confirmação só pode ser usado uma vez.')
      .waitFor();
  });

  it('fits a phone: nothing scrolls sideways at 390 px, on the form or the confirmation', async () => {
    const { scheduleId } = await seedLinkEvent('Canoa havaiana');
    const page = await newPage(browser(), { width: 390, height: 844 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${scheduleId}`);
    await page.getByRole('heading', { name: 'Cadastrar reserva' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-form-390', { fullPage: true });

    const email = `carla-${Date.now()}@teste.dev`;
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('status').filter({ hasText: 'Confirme a reserva pelo e-mail' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-sent-390');

    await page.goto(await mailedConfirmationLink(email));
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('heading', { name: 'Reserva confirmada' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-confirmed-390', { fullPage: true });
  });

  it('tells of a link that does not take bookings, and of a confirmation link without its token', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${crypto.randomUUID()}`);
    await page.getByRole('heading', { name: 'Evento não encontrado' }).waitFor();
    await page.goto(`${baseUrl()}/bookings/register/confirm`);
    await page.getByRole('heading', { name: 'Link inválido' }).waitFor();
    await page.goto(`${baseUrl()}/bookings/register/confirm?token=link-inventado`);
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByText('Link inválido ou expirado.').waitFor();
  });
});
