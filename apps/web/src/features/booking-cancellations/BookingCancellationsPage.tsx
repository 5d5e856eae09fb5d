import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import {
  type CancellationHistoryItem,
  type CancellationSort,
  cancellationExportInput,
  defaultReportRange,
} from '@reserva/shared/reports/booking-history.schemas';
import { useState } from 'react';
import { ExportButton } from '../../ui/export/ExportButton';
import { ExportProgress } from '../../ui/export/ExportProgress';
import { rangeErrors } from '../../ui/export/range-errors';
import { formatDateTime } from '../../ui/format';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { type DateRange, DateRangeFilter, useDateRange } from '../../ui/list/DateRangeFilter';
import { ListCard } from '../../ui/list/ListCard';
import type { ListOption } from '../../ui/list/ListToolbar';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { type BookingFilters, EMPTY_BOOKING_FILTERS } from '../bookings/bookings-query';
import { useBookingDetailsColumn } from '../bookings/components/booking-details-column';
import { useBookingsSearch } from '../bookings/components/use-bookings-search';
import { bookedTimeText } from '../bookings/format-booking';
import { useCancellationHistories, useExportCancellations } from './api';

const SEARCH_FIELDS = ['userName', 'userDocument'] as const;

const SORT_OPTIONS: ListOption<CancellationSort>[] = [
  { value: 'createdAt', label: 'Cancelado em' },
  { value: 'minutesBeforeScheduleStart', label: 'Minutos antes' },
];

const COLUMNS: DataTableColumn<CancellationHistoryItem>[] = [
  { key: 'member', header: 'Reservado para', render: (item) => item.booking.user.name },
  // No user: the system cancelled it (a block, a deletion); the reason says which.
  { key: 'by', header: 'Cancelado por', render: (item) => item.user?.name ?? 'Sistema' },
  { key: 'reason', header: 'Motivo', render: (item) => item.reason ?? '—' },
  {
    key: 'minutes',
    header: 'Minutos antes do início',
    render: (item) => item.minutesBeforeScheduleStart.toLocaleString('pt-BR'),
  },
  {
    key: 'late',
    header: 'Após o prazo',
    render: (item) => (item.exceedCancellationDeadline ? 'Sim' : 'Não'),
  },
  { key: 'bookedTime', header: 'Horário', render: (item) => bookedTimeText(item.booking) },
  { key: 'createdAt', header: 'Cancelado em', render: (item) => formatDateTime(item.createdAt) },
  { key: 'payment', header: 'Pagamento', render: (item) => paymentStatusLabel(item.booking.paymentStatus) },
];

/**
 * /booking-cancellations (spec 001 s.2, Cancellations report): the venture's cancellations made in
 * 'Cancelado de/até' (one month ago to today by default), by member name or document; 'Exportar'
 * downloads them as a spreadsheet (both dates, a year at most: checked before sending).
 */
export function BookingCancellationsPage() {
  const list = useListParams<CancellationSort, BookingFilters>({
    defaultSort: 'createdAt',
    initialFilters: EMPTY_BOOKING_FILTERS,
  });
  const search = useBookingsSearch(list, {}, true, SEARCH_FIELDS);
  const [range, setRange] = useDateRange(defaultReportRange, list.setPage);
  const { limit, page, sort, order, userName, userDocument } = list.params;
  const cancellations = useCancellationHistories({
    limit,
    page,
    sort,
    order,
    userName,
    userDocument,
    minDate: range.from ?? undefined,
    maxDate: range.to ?? undefined,
  });
  useLoadErrorToast(cancellations.error, 'Ocorreu um erro ao carregar os cancelamentos, tente novamente.');
  const details = useBookingDetailsColumn((item: CancellationHistoryItem) => ({
    bookingId: item.bookingId,
    userName: item.booking.user.name,
  }));
  const columns = details ? [...COLUMNS, details] : COLUMNS;
  const exporting = useExportCancellations();
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const changeRange = (next: DateRange) => {
    setErrors({});
    setRange(next);
  };
  const startExport = () => {
    const checked = cancellationExportInput.safeParse({
      minDate: range.from,
      maxDate: range.to,
      userName: userName || undefined,
      userDocument: userDocument || undefined,
    });
    if (!checked.success) return setErrors(rangeErrors(checked.error, 'minDate', 'maxDate'));
    setErrors({});
    exporting.start({ input: checked.data, query: { sort, order } });
  };

  return (
    <>
      <PageHeader
        title="Cancelamentos"
        actions={<ExportButton running={exporting.running} onClick={startExport} />}
      />
      {exporting.percent !== null && <ExportProgress percent={exporting.percent} mb="md" />}
      <ListCard
        list={list}
        query={cancellations}
        toolbar={{
          ...search,
          sortOptions: SORT_OPTIONS,
          children: (
            <DateRangeFilter label="Cancelado" value={range} onChange={changeRange} errors={errors} />
          ),
        }}
        label="Cancelamentos"
        columns={columns}
        rowKey={(item) => item.id}
        emptyText="Nenhum cancelamento encontrado"
        minWidth={960}
      />
    </>
  );
}
