import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Database } from '../db/client';
import { NOTICE_ROOM_PREFIX } from '../modules/notifications/notice-rooms';
import { readerRoomsOf } from '../modules/notifications/notifications.service';
import type { AccessTokens } from './access-token';
import type { Config } from './config';
import { loadPrincipal } from './principal';

// Socket.IO on the API's own HTTP server. The socket is authenticated by the access token, never by
// the userId the client sends. Rooms: one per user, one per venture's staff, and those of the notices
// the user hears in the session's venture (modules/notifications/notice-rooms.ts; a new token, as a
// venture switch gives, is a new connection). With REDIS_URL the events cross every server process
// through the Redis adapter.

export interface Realtime {
  /** To the sockets in any of `rooms` (once each) but those of `exceptUserId`. */
  toRooms(rooms: string[], exceptUserId: string | null, event: string, payload: unknown): void;
  toVentureStaff(ventureId: string, event: string, payload: unknown): void;
  /** To every open screen of these users (their own rooms): the members' app hears only these. */
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
  /** Moves the user's open screens in the venture, on every process, from their notice rooms to `rooms`. */
  setNoticeRooms(userId: string, ventureId: string, rooms: string[]): Promise<void>;
}

const userRoom = (userId: string) => `user:${userId}`;
const ventureRoom = (ventureId: string) => `venture:${ventureId}:staff`;

export async function attachRealtime(
  app: FastifyInstance,
  db: Database,
  tokens: AccessTokens,
  { redisUrl, redisChannelPrefix }: Pick<Config, 'redisUrl' | 'redisChannelPrefix'>,
): Promise<Realtime> {
  const io = new Server(app.server, { serveClient: false, path: '/socket.io' });

  if (redisUrl) {
    // Loaded only here: one process on the embedded database never pays for the Redis client.
    const [{ createAdapter }, { createClient }] = await Promise.all([
      import('@socket.io/redis-adapter'),
      import('redis'),
    ]);
    const publisher = createClient({ url: redisUrl });
    const subscriber = publisher.duplicate();
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber, { key: redisChannelPrefix }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const claims = typeof token === 'string' ? await tokens.verify(token) : null;
    const principal = claims ? await loadPrincipal(db, claims).catch(() => null) : null;
    if (!principal) return next(new Error('unauthorized'));
    // Read before the connection is accepted, so its rooms are joined before the client hears 'connect'.
    // A person hears only what is sent to them: no staff notice reaches the members' app.
    const noticeRooms =
      principal.audience === 'person' ? [] : await readerRoomsOf(db, principal).catch(() => null);
    if (!noticeRooms) return next(new Error('unavailable'));
    socket.data.noticeRooms = noticeRooms;
    // Plain values only: another process reads them through the adapter (`setNoticeRooms`).
    socket.data.ventureId = principal.ventureId;
    socket.data.userId = principal.userId;
    socket.data.isStaff = principal.audience === 'staff';
    next();
  });

  io.on('connection', (socket) => {
    const { userId, ventureId, noticeRooms, isStaff } = socket.data;
    void socket.join([userRoom(userId), ...noticeRooms]);
    // An acknowledgement, when asked for, says the room is joined: nothing sent to it after is missed.
    socket.on(SOCKET_EVENTS.connectedUsers, (...args: unknown[]) => {
      if (isStaff) void socket.join(ventureRoom(ventureId));
      const ack = args.at(-1);
      if (typeof ack === 'function') ack();
    });
  });

  // An upgraded connection keeps the HTTP server from closing, so a stopping process ends its own
  // sockets first (`local`: through the adapter it would disconnect every process's clients); they
  // reconnect to a process still running.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    toRooms: (rooms, exceptUserId, event, payload) => {
      const to = io.to(rooms);
      (exceptUserId ? to.except(userRoom(exceptUserId)) : to).emit(event, payload);
    },
    toVentureStaff: (ventureId, event, payload) => io.to(ventureRoom(ventureId)).emit(event, payload),
    toUsers: (userIds, event, payload) => io.to(userIds.map(userRoom)).emit(event, payload),
    setNoticeRooms: async (userId, ventureId, rooms) => {
      const wanted = new Set(rooms);
      for (const socket of await io.in(userRoom(userId)).fetchSockets()) {
        if (socket.data.ventureId !== ventureId) continue;
        // Joined first, then the old ones left: a notice sent meanwhile is not missed.
        socket.join(rooms);
        for (const room of socket.rooms) {
          if (room.startsWith(NOTICE_ROOM_PREFIX) && !wanted.has(room)) socket.leave(room);
        }
      }
    },
  };
}
