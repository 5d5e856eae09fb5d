import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBookableWorld, demoMembers, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, useBrowser } from '../support/browser';
import { writeFakeVideo } from '../support/fake-video';
import { PHONE, scrollWidthOf, signInToPortaria } from '../support/portaria';

// Portaria's pass reader (issue 30, point 8): Chromium's fake camera shows the QR of a booking's pass,
// as a member holds up their phone; the app reads it and checks the booking in.

const video = path.join(os.tmpdir(), `reserva-e2e-pass-${process.pid}.y4m`);
let booked: { memberName: string; bookingId: string };

beforeAll(async () => {
  const concierge = await apiSession('portaria@reserva.dev');
  const admin = await apiSession('admin@reserva.dev', concierge.venture.id);
  const { scheduleIds } = await createBookableWorld(admin, {
    spotName: 'Quadra do passe',
    activityName: 'Vôlei do passe',
    events: [{ startTime: '23:00', endTime: '23:59' }],
  });
  // Forced past the daily limit: other specs book the demo members today too.
  const members = await demoMembers(admin, 8);
  const member = members.at(-1) as { id: string; name: string };
  const response = await apiCall(admin.token, 'POST', '/bookings?skipLimits=true', {
    activityScheduleId: scheduleIds[0],
    userId: member.id,
    bookedDate: saoPauloDate(0),
  });
  const answer = (await response.json()) as { id?: string; metaData?: { id: string } };
  const bookingId = answer.id ?? answer.metaData?.id;
  if (!bookingId) throw new Error(`no booking: ${JSON.stringify(answer)}`);
  booked = { memberName: member.name, bookingId };
  const pass = await apiCall(admin.token, 'GET', `/bookings/${booked.bookingId}/pass`);
  const { code } = (await pass.json()) as { code: string };
  await writeFakeVideo(video, await QRCode.toBuffer(code, { width: 400, margin: 2 }));
});
const browser = useBrowser({ fakeVideo: video });

describe('Portaria, Ler QR', () => {
  it("reads a booking's pass with the camera and checks it in; a forged code is refused", async () => {
    const page = await newPage(browser(), PHONE);
    await page.context().grantPermissions(['camera']);
    await signInToPortaria(page, 'portaria@reserva.dev');
    await page.getByRole('link', { name: 'Ler QR' }).click();
    await page.getByRole('heading', { name: 'Ler QR', level: 1 }).waitFor();
    const answer = page.getByRole('status').filter({ hasText: booked.memberName });
    await answer.getByText('Check-in feito').waitFor({ timeout: 30_000 });
    await answer.getByText(/Vôlei do passe · Quadra do passe · 23:00–23:59/).waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portaria-pass-scan');

    const admin = await apiSession('admin@reserva.dev');
    const checkins = await apiCall(admin.token, 'GET', `/bookings/${booked.bookingId}/checkins`);
    expect(((await checkins.json()) as { items: unknown[] }).items).toHaveLength(1);

    // A code typed by hand goes the same way: one this server never signed is refused.
    await page.getByLabel('Código do passe').fill('R1.forjado.abc');
    await page.getByRole('button', { name: 'Fazer check-in', exact: true }).click();
    const refused = page.getByRole('status').filter({ hasText: 'Passe recusado' });
    await refused.getByText('Código inválido').waitFor();
    await screenshot(page, 'portaria-pass-refused');
    await page.context().close();
  });
});
