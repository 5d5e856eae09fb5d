import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createdId, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// Experience in the venture's own levels (docs/decisions.md, Events: Minimum experience): the demo
// beach club's levels are 1 · Iniciante (codes 0-1), 2 · Intermediário (0-2) and 3 · Avançado (0-3).
// Two events share a slot: one open to all (code 0), one 'Nível 5' (code 2) only levels 2 and 3 book.

const OPEN_TO_ALL = 'Todos os níveis';
const CODE_2_LEVELS = '2 · Intermediário, 3 · Avançado';
const REFUSAL = `Podem reservar este evento: ${CODE_2_LEVELS}. Nível do usuário: 1 · Iniciante.`;
// Far from the other specs' days; the refusal books nothing anyway.
const day = saoPauloDate(19);
const brDate = (date: string) => date.split('-').reverse().join('/');

let beginner: { id: string; name: string };

/** A session in the demo beach club, whose levels are the demo's. */
async function beachClubSession(email: string): Promise<SessionResponse> {
  const first = await apiSession(email);
  const ventures = await apiCall(first.token, 'GET', '/sessions/ventures');
  const { items } = (await ventures.json()) as { items: { id: string; name: string }[] };
  const praia = items.find((venture) => venture.name === 'Reserva Praia Clube');
  if (!praia) throw new Error('no demo beach club');
  // The newest session: the sign-in screen then opens this venture too.
  return apiSession(email, praia.id);
}

beforeAll(async () => {
  const admin = await beachClubSession('admin@reserva.dev');
  const spotId = await createdId(admin, '/spots', {
    name: 'Praia do kite',
    description: null,
    isActive: true,
    isLivingArea: false,
    ventureId: admin.venture.id,
  });
  const activityId = await createdId(admin, '/activities', {
    name: 'Kitesurfe',
    description: null,
    bookingPrice: null,
    isActive: true,
    spotId,
  });
  for (const minUserExperience of [0, 2]) {
    await createdId(admin, `/activities/${activityId}/schedules`, {
      startDate: saoPauloDate(0),
      startTime: '10:00',
      endTime: '11:00',
      totalVacancies: 4,
      guestVacancies: 0,
      lodgerVacancies: 0,
      bookingPrice: 0,
      guestAdditionalBookingPrice: 0,
      minUserExperience,
    });
  }
  // A demo member whose onboard in the club finished at level 1.
  const members = await apiCall(
    admin.token,
    'GET',
    '/users?featureGroups=MEMBER&experience=1&limit=1&sort=name&order=ASC',
  );
  const [member] = ((await members.json()) as { items: { id: string; name: string }[] }).items;
  if (!member) throw new Error('no demo member at level 1');
  beginner = member;
});

async function openActivity(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Atividade ou local' }).fill('Kitesurfe');
  await page.getByRole('link', { name: 'Detalhes de Kitesurfe', exact: true }).click();
  await page.getByRole('heading', { name: 'Kitesurfe' }).waitFor();
}

/** The agenda's day view, and the event-day dialog of the 10:00 slot. */
async function openSlot(page: Page) {
  await page.getByRole('tab', { name: 'Agenda' }).click();
  await page.getByText('Dia', { exact: true }).click();
  await page.getByText('4 vagas').first().click();
  const slot = page.getByRole('dialog');
  await slot.getByText('Quem pode reservar').nth(1).waitFor();
  return slot;
}

