import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import FullCalendar, { type EventInput, useCalendarController } from '@fullcalendar/react';
import ptBrLocale from '@fullcalendar/react/locales/pt-br';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Box, LoadingOverlay } from '@mantine/core';
import { BOOKING_TIME_ZONE } from '@reserva/shared/common/dates';
import { vacancyTitle } from '@reserva/shared/schedules/schedules.rules';
import type { Occurrence } from '@reserva/shared/schedules/schedules.schemas';
import { useMemo, useState } from 'react';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useWideScreen } from '../../../ui/use-wide-screen';
import { useOccurrences } from '../api';
import styles from './ActivityCalendar.module.css';
import { CalendarToolbar, type CalendarView } from './CalendarToolbar';
import { timeRange } from './SchedulesTab';

// FullCalendar 7 (docs/decisions.md): this module and its styles load only with the 'Agenda' tab.

// The theme's filled shades: white text keeps AA contrast on them.
const FULL = 'var(--mantine-color-red-filled)';
const OPEN = 'var(--mantine-color-green-filled)';

function toEvent(occurrence: Occurrence): EventInput {
  return {
    id: `${occurrence.activityScheduleId}|${occurrence.date}`,
    start: `${occurrence.date}T${occurrence.startTime}`,
    end: `${occurrence.date}T${occurrence.endTime}`,
    title: vacancyTitle(occurrence.vacancies),
    color: occurrence.vacancies === 0 ? FULL : OPEN,
    className: occurrence.isActive ? undefined : styles.inactive,
    extendedProps: { occurrence },
  };
}

/**
 * Lets a keyboard scroll the view's scrolling boxes (WCAG 2.1.1), which FullCalendar has no option for:
 * their first cell takes the focus, and the arrow keys scroll the box around it. The box itself sits
 * between the grid's row group and its rows, where a focusable element would break the table.
 */
function focusableScrollers(view: HTMLElement): void {
  for (const box of view.querySelectorAll<HTMLElement>('div')) {
    if (!['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) continue;
    const cell = box.querySelector<HTMLElement>('[role="rowheader"], [role="cell"]');
    if (cell) cell.tabIndex = 0;
  }
}

/** The occurrences that share a clicked one's date and time: the event-day dialog's slot. */
function slotOf(occurrences: Occurrence[], clicked: Occurrence): Occurrence[] {
  return occurrences.filter(
    (other) =>
      other.date === clicked.date &&
      other.startTime === clicked.startTime &&
      other.endTime === clicked.endTime,
  );
}

export interface ActivityCalendarProps {
  activityId: string;
  onOpenSlot: (slot: Occurrence[]) => void;
}

/** Week (default) and day views of an activity's occurrences, loaded 7 days at a time. */
export default function ActivityCalendar({ activityId, onOpenSlot }: ActivityCalendarProps) {
  const controller = useCalendarController();
  // A week's seven columns are too narrow on a phone to say an event's places: it opens on the day.
  const wide = useWideScreen();
  const [view, setView] = useState<CalendarView>(wide ? 'timeGridWeek' : 'timeGridDay');
  const [shown, setShown] = useState<{ start: string; title: string } | null>(null);
  const occurrences = useOccurrences(activityId, shown?.start ?? null);
  useLoadErrorToast(occurrences.error, 'Ocorreu um erro ao carregar os eventos, tente novamente.');
  const events = useMemo(() => (occurrences.data ?? []).map(toEvent), [occurrences.data]);

  return (
    <Box pos="relative">
      <CalendarToolbar
        title={shown?.title ?? ''}
        date={shown?.start ?? null}
        view={view}
        onPrevious={() => controller.prev()}
        onToday={() => controller.today()}
        onNext={() => controller.next()}
        onDate={(date) => controller.gotoDate(date)}
        onView={(next) => {
          setView(next);
          controller.changeView(next);
        }}
      />
      <LoadingOverlay visible={occurrences.isFetching && !occurrences.data} zIndex={5} />
      <FullCalendar
        controller={controller}
        plugins={[timeGridPlugin, classicThemePlugin]}
        locale={ptBrLocale}
        timeZone={BOOKING_TIME_ZONE}
        // Read on mount only; later changes go through the controller.
        initialView={view}
        headerToolbar={false}
        allDaySlot={false}
        nowIndicator
        height={680}
        // The grid keeps all 24 hours and opens at the morning.
        scrollTime="07:00:00"
        events={events}
        // The hours scroll inside the grid: a keyboard reaches them even in a week without events.
        viewDidMount={({ el }) => focusableScrollers(el)}
        // The visible range's first day starts the 7-day window the calendar loads (spec 001 s.9).
        datesSet={(info) => setShown({ start: info.startStr.slice(0, 10), title: info.view.title })}
        eventClick={(info) => {
          const clicked = info.event.extendedProps.occurrence as Occurrence;
          onOpenSlot(slotOf(occurrences.data ?? [], clicked));
        }}
        eventContent={(info) => {
          const occurrence = info.event.extendedProps.occurrence as Occurrence;
          return (
            <div className={styles.event}>
              {/* The places first: a narrow column still shows them when the time no longer fits. */}
              <div className={styles.title}>{info.event.title}</div>
              <div className={styles.time}>{timeRange(occurrence)}</div>
            </div>
          );
        }}
      />
    </Box>
  );
}
