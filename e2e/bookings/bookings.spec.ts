import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookDemoMember, createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiSession, expectOnScreen, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

/** An event of its own (one priced place a day) at a new spot, and a demo member booked in it `days` from today. */
async function seedBooking(activityName: string, days: number): Promise<{ memberName: string }> {
  const admin = await apiSession('admin@reserva.dev');
  const { scheduleIds } = await createBookableWorld(admin, {
    spotName: 'Lagoa',
    activityName,
    events: [{ startTime: '09:00', endTime: '10:00' }],
    bookingPrice: 2500,
  });
  const { memberName } = await bookDemoMember(admin, scheduleIds[0] as string, saoPauloDate(days));
  return { memberName };
}

async function openActivityBookings(page: Page, activity: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
  await page.getByRole('link', { name: `Detalhes de ${activity}`, exact: true }).click();
  await page.getByRole('tab', { name: 'Reservas' }).click();
}

describe('bookings', () => {
  it('lists a booking, checks in, pays at the club and cannot cancel after the check-in', async () => {
    const { memberName } = await seedBooking('Caiaque', 2);
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Reservas', exact: true }).click();
    await page.waitForURL('**/bookings');
    await page
      .getByRole('link', { name: /^Detalhes da reserva de / })
      .first()
      .waitFor();
    await screenshot(page, 'bookings-list');
    // The table is wider than a laptop's card and scrolls inside it: the row's actions stay in view.
    const firstDetails = page.getByRole('link', { name: /^Detalhes da reserva de / }).first();
    await expectOnScreen(page, firstDetails);
    // An icon action shows its name on hover (ui/hint), and Escape hides it.
    await firstDetails.hover();
    const detailsHint = page.getByText('Detalhes', { exact: true });
    await detailsHint.waitFor();
    await expectOnScreen(page, detailsHint);
    await page.keyboard.press('Escape');
    await detailsHint.waitFor({ state: 'detached' });

    // The activity's own bookings tab holds only the booking just made.
    await openActivityBookings(page, 'Caiaque');
    const of = `da reserva de ${memberName}`;
    await page.getByRole('button', { name: `Pagar no clube ${of}` }).waitFor();
    await page.getByRole('link', { name: `Detalhes ${of}` }).click();
    await page.getByRole('heading', { name: 'Detalhes da reserva' }).waitFor();
    await page.getByRole('link', { name: 'Caiaque' }).first().waitFor();
    // The pass the concierge's app scans, drawn in the page.
    await page.getByRole('img', { name: 'QR code do passe da reserva' }).waitFor();
    await screenshot(page, 'booking-details');

    await page.getByRole('button', { name: 'Pagar no clube' }).click();
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.getByText('Transação concluída com sucesso').waitFor();
    await page.getByText('Pago no clube').first().waitFor();

    await page.getByRole('button', { name: 'Check-ins' }).click();
    const checkins = page.getByRole('dialog');
    // A double click checks in once: one call, one row, and the button stays disabled after it.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/checkins')) calls.push(request.url());
    });
    const checkIn = checkins.getByRole('button', { name: 'Fazer check-in' });
    await checkIn.dblclick();
    await page.getByText('Check-in realizado', { exact: true }).waitFor();
    await checkins.getByText('André Lima').waitFor();
    expect(await checkIn.isDisabled()).toBe(true);
    await checkIn.click({ force: true });
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(1);
    expect(await checkins.getByRole('table', { name: 'Check-ins' }).getByRole('row').count()).toBe(2);
    await screenshot(page, 'booking-checkins');
    await page.keyboard.press('Escape');
    // Checked in: no longer cancelable.
    await page.getByText('checkin concluído').waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar', exact: true }).count()).toBe(0);
  });

  it('cancels a booking from the list', async () => {
    const { memberName } = await seedBooking('Canoa', 3);
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await openActivityBookings(page, 'Canoa');
    const of = `da reserva de ${memberName}`;
    await page
      .getByRole('button', { name: `Cancelar ${of}` })
      .first()
      .waitFor();
    const rowsBefore = await page.getByRole('button', { name: `Cancelar ${of}` }).count();
    await page
      .getByRole('button', { name: `Cancelar ${of}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
    await screenshot(page, 'booking-cancel');
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByText('Cancelada com sucesso').waitFor();
    // Cancelled, it leaves the pending list.
    await expect
      .poll(() => page.getByRole('button', { name: `Cancelar ${of}` }).count(), { timeout: 10_000 })
      .toBe(rowsBefore - 1);
  });
});
