import type { ActivityOption } from '@reserva/shared/activities/activities.schemas';
import type {
  QueueEntry,
  QueueInput,
  QueueListQuery,
  QueueUpdateInput,
} from '@reserva/shared/bookings/queues.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the queue screens (spec 001 s.7, '/booking-queues'): the list and details, create,
// edit, delete and priority. A queue write also changes the event-day dialog's 'Fila de espera', read
// under the events' key (features/schedules/api.ts, useOccurrenceQueue), so it reloads that too.

const queuesKey = ['booking-queues'] as const;
const queueKey = (id: string) => [...queuesKey, 'details', id] as const;
/** The event-day dialog's queue tables (features/schedules/api.ts). */
const occurrenceQueuesKey = ['schedules', 'queue'] as const;

/** The list's query as sent: date, activity and event, and the page. */
export type QueuesQuery = Pick<QueueListQuery, 'bookedDate' | 'activityId' | 'activityScheduleId'> & {
  limit: number;
  page: number;
};

/** GET /booking-queues; nothing is asked until the query is complete (null). */
export function useQueueEntries(query: QueuesQuery | null) {
  return useQuery({
    queryKey: [...queuesKey, 'list', query],
    queryFn: ({ signal }) => api<Paged<QueueEntry>>('/booking-queues', { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useQueueEntry(id: string | undefined) {
  return useQuery({
    queryKey: queueKey(id ?? ''),
    queryFn: ({ signal }) => api<QueueEntry>(`/booking-queues/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** The venture's active activities, for the list's filter (GET /activities/select). */
export function useActivityOptions() {
  return useQuery({
    queryKey: ['activities', 'select'],
    queryFn: ({ signal }) => api<{ items: ActivityOption[] }>('/activities/select', { signal }),
    select: (answer) => answer.items,
  });
}

/** The queue lists and details, and the event-day dialog's queues: all that a queue write changes. */
export function useInvalidateQueues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queuesKey }),
      queryClient.invalidateQueries({ queryKey: occurrenceQueuesKey }),
    ]);
}

/** Entries booked or cancelled elsewhere (the queue fills freed places) show at once in open lists. */
export function useLiveQueues(): void {
  const invalidate = useInvalidateQueues();
  useSocketEvent(SOCKET_EVENTS.bookingNotification, () => void invalidate());
  useSocketEvent(SOCKET_EVENTS.cancelBookingNotification, () => void invalidate());
}

/** POST /booking-queues: 'Cadastrar reserva na fila', and 'Adicionar na fila' after a failed booking. */
export function useCreateQueueEntry() {
  const invalidate = useInvalidateQueues();
  return useMutation({
    mutationFn: (body: QueueInput) => api<{ id: string }>('/booking-queues', { method: 'POST', body }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao cadastrar',
        error,
        'Ocorreu um erro ao cadastrar a reserva na fila, tente novamente.',
      ),
  });
}

export function useUpdateQueueEntry() {
  const invalidate = useInvalidateQueues();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QueueUpdateInput }) =>
      api<{ id: string }>(`/booking-queues/${id}`, { method: 'PUT', body }),
    onSuccess: () => showSuccessToast('Atualizado com sucesso'),
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao atualizar a reserva na fila, tente novamente.',
      ),
    // A refusal (expired, already booked) means the screen was stale: reload either way.
    onSettled: () => void invalidate(),
  });
}

export function useDeleteQueueEntry() {
  const invalidate = useInvalidateQueues();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/booking-queues/${id}`, { method: 'DELETE' }),
    onSuccess: () => showSuccessToast('Excluído com sucesso'),
    onError: (error) =>
      showErrorToast(
        'Falha ao excluir',
        error,
        'Ocorreu um erro ao excluir a reserva na fila, tente novamente',
      ),
    onSettled: () => void invalidate(),
  });
}

/**
 * PATCH /booking-queues/{id}/priority: toggles the entry's priority. The mutation stays pending until
 * the lists have reloaded, so a toggle showing its new state meanwhile never flips back and forth.
 */
export function useToggleQueuePriority() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQueues();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ id: string; priorizedAt: string | null }>(`/booking-queues/${id}/priority`, { method: 'PATCH' }),
    onSuccess: ({ id, priorizedAt }) => {
      queryClient.setQueryData<QueueEntry>(queueKey(id), (entry) => entry && { ...entry, priorizedAt });
      return invalidate();
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao priorizar a reserva na fila, tente novamente.',
      ),
  });
}