/** Books the level-1 member in the 'Nível 5' event: the dialog says who may book it instead. */
async function refusedBooking(page: Page) {
  await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Nível 5' })
    .or(page.getByRole('row').filter({ hasText: CODE_2_LEVELS }))
    .getByRole('button', { name: 'Reservar 10:00 - 11:00' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar reserva' });
  await dialog.getByRole('textbox', { name: 'Data' }).fill(brDate(day));
  await dialog.getByRole('textbox', { name: 'Data' }).press('Tab');
  await dialog.getByRole('combobox', { name: 'Membro' }).fill(beginner.name);
  await page.getByRole('option', { name: beginner.name }).click();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  const alert = dialog.getByRole('alert');
  await alert.getByText('Reserva não permitida').waitFor();
  expect(await alert.textContent()).toContain(REFUSAL);
  return dialog;
}

describe("experience in the venture's levels", () => {
  it('shows who may book an event and a person’s level by the venture’s titles, and why a booking is refused', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await openActivity(page);

    // The events' list says who may book each one.
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    const table = page.getByRole('table', { name: 'Horários dos eventos' });
    await table.getByRole('cell', { name: CODE_2_LEVELS, exact: true }).waitFor();
    await table.getByRole('cell', { name: OPEN_TO_ALL, exact: true }).waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'event-levels-schedules');

    // The form: each code by the levels it lets book.
    await table
      .getByRole('row')
      .filter({ hasText: CODE_2_LEVELS })
      .getByRole('button', { name: 'Editar 10:00 - 11:00' })
      .click();
    const form = page.getByRole('dialog', { name: 'Evento' });
    const experience = form.getByRole('combobox', { name: 'Experiência mínima' });
    expect(await experience.inputValue()).toBe(`Nível 5 — ${CODE_2_LEVELS}`);
    await form.getByText(`Quem pode reservar: ${CODE_2_LEVELS}`).waitFor();
    await experience.click();
    await page.getByRole('option', { name: 'Nível 1 e 2 — Todos os níveis' }).waitFor();
    await page
      .getByRole('option', { name: 'Nível 3 e 4 — 1 · Iniciante, 2 · Intermediário, 3 · Avançado' })
      .waitFor();
    await page.getByRole('option', { name: 'Especial — Nenhum nível do empreendimento' }).waitFor();
    await screenshot(page, 'event-levels-form');
    await page.getByRole('option', { name: `Nível 5 — ${CODE_2_LEVELS}` }).click();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    // The event-day dialog's cards.
    const slot = await openSlot(page);
    await slot.getByText(CODE_2_LEVELS, { exact: true }).waitFor();
    await slot.getByText(OPEN_TO_ALL, { exact: true }).waitFor();
    await screenshot(page, 'event-levels-day');
    await page.keyboard.press('Escape');
    await slot.waitFor({ state: 'detached' });

    // The refusal says who may book and the member's level, inside the dialog.
    await refusedBooking(page);
    await screenshot(page, 'booking-experience-refusal');
    await page.keyboard.press('Escape');

    // People: the members' level column and filter read the club's levels.
    await page.getByRole('navigation').getByRole('link', { name: 'Membros', exact: true }).click();
    await page.getByRole('heading', { name: 'Membros' }).waitFor();
    await page.getByRole('combobox', { name: 'Pesquisar por' }).click();
    await page.getByRole('option', { name: 'Experiência' }).click();
    await page.getByRole('combobox', { name: 'Experiência' }).click();
    await page.getByRole('option', { name: 'Sem nível' }).waitFor();
    await page.getByRole('option', { name: '1 · Iniciante' }).click();
    const members = page.getByRole('table', { name: 'Membros' });
    const row = members.getByRole('row').filter({ hasText: beginner.name });
    await row.getByText('1 · Iniciante', { exact: true }).waitFor();
    // Every member listed is at that level.
    const levels = await members.getByText(/^(\d+ · .+|Sem nível)$/).allTextContents();
    expect(new Set(levels)).toEqual(new Set(['1 · Iniciante']));
    await screenshot(page, 'members-levels');
    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByText('1 · Iniciante', { exact: true }).waitFor();
    // Once the layout has followed the new width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, 'members-levels-390');
    await page.setViewportSize({ width: 1366, height: 850 });

    // The member's onboard in the club, by its title.
    await row.getByRole('link', { name: /Detalhes/ }).click();
    await page.getByRole('heading', { name: beginner.name }).waitFor();
    const onboard = page.getByRole('combobox', { name: 'Experiência em Reserva Praia Clube' });
    await onboard.waitFor();
    expect(await onboard.inputValue()).toBe('1 · Iniciante');
  });

  it('shows the codes to a user who may not read the levels, and the refusal still names them, on a phone', async () => {
    // The concierge books and reads events but not the levels: the codes' labels, never an error.
    await beachClubSession('portaria@reserva.dev');
    const page = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, 'portaria@reserva.dev');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Atividades', exact: true }).click();
    await openActivity(page);

    const slot = await openSlot(page);
    await slot.getByText('Nível 5', { exact: true }).waitFor();
    await slot.getByText(OPEN_TO_ALL, { exact: true }).waitFor();
    expect(await slot.getByText(CODE_2_LEVELS).count()).toBe(0);
    await screenshot(page, 'event-levels-day-390');
    await page.keyboard.press('Escape');
    await slot.waitFor({ state: 'detached' });

    // The server's answer carries the venture's levels: the refusal says who may book all the same.
    await refusedBooking(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBe(390);
    await screenshot(page, 'booking-experience-refusal-390');
  });
});
