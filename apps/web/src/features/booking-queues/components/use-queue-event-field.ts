import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import { useEffect, useMemo } from 'react';
import { useExperienceLevels } from '../../ventures/api';
import { type EventOption, eventOptionLabel, withEvent } from '../queue-filters';
import { useEventOptions } from '../use-event-options';

export interface QueueEventField {
  /** The day's events that take bookings; undefined until known. */
  options: EventOption[] | undefined;
  loading: boolean;
}

export interface QueueEventFieldArgs {
  activityId: string;
  entry: QueueEntry | null;
  bookedDate: string | null;
  scheduleId: string | null;
  /** Chooses another event, or none (kept the same between renders). */
  onEventChange: (id: string | null) => void;
}

/**
 * The queue form's event of the chosen day: the activity's events that take bookings, and the entry's
 * own on its date even if it no longer does. A day without the event chosen leaves none chosen.
 */
export function useQueueEventField(args: QueueEventFieldArgs): QueueEventField {
  const { entry, bookedDate, scheduleId, onEventChange } = args;
  const events = useEventOptions(args.activityId, bookedDate, true);
  const levels = useExperienceLevels();
  const ownEvent = useMemo(
    () =>
      entry?.activityScheduleId && entry.activitySchedule && bookedDate === entry.bookedDate
        ? { value: entry.activityScheduleId, label: eventOptionLabel(entry.activitySchedule, levels) }
        : null,
    [entry, bookedDate, levels],
  );
  const options = useMemo(() => withEvent(events.options, ownEvent), [events.options, ownEvent]);
  useEffect(() => {
    if (scheduleId && options && !options.some((option) => option.value === scheduleId)) onEventChange(null);
  }, [scheduleId, options, onEventChange]);
  return { options, loading: events.loading };
}
