import { Paper, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@reserva/shared/common/list.schemas';
import type { SalesReportDates, SalesReportQuery } from '@reserva/shared/reports/sales-report.schemas';
import { useState } from 'react';
import { ExportProgress } from '../../ui/export/ExportProgress';
import { ListPagination } from '../../ui/list/ListPagination';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useExportSalesReport, useSalesReport } from './api';
import { SalesReportForm } from './components/SalesReportForm';
import { SalesReportTable } from './components/SalesReportTable';

/** /booking-reports, 'Relatório de vendas' (spec 001 s.2): lists or exports the sales of two dates. */
export function SalesReportPage() {
  const [listed, setListed] = useState<{ dates: SalesReportDates; page: number } | null>(null);
  // spec 001 s.9: 20 a page, newest first by creation.
  const query: SalesReportQuery | null = listed && {
    ...listed.dates,
    page: listed.page,
    limit: DEFAULT_PAGE_SIZE,
    sort: 'createdAt',
    order: 'DESC',
  };
  const report = useSalesReport(query);
  const exporting = useExportSalesReport();
  useLoadErrorToast(report.error, 'Ocorreu um erro ao carregar as vendas, tente novamente.');

  return (
    <>
      <PageHeader title="Relatório de vendas" />
      <Paper withBorder p="md" radius="md" mb="md">
        <SalesReportForm
          onList={(dates) => setListed({ dates, page: 1 })}
          onExport={(dates) => exporting.start(dates)}
          exporting={exporting.running}
        />
        {exporting.percent !== null && <ExportProgress percent={exporting.percent} mt="md" />}
      </Paper>
      <Paper withBorder p="md" radius="md">
        {listed === null ? (
          <Text c="dimmed" ta="center" py="xl">
            Informe o período e clique em Listar
          </Text>
        ) : (
          <>
            <SalesReportTable
              items={report.data?.items}
              loading={report.isPending}
              error={report.error}
              onRetry={() => void report.refetch()}
            />
            {report.data && (
              <ListPagination
                page={listed.page}
                pages={report.data.pages}
                total={report.data.total}
                onChange={(page) => setListed({ ...listed, page })}
              />
            )}
          </>
        )}
      </Paper>
    </>
  );
}
