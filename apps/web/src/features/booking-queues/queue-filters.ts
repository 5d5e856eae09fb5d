import { whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import type { LevelRange } from '@reserva/shared/ventures/experience-levels.schemas';
import { formatTime } from '../../ui/format';
import type { QueuesQuery } from './api';

// The queue list's filters (spec 001 s.2 and s.5, Booking queue list): date, activity and event, all
// three needed before anything is listed; the date cannot be in the past.

export const QUEUE_PAGE_SIZE = 20;

export interface QueueFilters {
  /** `YYYY-MM-DD`; today by default. */
  bookedDate: string | null;
  activityId: string | null;
  activityScheduleId: string | null;
}

export const FILL_FILTERS_TEXT = 'Preencha a data, a atividade e o evento para listar a fila de espera';

/** The query of a complete set of filters; null while one is missing or the date has passed. */
export function toQueuesQuery(filters: QueueFilters, page: number, today: string): QueuesQuery | null {
  const { bookedDate, activityId, activityScheduleId } = filters;
  if (!bookedDate || bookedDate < today || !activityId || !activityScheduleId) return null;
  return { bookedDate, activityId, activityScheduleId, limit: QUEUE_PAGE_SIZE, page };
}

/** What an event option needs of an occurrence. */
export interface EventFacts {
  activityScheduleId: string;
  startTime: string;
  endTime: string;
  minUserExperience: number;
  isActive: boolean;
  isExpired: boolean;
}

export interface EventOption {
  value: string;
  label: string;
}

/**
 * '08:00 às 09:30 — 2 · Intermediário, 3 · Avançado': the event's time and who may book it (`levels`,
 * the venture's, or null for the code's label).
 */
export function eventOptionLabel(
  event: Pick<EventFacts, 'startTime' | 'endTime' | 'minUserExperience'>,
  levels: readonly LevelRange[] | null,
) {
  return `${formatTime(event.startTime)} às ${formatTime(event.endTime)} — ${whoMayBook(event.minUserExperience, levels)}`;
}

/**
 * The events of a day as options, by start time. `bookableOnly`: only the active ones not yet ended
 * (the queue dialog); the list's filter offers them all, an ended event's entries included.
 */
export function eventOptions(
  events: readonly EventFacts[],
  bookableOnly: boolean,
  levels: readonly LevelRange[] | null,
): EventOption[] {
  return events
    .filter((event) => !bookableOnly || (event.isActive && !event.isExpired))
    .toSorted((a, b) => a.startTime.localeCompare(b.startTime))
    .map((event) => ({ value: event.activityScheduleId, label: eventOptionLabel(event, levels) }));
}

/** The day's options with the entry's own event first when the day no longer lists it. */
export function withEvent(options: EventOption[] | undefined, event: EventOption | null) {
  if (!options || !event || options.some((option) => option.value === event.value)) return options;
  return [event, ...options];
}
