import { Group, Text } from '@mantine/core';
import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import { waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import { whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { YesNo } from '../../../ui/details/YesNo';
import { formatDate, formatLimit, formatTime } from '../../../ui/format';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';
import { QueueDetailsLink } from './QueueDetailsLink';
import { QueuePersonCell } from './QueuePersonCell';
import { QueuePriorityToggle } from './QueuePriorityToggle';

/** An entry's event figure, or a dash for an entry without an event ('Sem horário'). */
const ofEvent = (
  entry: QueueEntry,
  figure: (event: NonNullable<QueueEntry['activitySchedule']>) => string,
) => (entry.activitySchedule ? figure(entry.activitySchedule) : '—');

function buildColumns(canPrioritize: boolean, levels: VentureLevels): DataTableColumn<QueueEntry>[] {
  return [
    { key: 'date', header: 'Data', render: (entry) => formatDate(entry.bookedDate) },
    {
      key: 'activity',
      header: 'Atividade',
      render: ({ activity }) => (
        <Group gap={6} wrap="nowrap">
          {activity.isActive ? (
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" role="img" aria-label="Ativa" />
          ) : (
            <IconCircleX size={18} color="var(--mantine-color-gray-6)" role="img" aria-label="Inativa" />
          )}
          <Text size="sm">{activity.name}</Text>
        </Group>
      ),
    },
    {
      key: 'start',
      header: 'Início',
      render: (entry) => ofEvent(entry, (event) => formatTime(event.startTime)),
    },
    { key: 'end', header: 'Fim', render: (entry) => ofEvent(entry, (event) => formatTime(event.endTime)) },
    {
      key: 'vacancies',
      header: 'Vagas',
      render: (entry) => ofEvent(entry, (event) => formatLimit(event.totalVacancies)),
    },
    {
      key: 'waveSide',
      header: 'Lado da onda',
      render: (entry) => ofEvent(entry, (event) => waveSideLabel(event.waveSide)),
    },
    {
      key: 'experience',
      header: 'Quem pode reservar',
      render: (entry) =>
        entry.activitySchedule ? whoMayBook(entry.activitySchedule.minUserExperience, levels) : '—',
    },
    {
      key: 'name',
      header: 'Nome',
      render: ({ user }) => (
        <QueuePersonCell name={user.name} cpf={user.cpf} foreignerDocument={user.foreignerDocument} />
      ),
    },
    { key: 'titular', header: 'Titular', render: (entry) => entry.titularUser?.name ?? '—' },
    {
      key: 'priority',
      header: 'Prioridade',
      render: (entry) =>
        canPrioritize && entry.deletedAt === null && !entry.isExpired ? (
          <QueuePriorityToggle id={entry.id} name={entry.user.name} priorizedAt={entry.priorizedAt} />
        ) : (
          <YesNo value={entry.priorizedAt !== null} />
        ),
    },
    {
      key: 'details',
      header: 'Ações',
      width: 70,
      render: (entry) => <QueueDetailsLink id={entry.id} name={entry.user.name} />,
    },
  ];
}

export interface QueueEntriesTableProps {
  rows: QueueEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  canPrioritize: boolean;
}

/** 'Filas de espera' (spec 001 s.2, Booking queue list): prioritized entries first, then the oldest. */
export function QueueEntriesTable({ canPrioritize, ...table }: QueueEntriesTableProps) {
  const levels = useExperienceLevels();
  const columns = useMemo(() => buildColumns(canPrioritize, levels), [canPrioritize, levels]);
  return (
    <DataTable
      {...table}
      label="Filas de espera"
      columns={columns}
      rowKey={(entry) => entry.id}
      minWidth={960}
    />
  );
}
