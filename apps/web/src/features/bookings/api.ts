import type {
  BookingDetails,
  BookingInput,
  BookingListItem,
  BookingListQuery,
  BookingPayment,
  BookingScheduleItem,
  Checkin,
} from '@reserva/shared/bookings/bookings.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import type { BookingPass } from '@reserva/shared/desk/desk.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import type { PersonListItem } from '@reserva/shared/people/people.schemas';
import type { AvailableItems } from '@reserva/shared/schedules/schedule-items.schemas';
import type { Occurrence } from '@reserva/shared/schedules/schedules.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { usersKey } from '../users/api';

/** 'Adicionar na fila' after a failed booking: the queue screens' call (one implementation). */
export { useCreateQueueEntry } from '../booking-queues/api';

// Every call of the bookings screens (spec 001 s.7): the list and details, check-ins, pay at the club,
// cancel, optionals, create (with the queue it may fall back to), and what the booking form reads.
// A booking write also changes what the event screens show (counters, the event-day dialog's tables,
// the extras left), so it reloads those under their own keys (features/schedules/api.ts).

const bookingsKey = ['bookings'] as const;
const bookingKey = (id: string) => [...bookingsKey, 'details', id] as const;
const checkinsKey = (bookingId: string) => [...bookingsKey, 'checkins', bookingId] as const;
const schedulesKey = ['schedules'] as const;
const availableItemsKey = ['schedule-items', 'available'] as const;

/** The list's query as sent: every filter optional, booleans as they are. */
export type BookingsQuery = Partial<BookingListQuery>;

