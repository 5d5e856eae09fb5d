import type { DeskPeriod, DeskToday, PassCheckin } from '@reserva/shared/desk/desk.schemas';
import type { FaceIdentifyResponse } from '@reserva/shared/faces/faces.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { useCreateCheckin } from '../bookings/api';

// The desk's calls (Portaria): the venture's day, the one-tap check-in through the bookings' own, the
// gate camera's identification and the pass scan.

const deskTodayKey = ['desk', 'today'] as const;

/** Events per page of the day: a phone's few screens; the next come as the list reaches its end. */
const DESK_PAGE_SIZE = 20;

/**
 * The session venture's events of today in `period`, a page at a time (`fetchNextPage`); `q` (name,
 * CPF or phone) narrows them to the people found.
 */
export function useDeskToday(q: string, period: DeskPeriod) {
  return useInfiniteQuery({
    queryKey: [...deskTodayKey, q, period],
    queryFn: ({ signal, pageParam }) =>
      api<DeskToday>('/desk/today', {
        query: { ...(q && { q }), period, page: pageParam, limit: DESK_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.pages ? page + 1 : undefined),
    // The list stays while a new search loads, instead of a loader at each keystroke.
    placeholderData: keepPreviousData,
    // A safety net beside the live events: what a lost connection missed shows within a minute.
    refetchInterval: 60_000,
  });
}

/** Reloads the day (after a check-in or a booking made at the desk). */
export function useInvalidateDeskToday() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: deskTodayKey });
}

/** Bookings, cancellations and check-ins made elsewhere show at once; a reconnection catches up. */
export function useLiveDeskToday(): void {
  const invalidate = useInvalidateDeskToday();
  useSocketEvent(SOCKET_EVENTS.bookingNotification, invalidate);
  useSocketEvent(SOCKET_EVENTS.cancelBookingNotification, invalidate);
  useSocketEvent(SOCKET_EVENTS.checkinNotification, invalidate);
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

/** Who the gate camera sees (POST /faces/identify): one frame, the answer the gate decides on. */
export function useIdentifyFace() {
  return useMutation({
    mutationFn: (frame: File) => {
      const body = new FormData();
      body.append('frame', frame);
      return api<FaceIdentifyResponse>('/faces/identify', { method: 'POST', body });
    },
  });
}

/** Checks in the booking a scanned pass names (POST /desk/passes/check-in). */
export function usePassCheckin() {
  const invalidate = useInvalidateDeskToday();
  return useMutation({
    mutationFn: (code: string) =>
      api<PassCheckin>('/desk/passes/check-in', { method: 'POST', body: { code } }),
    onSettled: invalidate,
  });
}
