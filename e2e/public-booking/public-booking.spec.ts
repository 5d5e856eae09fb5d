import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, createdId, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, baseUrl, newPage, screenshot, useBrowser } from '../support/browser';

// The booking link's public form: an anonymous visitor books an event that allows link bookings.

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

describe('public booking form', () => {
  it('books an event through its link without a sign-in, then starts the form over', async () => {
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
    await page.getByText('Cadastrado com sucesso').waitFor();
    await expect.poll(() => textbox(page, 'E-mail').inputValue()).toBe('');
    expect(await textbox(page, 'Nome').inputValue()).toBe('');
    expect(await textbox(page, 'Data').inputValue()).toBe('');

    // The staff see the booking of the new person.
    const response = await apiCall(admin.token, 'GET', `/bookings?activityId=${activityId}`);
    const { items } = (await response.json()) as { items: { user: { name: string }; bookedDate: string }[] };
    expect(items.map((item) => [item.user.name, item.bookedDate])).toEqual([['Beatriz Ramos', day]]);
  });

  it('fits a phone: nothing scrolls sideways at 390 px', async () => {
    const { scheduleId } = await seedLinkEvent('Canoa havaiana');
    const page = await newPage(browser(), { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${scheduleId}`);
    await page.getByRole('heading', { name: 'Cadastrar reserva' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'public-booking-form-390', { fullPage: true });
  });

  it('tells of a link that does not take bookings', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl()}/bookings/register?scheduleId=${crypto.randomUUID()}`);
    await page.getByRole('heading', { name: 'Evento não encontrado' }).waitFor();
  });
});
