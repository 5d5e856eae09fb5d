import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { bookDemoMember, createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, baseUrl, newPage, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

// A booking's pass as its confirmation mail links it: /passe?token=<code>, public, on a phone.
describe('the booking pass page', () => {
  it('shows the pass of the mailed link as a QR code, and refuses anything else', async () => {
    const admin = await apiSession('admin@reserva.dev');
    const { scheduleIds } = await createBookableWorld(admin, {
      spotName: 'Píer',
      activityName: 'Stand up paddle',
      events: [{ startTime: '09:00', endTime: '10:00' }],
    });
    const { bookingId } = await bookDemoMember(admin, scheduleIds[0] as string, saoPauloDate(3));
    const pass = await apiCall(admin.token, 'GET', `/bookings/${bookingId}/pass`);
    expect(pass.status).toBe(200);
    const { code } = (await pass.json()) as { code: string };

    const page = await newPage(browser(), { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/passe?token=${encodeURIComponent(code)}`);
    await page.getByRole('heading', { name: 'Seu passe' }).waitFor();
    await page.getByRole('img', { name: 'QR code do passe da reserva' }).waitFor();
    await expectAccessible(page, 'booking-pass-page');
    await screenshot(page, 'booking-pass-page');

    await page.goto(`${baseUrl()}/passe?token=${encodeURIComponent(`${code.slice(0, -1)}*`)}`);
    await page.getByRole('heading', { name: 'Link inválido' }).waitFor();
    await page.context().close();
  });
});
