import type { AddressInfo } from 'node:net';
import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { bearer, createTestApp, expectError, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const broadcast = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications', headers: bearer(token), payload });
const inbox = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(token) });

describe('notifications', () => {
  it('delivers a manager’s notice to every staff member of the venture, in that venture only', async () => {
    const master = await t.signIn('master@reserva.dev');
    const response = await broadcast(master.token, {
      title: 'Piscina fechada',
      description: 'Manutenção até 14h',
    });
    expect(response.statusCode).toBe(201);
    // Praia staff: master, admin, vendedor, portaria, funcionario.
    expect(response.json().delivered).toBe(5);

    const concierge = await t.signIn('portaria@reserva.dev');
    const list = (await inbox(concierge.token, '?isUnread=true')).json();
    expect(list.items.map((n: Notification) => n.title)).toContain('Piscina fechada');
    expect(list).toMatchObject({ pages: 1 });

    const admin = await t.signIn('admin@reserva.dev');
    const serra = admin.user.ventures.find((v) => v.name === 'Reserva Serra Resort');
    const inSerra = await t.signIn('admin@reserva.dev', serra?.id);
    expect((await inbox(inSerra.token)).json().items.map((n: Notification) => n.title)).not.toContain(
      'Piscina fechada',
    );
  });

  it('refuses the notice to a user without NOTIFICATION_WRITE_ACCESS', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(await broadcast(concierge.token, { title: 'x' }), 403, 'insufficient-privilege');
  });

  it('marks a notification viewed, filters by isUnread, and keeps others’ notifications out of reach', async () => {
    const master = await t.signIn('master@reserva.dev');
    await broadcast(master.token, { title: 'Aviso para marcar' });
    const employee = await t.signIn('funcionario@reserva.dev');
    const target = (await inbox(employee.token, '?isUnread=true'))
      .json()
      .items.find((n: Notification) => n.title === 'Aviso para marcar');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${target.id}`,
      headers: bearer(employee.token),
      payload: { isUnread: false },
    });
    expect(patched.json()).toMatchObject({ id: target.id, isUnread: false });
    const unread = (await inbox(employee.token, '?isUnread=true'))
      .json()
      .items.map((n: Notification) => n.id);
    expect(unread).not.toContain(target.id);
    const read = (await inbox(employee.token, '?isUnread=false')).json().items.map((n: Notification) => n.id);
    expect(read).toContain(target.id);

    const concierge = await t.signIn('portaria@reserva.dev');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${target.id}`,
      headers: bearer(concierge.token),
      payload: { isUnread: true },
    });
    expectError(foreign, 404, 'notification-not-found');
  });

  it('pages the inbox', async () => {
    const master = await t.signIn('master@reserva.dev');
    for (let i = 0; i < 3; i++) await broadcast(master.token, { title: `Página ${i}` });
    const page = (await inbox(master.token, '?limit=2&page=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.pages).toBe(Math.ceil(page.total / 2));
  });
});

describe('realtime', () => {
  function connect(url: string, token: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', (error) => reject(error));
    });
  }

  function nextEvent<T>(socket: Socket, event: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  }

  async function listen(app: TestApp['app']): Promise<string> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  it('refuses a socket without a valid token', async () => {
    const url = await listen(t.app);
    await expect(connect(url, 'forged')).rejects.toThrow('unauthorized');
  });

  it('pushes booking-notification to the recipient’s open socket, with the stored notification', async () => {
    const url = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await listen(t.app);
    const concierge = await t.signIn('portaria@reserva.dev');
    const socket = await connect(url, concierge.token);
    socket.emit('connected-users', { userId: 'ignored-the-token-decides', featureGroupKey: 'CONCIERGE' });
    const arrived = nextEvent<Notification>(socket, 'booking-notification');
    const master = await t.signIn('master@reserva.dev');
    await broadcast(master.token, { title: 'Ao vivo' });
    const notification = await arrived;
    expect(notification).toMatchObject({ title: 'Ao vivo', isUnread: true });
    const stored = (await inbox(concierge.token)).json().items.map((n: Notification) => n.id);
    expect(stored).toContain(notification.id);
    socket.close();
  });

  it('closes while a socket is open, disconnecting it, so that a stopped process exits', async () => {
    // An upgraded connection keeps an HTTP server from closing: closing must end the sockets first.
    const own = await buildApp(testConfig(), t.database.db);
    const url = await listen(own.app);
    const concierge = await t.signIn('portaria@reserva.dev');
    const socket = await connect(url, concierge.token);
    const disconnected = nextEvent<string>(socket, 'disconnect');
    const closed = own.app.close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000));
    expect(await Promise.race([closed, timeout])).toBe('closed');
    expect(await disconnected).toBe('io server disconnect');
  });

  it.runIf(process.env.REDIS_URL)('crosses server processes through Redis', async () => {
    // A second app on the same database: the notice posted to one reaches a socket held by the other.
    const other = await buildApp(testConfig({ REDIS_URL: process.env.REDIS_URL as string }), t.database.db);
    const first = await buildApp(testConfig({ REDIS_URL: process.env.REDIS_URL as string }), t.database.db);
    try {
      const url = await listen(other.app);
      const concierge = await t.signIn('portaria@reserva.dev');
      const socket = await connect(url, concierge.token);
      const arrived = nextEvent<Notification>(socket, 'booking-notification');
      await first.app.ready();
      const master = await t.signIn('master@reserva.dev');
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: bearer(master.token),
        payload: { title: 'Entre processos' },
      });
      expect(response.statusCode).toBe(201);
      expect((await arrived).title).toBe('Entre processos');
      socket.close();
    } finally {
      await Promise.all([other.app.close(), first.app.close()]);
    }
  });
});
