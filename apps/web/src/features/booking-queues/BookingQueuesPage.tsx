import { Paper } from '@mantine/core';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ListPagination } from '../../ui/list/ListPagination';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useLiveQueues, useQueueEntries } from './api';
import { QueueEntriesTable } from './components/QueueEntriesTable';
import { QueueListFilters } from './components/QueueListFilters';
import { QUEUE_KEYS } from './queue-actions';
import { FILL_FILTERS_TEXT, type QueueFilters, toQueuesQuery } from './queue-filters';
import { offeredEvent, useEventOptions } from './use-event-options';

/** The event an activity's schedule list opened the queue of ('Fila de espera' of a row). */
interface QueuePreset {
  activityId?: string;
  activityScheduleId?: string;
}

/** /booking-queues, 'Filas de espera' (spec 001 s.2, Booking queue list). */
export function BookingQueuesPage() {
  const { can } = useRequiredSession();
  const today = todayInSaoPaulo();
  const preset = useLocation().state as QueuePreset | null;
  const [filters, setFilters] = useState<QueueFilters>({
    bookedDate: today,
    activityId: preset?.activityId ?? null,
    activityScheduleId: preset?.activityScheduleId ?? null,
  });
  const [page, setPage] = useState(1);
  const events = useEventOptions(filters.activityId, filters.bookedDate, false);
  // The event chosen counts only on a day it happens.
  const chosen = { ...filters, activityScheduleId: offeredEvent(filters.activityScheduleId, events.options) };
  const query = toQueuesQuery(chosen, page, today);
  const entries = useQueueEntries(query);
  useLiveQueues();
  useLoadErrorToast(entries.error, 'Ocorreu um erro ao carregar as filas de espera, tente novamente.');

  const changeFilters = (next: QueueFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Filas de espera" />
      <Paper withBorder p="md" radius="md">
        <QueueListFilters filters={filters} onChange={changeFilters} events={events} today={today} />
        <QueueEntriesTable
          rows={query ? entries.data?.items : []}
          loading={query !== null && entries.isPending}
          error={query ? entries.error : null}
          onRetry={() => void entries.refetch()}
          emptyText={query ? 'Nenhum resultado encontrado' : FILL_FILTERS_TEXT}
          canPrioritize={can(...QUEUE_KEYS.priority)}
        />
        {query && entries.data && (
          <ListPagination
            page={page}
            pages={entries.data.pages}
            total={entries.data.total}
            onChange={setPage}
          />
        )}
      </Paper>
    </>
  );
}
