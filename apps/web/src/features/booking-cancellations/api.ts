import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  CancellationHistoryItem,
  CancellationHistoryQuery,
} from '@reserva/shared/reports/booking-history.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// The cancellations report's one call (spec 001 s.7). Under the bookings' key, so that a cancellation
// made elsewhere in the app (which reloads 'bookings') shows here too.

export type CancellationsQuery = Partial<CancellationHistoryQuery>;

export function useCancellationHistories(query: CancellationsQuery) {
  return useQuery({
    queryKey: ['bookings', 'cancellation-histories', query],
    queryFn: ({ signal }) =>
      api<Paged<CancellationHistoryItem>>('/bookings/cancellation-histories', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
