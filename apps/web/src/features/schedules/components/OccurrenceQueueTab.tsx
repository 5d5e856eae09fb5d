import { ActionIcon, Button, Group } from '@mantine/core';
import type { Occurrence, OccurrenceQueueEntry } from '@reserva/shared/schedules/schedules.schemas';
import { personLevelText } from '@reserva/shared/ventures/experience-levels.rules';
import { IconCalendarPlus, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { formatDateTime } from '../../../ui/format';
import { hint } from '../../../ui/hint/hint';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { LoadedQueueBookingDialog } from '../../booking-queues/components/LoadedQueueBookingDialog';
import { QueueBookingDialog } from '../../booking-queues/components/QueueBookingDialog';
import { QueueDetailsLink } from '../../booking-queues/components/QueueDetailsLink';
import { QueuePersonCell } from '../../booking-queues/components/QueuePersonCell';
import { QueuePriorityToggle } from '../../booking-queues/components/QueuePriorityToggle';
import { occurrenceQueueActions } from '../../booking-queues/queue-actions';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';
import { useOccurrenceQueue } from '../api';
import { timeRange } from './SchedulesTab';

interface Offered {
  book: boolean;
  priority: boolean;
}

function queueColumns(
  levels: VentureLevels,
  offered: Offered,
  onBook: (entry: OccurrenceQueueEntry) => void,
): DataTableColumn<OccurrenceQueueEntry>[] {
  return [
    {
      key: 'member',
      header: 'Membro',
      render: ({ user }) => <QueuePersonCell name={user.name} cpf={user.cpf} />,
    },
    {
      key: 'experience',
      header: 'Experiência',
      render: (entry) => personLevelText(entry.experience, levels),
    },
    { key: 'time', header: 'Horário reservado', render: timeRange },
    { key: 'createdAt', header: 'Reservado em', render: (entry) => formatDateTime(entry.createdAt) },
    {
      key: 'actions',
      header: 'Ações',
      width: 150,
      render: (entry) => (
        <Group gap={6} wrap="nowrap">
          {offered.book && (
            <ActionIcon
              variant="subtle"
              aria-label={`Reservar ${entry.user.name}`}
              onClick={() => onBook(entry)}
              {...hint('Reservar')}
            >
              <IconCalendarPlus size={18} />
            </ActionIcon>
          )}
          {offered.priority && (
            <QueuePriorityToggle id={entry.id} name={entry.user.name} priorizedAt={entry.priorizedAt} />
          )}
          <QueueDetailsLink id={entry.id} name={entry.user.name} />
        </Group>
      ),
    },
  ];
}

/**
 * The event-day dialog's 'Fila de espera' of one occurrence (spec 001 s.2): its live entries, prioritized
 * first, each to book, prioritize or open; and 'Adicionar na fila' for the occurrence.
 */
/** `ventureId`: the event's venture, whose levels name the people's. */
export function OccurrenceQueueTab({ occurrence, ventureId }: { occurrence: Occurrence; ventureId: string }) {
  const { can } = useRequiredSession();
  const queue = useOccurrenceQueue(occurrence.activityScheduleId, occurrence.date);
  const [adding, setAdding] = useState(false);
  const [booking, setBooking] = useState<string | null>(null);
  useLoadErrorToast(queue.error, 'Ocorreu um erro ao carregar a fila de espera, tente novamente.');
  const offered = occurrenceQueueActions(occurrence, can);
  const { book, priority } = offered;
  const levels = useExperienceLevels(ventureId);
  const columns = useMemo(
    () => queueColumns(levels, { book, priority }, (entry) => setBooking(entry.id)),
    [levels, book, priority],
  );

  return (
    <>
      {offered.add && (
        <Group justify="flex-end" mb="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Adicionar na fila
          </Button>
        </Group>
      )}
      <DataTable
        label="Fila de espera do evento"
        columns={columns}
        // Spec 001: 'Carregando...' while the queue loads.
        rows={queue.data}
        loading={false}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        rowKey={(entry) => entry.id}
        emptyText={queue.isPending ? 'Carregando...' : 'Nenhuma reserva na fila para esse dia'}
        minWidth={640}
      />
      {adding && (
        <QueueBookingDialog
          target={{
            mode: 'create',
            activityId: occurrence.activityId,
            activityScheduleId: occurrence.activityScheduleId,
            bookedDate: occurrence.date,
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {booking && <LoadedQueueBookingDialog entryId={booking} mode="book" onClose={() => setBooking(null)} />}
    </>
  );
}
