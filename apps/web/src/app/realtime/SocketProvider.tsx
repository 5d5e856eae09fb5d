import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { type ReactNode, useEffect, useMemo } from 'react';
import { io } from 'socket.io-client';
import { renewAccessToken } from '../session/api-client';
import { useRequiredSession } from '../session/use-session';
import { SocketContext } from './socket-context';

/** Whether a JWT's `exp` has passed (read only to decide whether a refresh can help). */
function isExpired(token: string): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

/**
 * One Socket.IO connection per access token: a refresh or a venture switch changes the token, so the
 * connection is replaced with one the server scopes to the new venture; signing out unmounts it.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { token, user } = useRequiredSession();
  const socket = useMemo(
    // WebSocket only: no long-polling, so processes behind a load balancer need no sticky sessions.
    () =>
      io({
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        autoConnect: false,
        forceNew: true,
      }),
    [token],
  );
  const userId = user.id;
  const featureGroupKey = user.featureGroup.key;

  useEffect(() => {
    const join = () => socket.emit(SOCKET_EVENTS.connectedUsers, { userId, featureGroupKey });
    // The server refuses an expired token and then stops retrying; a renewed token reconnects.
    const refused = () => {
      if (!socket.active && isExpired(token)) renewAccessToken(token).catch(() => undefined);
    };
    socket.on('connect', join);
    socket.on('connect_error', refused);
    socket.connect();
    return () => {
      socket.off('connect', join);
      socket.off('connect_error', refused);
      socket.disconnect();
    };
  }, [socket, token, userId, featureGroupKey]);

  return <SocketContext value={socket}>{children}</SocketContext>;
}
