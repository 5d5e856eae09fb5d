import { Select, SimpleGrid } from '@mantine/core';
import { DateInput } from '../../../ui/form/DateInput';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useActivityOptions } from '../api';
import type { QueueFilters } from '../queue-filters';
import type { EventOptions } from '../use-event-options';
import { QueueEventSelect } from './QueueEventSelect';

export interface QueueListFiltersProps {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
  /** The chosen activity's events on the chosen date. */
  events: EventOptions;
  /** The first date offered (spec 001 s.5: no past dates). */
  today: string;
}

/** The queue list's date, activity and event (spec 001 s.2); the event waits for the activity. */
export function QueueListFilters({ filters, onChange, events, today }: QueueListFiltersProps) {
  const activities = useActivityOptions();
  useLoadErrorToast(activities.error, 'Ocorreu um erro ao carregar as atividades, tente novamente.');
  const activityOptions = (activities.data ?? []).map((activity) => ({
    value: activity.id,
    label: activity.name,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="md">
      <DateInput
        label="Data"
        minDate={today}
        value={filters.bookedDate}
        onChange={(bookedDate) => onChange({ ...filters, bookedDate })}
      />
      <Select
        label="Atividade"
        placeholder={activities.isPending ? 'Carregando...' : 'Escolha a atividade'}
        data={activityOptions}
        value={filters.activityId}
        onChange={(activityId) => onChange({ ...filters, activityId, activityScheduleId: null })}
        searchable
        clearable
        nothingFoundMessage="Nenhuma atividade encontrada"
        comboboxProps={{ withinPortal: true }}
      />
      <QueueEventSelect
        label="Evento"
        options={events.options}
        loading={events.loading}
        waitingFor={
          filters.activityId === null
            ? 'Escolha a atividade primeiro'
            : filters.bookedDate === null
              ? 'Escolha a data primeiro'
              : undefined
        }
        value={filters.activityScheduleId}
        onChange={(activityScheduleId) => onChange({ ...filters, activityScheduleId })}
      />
    </SimpleGrid>
  );
}
