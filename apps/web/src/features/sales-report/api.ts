import type { Paged } from '@reserva/shared/common/list.schemas';
import { exportPercentOf } from '@reserva/shared/reports/export.schemas';
import {
  type SalesReportDates,
  type SalesReportItem,
  type SalesReportQuery,
  salesReportFileName,
} from '@reserva/shared/reports/sales-report.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../app/session/api-client';
import { useFileExport } from '../../ui/export/use-file-export';

// The sales report's calls (spec 001 s.7): the paged list and the spreadsheet export.

const salesReportKey = ['sales-report'] as const;

/** The list once 'Listar' has set its dates (nothing is asked before). */
export function useSalesReport(query: SalesReportQuery | null) {
  return useQuery({
    queryKey: [...salesReportKey, query],
    queryFn: ({ signal }) =>
      api<Paged<SalesReportItem>>('/bookings/payments/reports', { query: query ?? undefined, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * 'Exportar': the server writes the file while it downloads, its rows said ahead for the progress.
 * Saved as `relatorio-de-vendas_<start>_<end>.xlsx` (spec 001 s.8: 'Exportado com sucesso' / 'Falha ao
 * exportar').
 */
export function useExportSalesReport() {
  return useFileExport<SalesReportDates>({
    download: (dates, onProgress) =>
      apiFile('/bookings/payments/reports/xlsx', { method: 'POST', body: dates, onProgress }),
    percentOf: exportPercentOf('sales'),
    fileName: salesReportFileName,
    failure: 'Ocorreu um erro ao exportar o relatório de vendas, tente novamente.',
  });
}
