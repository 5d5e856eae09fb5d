import type { Occurrence } from '@reserva/shared/schedules/schedules.schemas';
import { lazy, Suspense, useState } from 'react';
import { ContentLoader } from '../../../ui/ContentLoader';
import { EventDayDialog } from './EventDayDialog';

// The calendar library is its own chunk: only this tab downloads it (the first screen stays small).
const ActivityCalendar = lazy(() => import('./ActivityCalendar'));

export interface AgendaTabProps {
  activityId: string;
  /** The venture of the activity's spot: its levels name who may book. */
  ventureId: string;
  isLivingArea: boolean;
}

/** 'Agenda': the activity's calendar and, on a click, the event-day dialog. */
export function AgendaTab({ activityId, ventureId, isLivingArea }: AgendaTabProps) {
  const [slot, setSlot] = useState<Occurrence[] | null>(null);
  return (
    <>
      <Suspense fallback={<ContentLoader />}>
        <ActivityCalendar activityId={activityId} onOpenSlot={setSlot} />
      </Suspense>
      {slot && slot.length > 0 && (
        <EventDayDialog
          slot={slot}
          ventureId={ventureId}
          isLivingArea={isLivingArea}
          onClose={() => setSlot(null)}
        />
      )}
    </>
  );
}
