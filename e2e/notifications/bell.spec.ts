import { describe, expect, it } from 'vitest';
import { apiCall, apiSession, baseUrl, newPage, screenshot, signIn, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('notification bell', () => {
  it('shows a notification created on the server without reloading, and marks it viewed', async () => {
    // Bookings made before (the demo week's, other specs') notified the concierge: all viewed first.
    const concierge = await apiSession('portaria@reserva.dev');
    const earlier = (await (
      await apiCall(concierge.token, 'GET', '/notifications?isUnread=true&limit=100')
    ).json()) as {
      items: { id: string }[];
    };
    for (const { id } of earlier.items) {
      await apiCall(concierge.token, 'PATCH', `/notifications/${id}`, { isUnread: false });
    }
    const page = await newPage(browser());
    await signIn(page, 'portaria@reserva.dev');
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();

    // In the concierge's venture: the notice goes to the staff of the sender's session venture.
    const master = await apiSession('master@reserva.dev', concierge.venture.id);
    const sent = await fetch(`${baseUrl()}/api/notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${master.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Quadra 2 interditada',
        description: 'Chuva forte: reservas remanejadas.',
      }),
    });
    if (sent.status !== 201) throw new Error(`notice not sent: ${sent.status}`);

    // The unread badge appears live; then the panel lists it.
    await page.getByRole('button', { name: 'Notificações: 1 não lida' }).waitFor();
    await page.getByRole('button', { name: 'Notificações' }).click();
    await page.getByText('Quadra 2 interditada').waitFor();
    await screenshot(page, 'notification-bell');
    await page.getByRole('button', { name: 'Marcar como lida' }).click();
    // Viewed: the unread count is gone, and the server agrees.
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const unread = await fetch(`${baseUrl()}/api/notifications?isUnread=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await unread.json()) as { total: number }).total).toBe(0);
  });
});
