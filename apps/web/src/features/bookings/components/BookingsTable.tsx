import type { BookingListItem } from '@reserva/shared/bookings/bookings.schemas';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import { personLevelText } from '@reserva/shared/ventures/experience-levels.rules';
import { useMemo } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { formatDateTime } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { ListPagination } from '../../../ui/list/ListPagination';
import { type ListOption, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListParams } from '../../../ui/list/use-list-params';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';
import { useBookings, useLiveBookings } from '../api';
import type { BookingActionTarget } from '../booking-rules';
import {
  type BookingFilters,
  type BookingSort,
  type BookingsScope,
  EMPTY_BOOKING_FILTERS,
  toBookingsQuery,
} from '../bookings-query';
import { bookedTimeText } from '../format-booking';
import { BookingPersonCell } from './BookingPersonCell';
import { BookingRowActions } from './BookingRowActions';
import { BookingsToggles } from './BookingsToggles';
import { type BookingDialogKind, useBookingDialogs } from './use-booking-dialogs';
import { useBookingsSearch } from './use-bookings-search';

/** The bookings' sorts, for every list of bookings (the no-shows report too). */
export const BOOKING_SORT_OPTIONS: ListOption<BookingSort>[] = [
  { value: 'bookedDate', label: 'Data reservada' },
  { value: 'createdAt', label: 'Data de cadastro' },
];

export interface BookingsTableProps extends BookingsScope {
  /** 20 on lists (the default), 10 on a person's own tab (spec 001 s.9). */
  pageSize?: number;
  /** Names the table for screen readers. */
  label?: string;
  /** Filters to start from (a link's, read from the address). */
  filters?: Partial<BookingFilters>;
}

export const actionTarget = (booking: BookingListItem): BookingActionTarget => ({
  id: booking.id,
  userName: booking.user.name,
  paymentStatus: booking.paymentStatus,
  isExpired: booking.isExpired,
  deletedAt: booking.deletedAt,
  isCancelable: booking.isCancelable,
});

function buildColumns(
  showCancelled: boolean,
  onAction: (kind: BookingDialogKind, target: BookingActionTarget) => void,
  levels: VentureLevels,
): DataTableColumn<BookingListItem>[] {
  const columns: (DataTableColumn<BookingListItem> | false)[] = [
    { key: 'activity', header: 'Atividade', render: (booking) => booking.activity.name },
    { key: 'member', header: 'Membro', render: (booking) => <BookingPersonCell user={booking.user} /> },
    {
      key: 'experience',
      header: 'Experiência',
      render: (booking) => personLevelText(booking.experience, levels),
    },
    { key: 'spot', header: 'Local', render: (booking) => booking.spot.name },
    { key: 'bookedTime', header: 'Horário', render: (booking) => bookedTimeText(booking) },
    { key: 'createdAt', header: 'Reservado em', render: (booking) => formatDateTime(booking.createdAt) },
    showCancelled && {
      key: 'deletedAt',
      header: 'Cancelado em',
      render: (booking) => formatDateTime(booking.deletedAt) || '—',
    },
    { key: 'payment', header: 'Pagamento', render: (booking) => paymentStatusLabel(booking.paymentStatus) },
    { key: 'checkins', header: 'Check-ins', render: (booking) => booking.checkins },
    {
      key: 'actions',
      header: 'Ações',
      width: 150,
      render: (booking) => <BookingRowActions target={actionTarget(booking)} onAction={onAction} />,
    },
  ];
  return columns.filter((column) => column !== false);
}

/**
 * The bookings table (spec 001 s.2, Booking list; spec 000, Bookings table): the list's toggles, the
 * administrators' filters, sort and pages, the row actions and their dialogs. Embedded in the tabs of a
 * person's, a seller's and an activity's screens with their scope fixed; /bookings puts it in a card.
 */
export function BookingsTable({ pageSize = 20, label = 'Reservas', filters, ...scope }: BookingsTableProps) {
  const { user } = useRequiredSession();
  const list = useListParams<BookingSort, BookingFilters>({
    defaultSort: 'bookedDate',
    pageSize,
    initialFilters: { ...EMPTY_BOOKING_FILTERS, audience: scope.personId ? 'member' : 'all', ...filters },
  });
  const search = useBookingsSearch(list, scope, user.featureGroup.authLevel < 1);
  const bookings = useBookings(toBookingsQuery(list.params, scope, user.id));
  const dialogs = useBookingDialogs();
  useLiveBookings();
  useLoadErrorToast(bookings.error, 'Ocorreu um erro ao carregar as reservas, tente novamente.');

  const showCancelled = !list.params.showPendingBookingsOnly;
  const { open } = dialogs;
  const levels = useExperienceLevels();
  const columns = useMemo(() => buildColumns(showCancelled, open, levels), [showCancelled, open, levels]);

  return (
    <>
      <ListToolbar
        {...search}
        sortOptions={BOOKING_SORT_OPTIONS}
        sort={list.params.sort}
        onSortChange={list.setSort}
        order={list.params.order}
        onOrderChange={list.setOrder}
      >
        <BookingsToggles list={list} showMine={!scope.sellerId} showAll={!scope.personId} />
      </ListToolbar>
      <DataTable
        label={label}
        columns={columns}
        rows={bookings.data?.items}
        loading={bookings.isPending}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        rowKey={(booking) => booking.id}
        emptyText="Nenhuma reserva encontrada"
        minWidth={960}
      />
      {bookings.data && (
        <ListPagination
          page={list.params.page}
          pages={bookings.data.pages}
          total={bookings.data.total}
          onChange={list.setPage}
        />
      )}
      {dialogs.dialogs}
    </>
  );
}
