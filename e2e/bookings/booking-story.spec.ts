import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

const brDate = (date: string) => date.split('-').reverse().join('/');
// Far from the demo week's bookings, so no daily limit of the demo members takes part.
const day = saoPauloDate(20);

interface World {
  activityId: string;
  morningId: string;
  members: { id: string; name: string }[];
}

/** An activity with an event of one place a day (10:00) and one at midnight, and five demo members. */
async function seedWorld(activityName: string): Promise<World> {
  const admin = await apiSession('admin@reserva.dev');
  const { activityId, scheduleIds } = await createBookableWorld(admin, {
    spotName: `Píer ${activityName}`,
    activityName,
    events: [
      { startTime: '10:00', endTime: '11:00' },
      { startTime: '00:00', endTime: '01:00' },
    ],
  });
  return { activityId, morningId: scheduleIds[1] as string, members: await demoMembers(admin, 5) };
}

/** Opens a tab of the activity's details, through the menu. */
async function openActivityTab(page: Page, activity: string, tab: 'Horários dos eventos' | 'Reservas') {
  await page.getByRole('navigation').getByRole('link', { name: 'Atividades', exact: true }).click();
  await page.getByRole('link', { name: `Detalhes de ${activity}`, exact: true }).click();
  await page.getByRole('tab', { name: tab }).click();
}

/** Opens 'Cadastrar reserva' on the 10:00 event and fills the date and the member. */
async function fillBooking(page: Page, memberName: string): Promise<void> {
  await page.getByRole('button', { name: 'Reservar 10:00 - 11:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar reserva' });
  await dialog.getByRole('textbox', { name: 'Data' }).fill(brDate(day));
  await dialog.getByRole('textbox', { name: 'Data' }).press('Tab');
  await dialog.getByRole('combobox', { name: 'Membro' }).fill(memberName);
  await page.getByRole('option', { name: memberName }).click();
}

