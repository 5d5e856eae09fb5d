import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Database } from '../db/client';
import { type Audience, audiencesOf } from '../modules/notifications/audiences';
import type { AccessTokens } from './access-token';
import { loadPrincipal } from './principal';

// Socket.IO on the API's own HTTP server. The socket is authenticated by the access token, never by
// the userId the client sends. Rooms: one per user, one per venture's staff, and one per audience of
// notices in the session's venture (a new token, as a venture switch gives, is a new connection). A
// notice is one emit to its audience's room, whatever the staff. With REDIS_URL the events cross every
// server process through the Redis adapter.

export interface Realtime {
  /** To the audience's staff in the venture but `exceptUserId`. */
  toAudience(
    ventureId: string,
    audience: Audience,
    exceptUserId: string | null,
    event: string,
    payload: unknown,
  ): void;
  toVentureStaff(ventureId: string, event: string, payload: unknown): void;
}

const userRoom = (userId: string) => `user:${userId}`;
const ventureRoom = (ventureId: string) => `venture:${ventureId}:staff`;
const audienceRoom = (ventureId: string, audience: Audience) => `venture:${ventureId}:audience:${audience}`;

export async function attachRealtime(
  app: FastifyInstance,
  db: Database,
  tokens: AccessTokens,
  redisUrl: string | undefined,
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
    io.adapter(createAdapter(publisher, subscriber));
    app.addHook('onClose', async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    });
  }

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const claims = typeof token === 'string' ? await tokens.verify(token) : null;
    const principal = claims ? await loadPrincipal(db, claims).catch(() => null) : null;
    if (!principal) return next(new Error('unauthorized'));
    socket.data.principal = principal;
    next();
  });

  io.on('connection', (socket) => {
    const { userId, ventureId, features } = socket.data.principal;
    void socket.join([
      userRoom(userId),
      ...audiencesOf(features).map((audience) => audienceRoom(ventureId, audience)),
    ]);
    socket.on(SOCKET_EVENTS.connectedUsers, () => {
      void socket.join(ventureRoom(ventureId));
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
    toAudience: (ventureId, audience, exceptUserId, event, payload) => {
      const room = io.to(audienceRoom(ventureId, audience));
      (exceptUserId ? room.except(userRoom(exceptUserId)) : room).emit(event, payload);
    },
    toVentureStaff: (ventureId, event, payload) => io.to(ventureRoom(ventureId)).emit(event, payload),
  };
}
