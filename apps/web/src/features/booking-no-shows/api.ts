import {
  type NoShowExportInput,
  type NoShowExportQuery,
  noShowsFileName,
} from '@reserva/shared/reports/booking-history.schemas';
import { exportPercentOf } from '@reserva/shared/reports/export.schemas';
import { apiFile } from '../../app/session/api-client';
import { useFileExport } from '../../ui/export/use-file-export';
import { type BookingsQuery, useBookings } from '../bookings/api';

// The no-shows report reads the bookings list (spec 001 s.7: GET /bookings with noShowOnly): ended
// occurrences with no check-in and no cancellation, whatever the pending toggle would say. Its export
// takes the same filters.

export function useNoShows(query: BookingsQuery) {
  return useBookings({ ...query, noShowOnly: true, showPendingBookingsOnly: false });
}

export interface NoShowsExport {
  input: NoShowExportInput;
  query: Pick<NoShowExportQuery, 'sort' | 'order'>;
}

/** 'Exportar': the list's filters and order as `no-shows_<início>_<fim>.xlsx`. */
export function useExportNoShows() {
  return useFileExport<NoShowsExport>({
    download: ({ input, query }, onProgress) =>
      apiFile('/bookings/no-shows/xlsx', { method: 'POST', body: input, query, onProgress }),
    percentOf: exportPercentOf('noShows'),
    fileName: ({ input }) => noShowsFileName(input),
    failure: 'Ocorreu um erro ao exportar os no shows, tente novamente.',
  });
}
