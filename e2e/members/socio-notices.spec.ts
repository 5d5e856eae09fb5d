import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, newPage, screenshot, useBrowser } from '../support/browser';
import { invitedMember } from '../support/members';
import { PHONE, scrollWidthOf } from '../support/portaria';

// Sócio's notices (issue 31, point 8) at 390 px, on the Perfil page: a person of their own (the demo
// member's choices stay as the other specs expect) turns the reminder mail off, and it stays off.

const browser = useBrowser();

describe('Sócio notices', () => {
  it('turns the reminder mail off, and it stays off', async () => {
    const email = await invitedMember('Marina Avisos', 'avisos');
    const page = await newPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/app`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('link', { name: 'Perfil' }).click();
    const card = page.getByRole('region', { name: 'Avisos por e-mail' });
    const reminder = card.getByRole('switch', { name: /Lembrete na véspera/ });
    await reminder.waitFor();
    expect(await reminder.isChecked()).toBe(true);
    expect(await card.getByRole('switch', { name: /Reserva confirmada/ }).isChecked()).toBe(true);
    await reminder.click();
    await page.getByText('Preferências salvas').waitFor();
    expect(await reminder.isChecked()).toBe(false);

    await page.reload();
    await reminder.waitFor();
    expect(await reminder.isChecked()).toBe(false);
    expect(await card.getByRole('switch', { name: /Reserva cancelada/ }).isChecked()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'socio-notices');
  });
});
