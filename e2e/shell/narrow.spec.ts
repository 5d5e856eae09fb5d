import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { bookDemoMember, createBookableWorld, saoPauloDate } from '../support/booking-world';
import {
  apiCall,
  apiSession,
  baseUrl,
  expectOnScreen,
  newPage,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

// Records each list and details screen shows, made through the API in the master's venture. The
// address is one whose postal code falls at a line's end on this screen.
const SPOT = 'Quadra poliesportiva coberta';
const ACTIVITY = 'Futsal recreativo';
const EMPLOYEE = 'Beatriz Albuquerque';
const ZIP_CODE = '88025-200';
const DESK_ACTIVITY = 'Beach tennis noturno';

async function created(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  const master = await apiSession('master@reserva.dev');
  const ventureId = (master as unknown as { venture: { id: string } }).venture.id;
  const call = (method: string, path: string, body?: object) => apiCall(master.token, method, path, body);
  const spotId = await created(
    await call('POST', '/spots', {
      name: SPOT,
      description: null,
      isActive: true,
      isLivingArea: false,
      ventureId,
    }),
  );
  await created(
    await call('POST', '/activities', {
      name: ACTIVITY,
      description: null,
      bookingPrice: 4500,
      isActive: true,
      spotId,
    }),
  );
  const groups = (await (await call('GET', '/feature-groups/assignable?mode=create')).json()) as {
    items: { id: string; key: string }[];
  };
  // An evening event tomorrow with one booking: the event-day dialog's row to check in.
  const { scheduleIds } = await createBookableWorld(master, {
    spotName: 'Quadra de areia',
    activityName: DESK_ACTIVITY,
    events: [{ startTime: '20:00', endTime: '21:00' }],
  });
  await bookDemoMember(master, scheduleIds[0] as string, saoPauloDate(1));
  // A new employee is 'Pendente' until they set a password: the list shows that badge.
  await created(
    await call('POST', '/v2/users', {
      name: EMPLOYEE,
      email: 'beatriz.narrow@reserva.dev',
      phone: '+5548999887766',
      featureGroupId: groups.items.find((group) => group.key === 'ADMIN')?.id,
      venturesId: [ventureId],
      address: {
        street: 'Avenida Governador Irineu Bornhausen',
        number: '3000',
        complement: 'Bloco B, apartamento 1204',
        neighborhood: 'Ingleses do Rio Vermelho',
        city: 'Florianópolis',
        state: 'SC',
        country: 'BR',
        zipCode: '88025200',
      },
    }),
  );
});

/**
 * The page does not scroll sideways, and no badge is cut short; then its screenshot, `<screen>-390`,
 * or without one the accessibility gate alone (the screenshot runs it too).
 */
