import type { Notification } from '@reserva/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { staffNotices } from '../../db/schema/notifications';
import { ventureIdByRef } from '../../test/fixtures';
import { connectSocket, listenUrl, nextEvent } from '../../test/realtime-client';
import {
  bearer,
  createTestApp,
  expectError,
  redisTestConfig,
  type TestApp,
  testConfig,
} from '../../test/test-app';
import { notifyVentureStaff, publish } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const broadcast = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications', headers: bearer(token), payload });
/** The Praia venture (admin's sessions may have moved to Serra: sign-in resumes the last venture). */
const praiaId = () => ventureIdByRef(t.database.db, 'PRAIA');
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

    const inSerra = await t.signIn('admin@reserva.dev', await ventureIdByRef(t.database.db, 'SERRA'));
    expect((await inbox(inSerra.token)).json().items.map((n: Notification) => n.title)).not.toContain(
      'Piscina fechada',
    );
  });

  it('refuses the notice to a user without NOTIFICATION_WRITE_ACCESS', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(await broadcast(concierge.token, { title: 'x' }), 403, 'insufficient-privilege');
  });

  it('marks a notice viewed for its reader only, filters by isUnread, and keeps it from others', async () => {
    const master = await t.signIn('master@reserva.dev');
    await broadcast(master.token, { title: 'Aviso para marcar' });
    const employee = await t.signIn('funcionario@reserva.dev');
    const target = (await inbox(employee.token, '?isUnread=true'))
      .json()
      .items.find((n: Notification) => n.title === 'Aviso para marcar');
    const mark = (token: string, isUnread: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/notifications/${target.id}`,
        headers: bearer(token),
        payload: { isUnread },
      });
    expect((await mark(employee.token, false)).json()).toMatchObject({ id: target.id, isUnread: false });
    const idsOf = async (token: string, query: string) =>
      (await inbox(token, query)).json().items.map((n: Notification) => n.id);
    expect(await idsOf(employee.token, '?isUnread=true')).not.toContain(target.id);
    expect(await idsOf(employee.token, '?isUnread=false')).toContain(target.id);
    // One notice, read by each on their own: the concierge has not viewed it.
    const concierge = await t.signIn('portaria@reserva.dev');
    expect(await idsOf(concierge.token, '?isUnread=true')).toContain(target.id);
    expect((await mark(employee.token, true)).json()).toMatchObject({ isUnread: true });

    // Another venture's session does not reach it.
    const inSerra = await t.signIn('admin@reserva.dev', await ventureIdByRef(t.database.db, 'SERRA'));
    expectError(await mark(inSerra.token, false), 404, 'notification-not-found');
  });

  it('stores a notice once for its audience: those without its keys and its author neither see nor mark it', async () => {
    const venture = await praiaId();
    const admin = await t.signIn('admin@reserva.dev', venture);
    // A suspension is for those who manage blocks: the ADMIN, not the employee.
    const [suspension] = await t.ctx.db
      .insert(staffNotices)
      .values({ ventureId: venture, kind: 'BLOCK', title: 'Suspensão por no-show' })
      .returning();
    const [own] = await t.ctx.db
      .insert(staffNotices)
      .values({ ventureId: venture, kind: 'MESSAGE', authorId: admin.user.id, title: 'Aviso do próprio' })
      .returning();
    const employee = await t.signIn('funcionario@reserva.dev');
    const titles = async (token: string) =>
      (await inbox(token, '?limit=100')).json().items.map((n: Notification) => n.title);
    expect(await titles(admin.token)).toContain('Suspensão por no-show');
    expect(await titles(employee.token)).not.toContain('Suspensão por no-show');
    expect(await titles(admin.token)).not.toContain('Aviso do próprio');
    expect(await titles(employee.token)).toContain('Aviso do próprio');
    for (const [token, id] of [
      [employee.token, suspension?.id],
      [admin.token, own?.id],
    ]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/notifications/${id}`,
        headers: bearer(token as string),
        payload: { isUnread: false },
      });
      expectError(refused, 404, 'notification-not-found');
    }
    const stored = await t.ctx.db
      .select()
      .from(staffNotices)
      .where(eq(staffNotices.title, 'Suspensão por no-show'));
    expect(stored).toHaveLength(1);
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
  it('refuses a socket without a valid token', async () => {
    const url = await listenUrl(t.app);
    await expect(connectSocket(url, 'forged')).rejects.toThrow('unauthorized');
  });

  it('pushes booking-notification to the recipient’s open socket, with the stored notification', async () => {
    const url = await listenUrl(t.app);
    const concierge = await t.signIn('portaria@reserva.dev');
    const socket = await connectSocket(url, concierge.token);
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

  it('sends a live notice once to its audience’s room: not to its author, nor to staff without its keys', async () => {
    const url = await listenUrl(t.app);
    const venture = await praiaId();
    const master = await t.signIn('master@reserva.dev', venture);
    const admin = await t.signIn('admin@reserva.dev', venture);
    const employee = await t.signIn('funcionario@reserva.dev', venture);
    const sockets = await Promise.all(
      [master, admin, employee].map((session) => connectSocket(url, session.token)),
    );
    const [toMaster, toAdmin, toEmployee] = sockets.map((socket) =>
      nextEvent<Notification>(socket, 'booking-notification'),
    );
    publish(
      t.ctx.realtime,
      await notifyVentureStaff(
        t.ctx.db,
        venture,
        'BLOCK',
        { title: 'Suspensão ao vivo', description: null },
        admin.user.id,
      ),
    );
    expect(await toMaster).toMatchObject({ title: 'Suspensão ao vivo', isUnread: true });
    // Then a notice for every staff member: the first the author and the employee hear.
    await broadcast(master.token, { title: 'Depois da suspensão' });
    expect((await toAdmin)?.title).toBe('Depois da suspensão');
    expect((await toEmployee)?.title).toBe('Depois da suspensão');
    for (const socket of sockets) socket.close();
  });

  it('closes while a socket is open, disconnecting it, so that a stopped process exits', async () => {
    // An upgraded connection keeps an HTTP server from closing: closing must end the sockets first.
    const own = await buildApp(testConfig(), t.database.db);
    const url = await listenUrl(own.app);
    const concierge = await t.signIn('portaria@reserva.dev');
    const socket = await connectSocket(url, concierge.token);
    const disconnected = nextEvent<string>(socket, 'disconnect');
    const closed = own.app.close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000));
    expect(await Promise.race([closed, timeout])).toBe('closed');
    expect(await disconnected).toBe('io server disconnect');
  });

  it.runIf(process.env.REDIS_URL)('crosses server processes through Redis', async () => {
    // A second app on the same database: the notice posted to one reaches a socket held by the other.
    const redis = redisTestConfig();
    const other = await buildApp(testConfig(redis), t.database.db);
    const first = await buildApp(testConfig(redis), t.database.db);
    // A process of another installation on the same Redis (its own channel prefix) hears nothing.
    const stranger = await buildApp(testConfig(redisTestConfig()), t.database.db);
    try {
      const url = await listenUrl(other.app);
      const concierge = await t.signIn('portaria@reserva.dev');
      const socket = await connectSocket(url, concierge.token);
      const arrived = nextEvent<Notification>(socket, 'booking-notification');
      const strangerSocket = await connectSocket(await listenUrl(stranger.app), concierge.token);
      const overheard: string[] = [];
      strangerSocket.on('booking-notification', (notice: Notification) => overheard.push(notice.title));
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
      // The pair's event has crossed Redis; the stranger's subscription would have had it by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(overheard).toEqual([]);
      socket.close();
      strangerSocket.close();
    } finally {
      await Promise.all([other.app.close(), first.app.close(), stranger.app.close()]);
    }
  });
});
