import { describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import {
  apiCall,
  apiSession,
  baseUrl,
  DEMO_PASSWORD,
  expectOnScreen,
  newPage,
  screenshot,
  signedInPage,
  useBrowser,
} from '../support/browser';
import { PHONE, scrollWidthOf } from '../support/portaria';
import { setVentureSettings } from '../support/ventures';

// Sócio, the members' app (issue 31), at 390 px: a member books an event, shows its pass, cancels it,
// and joins a full event's queue; a staff session is refused.

const browser = useBrowser();
const DAY = saoPauloDate(6);

describe('Sócio', () => {
  it('lets a member book, show the pass, cancel, and queue for a full event', async () => {
    const admin = await apiSession('admin@reserva.dev');
    // Six days ahead (a date no other spec books the demo member on, so her daily limit is hers to use);
    // three places, then one.
    const { scheduleIds } = await createBookableWorld(admin, {
      spotName: 'Quadra do app',
      activityName: 'Tênis do app',
      events: [
        { startTime: '23:00', endTime: '23:30', totalVacancies: 3 },
        { startTime: '23:30', endTime: '23:59' },
      ],
    });
    // The second is full: someone else took its place.
    const [someone] = (await demoMembers(admin, 12)).slice(-1);
    const taken = await apiCall(admin.token, 'POST', '/bookings?skipLimits=true', {
      activityScheduleId: scheduleIds[1],
      userId: someone?.id,
      bookedDate: DAY,
    });
    expect([201, 422]).toContain(taken.status);
    // The first event sells photos.
    const photos = await apiCall(admin.token, 'POST', `/activities/schedules/${scheduleIds[0]}/items`, {
      name: 'Fotos',
      price: 2500,
      isRequired: false,
      totalAmount: 10,
      userId: null,
    });
    expect(photos.status, await photos.clone().text()).toBe(201);

    const page = await newPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/app`);
    await page.getByLabel('E-mail').fill('socio@reserva.dev');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    await page.locator('label', { hasText: `${DAY.slice(8, 10)}/${DAY.slice(5, 7)}` }).click();

    const book = page.getByRole('button', { name: 'Reservar Tênis do app às 23:00' });
    await expectOnScreen(page, book);
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'socio-agenda');
    // One activity's events only.
    await page
      .getByRole('combobox', { name: 'Atividade' })
      .selectOption({ label: 'Tênis do app · Quadra do app' });
    await expect
      .poll(() => page.getByRole('button', { name: /^(Reservar|Entrar na fila) / }).allInnerTexts(), {
        timeout: 15_000,
      })
      .toEqual(['Reservar', 'Entrar na fila']);
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Tênis do app' });
    await dialog.getByText('Total: Grátis').waitFor();
    await dialog.getByRole('checkbox', { name: /Fotos/ }).check();
    await dialog.getByText('Total: R$ 25,00').waitFor();
    await screenshot(page, 'socio-booking');
    await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
    // Booked; her record lacks the address a payment needs: the dialog says so, and where to complete it.
    await dialog.getByText(/^Reserva feita\. Para o pagamento, complete o seu cadastro\./).waitFor();
    await dialog.getByRole('link', { name: 'Completar cadastro' }).waitFor();
    // The notice's own button (the dialog's corner one is 'Fechar' too, by its label).
    await dialog.locator('button', { hasText: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Booked: the card says so, and she may book it for one of her people (a dependant first).
    const again = page.getByRole('button', { name: 'Reservar para outra pessoa Tênis do app às 23:00' });
    await again.waitFor();
    await page.getByText('Reservado', { exact: true }).waitFor();
    await screenshot(page, 'socio-agenda-booked');
    await again.click();
    const forFamily = page.getByRole('dialog', { name: 'Tênis do app' });
    const chosen = forFamily.getByRole('radio', { checked: true });
    const label = await chosen.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
    );
    expect(label).toMatch(/ · Dependente$/);
    const dependant = label.replace(/ · Dependente$/, '');
    await forFamily.getByRole('button', { name: 'Confirmar reserva' }).click();
    await forFamily.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Minhas reservas' }).click();
    const card = page.getByRole('article', { name: /^Tênis do app, .* às 23:00$/ });
    await card.getByText('Fotos (R$ 25,00)').waitFor();
    await page.getByRole('article', { name: new RegExp(`às 23:00, para ${dependant}$`) }).waitFor();
    await card.getByRole('button', { name: 'Mostrar passe' }).click();
    await card.getByRole('img', { name: /^Passe de Tênis do app/ }).waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'socio-pass', { fullPage: true });

    await card.getByRole('button', { name: 'Cancelar reserva' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar reserva' });
    // Days before the start: no reason is asked for.
    expect(await cancel.getByLabel('Motivo').count()).toBe(0);
    await cancel.getByRole('button', { name: 'Cancelar reserva' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await card.getByText('Cancelada').waitFor();

    // The full event: its queue.
    await page.getByRole('link', { name: 'Agenda', exact: true }).click();
    await page.locator('label', { hasText: `${DAY.slice(8, 10)}/${DAY.slice(5, 7)}` }).click();
    await page.getByRole('button', { name: 'Entrar na fila de Tênis do app às 23:30' }).click();
    const queue = page.getByRole('dialog', { name: 'Tênis do app' });
    await queue.getByText('Lotado').waitFor();
    await queue.getByRole('button', { name: 'Entrar na fila' }).click();
    await queue.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Minhas reservas' }).click();
    await page.getByRole('heading', { name: 'Fila de espera' }).waitFor();
    await page.getByText('Próximo da fila').first().waitFor();
    await screenshot(page, 'socio-bookings', { fullPage: true });

    // Staff cancel the booking that held the place: the queue takes it for her, and the app says so.
    await setVentureSettings(admin.venture.id, { autoConvertQueue: true });
    try {
      const heldBy = (await taken.json()) as { id?: string; metaData?: { id: string } };
      const cancelled = await apiCall(
        admin.token,
        'POST',
        `/bookings/${heldBy.id ?? heldBy.metaData?.id}/cancel`,
        {
          reason: 'Desistência',
        },
      );
      expect(cancelled.status).toBe(204);
      await page.getByText('Uma vaga da fila é sua').waitFor();
      await page.getByRole('article', { name: /^Tênis do app, .* às 23:30$/ }).waitFor();
    } finally {
      await setVentureSettings(admin.venture.id, { autoConvertQueue: false });
    }

    // Offline, the app still opens on the bookings and their passes (its service worker keeps them).
    // Reloaded once its worker runs, the page is in its hands and its data is kept as it loads.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const queued = page.getByRole('article', { name: /^Tênis do app, .* às 23:30$/ });
    await queued.waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Minhas reservas', level: 1 }).waitFor();
    const offline = queued;
    await offline.getByRole('button', { name: 'Mostrar passe' }).click();
    await offline.getByRole('img', { name: /^Passe de / }).waitFor();
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('refuses a staff session, and staff at its sign-in', async () => {
    const { page } = await signedInPage(browser(), 'admin@reserva.dev');
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/app`);
    await page.getByRole('heading', { name: 'Aplicativo dos sócios' }).waitFor();
    await screenshot(page, 'socio-staff-refused');
    await page.context().close();

    const signIn = await newPage(browser(), PHONE);
    await signIn.goto(`${baseUrl()}/app`);
    await signIn.getByLabel('E-mail').fill('admin@reserva.dev');
    await signIn.getByLabel('Senha').fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await signIn.getByText('Falha na autenticação').waitFor();
    await signIn.context().close();
  });

  it("answers Sócio's page, manifest and service worker", async () => {
    const page = await fetch(`${baseUrl()}/app/reservas`);
    expect(await page.text()).toContain('<title>Reserva Sócio</title>');
    const manifest = (await (await fetch(`${baseUrl()}/app/manifest.webmanifest`)).json()) as {
      start_url: string;
    };
    expect(manifest.start_url).toBe('/app/');
    expect((await fetch(`${baseUrl()}/app/sw.js`)).status).toBe(200);
  });
});
