import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { MemberBookings, MeResponse } from '@reserva/shared/members/members.schemas';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, createdId, saoPauloDate } from '../support/booking-world';
import {
  apiCall,
  apiSession,
  baseUrl,
  DEMO_PASSWORD,
  newPage,
  screenshot,
  toastsGone,
  useBrowser,
} from '../support/browser';
import { PHONE, scrollWidthOf } from '../support/portaria';

// Sócio's guests (issue 31, point 7) at 390 px: the demo member invites a guest, who is mailed to set a
// password, books an event for them from the Agenda's 'Para quem', then removes them.

const browser = useBrowser();

/** The demo member's token in the members' app. */
async function memberToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/me/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'socio@reserva.dev', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A day of the Agenda's week on which none of her guests is booked (the demo books some), so that the
 * new guest's booking is the day's free guest booking of her category: the fourth, else another.
 */
async function dayWithoutGuestBookings(token: string): Promise<string> {
  const me = (await (await apiCall(token, 'GET', '/me')).json()) as MeResponse;
  const guests = new Set(
    me.family.filter((person) => person.groupKey === 'GUEST').map((person) => person.id),
  );
  const bookings = (await (await apiCall(token, 'GET', '/me/bookings')).json()) as MemberBookings;
  const busy = new Set(
    bookings.upcoming.filter((booking) => guests.has(booking.person.id)).map((booking) => booking.bookedDate),
  );
  const day = [4, 3, 5, 2, 1].map(saoPauloDate).find((date) => !busy.has(date));
  if (!day) throw new Error('her guests are booked every day of the week');
  return day;
}

describe('Sócio guests', () => {
  it('lets a member invite a guest and book an event for them', async () => {
    const admin = await apiSession('admin@reserva.dev');
    const day = await dayWithoutGuestBookings(await memberToken());
    // An event with places for guests (the bookable world's keep none).
    const { activityId } = await createBookableWorld(admin, {
      spotName: 'Quadra dos convidados',
      activityName: 'Vôlei com convidados',
      events: [],
    });
    await createdId(admin, `/activities/${activityId}/schedules`, {
      startDate: saoPauloDate(0),
      startTime: '22:00',
      endTime: '22:30',
      totalVacancies: 4,
      guestVacancies: 2,
      lodgerVacancies: 0,
      bookingPrice: 0,
      guestAdditionalBookingPrice: 0,
    });

    const page = await newPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/app`);
    await page.getByLabel('E-mail').fill('socio@reserva.dev');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('link', { name: 'Convidados' }).click();
    await page.getByRole('heading', { name: 'Convidados', level: 1 }).waitFor();

    const name = 'Paula Convidada Souza';
    const email = `convidada-${Date.now()}@exemplo.com.br`;
    await page.getByRole('button', { name: 'Convidar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar' });
    // The shared schema's messages, before anything is sent.
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await dialog.getByText('CPF requerido').waitFor();
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('CPF').pressSequentially(generateCPF());
    await screenshot(page, 'socio-guest-invite');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`${name} vai receber um e-mail em ${email} para criar a senha`).waitFor();
    const guestCard = page.getByRole('listitem').filter({ hasText: email });
    await guestCard.getByText('Convite enviado').waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'socio-guests', { fullPage: true });

    // Booked for them from the Agenda: the dialog's 'Para quem' offers the new guest.
    await guestCard.getByRole('link', { name: `Reservar na Agenda para ${name}` }).click();
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    await page.locator('label', { hasText: `${day.slice(8, 10)}/${day.slice(5, 7)}` }).click();
    await page
      .getByRole('button', { name: /^Reservar (para outra pessoa )?Vôlei com convidados às 22:00$/ })
      .click();
    const booking = page.getByRole('dialog', { name: 'Vôlei com convidados' });
    await booking.getByRole('radio', { name: `${name} · Convidado` }).check();
    await booking.getByRole('button', { name: 'Confirmar reserva' }).click();
    await booking.waitFor({ state: 'hidden' });
    await page.getByText('Reserva feita').first().waitFor();
    await page.getByRole('link', { name: 'Minhas reservas' }).click();
    await page
      .getByRole('article', { name: new RegExp(`^Vôlei com convidados, .* às 22:00, para ${name}$`) })
      .waitFor();

    // Removed, after a confirmation: the guest leaves the list (their booking is cancelled: the API's test).
    await page.getByRole('link', { name: 'Convidados' }).click();
    await page.getByRole('button', { name: `Remover ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover convidado' });
    await confirm.getByText(`Remover ${name} da sua lista?`).waitFor();
    await toastsGone(page);
    await screenshot(page, 'socio-guest-remove');
    await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(`${name} saiu da sua lista.`).waitFor();
    await guestCard.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
