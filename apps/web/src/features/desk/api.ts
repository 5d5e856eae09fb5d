import type { DeskToday } from '@reserva/shared/desk/desk.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { useCreateCheckin } from '../bookings/api';

// The desk's calls (Portaria): the venture's day, and the one-tap check-in through the bookings' own.

const deskTodayKey = ['desk', 'today'] as const;

/** The session venture's events of today; `q` (name, CPF or phone) narrows them to the people found. */
export function useDeskToday(q: string) {
  return useQuery({
    queryKey: [...deskTodayKey, q],
    queryFn: ({ signal }) => api<DeskToday>('/desk/today', { query: q ? { q } : {}, signal }),
    // The list stays while a new search loads, instead of a loader at each keystroke.
    placeholderData: keepPreviousData,
    // Check-ins made at another desk send no realtime event: a periodic reload brings them.
    refetchInterval: 60_000,
  });
}

/** Reloads the day (after a check-in or a booking made at the desk). */
export function useInvalidateDeskToday() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: deskTodayKey });
}

/** Bookings and cancellations made elsewhere show at once; a reconnection catches what was missed. */
export function useLiveDeskToday(): void {
  const invalidate = useInvalidateDeskToday();
  useSocketEvent(SOCKET_EVENTS.bookingNotification, invalidate);
  useSocketEvent(SOCKET_EVENTS.cancelBookingNotification, invalidate);
  useSocketEvent('connect', invalidate);
}

/** The back-office's check-in (its toasts and reloads), reloading the day as well. */
export function useDeskCheckin() {
  const checkin = useCreateCheckin();
  const invalidate = useInvalidateDeskToday();
  return {
    isPending: checkin.isPending,
    data: checkin.data,
    checkIn: (bookingId: string) => checkin.mutate(bookingId, { onSettled: invalidate }),
  };
}
