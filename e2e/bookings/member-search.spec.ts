import { describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import { apiSession, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

// Far from the other specs' days, so no daily limit of the demo members takes part.
const day = saoPauloDate(27);
const brDate = (date: string) => date.split('-').reverse().join('/');

describe('the booking dialog’s member search', () => {
  it('never offers the previous search’s people while the new one is on its way', async () => {
    const admin = await apiSession('admin@reserva.dev');
    await createBookableWorld(admin, {
      spotName: 'Píer da busca',
      activityName: 'Surfe de peito',
      events: [{ startTime: '10:00', endTime: '11:00' }],
    });
    const [previous, wanted] = (await demoMembers(admin, 2)) as [
      { id: string; name: string },
      { id: string; name: string },
    ];
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Atividade ou local' }).fill('Surfe de peito');
    await page.getByRole('link', { name: 'Detalhes de Surfe de peito', exact: true }).click();
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByRole('button', { name: 'Reservar 10:00 - 11:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar reserva' });
    await dialog.getByRole('textbox', { name: 'Data' }).fill(brDate(day));
    await dialog.getByRole('textbox', { name: 'Data' }).press('Tab');

    const member = dialog.getByRole('combobox', { name: 'Membro' });
    await member.fill(previous.name);
    await page.getByRole('option', { name: previous.name }).waitFor();
    // The next search answers slowly, as on a poor connection (the real answer, a second late).
    await page.route(
      (url) => url.pathname === '/api/users' && url.searchParams.get('name') === wanted.name,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );
    await member.fill(wanted.name);
    // At once, and until the answer comes: nothing of the previous search can be picked.
    expect(await page.getByRole('option').count()).toBe(0);
    await dialog.getByRole('status', { name: 'Carregando membros' }).waitFor();
    await screenshot(page, 'booking-member-search-loading');
    expect(await page.getByRole('option', { name: previous.name }).count()).toBe(0);

    await page.getByRole('option', { name: wanted.name }).click();
    await dialog.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('heading', { name: 'Detalhes da reserva' }).waitFor();
    await page.getByText(wanted.name).first().waitFor();
    expect(await page.getByText(previous.name).count()).toBe(0);
  });
});
