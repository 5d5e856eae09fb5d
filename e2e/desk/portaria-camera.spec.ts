import os from 'node:os';
import path from 'node:path';
import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import type { UserListItem } from '@reserva/shared/users/users.schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { faceMatchThumbnail } from '../../apps/api/src/modules/faces/sample-faces';
import { createBookableWorld, saoPauloDate } from '../support/booking-world';
import { apiCall, apiSession, newPage, screenshot, useBrowser } from '../support/browser';
import { writeFakeVideo } from '../support/fake-video';
import { PHONE, scrollWidthOf, signInToPortaria, TABLET } from '../support/portaria';
import { setVentureSettings } from '../support/ventures';

// Portaria's camera mode (issue 30, point 7): Chromium's fake camera plays another photo of Bruno
// Barbosa Silva than the one the demo enrolled; the gate names him and checks his booking of now in.

const video = path.join(os.tmpdir(), `reserva-e2e-gate-${process.pid}.y4m`);
beforeAll(async () => writeFakeVideo(video, await faceMatchThumbnail(0, 3)));
const browser = useBrowser({ fakeVideo: video });

const BRUNO = 'Bruno Barbosa Silva';

/** A time `minutes` from now in São Paulo, as HH:mm. */
const saoPauloTimeIn = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toLocaleTimeString('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Bruno, once the enrolment job (the first round comes 5 s after the server starts) has enrolled him. */
async function enrolledBruno(admin: SessionResponse): Promise<UserListItem> {
  return vi.waitFor(
    async () => {
      const response = await apiCall(admin.token, 'GET', `/users?name=${encodeURIComponent(BRUNO)}`);
      const [bruno] = ((await response.json()) as { items: UserListItem[] }).items;
      expect(bruno?.faceIdStatus).toBe('ENABLED');
      return bruno as UserListItem;
    },
    { timeout: 60_000, interval: 1000 },
  );
}

/** Books Bruno into a new event of `activityName` starting within the hour: a booking of now. */
async function bookBruno(admin: SessionResponse, brunoId: string, activityName: string): Promise<string> {
  const { scheduleIds } = await createBookableWorld(admin, {
    spotName: 'Portão principal',
    activityName,
    events: [{ startTime: saoPauloTimeIn(20), endTime: '23:59' }],
  });
  // Forced past the daily limit: other specs may book the demo members today too.
  const booked = await apiCall(admin.token, 'POST', '/bookings?skipLimits=true', {
    activityScheduleId: scheduleIds[0],
    userId: brunoId,
    bookedDate: saoPauloDate(0),
  });
  const booking = (await booked.json()) as { id?: string; metaData?: { id: string } };
  const id = booking.id ?? booking.metaData?.id;
  if (!id) throw new Error(`no booking: ${JSON.stringify(booking)}`);
  return id;
}

describe('Portaria, Câmera', () => {
  it('recognises an enrolled member at the gate and checks their booking of now in with one tap', async () => {
    const concierge = await apiSession('portaria@reserva.dev');
    const admin = await apiSession('admin@reserva.dev', concierge.venture.id);
    const bruno = await enrolledBruno(admin);
    const bookingId = await bookBruno(admin, bruno.id, 'Academia no portão');

    const page = await newPage(browser(), TABLET);
    await page.context().grantPermissions(['camera']);
    await signInToPortaria(page, 'portaria@reserva.dev');
    await page.getByRole('link', { name: 'Câmera' }).click();
    await page.getByRole('heading', { name: 'Câmera', level: 1 }).waitFor();
    const answer = page.getByRole('status').filter({ hasText: BRUNO });
    await answer.getByText('Reserva agora').waitFor({ timeout: 30_000 });
    await answer.getByText(/Academia no portão · Portão principal/).waitFor();
    await screenshot(page, 'portaria-camera');

    await page.getByRole('button', { name: `Fazer check-in de ${BRUNO}` }).click();
    await answer.getByText('Check-in feito').waitFor();
    const checkins = await apiCall(admin.token, 'GET', `/bookings/${bookingId}/checkins`);
    expect(((await checkins.json()) as { items: unknown[] }).items).toHaveLength(1);
    // The next frames still see him: the answer stays 'Check-in feito', and no second check-in is made.
    await page.waitForTimeout(2500);
    await answer.getByText('Check-in feito').waitFor();
    await screenshot(page, 'portaria-camera-checked-in');

    // Where the venture chooses it, the camera checks a booking of now in by itself.
    const second = await bookBruno(admin, bruno.id, 'Musculação no portão');
    await setVentureSettings(concierge.venture.id, { gateAutoCheckin: true });
    try {
      await answer.getByText(/Musculação no portão/).waitFor({ timeout: 30_000 });
      await answer.getByText('Check-in feito').waitFor();
      await vi.waitFor(async () => {
        const made = await apiCall(admin.token, 'GET', `/bookings/${second}/checkins`);
        expect(((await made.json()) as { items: unknown[] }).items).toHaveLength(1);
      });
      await page.getByText('Quem a câmera reconhece recebe o check-in da reserva de agora.').waitFor();
      expect(await page.getByRole('button', { name: `Fazer check-in de ${BRUNO}` }).count()).toBe(0);
    } finally {
      await setVentureSettings(concierge.venture.id, { gateAutoCheckin: false });
    }

    // On a phone the answer sits under the image, and nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await answer.getByText('Check-in feito').waitFor();
    expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portaria-camera-phone');
    await page.context().close();
  });
});
