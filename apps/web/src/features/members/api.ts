import type {
  MemberActivities,
  MemberBookingInput,
  MemberBookings,
  MemberEvent,
  MemberEventExtras,
  MemberQueueEntry,
  MemberQueueInput,
  MeResponse,
} from '@reserva/shared/members/members.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { takeEarly } from '../../app/session/early-reads';
import { showSuccessToast } from '../../ui/toasts';
import { memberEventsQuery } from './agenda-reads';

// The members' app's calls (Sócio, issue 31): everything under /api/me, for the signed-in person and
// those they book for.

const meKey = ['me'] as const;

export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => takeEarly<MeResponse>('/me') ?? api<MeResponse>('/me', { signal }),
  });
}

/** The venture's activities open to bookings (the agenda's filter). */
export function useMemberActivities() {
  return useQuery({
    queryKey: [...meKey, 'activities'],
    queryFn: ({ signal }) =>
      takeEarly<MemberActivities>('/me/activities') ?? api<MemberActivities>('/me/activities', { signal }),
  });
}

type MemberEvents = { items: MemberEvent[] };

/** The occurrences the person may book on `date`, of one activity or all. */
export function useMemberEvents(date: string, activityId: string | null = null) {
  return useQuery({
    queryKey: [...meKey, 'events', date, activityId],
    queryFn: ({ signal }) => {
      const query = memberEventsQuery(date, activityId);
      return (
        takeEarly<MemberEvents>('/me/events', query) ?? api<MemberEvents>('/me/events', { query, signal })
      );
    },
  });
}

export function useMemberEventExtras(activityScheduleId: string) {
  return useQuery({
    queryKey: [...meKey, 'extras', activityScheduleId],
    queryFn: ({ signal }) => api<MemberEventExtras>(`/me/events/${activityScheduleId}/extras`, { signal }),
  });
}

export function useMemberBookings() {
  return useQuery({
    queryKey: [...meKey, 'bookings'],
    queryFn: ({ signal }) => api<MemberBookings>('/me/bookings', { signal }),
  });
}

export function useMemberQueueEntries() {
  return useQuery({
    queryKey: [...meKey, 'queue-entries'],
    queryFn: ({ signal }) => api<{ items: MemberQueueEntry[] }>('/me/queue-entries', { signal }),
  });
}

/** After any change the person's events, bookings and queue are read again. */
function useInvalidateMine() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: meKey });
}

export function useBookForMember() {
  const onSettled = useInvalidateMine();
  return useMutation({
    mutationFn: (
      body: Partial<MemberBookingInput> & Pick<MemberBookingInput, 'activityScheduleId' | 'bookedDate'>,
    ) => api<{ id: string }>('/me/bookings', { method: 'POST', body }),
    onSettled,
  });
}

export function useCancelMemberBooking() {
  const onSettled = useInvalidateMine();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      api<void>(`/me/bookings/${id}/cancel`, { method: 'POST', body: { reason } }),
    onSettled,
  });
}

export function useJoinQueue() {
  const onSettled = useInvalidateMine();
  return useMutation({
    mutationFn: (
      body: Partial<MemberQueueInput> & Pick<MemberQueueInput, 'activityScheduleId' | 'bookedDate'>,
    ) => api<{ id: string }>('/me/queue-entries', { method: 'POST', body }),
    onSettled,
  });
}

export function useLeaveQueue() {
  const onSettled = useInvalidateMine();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/me/queue-entries/${id}`, { method: 'DELETE' }),
    onSettled,
  });
}

/** A queue entry that took a freed place shows at once, with a notice; a reconnection catches up. */
export function useLiveMemberUpdates(): void {
  const invalidate = useInvalidateMine();
  useSocketEvent(SOCKET_EVENTS.queueFilled, (payload: { title?: string; description?: string }) => {
    invalidate();
    if (payload?.title) showSuccessToast(payload.title, payload.description);
  });
  useSocketEvent('connect', invalidate);
}
