import type { SalesReportItem } from '@reserva/shared/reports/sales-report.schemas';
import { waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import { whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import { useMemo } from 'react';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { detailsColumn } from '../../../ui/list/details-column';
import { bookedTimeText } from '../../bookings/format-booking';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';

/** A line as the table shows it; `name` tells screen readers whose line the 'Detalhes' link opens. */
type Row = SalesReportItem & { name: string };

const columnsOf = (levels: VentureLevels): DataTableColumn<Row>[] => [
  { key: 'activity', header: 'Atividade', render: (row) => row.activityName },
  {
    key: 'bookedTime',
    header: 'Horário',
    render: (row) =>
      bookedTimeText({
        bookedDate: row.bookedDate,
        startTime: row.bookedStartTime,
        endTime: row.bookedEndTime,
      }),
  },
  {
    key: 'experience',
    header: 'Nível de experiência',
    // The event's minimum as the venture's levels that may book it (the report is the session venture's).
    render: (row) => whoMayBook(row.scheduleExperience, levels),
  },
  { key: 'waveSide', header: 'Lado da onda', render: (row) => waveSideLabel(row.waveSide) },
  { key: 'customer', header: 'Comprador', render: (row) => row.customerName },
  { key: 'store', header: 'Loja', render: (row) => row.sellerName ?? '—' },
  { key: 'item', header: 'Item', render: (row) => row.itemName },
  { key: 'amount', header: 'Valor', render: (row) => formatMoney(row.itemBilledAmount) },
  { key: 'authorizedAt', header: 'Autorizado em', render: (row) => formatDateTime(row.authorizedAt) },
  detailsColumn<Row>((row) => ({ to: '/bookings/details', state: { bookingId: row.bookingId } })),
];

export interface SalesReportTableProps {
  items: SalesReportItem[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The report's lines (spec 001 s.2, Sales report): one per sold item, linking to its booking. */
export function SalesReportTable({ items, loading, error, onRetry }: SalesReportTableProps) {
  const rows = items?.map((item) => ({ ...item, name: `${item.itemName} de ${item.customerName}` }));
  const levels = useExperienceLevels();
  const columns = useMemo(() => columnsOf(levels), [levels]);
  return (
    <DataTable
      label="Relatório de vendas"
      columns={columns}
      rows={rows}
      loading={loading}
      error={error}
      onRetry={onRetry}
      rowKey={(row) => row.id}
      emptyText="Nenhuma venda encontrada no período"
      minWidth={960}
    />
  );
}