describe('the booking story', () => {
  it('fills an event, queues the next, forces one more, and the queue takes the freed place', async () => {
    const { members } = await seedWorld('Stand up paddle');
    const [first, second, third, fourth] = members as [
      World['members'][number],
      World['members'][number],
      World['members'][number],
      World['members'][number],
    ];
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await openActivityTab(page, 'Stand up paddle', 'Horários dos eventos');

    // The first takes the only place and lands on the booking's details.
    await fillBooking(page, first.name);
    await screenshot(page, 'booking-create-dialog');
    await page
      .getByRole('dialog', { name: 'Cadastrar reserva' })
      .getByRole('button', { name: 'Reservar' })
      .click();
    await page.getByRole('heading', { name: 'Detalhes da reserva' }).waitFor();
    await page.getByText(first.name).first().waitFor();

    // The calendar shows the event full on that day (some weeks ahead).
    await page.goBack();
    await page.getByRole('tab', { name: 'Agenda' }).click();
    await page.getByText('1 vaga', { exact: true }).first().waitFor();
    for (let week = 0; week < 4 && (await page.getByText('Lotado').count()) === 0; week++) {
      const loaded = page.waitForResponse(
        (response) => response.url().includes('/schedules?') && response.ok(),
      );
      await page.getByRole('button', { name: 'Próximo' }).click();
      await loaded;
      await page.waitForTimeout(300); // the answer rendered
    }
    await page.getByText('Lotado').first().waitFor();
    await screenshot(page, 'booking-event-full');

    // The second finds it full and waits in the queue.
    await page.getByRole('tab', { name: 'Horários dos eventos' }).click();
    await fillBooking(page, second.name);
    await page
      .getByRole('dialog', { name: 'Cadastrar reserva' })
      .getByRole('button', { name: 'Reservar' })
      .click();
    const refused = page.getByRole('dialog', { name: 'Reserva não efetuada' });
    await refused.getByText('Não há vagas disponíveis').waitFor();
    await screenshot(page, 'booking-confirmation-dialog');
    await refused.getByRole('button', { name: 'Adicionar na fila' }).click();
    await page.getByText('Cadastrado com sucesso').first().waitFor();

    // The third is forced in: a warning first, then the booking.
    await fillBooking(page, third.name);
    await page
      .getByRole('dialog', { name: 'Cadastrar reserva' })
      .getByRole('button', { name: 'Reservar' })
      .click();
    await refused.getByRole('button', { name: 'Forçar reserva' }).click();
    await refused.getByText('Clique em Forçar reserva novamente para confirmar', { exact: false }).waitFor();
    await screenshot(page, 'booking-force-warning');
    await refused.getByRole('button', { name: 'Forçar reserva' }).click();
    await page.getByRole('heading', { name: 'Detalhes da reserva' }).waitFor();
    await page.getByText(third.name).first().waitFor();

    // Both bookings cancelled: the freed place is offered to the queue's first entry.
    for (const member of [third, first]) {
      await openActivityTab(page, 'Stand up paddle', 'Reservas');
      await page
        .getByRole('button', { name: `Cancelar da reserva de ${member.name}` })
        .first()
        .click();
      const cancel = page.getByRole('dialog', { name: 'Cancelar reserva' });
      await cancel.getByRole('button', { name: 'Cancelar reserva' }).click();
      await page.getByText('Cancelada com sucesso').first().waitFor();
    }
    await page.getByRole('button', { name: /Notificações: \d+ não lidas?/ }).click();
    await page.getByText('Vaga liberada').first().click();
    await page.getByRole('heading', { name: 'Detalhes da reserva na fila' }).waitFor();
    await page.getByText(second.name).first().waitFor();
    await screenshot(page, 'booking-queue-details');

    // Converting the entry books the second and closes the entry.
    await page.getByRole('button', { name: 'Reservar' }).click();
    const convert = page.getByRole('dialog', { name: 'Cadastrar reserva' });
    await screenshot(page, 'booking-queue-convert-dialog');
    await convert.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('heading', { name: 'Detalhes da reserva' }).waitFor();
    await page.getByText(second.name).first().waitFor();

    // The concierge may book but is never offered to force.
    const concierge = await newPage(browser());
    await signIn(concierge, 'portaria@reserva.dev');
    await openActivityTab(concierge, 'Stand up paddle', 'Horários dos eventos');
    await fillBooking(concierge, fourth.name);
    await concierge
      .getByRole('dialog', { name: 'Cadastrar reserva' })
      .getByRole('button', { name: 'Reservar' })
      .click();
    const full = concierge.getByRole('dialog', { name: 'Reserva não efetuada' });
    await full.getByRole('button', { name: 'Adicionar na fila' }).waitFor();
    expect(await full.getByRole('button', { name: 'Forçar reserva' }).count()).toBe(0);
    await screenshot(concierge, 'booking-confirmation-concierge');
  });

  it('asks a reason to cancel past the deadline', async () => {
    const { morningId, members } = await seedWorld('Remo');
    const admin = await apiSession('admin@reserva.dev');
    const member = members[4] as World['members'][number];
    // Tomorrow at midnight: less than 24 hours ahead. Forced past any daily limit of the demo member.
    const booked = await apiCall(admin.token, 'POST', '/bookings?skipLimits=true', {
      activityScheduleId: morningId,
      userId: member.id,
      bookedDate: saoPauloDate(1),
    });
    // The booking stands, even when the demo member's record lacks what a payment would need.
    expect([201, 422], await booked.clone().text()).toContain(booked.status);
    if (booked.status === 422) {
      expect(((await booked.json()) as { message: string }).message).toMatch(/^user-.*-missing$/);
    }
    const page = await newPage(browser());
    await signIn(page, 'admin@reserva.dev');
    await openActivityTab(page, 'Remo', 'Reservas');
    await page
      .getByRole('button', { name: `Cancelar da reserva de ${member.name}` })
      .first()
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar reserva' });
    await cancel.getByRole('button', { name: 'Cancelar reserva' }).click();
    await cancel
      .getByText('Motivo requerido, ultrapassou tempo mínimo para cancelamento antes do início do evento')
      .waitFor();
    await cancel.getByRole('textbox', { name: 'Motivo' }).fill('Chuva forte');
    await screenshot(page, 'booking-cancel-reason');
    await cancel.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByText('Cancelada com sucesso').first().waitFor();
  });
});