async function expectFits(page: Page, screen: string, { shot = true } = {}): Promise<void> {
  await page.waitForTimeout(400); // transitions settle
  const layout = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    cutBadges: [...document.querySelectorAll('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  }));
  expect(layout, screen).toEqual({ width: 390, cutBadges: [] });
  // The whole page: on a phone the tables and tabs of a details screen lie below the fold.
  if (shot) await screenshot(page, `${screen}-390`, { fullPage: true });
  else await expectAccessible(page, `${screen}-390`);
}

async function openFromMenu(page: Page, item: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** The lines the postal code of the address on screen spans. */
const zipCodeLines = (page: Page) =>
  page.evaluate((zipCode) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const start = node.textContent?.indexOf(zipCode) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + zipCode.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, ZIP_CODE);

describe('on a 390 px phone', () => {
  it('fits every list and details screen, the shell and its drawer, the forms and dialogs', async () => {
    const page = await newPage(browser(), PHONE);
    await signIn(page, 'master@reserva.dev');
    await expectFits(page, 'dashboard');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    await expectFits(page, 'drawer', { shot: false });
    await page.keyboard.press('Escape');

    await openFromMenu(page, 'Funcionários', 'Funcionários');
    await page.getByRole('link', { name: `Detalhes de ${EMPLOYEE}` }).waitFor();
    await page.getByText('Pendente').first().waitFor();
    await expectFits(page, 'users');
    await page.getByRole('link', { name: `Detalhes de ${EMPLOYEE}` }).click();
    await page.getByRole('heading', { name: EMPLOYEE }).waitFor();
    await page.getByText(ZIP_CODE).waitFor();
    // The address breaks between its parts, never inside the postal code.
    expect(await zipCodeLines(page)).toBe(1);
    await expectFits(page, 'user-details');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar funcionário' }).waitFor();
    await expectFits(page, 'user-form', { shot: false });

    await openFromMenu(page, 'Locais', 'Locais');
    await page.getByRole('link', { name: `Detalhes de ${SPOT}` }).waitFor();
    await expectFits(page, 'spots');
    await page.getByRole('link', { name: `Detalhes de ${SPOT}` }).click();
    await page.getByRole('heading', { name: SPOT }).waitFor();
    await page
      .getByRole('cell', { name: new RegExp(ACTIVITY) })
      .first()
      .waitFor();
    await expectFits(page, 'spot-details');

    await openFromMenu(page, 'Atividades', 'Atividades');
    await page.getByRole('link', { name: `Detalhes de ${ACTIVITY}` }).waitFor();
    await expectFits(page, 'activities');
    await page.getByRole('link', { name: `Detalhes de ${ACTIVITY}` }).click();
    await page.getByRole('heading', { name: ACTIVITY }).waitFor();
    await page.getByText('R$ 45,00').waitFor();
    await expectFits(page, 'activity-details');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar atividade' }).waitFor();
    await expectFits(page, 'activity-form', { shot: false });

    // A demo activity with its weekly events: the calendar and the events tab.
    await openFromMenu(page, 'Atividades', 'Atividades');
    await page.getByRole('link', { name: 'Detalhes de Aula de tênis' }).click();
    await page.getByRole('heading', { name: 'Aula de tênis' }).waitFor();
    await page.getByRole('button', { name: 'Hoje' }).waitFor();
    await expectFits(page, 'activity-agenda');
    // The phone's agenda opens on the day (issue 29, point 11).
    expect(await page.getByRole('radio', { name: 'Dia' }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await page.getByText('07:00 - 08:00').first().waitFor();
    await expectFits(page, 'activity-schedules');

    // Tomorrow's evening event says its places, and its dialog lists each booking as a card whose
    // actions are on the screen.
    await openFromMenu(page, 'Atividades', 'Atividades');
    await page.getByRole('link', { name: `Detalhes de ${DESK_ACTIVITY}` }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText('Lotado', { exact: true }).click();
    const checkins = page.getByRole('dialog').getByRole('button', { name: /^Check-ins da reserva de / });
    await checkins.waitFor();
    await expectOnScreen(page, checkins);
    await expectFits(page, 'event-day');
    await page.keyboard.press('Escape');

    await openFromMenu(page, 'Empreendimentos', 'Empreendimentos');
    await page.getByRole('link', { name: 'Detalhes de Reserva Praia Clube' }).waitFor();
    await expectFits(page, 'ventures');
    await page.getByRole('link', { name: 'Detalhes de Reserva Praia Clube' }).click();
    await page.getByRole('heading', { name: 'Reserva Praia Clube' }).waitFor();
    await page
      .getByRole('cell', { name: new RegExp(SPOT) })
      .first()
      .waitFor();
    await expectFits(page, 'venture-details');
    await page.getByRole('tab', { name: 'Categorias de usuário' }).click();
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    await page.getByRole('dialog', { name: 'Nova categoria' }).waitFor();
    await expectFits(page, 'user-category-modal', { shot: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Editar empreendimento' }).waitFor();
    await expectFits(page, 'venture-form', { shot: false });

    await openFromMenu(page, 'Permissões', 'Permissões');
    await page.getByText('WEB_ACCESS', { exact: true }).first().waitFor();
    await expectFits(page, 'features');

    await openFromMenu(page, 'Grupos de permissões', 'Grupos de permissões');
    await page.getByRole('link', { name: 'Detalhes de Administrador' }).waitFor();
    await expectFits(page, 'feature-groups');
    await page.getByRole('link', { name: 'Detalhes de Administrador' }).click();
    await page.getByRole('heading', { name: 'Administrador' }).waitFor();
    await expectFits(page, 'feature-group-details');

    // The bookings list: every row a card with its actions on the screen.
    await openFromMenu(page, 'Reservas', 'Reservas');
    const rowCheckins = page.getByRole('button', { name: /^Check-ins da reserva de / }).first();
    await rowCheckins.waitFor();
    await expectOnScreen(page, rowCheckins);
    await expectFits(page, 'bookings');

    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('heading', { name: 'Perfil' }).waitFor();
    await expectFits(page, 'profile');
  });
});
