import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { Socket } from 'socket.io-client';

export const SocketContext = createContext<Socket | null>(null);

/** Runs `listener` for every `event` of the session's socket, across reconnections. */
export function useSocketEvent<Payload>(event: string, listener: (payload: Payload) => void): void {
  const socket = useContext(SocketContext);
  const onEvent = useEffectEvent(listener);
  useEffect(() => {
    if (!socket) return;
    const handle = (payload: Payload) => onEvent(payload);
    socket.on(event, handle);
    return () => {
      socket.off(event, handle);
    };
  }, [socket, event]);
}
