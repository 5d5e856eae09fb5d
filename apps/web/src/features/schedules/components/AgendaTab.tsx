import type { Occurrence } from '@reserva/shared/schedules/schedules.schemas';
import { lazy, Suspense, useState } from 'react';
import { ContentLoader } from '../../../ui/ContentLoader';
import { EventDayDialog } from './EventDayDialog';

// The calendar library is its own chunk: only this tab downloads it (the first screen stays small).
const ActivityCalendar = lazy(() => import('./ActivityCalendar'));

/** 'Agenda': the activity's calendar and, on a click, the event-day dialog. */
export function AgendaTab({ activityId, isLivingArea }: { activityId: string; isLivingArea: boolean }) {
  const [slot, setSlot] = useState<Occurrence[] | null>(null);
  return (
    <>
      <Suspense fallback={<ContentLoader />}>
        <ActivityCalendar activityId={activityId} onOpenSlot={setSlot} />
      </Suspense>
      {slot && slot.length > 0 && (
        <EventDayDialog slot={slot} isLivingArea={isLivingArea} onClose={() => setSlot(null)} />
      )}
    </>
  );
}