export function useBookings(query: BookingsQuery) {
  return useQuery({
    queryKey: [...bookingsKey, 'list', query],
    queryFn: ({ signal }) => api<Paged<BookingListItem>>('/bookings', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(id: string | undefined) {
  return useQuery({
    queryKey: bookingKey(id ?? ''),
    queryFn: ({ signal }) => api<BookingDetails>(`/bookings/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** The booking's pass: the signed code its QR image carries (the desk scans it). */
export function useBookingPass(id: string) {
  return useQuery({
    queryKey: [...bookingKey(id), 'pass'],
    queryFn: ({ signal }) => api<BookingPass>(`/bookings/${id}/pass`, { signal }),
    // A pass never changes: the booking's id and the server's key make it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCheckins(bookingId: string) {
  return useQuery({
    queryKey: checkinsKey(bookingId),
    queryFn: ({ signal }) => api<{ items: Checkin[] }>(`/bookings/${bookingId}/checkins`, { signal }),
    select: (answer) => answer.items,
  });
}

/**
 * Bookings, the events' counters and tables, and the extras left: all that a booking write changes.
 * Writes reload after failures too: a refusal (expired, already cancelled) means the screen was stale.
 */
function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingsKey }),
      queryClient.invalidateQueries({ queryKey: schedulesKey }),
      queryClient.invalidateQueries({ queryKey: availableItemsKey }),
    ]);
}

/** Other users' bookings and cancellations show at once in open lists (server-rules.md, Realtime). */
export function useLiveBookings(): void {
  const invalidate = useInvalidateBookings();
  useSocketEvent(SOCKET_EVENTS.bookingNotification, () => void invalidate());
  useSocketEvent(SOCKET_EVENTS.cancelBookingNotification, () => void invalidate());
}

export function useCreateCheckin() {
  const onSettled = useInvalidateBookings();
  return useMutation({
    mutationFn: (bookingId: string) => api<Checkin>(`/bookings/${bookingId}/checkins`, { method: 'POST' }),
    // A repeat the server folded into the last check-in (booking-changes.service.ts) is done all the same.
    onSuccess: () => showSuccessToast('Check-in realizado'),
    onError: (error) =>
      showErrorToast('Falha ao cadastrar', error, 'Ocorreu um erro ao cadastrar o checkin, tente novamente.'),
    onSettled,
  });
}

export function useDeleteCheckin() {
  const onSettled = useInvalidateBookings();
  return useMutation({
    mutationFn: (checkinId: string) => api<void>(`/bookings/checkins/${checkinId}`, { method: 'DELETE' }),
    onSuccess: () => showSuccessToast('Excluído com sucesso'),
    onError: (error) =>
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir o checkin, tente novamente.'),
    onSettled,
  });
}

export function usePayAtClub() {
  const queryClient = useQueryClient();
  const onSettled = useInvalidateBookings();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<{ id: string; payment: BookingPayment }>(`/bookings/${bookingId}/external-payments`, {
        method: 'POST',
      }),
    onSuccess: ({ id, payment }) => {
      queryClient.setQueryData<BookingDetails>(
        bookingKey(id),
        (booking) => booking && { ...booking, payment, paymentStatus: payment.status },
      );
      showSuccessToast('Transação concluída com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha na transação',
        error,
        'Ocorreu um erro ao efetuar pagamento da reserva, tente novamente.',
      ),
    onSettled,
  });
}

export function useCancelBooking() {
  const onSettled = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      api<void>(`/bookings/${id}/cancel`, { method: 'POST', body: { reason } }),
    onSuccess: () => showSuccessToast('Cancelada com sucesso'),
    onError: (error) =>
      showErrorToast('Falha ao cancelar', error, 'Ocorreu um erro ao cancelar a reserva, tente novamente.'),
    onSettled,
  });
}

/** 'Alterar opcionais'. Failures are the dialog's to tell: an incomplete record is only a warning. */
export function useUpdateBookingItems() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({
      id,
      itemsId,
      scheduleItemsId,
    }: {
      id: string;
      itemsId: string[];
      scheduleItemsId: string[];
    }) =>
      api<{ bookingItems: BookingDetails['bookingItems']; bookingScheduleItems: BookingScheduleItem[] }>(
        `/bookings/${id}/items`,
        { method: 'PUT', body: { itemsId, scheduleItemsId } },
      ),
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData<BookingDetails>(
        bookingKey(id),
        (booking) => booking && { ...booking, ...answer },
      );
    },
    // The record may be incomplete after a change that went through: reload either way.
    onSettled: () => invalidate(),
  });
}

export interface CreateBookingCall {
  body: BookingInput;
  /** The user confirmed a second pending booking at the spot (spot-already-booked). */
  isVerified: boolean;
  /** Past vacancies and daily limits (BOOKING_FULL_ACCESS or BOOKING_FORCE_LIMITS_ACCESS). */
  skipLimits: boolean;
}

/** POST /bookings. Its failures lead somewhere (create-booking-flow.ts), so it shows no toast itself. */
export function useCreateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ body, isVerified, skipLimits }: CreateBookingCall) =>
      api<{ id: string }>('/bookings', { method: 'POST', body, query: { isVerified, skipLimits } }),
    // An incomplete member record fails after the booking was made: reload on failures too. Not
    // awaited: the screen moves on to the booking's details at once.
    onSettled: () => void invalidate(),
  });
}

/** The extras of an event on a date: optional ones with units left, and the required ones. */
export function useAvailableItems(scheduleId: string, bookedDate: string | null, bookingId?: string) {
  return useQuery({
    queryKey: [...availableItemsKey, scheduleId, bookedDate, bookingId ?? null],
    queryFn: ({ signal }) =>
      api<AvailableItems>(`/activities/schedules/${scheduleId}/items/available`, {
        query: { bookedDate, bookingId },
        signal,
      }),
    enabled: bookedDate !== null,
    placeholderData: keepPreviousData,
  });
}

/** The dates of one month (`YYYY-MM`) on which an event takes bookings: it is active and they have not ended. */
export function useBookableDates(activityId: string, scheduleId: string, month: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  return useQuery({
    queryKey: [...schedulesKey, 'occurrences', activityId, 'month', scheduleId, month],
    queryFn: ({ signal }) =>
      api<{ items: Occurrence[] }>(`/activities/${activityId}/schedules`, {
        query: {
          activityScheduleId: scheduleId,
          selectedMonth: monthNumber,
          selectedYear: year,
          showExpired: false,
        },
        signal,
      }),
    select: bookableDates,
  });
}

// A module function, so that TanStack Query keeps the same set while the answer is the same.
const bookableDates = (answer: { items: Occurrence[] }): ReadonlySet<string> =>
  new Set(
    answer.items
      .filter((occurrence) => occurrence.isActive && !occurrence.isExpired)
      .map((occurrence) => occurrence.date),
  );

/**
 * The booking form's member search: the groups given, by name, 4 at most (spec 001 s.7). No
 * placeholder from another name: its data always answers this `name`.
 */
export function useBookablePeople(name: string, groups: readonly string[]) {
  return useQuery({
    queryKey: [...usersKey, 'list', 'bookable', groups, name],
    queryFn: ({ signal }) =>
      api<Paged<PersonListItem>>('/users', {
        query: { name, featureGroups: groups.join(','), limit: 4, sort: 'name', order: 'ASC' },
        signal,
      }),
    select: (page) => page.items,
  });
}
