import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** Today in São Paulo as the date picker names its day buttons: '23 novembro 2026'. */
function todayLabel(): string {
  const [year, month, day] = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
    .split('-')
    .map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const toastsGone = (page: Page) =>
  page.waitForFunction(
    () => document.querySelectorAll('.mantine-Notification-root').length === 0,
    undefined,
    {
      timeout: 10_000,
    },
  );

async function post(token: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A spot with a modality and an activity, made through the API. */
async function seedActivity(): Promise<void> {
  const admin = await apiSession('admin@reserva.dev');
  const ventureId = (admin as unknown as { venture: { id: string } }).venture.id;
  const spotId = await post(admin.token, '/spots', {
    name: 'Marina',
    description: null,
    isActive: true,
    isLivingArea: false,
    ventureId,
  });
  await post(admin.token, `/spots/${spotId}/modalities`, {
    title: 'Vela',
    description: null,
    isActive: true,
    isExclusive: false,
  });
  await post(admin.token, '/activities', {
    name: 'Windsurfe',
    description: null,
    bookingPrice: null,
    isActive: true,
    spotId,
  });
}

describe('events', () => {
  it('creates a weekly event, shows it in the calendar, blocks a date and adds an extra', async () => {
    await seedActivity();
    const page = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await page.getByRole('link', { name: 'Detalhes de Windsurfe' }).click();
    await page.getByRole('heading', { name: 'Windsurfe' }).waitFor();

    // The event form: the schema's messages first, then every field.
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByText('Nenhum horário cadastrado').waitFor();
    await page.getByRole('button', { name: 'Novo horário' }).click();
    const form = page.getByRole('dialog', { name: 'Evento' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Requerido').first().waitFor();
    await form.getByRole('textbox', { name: 'Horário inicial' }).pressSequentially('0900');
    await form.getByRole('textbox', { name: 'Horário final' }).pressSequentially('1030');
    // Weekly on every day but the one after tomorrow, so today's occurrence shows.
    const skipped = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'][
      (new Date().getDay() + 2) % 7
    ] as string;
    // Mantine's chips hide their checkbox behind the label.
    await form
      .locator('label')
      .filter({ hasText: new RegExp(`^${skipped}$`) })
      .click();
    expect(await form.getByRole('checkbox', { name: skipped, exact: true }).isChecked()).toBe(false);
    await form.getByRole('textbox', { name: 'Total de vagas' }).fill('10');
    await form.getByRole('textbox', { name: 'Vagas para convidados' }).fill('3');
    await form.getByRole('textbox', { name: 'Vagas para hóspedes' }).fill('11');
    await form.getByRole('textbox', { name: 'Preço da reserva' }).pressSequentially('80,00');
    await form.getByRole('textbox', { name: 'Preço adicional por convidado' }).pressSequentially('20,00');
    await form.getByRole('combobox', { name: 'Modalidade' }).click();
    await page.getByRole('option', { name: 'Vela' }).click();
    await form.getByRole('switch', { name: 'Permitir reservas por link' }).check();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Máximo igual ao total de vagas').waitFor();
    await form.getByRole('textbox', { name: 'Vagas para hóspedes' }).fill('2');
    await toastsGone(page);
    await screenshot(page, 'event-form');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cadastrado com sucesso').waitFor();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /09:00 - 10:30/ });
    await row.getByText('Vela').waitFor();
    await row.getByText('R$ 80,00').waitFor();

    // The booking link goes to the clipboard.
    await page.getByRole('button', { name: 'Copiar link de reserva 09:00 - 10:30' }).click();
    await page.getByText('Copiado com sucesso').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/bookings\/register\?scheduleId=[0-9a-f-]{36}$/);
    await toastsGone(page);
    await page.mouse.move(0, 0); // no tooltip over the table
    await screenshot(page, 'event-schedules');

    // The week view, with the occurrence's places; then the day view and the event-day dialog.
    await page.getByRole('tab', { name: 'Agenda' }).click();
    await page.getByRole('radio', { name: 'Semana' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: 'Semana' }).isChecked()).toBe(true);
    await page.getByText('10 vagas').first().waitFor();
    await page.getByRole('button', { name: 'Hoje' }).evaluate((button) => button.scrollIntoView());
    await screenshot(page, 'event-calendar-week');
    await page.getByText('Dia', { exact: true }).click();
    await page.getByText('10 vagas').waitFor();
    expect(await page.getByText('10 vagas').count()).toBe(1);
    await screenshot(page, 'event-calendar-day');
    await page.getByText('10 vagas').click();
    const day = page.getByRole('dialog');
    await day.getByText('09:00 - 10:30').first().waitFor();
    await day.getByText('Vagas livres').waitFor();
    await day.getByText('Nenhuma reserva para esse dia').waitFor();
    await day.getByRole('tab', { name: 'Fila de espera' }).click();
    await day.getByText('Nenhuma reserva na fila para esse dia').waitFor();
    await screenshot(page, 'event-day-dialog');
    await page.keyboard.press('Escape');
    await day.waitFor({ state: 'detached' });

    // Blocking today makes today's occurrence vanish.
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByRole('button', { name: 'Editar 09:00 - 10:30' }).click();
    await form.getByRole('button', { name: 'Datas bloqueadas' }).click();
    await page.getByRole('button', { name: todayLabel(), exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Atualizado com sucesso').waitFor();
    await form.waitFor({ state: 'detached' });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const todayLoaded = page.waitForResponse(
      (response) => response.url().includes(`/schedules?startDate=${today}`) && response.ok(),
    );
    await page.getByRole('tab', { name: 'Agenda' }).click();
    await page.getByText('Dia', { exact: true }).click();
    await todayLoaded;
    await page.waitForTimeout(500); // the answer rendered
    expect(await page.getByText('10 vagas').count()).toBe(0);
    // Tomorrow still happens.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('10 vagas').waitFor();

    // An extra, with a seller as its service provider.
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByRole('button', { name: 'Opcionais 09:00 - 10:30' }).click();
    const extras = page.getByRole('dialog', { name: 'Opcionais disponíveis' });
    await extras.getByText('Nenhum opcional cadastrado').waitFor();
    await extras.getByRole('button', { name: 'Cadastrar novo' }).click();
    const item = page.getByRole('dialog', { name: 'Item' });
    await item.getByRole('button', { name: 'Salvar' }).click();
    await item.getByText('Requerido').first().waitFor();
    await item.getByRole('textbox', { name: 'Nome' }).fill('Prancha de windsurfe');
    await item.getByRole('textbox', { name: 'Descrição' }).fill('Prancha e vela para iniciantes.');
    await item.getByRole('textbox', { name: 'Valor' }).pressSequentially('35,00');
    await item.getByRole('textbox', { name: 'Quantidade' }).fill('4');
    await item.getByRole('combobox', { name: 'Prestador de serviço' }).fill('Vanessa');
    await page.getByRole('option', { name: 'Vanessa Rocha' }).click();
    await toastsGone(page);
    await screenshot(page, 'event-extra-form');
    await item.getByRole('button', { name: 'Salvar' }).click();
    await item.waitFor({ state: 'detached' });
    const extraRow = extras.getByRole('row', { name: /Prancha de windsurfe/ });
    await extraRow.getByText('Vanessa Rocha').waitFor();
    await extraRow.getByText('R$ 35,00').waitFor();
    await toastsGone(page);
    await screenshot(page, 'event-extras');
  });

  it('opens the blocked-dates picker on the month of an event that starts months ahead', async () => {
    const admin = await apiSession('admin@reserva.dev');
    const ventureId = (admin as unknown as { venture: { id: string } }).venture.id;
    const spotId = await post(admin.token, '/spots', {
      name: 'Doca',
      description: null,
      isActive: true,
      isLivingArea: false,
      ventureId,
    });
    const activityId = await post(admin.token, '/activities', {
      name: 'Vela oceânica',
      description: null,
      bookingPrice: null,
      isActive: true,
      spotId,
    });
    // The 15th of the month three months ahead: a day no other month's page shows.
    const [month, year] = todayLabel().split(' ').slice(1);
    const index = MONTHS.indexOf(month as string) + 3;
    const startYear = Number(year) + Math.floor(index / 12);
    const startMonth = index % 12;
    await post(admin.token, `/activities/${activityId}/schedules`, {
      startDate: `${startYear}-${String(startMonth + 1).padStart(2, '0')}-15`,
      startTime: '14:00',
      endTime: '15:00',
      totalVacancies: 2,
      guestVacancies: 0,
      lodgerVacancies: 0,
      bookingPrice: 0,
      guestAdditionalBookingPrice: 0,
    });

    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Atividade ou local' }).fill('Vela oceânica');
    await page.getByRole('link', { name: 'Detalhes de Vela oceânica' }).click();
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByRole('button', { name: 'Editar 14:00 - 15:00' }).click();
    const form = page.getByRole('dialog', { name: 'Evento' });
    await form.getByRole('button', { name: 'Datas bloqueadas' }).click();
    await page.getByRole('button', { name: `15 ${MONTHS[startMonth]} ${startYear}`, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: todayLabel(), exact: true }).count()).toBe(0);
  });

  it('shows an employee the demo events without a way to change them; the API refuses with 403', async () => {
    const page = await newPage(browser());
    await signIn(page, 'funcionario@reserva.dev');
    await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
    await page.getByRole('link', { name: 'Detalhes de Aula de tênis' }).click();
    await page.getByRole('heading', { name: 'Aula de tênis' }).waitFor();
    // The demo's weekday classes show in the week view.
    await page.getByText('07:00 - 08:00').first().waitFor();
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByRole('row', { name: /07:00 - 08:00/ }).waitFor();
    await page.getByRole('row', { name: /18:00 - 19:00/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo horário' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Editar|Excluir) / }).count()).toBe(0);
    // The extras can be read, not changed.
    await page.getByRole('button', { name: 'Opcionais 07:00 - 08:00' }).click();
    const extras = page.getByRole('dialog', { name: 'Opcionais disponíveis' });
    await extras.getByRole('row', { name: /Aluguel de raquete/ }).waitFor();
    expect(await extras.getByRole('button', { name: /^(Cadastrar novo|Editar|Excluir)/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const employee = await apiSession('funcionario@reserva.dev');
    const found = await apiCall(
      employee.token,
      'GET',
      `/activities?name=${encodeURIComponent('Aula de tênis')}`,
    );
    const activityId = ((await found.json()) as { items: { id: string }[] }).items[0]?.id as string;
    const refused = await apiCall(employee.token, 'POST', `/activities/${activityId}/schedules`, {
      startDate: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
      startTime: '12:00',
      endTime: '13:00',
      totalVacancies: 2,
      guestVacancies: 0,
      lodgerVacancies: 0,
      bookingPrice: 1000,
      guestAdditionalBookingPrice: 0,
    });
    expect(refused.status).toBe(403);
  });
});
