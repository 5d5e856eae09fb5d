import { useMemo } from 'react';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useOccurrences } from '../schedules/api';
import { useExperienceLevels } from '../ventures/api';
import { type EventOption, eventOptions } from './queue-filters';

export interface EventOptions {
  /** The day's events; undefined until the activity and date are chosen and their events have loaded. */
  options: EventOption[] | undefined;
  loading: boolean;
}

/** The events of an activity on a date, as select options ('08:00 às 09:30 — Todos os níveis'). */
export function useEventOptions(
  activityId: string | null,
  date: string | null,
  bookableOnly: boolean,
): EventOptions {
  const occurrences = useOccurrences(activityId ?? '', activityId && date ? date : null, 0);
  const levels = useExperienceLevels();
  useLoadErrorToast(occurrences.error, 'Ocorreu um erro ao carregar os eventos, tente novamente.');
  // Another day's events (kept while the new ones load) are no options for this one.
  const current = occurrences.isPlaceholderData ? undefined : occurrences.data;
  const options = useMemo(
    () => current && eventOptions(current, bookableOnly, levels),
    [current, bookableOnly, levels],
  );
  return { options: activityId && date ? options : undefined, loading: occurrences.isFetching };
}

/** The event chosen if the day has it, else none. */
export function offeredEvent(id: string | null, options: EventOption[] | undefined): string | null {
  return id !== null && options?.some((option) => option.value === id) ? id : null;
}
