import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import type {
  Occurrence,
  OccurrenceBooking,
  OccurrenceQueueEntry,
} from '@reserva/shared/schedules/schedules.schemas';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatCpf, formatDateTime } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useLiveBookings } from '../../bookings/api';
import type { BookingActionTarget } from '../../bookings/booking-rules';
import { BookingPersonCell } from '../../bookings/components/BookingPersonCell';
import { BookingRowActions } from '../../bookings/components/BookingRowActions';
import { type BookingDialogKind, useBookingDialogs } from '../../bookings/components/use-booking-dialogs';
import { experienceText } from '../../bookings/format-booking';
import { useOccurrenceQueue, useSlotBookings } from '../api';
import { timeRange } from './SchedulesTab';

// The event-day dialog's tables (spec 001: Event-day dialog). The bookings carry their actions (check-in,
// payment, details, cancel); the queue's book and priority actions arrive with the queues issue.

function detailsLink(label: string, to: string, state: Record<string, string>) {
  return (
    <Tooltip label="Detalhes">
      <ActionIcon component={Link} to={to} state={state} variant="subtle" aria-label={label}>
        <IconExternalLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row of the slot: live (the list holds no cancelled ones), expired with its occurrence. */
const actionTarget = (booking: OccurrenceBooking, isExpired: boolean): BookingActionTarget => ({
  id: booking.id,
  userName: booking.user.name,
  paymentStatus: booking.paymentStatus,
  isExpired,
  deletedAt: null,
  // A check-in or an ended event rules it out; otherwise the cancel dialog asks the server.
  isCancelable: isExpired || booking.checkins > 0 ? false : undefined,
});

function bookingColumns(
  isExpired: boolean,
  onAction: (kind: BookingDialogKind, target: BookingActionTarget) => void,
): DataTableColumn<OccurrenceBooking>[] {
  return [
    { key: 'name', header: 'Nome', render: ({ user }) => <BookingPersonCell user={user} /> },
    { key: 'level', header: 'Nível', render: (booking) => experienceText(booking.experience) },
    { key: 'payment', header: 'Pagamento', render: (booking) => paymentStatusLabel(booking.paymentStatus) },
    { key: 'checkins', header: 'Check-ins', render: (booking) => booking.checkins },
    {
      key: 'actions',
      header: 'Ações',
      width: 150,
      render: (booking) => (
        <BookingRowActions target={actionTarget(booking, isExpired)} onAction={onAction} />
      ),
    },
  ];
}

export function OccurrenceBookingsTable({ slot }: { slot: Occurrence[] }) {
  const bookings = useSlotBookings(slot);
  const dialogs = useBookingDialogs();
  useLiveBookings();
  useLoadErrorToast(bookings.error, 'Ocorreu um erro ao carregar as reservas, tente novamente.');
  // The slot's events share their date and time: they end together.
  const isExpired = slot.some((occurrence) => occurrence.isExpired);
  const { open } = dialogs;
  const columns = useMemo(() => bookingColumns(isExpired, open), [isExpired, open]);
  return (
    <>
      <DataTable
        label="Reservas do evento"
        columns={columns}
        rows={bookings.data}
        loading={bookings.isPending}
        error={bookings.error}
        rowKey={(booking) => booking.id}
        emptyText="Nenhuma reserva na para esse dia"
        minWidth={600}
      />
      {dialogs.dialogs}
    </>
  );
}

const queueColumns: DataTableColumn<OccurrenceQueueEntry>[] = [
  {
    key: 'member',
    header: 'Membro',
    render: ({ user }) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {user.name}
        </Text>
        {user.cpf && (
          <Text size="xs" c="dimmed">
            {formatCpf(user.cpf)}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'experience', header: 'Experiência', render: (entry) => experienceText(entry.experience) },
  { key: 'time', header: 'Horário reservado', render: timeRange },
  { key: 'createdAt', header: 'Reservado em', render: (entry) => formatDateTime(entry.createdAt) },
  {
    key: 'actions',
    header: 'Ações',
    render: (entry) =>
      detailsLink(`Detalhes da fila de ${entry.user.name}`, '/booking-queues/details', {
        bookingQueueId: entry.id,
      }),
  },
];

export function OccurrenceQueueTable({ occurrence }: { occurrence: Occurrence }) {
  const queue = useOccurrenceQueue(occurrence.activityScheduleId, occurrence.date);
  useLoadErrorToast(queue.error, 'Ocorreu um erro ao carregar a fila de espera, tente novamente.');
  return (
    <DataTable
      label="Fila de espera do evento"
      columns={queueColumns}
      // Spec 001: 'Carregando...' while the queue loads.
      rows={queue.data}
      loading={false}
      error={queue.error}
      rowKey={(entry) => entry.id}
      emptyText={queue.isPending ? 'Carregando...' : 'Nenhuma reserva na fila para esse dia'}
      minWidth={600}
    />
  );
}
