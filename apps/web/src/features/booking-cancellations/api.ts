import type { Paged } from '@reserva/shared/common/list.schemas';
import {
  type CancellationExportInput,
  type CancellationExportQuery,
  type CancellationHistoryItem,
  type CancellationHistoryQuery,
  cancellationsFileName,
} from '@reserva/shared/reports/booking-history.schemas';
import { exportPercentOf } from '@reserva/shared/reports/export.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../app/session/api-client';
import { useFileExport } from '../../ui/export/use-file-export';

// The cancellations report's calls (spec 001 s.7): the list, under the bookings' key so that a
// cancellation made elsewhere in the app (which reloads 'bookings') shows here too; and its export.

export type CancellationsQuery = Partial<CancellationHistoryQuery>;

export function useCancellationHistories(query: CancellationsQuery) {
  return useQuery({
    queryKey: ['bookings', 'cancellation-histories', query],
    queryFn: ({ signal }) =>
      api<Paged<CancellationHistoryItem>>('/bookings/cancellation-histories', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface CancellationsExport {
  input: CancellationExportInput;
  query: Pick<CancellationExportQuery, 'sort' | 'order'>;
}

/** 'Exportar': the list's filters and order as `cancelamentos_<início>_<fim>.xlsx`. */
export function useExportCancellations() {
  return useFileExport<CancellationsExport>({
    download: ({ input, query }, onProgress) =>
      apiFile('/bookings/cancellation-histories/xlsx', { method: 'POST', body: input, query, onProgress }),
    percentOf: exportPercentOf('cancellations'),
    fileName: ({ input }) => cancellationsFileName(input),
    failure: 'Ocorreu um erro ao exportar os cancelamentos, tente novamente.',
  });
}
