import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { bookDemoMember, createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, signIn, useBrowser } from '../support/browser';

// 'Avisos' (issue 29, point 5): a staff user chooses which notices reach the bell. The demo employee
// hears bookings by default; turned off, a booking does not ring; on for one activity, only that
// activity's bookings do.

const browser = useBrowser();
const EMPLOYEE = 'funcionario@reserva.dev';

/** Every unread notice of the employee marked viewed through the API: the bell starts silent. */
async function silenceBell(): Promise<void> {
  const employee = await apiSession(EMPLOYEE);
  const unread = (await (
    await apiCall(employee.token, 'GET', '/notifications?isUnread=true&limit=100')
  ).json()) as { items: { id: string }[] };
  for (const { id } of unread.items) {
    await apiCall(employee.token, 'PATCH', `/notifications/${id}`, { isUnread: false });
  }
}

async function openPreferences(page: Page) {
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('button', { name: 'Preferências de avisos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avisos' });
  await dialog.getByRole('checkbox', { name: /Reservas/ }).waitFor();
  return dialog;
}

async function save(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<void> {
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Atualizado com sucesso').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** A manager's notice, which always rings: once it shows, anything sent before it has arrived. */
async function mark(title: string, ventureId: string): Promise<void> {
  const master = await apiSession('master@reserva.dev', ventureId);
  const sent = await apiCall(master.token, 'POST', '/notifications', { title });
  expect(sent.status).toBe(201);
}

describe('notice preferences', () => {
  afterAll(async () => {
    // The employee's group defaults again, for the specs after this one.
    const employee = await apiSession(EMPLOYEE);
    await apiCall(employee.token, 'PUT', '/notifications/preferences', {
      kinds: ['BOOKING', 'CANCELLATION'],
      activityIds: [],
    });
  });

  it('keeps bookings off the bell when turned off, and rings for the chosen activity only', async () => {
    const employee = await apiSession(EMPLOYEE);
    const master = await apiSession('master@reserva.dev', employee.venture.id);
    const events = [{ startTime: '10:00', endTime: '11:00' }];
    const canoe = await createBookableWorld(master, {
      spotName: 'Píer dos avisos',
      activityName: 'Canoa havaiana',
      events,
    });
    const rowing = await createBookableWorld(master, {
      spotName: 'Raia dos avisos',
      activityName: 'Remo olímpico',
      events,
    });
    await silenceBell();
    const page = await newPage(browser());
    await signIn(page, EMPLOYEE);
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();

    // The employee's defaults: bookings and cancellations, of every activity.
    let dialog = await openPreferences(page);
    expect(await dialog.getByRole('checkbox', { name: /Reservas/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Cancelamentos/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Fila de espera/ }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: /Bloqueios/ }).count()).toBe(0);
    await dialog.getByPlaceholder('Todas as atividades').waitFor();
    await screenshot(page, 'notice-preferences');
    await dialog.getByRole('checkbox', { name: /Reservas/ }).uncheck();
    await save(page, dialog);

    // Bookings off: a booking does not ring, the manager's notice after it does.
    await bookDemoMember(master, canoe.scheduleIds[0] as string, saoPauloDate(40));
    await mark('Aviso depois da reserva', employee.venture.id);
    await page.getByRole('button', { name: 'Notificações: 1 não lida' }).waitFor();
    await page.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    await panel.getByText('Aviso depois da reserva').waitFor();
    expect(await panel.getByText('Nova reserva').count()).toBe(0);
    await panel.getByRole('button', { name: 'Marcar como lida' }).click();
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // On again, for the canoe only: a rowing booking does not ring, a canoe booking does.
    dialog = await openPreferences(page);
    await dialog.getByRole('checkbox', { name: /Reservas/ }).check();
    await dialog.getByRole('combobox', { name: 'Atividades' }).click();
    await page.getByRole('option', { name: 'Canoa havaiana' }).click();
    await page.keyboard.press('Escape');
    await save(page, dialog);
    await bookDemoMember(master, rowing.scheduleIds[0] as string, saoPauloDate(41));
    const told = await bookDemoMember(master, canoe.scheduleIds[0] as string, saoPauloDate(42));
    await mark('Aviso depois das reservas', employee.venture.id);
    await page.getByRole('button', { name: 'Notificações: 2 não lidas' }).click();
    await panel.getByText('Aviso depois das reservas').waitFor();
    await panel.getByText(`${told.memberName}: Canoa havaiana`, { exact: false }).waitFor();
    // The one booking notice is the canoe's: neither the rowing one nor the one sent while off.
    expect(await panel.getByText('Nova reserva', { exact: true }).count()).toBe(1);
    expect(await panel.getByText('Remo olímpico', { exact: false }).count()).toBe(0);
    await screenshot(page, 'notice-preferences-bell');
  });

  it('fits a phone’s width', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, EMPLOYEE);
    const dialog = await openPreferences(page);
    await dialog.getByText('Canoa havaiana').waitFor();
    await screenshot(page, 'notice-preferences-mobile');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
