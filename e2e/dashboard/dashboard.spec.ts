import { PAYMENT_STATUS_LABELS } from '@reserva/shared/bookings/payment-status';
import { saoPauloWallClock } from '@reserva/shared/common/dates';
import type { Dashboard } from '@reserva/shared/dashboard/dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const ACTIVITY = 'Stand up noturno';
const REVENUE = 'Receita';

/** Cents as the page shows them, with a plain space after R$. */
const money = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(cents / 100)
    .replace(/\s/g, ' ');
const spaced = (text: string) => text.replace(/\s+/g, ' ');
/** A status's line in the revenue card: its label and count. */
const statusLine = (status: keyof typeof PAYMENT_STATUS_LABELS) =>
  new RegExp(`^${PAYMENT_STATUS_LABELS[status]} \\(\\d+\\)$`);
/** Today in São Paulo as the screens write dates. */
const todayText = () => saoPauloDate(0).split('-').reverse().join('/');

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
    // Revenue is the money received; what is still owed and what was cancelled stand apart, never added.
    const revenue = page.getByRole('region', { name: REVENUE });
    const received = revenue.getByRole('region', { name: 'Receita recebida' });
    await received.getByText(statusLine('PAYMENT_EXTERNAL')).waitFor();
    const totals = before.revenueTotals;
    if (!totals) throw new Error('the admin reads no revenue');
    // The demo week has payments waiting and cancelled ones (issue 29: they were drawn as revenue).
    expect(totals.pending.amount).toBeGreaterThan(0);
    expect(totals.cancelled.amount).toBeGreaterThan(0);
    expect(spaced((await received.textContent()) ?? '')).toContain(money(totals.received.amount));
    expect(await received.getByText(statusLine('WAITING')).count()).toBe(0);
    expect(await received.getByText(statusLine('CANCELED')).count()).toBe(0);
    const pending = revenue.getByRole('region', { name: 'A receber' });
    expect(spaced((await pending.textContent()) ?? '')).toContain(money(totals.pending.amount));
    await pending.getByText(statusLine('WAITING')).waitFor();
    const cancelled = revenue.getByRole('region', { name: 'Cancelado' });
    expect(spaced((await cancelled.textContent()) ?? '')).toContain(money(totals.cancelled.amount));
    await cancelled.getByText(statusLine('CANCELED')).waitFor();
    await page.getByRole('region', { name: 'Ocupação por atividade' }).waitFor();
    // Away from the charts, so that no tooltip covers them.
    await page.mouse.move(0, 0);
    await screenshot(page, 'dashboard', { fullPage: true });

    // 'Ver reservas' opens today's bookings, not the whole list.
    await today.getByRole('link', { name: 'Ver reservas' }).click();
    await page.waitForURL(`**/bookings?bookedDate=${saoPauloDate(0)}&showPendingBookingsOnly=false`);
    expect(await page.getByRole('textbox', { name: 'Data reservada' }).inputValue()).toBe(todayText());
    expect(await page.getByRole('switch', { name: 'Somente reservas pendentes' }).isChecked()).toBe(false);
    const table = page.getByRole('table', { name: 'Reservas' });
    await table.getByRole('row').filter({ hasText: ACTIVITY }).waitFor();
    const rows = await table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(todayText());
    await screenshot(page, 'dashboard-today-bookings');
  });

  it('fits a phone: nothing scrolls sideways at 390 px', async () => {
    const page = await newPage(browser(), PHONE);
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('region', { name: 'Reservas por dia' }).locator('svg').first().waitFor();
    await page.getByRole('region', { name: 'Receita recebida' }).locator('svg').first().waitFor();
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
    expect(await page.getByRole('region', { name: REVENUE }).count()).toBe(0);
    // No link into screens the group cannot open.
    expect(await page.getByRole('link', { name: 'Ver no-shows' }).count()).toBe(0);

    // Today's bookings for a user without the list's search box: the date shows, so it can be cleared.
    await page.getByRole('link', { name: 'Ver reservas' }).click();
    const date = page.getByRole('textbox', { name: 'Data reservada' });
    await date.waitFor();
    expect(await date.inputValue()).toBe(todayText());
    await page.goBack();

    await page.getByLabel('Período de').fill('01/01/2020');
    await page.keyboard.press('Tab');
    await page.getByRole('alert').getByText('Período de no máximo 92 dias').waitFor();
  });
});
