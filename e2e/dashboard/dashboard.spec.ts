import { saoPauloWallClock } from '@reserva/shared/common/dates';
import type { Dashboard } from '@reserva/shared/dashboard/dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const ACTIVITY = 'Stand up noturno';

/** The dashboard's figures of the default period, as the API answers them to `token`. */
async function figures(token: string): Promise<Dashboard> {
  const query = `startDate=${saoPauloDate(-6)}&endDate=${saoPauloDate(7)}`;
  const response = await apiCall(token, 'GET', `/dashboard?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Dashboard;
}

/**
 * The test books tonight's 23:58 event: from 23:57 in São Paulo it waits for the new day (at most three
 * minutes), whose 23:58 is ahead again.
 */
async function clearOfMidnight(): Promise<void> {
  const clock = saoPauloWallClock(Date.now());
  const minutesLeft = 24 * 60 - (clock.getUTCHours() * 60 + clock.getUTCMinutes());
  if (minutesLeft > 3) return;
  await new Promise((resolve) => setTimeout(resolve, (minutesLeft * 60 - clock.getUTCSeconds() + 5) * 1000));
}

describe('dashboard', () => {
  it('shows today’s bookings, the nearly full events and the charts after a booking', {
    timeout: 300_000,
  }, async () => {
    await clearOfMidnight();
    const admin = await apiSession('admin@reserva.dev');
    const before = await figures(admin.token);
    // An event of one place late tonight, booked: one more booking today, and full.
    const { scheduleIds } = await createBookableWorld(admin, {
      spotName: 'Lagoa noturna',
      activityName: ACTIVITY,
      events: [{ startTime: '23:58', endTime: '23:59' }],
    });
    const [member] = await demoMembers(admin, 1);
    const booked = await apiCall(admin.token, 'POST', '/bookings', {
      activityScheduleId: scheduleIds[0],
      userId: member?.id,
      bookedDate: saoPauloDate(0),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);

    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    const today = page.getByRole('region', { name: 'Reservas de hoje' });
    await today.getByText(String((before.bookings?.today.bookings ?? 0) + 1), { exact: true }).waitFor();
    // The demo week: its check-ins, payments at the club and cancellations show in the figures.
    await page.getByRole('region', { name: 'Taxa de no-show' }).waitFor();
    await page.getByRole('region', { name: 'Cancelamentos fora do prazo' }).waitFor();
    const nearlyFull = page.getByRole('region', { name: 'Próximos eventos quase lotados' });
    await nearlyFull.getByText(ACTIVITY).waitFor();
    await page.getByRole('region', { name: 'Reservas por dia' }).locator('svg').first().waitFor();
    const revenue = page.getByRole('region', { name: 'Receita por situação do pagamento' });
    await revenue.getByText(/Pago ao club \(\d+\)/).waitFor();
    await page.getByRole('region', { name: 'Ocupação por atividade' }).waitFor();
    // Away from the charts, so that no tooltip covers them.
    await page.mouse.move(0, 0);
    await screenshot(page, 'dashboard', { fullPage: true });

    await today.getByRole('link', { name: 'Ver reservas' }).click();
    await page.waitForURL('**/bookings');
  });

  it('fits a phone: nothing scrolls sideways at 390 px', async () => {
    const page = await newPage(browser(), PHONE);
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('region', { name: 'Reservas por dia' }).locator('svg').first().waitFor();
    await page
      .getByRole('region', { name: 'Receita por situação do pagamento' })
      .locator('svg')
      .first()
      .waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'dashboard-390', { fullPage: true });
  });

  it('shows a reader of bookings no revenue, and refuses a period too long with its message', async () => {
    const page = await newPage(browser());
    await signIn(page, 'funcionario@reserva.dev');
    await page.getByRole('region', { name: 'Reservas de hoje' }).waitFor();
    await page.getByRole('region', { name: 'Reservas por dia' }).waitFor();
    expect(await page.getByRole('region', { name: 'Receita por situação do pagamento' }).count()).toBe(0);
    // No link into screens the group cannot open.
    expect(await page.getByRole('link', { name: 'Ver no-shows' }).count()).toBe(0);

    await page.getByLabel('Período de').fill('01/01/2020');
    await page.keyboard.press('Tab');
    await page.getByRole('alert').getByText('Período de no máximo 92 dias').waitFor();
  });
});
