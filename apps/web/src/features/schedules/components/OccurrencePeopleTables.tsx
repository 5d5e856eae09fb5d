import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import type {
  Occurrence,
  OccurrenceBooking,
  OccurrenceQueueEntry,
} from '@reserva/shared/schedules/schedules.schemas';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCpf, formatDateTime } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useOccurrenceQueue, useSlotBookings } from '../api';
import { timeRange } from './SchedulesTab';

// The event-day dialog's tables (spec 001: Event-day dialog). Check-in, payment, cancel, book and
// priority arrive with the bookings issue, next to the details links below.

const level = (experience: number | null) => (experience === null ? '—' : `Nível ${experience}`);

function detailsLink(label: string, to: string, state: Record<string, string>) {
  return (
    <Tooltip label="Detalhes">
      <ActionIcon component={Link} to={to} state={state} variant="subtle" aria-label={label}>
        <IconExternalLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

const bookingColumns: DataTableColumn<OccurrenceBooking>[] = [
  {
    key: 'name',
    header: 'Nome',
    render: ({ user }) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {user.groupName}
          {user.hostName ? ` · Anfitrião: ${user.hostName}` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'level', header: 'Nível', render: (booking) => level(booking.experience) },
  { key: 'payment', header: 'Pagamento', render: (booking) => paymentStatusLabel(booking.paymentStatus) },
  { key: 'checkins', header: 'Check-ins', render: (booking) => booking.checkins },
  {
    key: 'actions',
    header: 'Ações',
    render: (booking) =>
      detailsLink(`Detalhes da reserva de ${booking.user.name}`, '/bookings/details', {
        bookingId: booking.id,
      }),
  },
];

export function OccurrenceBookingsTable({ slot }: { slot: Occurrence[] }) {
  const bookings = useSlotBookings(slot);
  useLoadErrorToast(bookings.error, 'Ocorreu um erro ao carregar as reservas, tente novamente.');
  return (
    <DataTable
      label="Reservas do evento"
      columns={bookingColumns}
      rows={bookings.data}
      loading={bookings.isPending}
      error={bookings.error}
      rowKey={(booking) => booking.id}
      emptyText="Nenhuma reserva na para esse dia"
      minWidth={600}
    />
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
  { key: 'experience', header: 'Experiência', render: (entry) => level(entry.experience) },
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
