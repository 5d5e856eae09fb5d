import { Stack, Text } from '@mantine/core';
import type { BookingListItem } from '@reserva/shared/bookings/bookings.schemas';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import { defaultReportRange, noShowExportInput } from '@reserva/shared/reports/booking-history.schemas';
import { useState } from 'react';
import { useRequiredSession } from '../../app/session/use-session';
import { ExportButton } from '../../ui/export/ExportButton';
import { ExportProgress } from '../../ui/export/ExportProgress';
import { rangeErrors } from '../../ui/export/range-errors';
import { formatDateTime } from '../../ui/format';
import type { DataTableColumn } from '../../ui/list/DataTable';
import { type DateRange, DateRangeFilter, useDateRange } from '../../ui/list/DateRangeFilter';
import { ListCard } from '../../ui/list/ListCard';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import {
  type BookingFilters,
  type BookingSort,
  EMPTY_BOOKING_FILTERS,
  toBookingsQuery,
} from '../bookings/bookings-query';
import { BookingPersonCell } from '../bookings/components/BookingPersonCell';
import { BOOKING_SORT_OPTIONS } from '../bookings/components/BookingsTable';
import { useBookingDetailsColumn } from '../bookings/components/booking-details-column';
import { useBookingsSearch } from '../bookings/components/use-bookings-search';
import { bookedTimeText } from '../bookings/format-booking';
import { useExportNoShows, useNoShows } from './api';

const SEARCH_FIELDS = ['userName', 'userDocument', 'activityName', 'spotName'] as const;

const COLUMNS: DataTableColumn<BookingListItem>[] = [
  { key: 'member', header: 'Membro', render: (booking) => <BookingPersonCell user={booking.user} /> },
  {
    key: 'activity',
    header: 'Atividade / Local',
    render: (booking) => (
      <Stack gap={0}>
        <Text size="sm">{booking.activity.name}</Text>
        <Text size="xs" c="dimmed">
          {booking.spot.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'bookedTime', header: 'Horário', render: (booking) => bookedTimeText(booking) },
  { key: 'createdAt', header: 'Reservado em', render: (booking) => formatDateTime(booking.createdAt) },
  { key: 'payment', header: 'Pagamento', render: (booking) => paymentStatusLabel(booking.paymentStatus) },
];

/**
 * /booking-no-shows (spec 001 s.2, No-shows report): the bookings whose occurrence ended with no
 * check-in and no cancellation, booked in 'Reservado de/até' (one month ago to today by default);
 * 'Exportar' downloads them as a spreadsheet (both dates, a year at most: checked before sending).
 */
export function BookingNoShowsPage() {
  const { user } = useRequiredSession();
  const list = useListParams<BookingSort, BookingFilters>({
    defaultSort: 'bookedDate',
    initialFilters: EMPTY_BOOKING_FILTERS,
  });
  const search = useBookingsSearch(list, {}, true, SEARCH_FIELDS);
  const [range, setRange] = useDateRange(defaultReportRange, list.setPage);
  const noShows = useNoShows({
    ...toBookingsQuery(list.params, {}, user.id),
    minBookedDate: range.from ?? undefined,
    maxBookedDate: range.to ?? undefined,
  });
  useLoadErrorToast(noShows.error, 'Ocorreu um erro ao carregar os no shows, tente novamente.');
  const details = useBookingDetailsColumn((booking: BookingListItem) => ({
    bookingId: booking.id,
    userName: booking.user.name,
  }));
  const columns = details ? [...COLUMNS, details] : COLUMNS;
  const exporting = useExportNoShows();
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const changeRange = (next: DateRange) => {
    setErrors({});
    setRange(next);
  };
  const startExport = () => {
    const { userName, userDocument, activityName, spotName, sort, order } = list.params;
    const checked = noShowExportInput.safeParse({
      minBookedDate: range.from,
      maxBookedDate: range.to,
      userName: userName || undefined,
      userDocument: userDocument || undefined,
      activityName: activityName || undefined,
      spotName: spotName || undefined,
    });
    if (!checked.success) return setErrors(rangeErrors(checked.error, 'minBookedDate', 'maxBookedDate'));
    setErrors({});
    exporting.start({ input: checked.data, query: { sort, order } });
  };

  return (
    <>
      <PageHeader
        title="No shows"
        actions={<ExportButton running={exporting.running} onClick={startExport} />}
      />
      {exporting.percent !== null && <ExportProgress percent={exporting.percent} mb="md" />}
      <ListCard
        list={list}
        query={noShows}
        toolbar={{
          ...search,
          sortOptions: BOOKING_SORT_OPTIONS,
          children: (
            <DateRangeFilter label="Reservado" value={range} onChange={changeRange} errors={errors} />
          ),
        }}
        label="No shows"
        columns={columns}
        rowKey={(booking) => booking.id}
        emptyText="Nenhum no show encontrado"
        minWidth={900}
      />
    </>
  );
}
