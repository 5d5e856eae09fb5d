import type {
  ExternalBookingConfirmed,
  ExternalBookingInput,
  ExternalBookingRequested,
  ExternalBookingSummary,
} from '@reserva/shared/bookings/external-bookings.schemas';
import type { ExternalDate, ExternalSchedule } from '@reserva/shared/schedules/external-links.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// The public booking form's calls (spec 001 s.7) and its mailed link's confirmation: made without a
// session (auth: false), so no token is sent or refreshed, whoever is signed in on this browser.

const publicBookingKey = ['public-booking'] as const;

export function useExternalSchedule(scheduleId: string | null) {
  return useQuery({
    queryKey: [...publicBookingKey, 'schedule', scheduleId],
    queryFn: ({ signal }) =>
      api<ExternalSchedule>(`/activities/schedules/${scheduleId}/external-link`, { auth: false, signal }),
    enabled: scheduleId !== null,
    retry: false,
  });
}

/** The dates of one month (`YYYY-MM`) the event takes link bookings on: upcoming, with places left. */
export function useExternalDates(activityId: string | undefined, scheduleId: string, month: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  return useQuery({
    queryKey: [...publicBookingKey, 'dates', scheduleId, month],
    queryFn: ({ signal }) =>
      api<{ items: ExternalDate[] }>(`/activities/${activityId}/schedules/external-link`, {
        query: { activityScheduleId: scheduleId, selectedMonth: monthNumber, selectedYear: year },
        auth: false,
        signal,
      }),
    enabled: activityId !== undefined,
    select: datesOf,
  });
}

// A module function, so that TanStack Query keeps the same set while the answer is the same.
const datesOf = (answer: { items: ExternalDate[] }): ReadonlySet<string> =>
  new Set(answer.items.map((item) => item.date));

/** POST /bookings/external-links: stores the request and mails its link; the answer is always the same. */
export function useRequestExternalBooking() {
  return useMutation({
    mutationFn: (body: ExternalBookingInput) =>
      api<ExternalBookingRequested>('/bookings/external-links', { method: 'POST', body, auth: false }),
  });
}

/**
 * What the mailed link books, for its page before the click (a POST: the token stays out of URLs).
 * The link's refusals (unknown, used, expired, event closed) answer here first.
 */
export function useExternalBookingPreview(token: string | null) {
  return useQuery({
    queryKey: [...publicBookingKey, 'preview', token],
    queryFn: ({ signal }) =>
      api<ExternalBookingSummary>('/bookings/external-links/confirmations/preview', {
        method: 'POST',
        body: { token },
        auth: false,
        signal,
      }),
    enabled: token !== null,
    retry: false,
    // A link's request does not change while its page is open; the click answers for the moment.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface ExternalBookingConfirmationCall {
  token: string;
  /** Book although the person has another booking at the spot that day (asked first). */
  isVerified: boolean;
}

/** POST /bookings/external-links/confirmations: the mailed link's owner books what was asked. */
export function useConfirmExternalBooking() {
  return useMutation({
    mutationFn: ({ token, isVerified }: ExternalBookingConfirmationCall) =>
      api<ExternalBookingConfirmed>('/bookings/external-links/confirmations', {
        method: 'POST',
        body: { token },
        query: { isVerified: isVerified || undefined },
        auth: false,
      }),
  });
}
