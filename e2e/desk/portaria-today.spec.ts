import { describe, expect, it } from 'vitest';
import { bookDemoMember, createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiSession, baseUrl, expectOnScreen, newPage, screenshot, useBrowser } from '../support/browser';
import {
  DESK_EVENT,
  deskEventCard,
  PHONE,
  scrollWidthOf,
  signInToPortaria,
  TABLET,
} from '../support/portaria';

const browser = useBrowser();

// Portaria (issue 30): the concierge's day on a phone, and a check-in in one tap.
describe('Portaria, Hoje', () => {
  it('shows the concierge the events of today and checks a person in with one tap at 390 px', async () => {
    // The event goes in the concierge's venture (the beach club, where the admin works too).
    const concierge = await apiSession('portaria@reserva.dev');
    const admin = await apiSession('admin@reserva.dev', concierge.venture.id);
    // Late in the day, so the event has not ended whenever the suite runs.
    const { scheduleIds } = await createBookableWorld(admin, {
      spotName: 'Quadra da portaria',
      activityName: 'Tênis na portaria',
      events: [{ startTime: '23:00', endTime: '23:59' }],
    });
    const { memberName } = await bookDemoMember(admin, scheduleIds[0] as string, saoPauloDate(0));

    const page = await newPage(browser(), PHONE);
    await signInToPortaria(page, 'portaria@reserva.dev');
    await page.getByRole('heading', { name: 'Hoje', level: 1 }).waitFor();
    const event = await deskEventCard(page, /Tênis na portaria/);
    await event.waitFor();
    await event.getByText('Lotado').waitFor();
    await event.getByText(memberName).first().waitFor();

    const checkIn = event.getByRole('button', { name: `Fazer check-in de ${memberName}` });
    await expectOnScreen(page, checkIn);
    // Nothing scrolls sideways on a phone.
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portaria-today');

    await checkIn.click();
    await event.getByText(/^Check-in feito \d{2}:\d{2}$/).waitFor();
    await event.getByText('1 check-in', { exact: false }).waitFor();
    await screenshot(page, 'portaria-today-checked-in');

    // The search finds the person by name.
    await page.getByLabel('Buscar pessoa').fill(memberName);
    await event.getByText(memberName).first().waitFor();
    await page.getByLabel('Buscar pessoa').fill('zzzz ninguém');
    await page.getByText('Ninguém encontrado nas reservas de hoje').waitFor();

    // The whole day, ended events too, also a page at a time.
    await page.getByLabel('Buscar pessoa').fill('');
    await page.locator('label', { hasText: 'Dia todo' }).click();
    expect(await page.getByRole('radio', { name: 'Dia todo' }).isChecked()).toBe(true);
    await deskEventCard(page, /Tênis na portaria/);

    // On a tablet the day takes two columns.
    await page.setViewportSize(TABLET);
    await event.getByText(memberName).first().waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(TABLET.width);
    await screenshot(page, 'portaria-today-tablet');
    await page.context().close();
  });

  it('brings the next events of the day as the list reaches its end', async () => {
    const concierge = await apiSession('portaria@reserva.dev');
    const admin = await apiSession('admin@reserva.dev', concierge.venture.id);
    // More events still to come than a page holds (20), two minutes apart from 23:00.
    const minute = (m: number) => `23:${String(m).padStart(2, '0')}`;
    await createBookableWorld(admin, {
      spotName: 'Quadras da noite',
      activityName: 'Aula da noite',
      events: Array.from({ length: 21 }, (_, i) => ({
        startTime: minute(2 * i),
        endTime: minute(2 * i + 1),
      })),
    });

    const page = await newPage(browser(), PHONE);
    await signInToPortaria(page, 'portaria@reserva.dev');
    const cards = page.locator(DESK_EVENT);
    const more = page.getByRole('button', { name: /^Mostrar mais eventos \(\d+\)$/ });
    await more.waitFor({ state: 'attached' });
    expect(await cards.count()).toBe(20);
    // Scrolled into view, the button brings the next page by itself.
    await more.scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await deskEventCard(page, /23:40–23:41 · Aula da noite/);
    await page.context().close();
  });

  it('books a person without a booking into an event of today in three taps', async () => {
    const concierge = await apiSession('portaria@reserva.dev');
    const admin = await apiSession('admin@reserva.dev', concierge.venture.id);
    await createBookableWorld(admin, {
      spotName: 'Raia da portaria',
      activityName: 'Remo na portaria',
      events: [{ startTime: '23:00', endTime: '23:59' }],
    });

    const page = await newPage(browser(), PHONE);
    await signInToPortaria(page, 'portaria@reserva.dev');
    const event = await deskEventCard(page, /Remo na portaria/);
    await event.getByText('1 vaga').waitFor();
    await event.getByRole('button', { name: 'Reservar na hora em Remo na portaria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reservar na hora' });
    await dialog.getByRole('combobox', { name: 'Pessoa' }).fill('Gabriela');
    await page.getByRole('option', { name: /Gabriela Gomes Silva/ }).click();
    await screenshot(page, 'portaria-walk-in');
    await dialog.getByRole('button', { name: 'Reservar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await event.getByText('Gabriela Gomes Silva').waitFor();
    await event.getByText('Lotado').waitFor();
    // Full now: no walk-in is offered past the places.
    expect(await event.getByRole('button', { name: /^Reservar na hora/ }).count()).toBe(0);
    await page.context().close();
  });

  it('refuses a user whose group lacks APP_CONCIERGE_ACCESS', async () => {
    const page = await newPage(browser(), PHONE);
    await signInToPortaria(page, 'funcionario@reserva.dev');
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    await page.getByText('Seu usuário não tem acesso ao aplicativo da portaria.').waitFor();
    await screenshot(page, 'portaria-access-denied');
    await page.context().close();
  });

  it("answers Portaria's page, manifest and service worker", async () => {
    const page = await fetch(`${baseUrl()}/portaria/hoje`);
    expect(await page.text()).toContain('<title>Reserva Portaria</title>');
    const manifest = (await (await fetch(`${baseUrl()}/portaria/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
    };
    expect(manifest).toMatchObject({ name: 'Reserva Portaria', start_url: '/portaria/' });
    expect((await fetch(`${baseUrl()}/portaria/sw.js`)).status).toBe(200);
  });
});
