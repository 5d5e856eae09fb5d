import type { ScheduleItem, ScheduleItemInput } from '@reserva/shared/schedules/schedule-items.schemas';
import type {
  Occurrence,
  OccurrenceBooking,
  OccurrenceQueueEntry,
  ScheduleInput,
  ScheduleView,
} from '@reserva/shared/schedules/schedules.schemas';
import type { SpotDetails } from '@reserva/shared/spots/spots.schemas';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { isPendingBookingsError } from '../../ui/dialogs/pending-bookings';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the events screens: the schedule list, the calendar, the event-day dialog and the
// extras (spec 001 s.7, '/activities/...schedules...').

const schedulesKey = ['schedules'] as const;
const scheduleItemsKey = ['schedule-items'] as const;

type Items<T> = { items: T[] };

export function useScheduleList(activityId: string, showExpired: boolean) {
  return useQuery({
    queryKey: [...schedulesKey, 'list', activityId, showExpired],
    queryFn: ({ signal }) =>
      api<Items<ScheduleView>>(`/activities/${activityId}/schedules/list`, {
        query: { showExpired },
        signal,
      }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
  });
}

/** The occurrences of `startDate` plus `addDay` days (the calendar's 7-day window). */
export function useOccurrences(activityId: string, startDate: string | null, addDay = 6) {
  return useQuery({
    queryKey: [...schedulesKey, 'occurrences', activityId, startDate, addDay],
    queryFn: ({ signal }) =>
      api<Items<Occurrence>>(`/activities/${activityId}/schedules`, {
        query: { startDate, addDay },
        signal,
      }),
    select: (answer) => answer.items,
    enabled: startDate !== null,
    placeholderData: keepPreviousData,
  });
}

const occurrenceBookings = (scheduleId: string, bookedDate: string) => ({
  queryKey: [...schedulesKey, 'bookings', scheduleId, bookedDate],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<Items<OccurrenceBooking>>(`/activities/schedules/${scheduleId}/bookings`, {
      query: { bookedDate },
      signal,
    }),
});

/** The event-day dialog's 'Reservas': the live bookings of every event of the slot, in one list. */
export function useSlotBookings(slot: { activityScheduleId: string; date: string }[]) {
  return useQueries({
    queries: slot.map((occurrence) => occurrenceBookings(occurrence.activityScheduleId, occurrence.date)),
    combine: (answers) => ({
      data: answers.every((answer) => answer.data)
        ? answers.flatMap((answer) => answer.data?.items ?? [])
        : undefined,
      isPending: answers.some((answer) => answer.isPending),
      error: answers.find((answer) => answer.error)?.error ?? null,
    }),
  });
}

/** The event-day dialog's 'Fila de espera' of one event on one date. */
export function useOccurrenceQueue(scheduleId: string, bookedDate: string) {
  return useQuery({
    queryKey: [...schedulesKey, 'queue', scheduleId, bookedDate],
    queryFn: ({ signal }) =>
      api<Items<OccurrenceQueueEntry>>(`/activities/schedules/${scheduleId}/booking-queues`, {
        query: { bookedDate },
        signal,
      }),
    select: (answer) => answer.items,
  });
}

/** The modalities an event of the spot may have. */
export function useSpotModalities(spotId: string) {
  return useQuery({
    queryKey: ['spots', 'details', spotId],
    queryFn: ({ signal }) => api<SpotDetails>(`/spots/${spotId}`, { signal }),
    select: (spot) => spot.modalities,
  });
}

function useInvalidateSchedules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulesKey });
}

/** The pending-bookings question answers instead of a toast (ui/dialogs/pending-bookings). */
const failure = (title: string, fallback: string) => (error: unknown) => {
  if (!isPendingBookingsError(error)) showErrorToast(title, error, fallback);
};

export function useCreateSchedule(activityId: string) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (body: ScheduleInput) =>
      api<{ id: string }>(`/activities/${activityId}/schedules`, { method: 'POST', body }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: failure('Falha ao cadastrar', 'Ocorreu um erro ao cadastrar o evento, tente novamente.'),
  });
}

export function useUpdateSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: ({ id, body, isVerified }: { id: string; body: ScheduleInput; isVerified: boolean }) =>
      api<{ id: string }>(`/activities/schedules/${id}`, { method: 'PUT', body, query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Atualizado com sucesso');
    },
    onError: failure('Falha ao atualizar', 'Ocorreu um erro ao atualizar o evento, tente novamente.'),
  });
}

export function useDeleteSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      api<void>(`/activities/schedules/${id}`, { method: 'DELETE', query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Excluído com sucesso');
    },
    onError: failure('Falha ao excluir', 'Ocorreu um erro ao excluir o evento, tente novamente.'),
  });
}

export function useScheduleItems(scheduleId: string, name: string) {
  return useQuery({
    queryKey: [...scheduleItemsKey, scheduleId, name],
    queryFn: ({ signal }) =>
      api<Items<ScheduleItem>>(`/activities/schedules/${scheduleId}/items`, {
        query: { showInactiveItems: true, name: name || undefined },
        signal,
      }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
  });
}

/** Sellers of the venture by name, for an extra's service provider. */
export function useProviders(name: string) {
  return useQuery({
    queryKey: [...scheduleItemsKey, 'providers', name],
    queryFn: ({ signal }) =>
      api<Items<{ id: string; name: string }>>('/activities/schedules/items/providers', {
        query: { name: name || undefined },
        signal,
      }),
    select: (answer) => answer.items,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateItems() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleItemsKey });
}

export function useCreateScheduleItem(scheduleId: string) {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: (body: ScheduleItemInput) =>
      api<{ id: string }>(`/activities/schedules/${scheduleId}/items`, { method: 'POST', body }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: failure('Falha ao cadastrar', 'Ocorreu um erro ao cadastrar o item, tente novamente.'),
  });
}

export function useUpdateScheduleItem() {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: ({ id, body, isVerified }: { id: string; body: ScheduleItemInput; isVerified: boolean }) =>
      api<{ id: string }>(`/activities/schedules/items/${id}`, {
        method: 'PUT',
        body,
        query: { isVerified },
      }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Atualizado com sucesso');
    },
    onError: failure('Falha ao atualizar', 'Ocorreu um erro ao atualizar o item, tente novamente.'),
  });
}

export function useDeleteScheduleItem() {
  const invalidate = useInvalidateItems();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      api<void>(`/activities/schedules/items/${id}`, { method: 'DELETE', query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Excluído com sucesso');
    },
    onError: failure('Falha ao excluir', 'Ocorreu um erro ao excluir o item, tente novamente.'),
  });
}
