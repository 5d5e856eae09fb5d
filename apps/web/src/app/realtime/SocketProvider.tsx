import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { type ReactNode, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
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
 * connection is replaced with one the server scopes to the new venture; signing out unmounts it. The
 * client library is fetched once the screen is drawn (no screen waits for live updates), and until it
 * connects the listeners (useSocketEvent) simply have no socket yet.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { token, user } = useRequiredSession();
  const [socket, setSocket] = useState<Socket | null>(null);
  const userId = user.id;
  const featureGroupKey = user.featureGroup.key;

  useEffect(() => {
    let ended = false;
    let opened: Socket | undefined;
    const join = () => opened?.emit(SOCKET_EVENTS.connectedUsers, { userId, featureGroupKey });
    // The server refuses an expired token and then stops retrying; a renewed token reconnects.
    const refused = () => {
      if (opened && !opened.active && isExpired(token)) renewAccessToken(token).catch(() => undefined);
    };
    import('socket.io-client')
      .then(({ io }) => {
        if (ended) return;
        // WebSocket only: no long-polling, so processes behind a load balancer need no sticky sessions.
        opened = io({ path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
        opened.on('connect', join);
        opened.on('connect_error', refused);
        setSocket(opened);
      })
      // Offline before the library ever arrived: the app works, without live updates.
      .catch(() => undefined);
    return () => {
      ended = true;
      opened?.off('connect', join);
      opened?.off('connect_error', refused);
      opened?.disconnect();
      setSocket(null);
    };
  }, [token, userId, featureGroupKey]);

  return <SocketContext value={socket}>{children}</SocketContext>;
}
