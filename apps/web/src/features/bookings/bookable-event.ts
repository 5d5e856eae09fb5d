import type { Occurrence, ScheduleView } from '@reserva/shared/schedules/schedules.schemas';

/** What the 'Cadastrar reserva' dialog needs of an event, from the schedule list or a calendar occurrence. */
export interface BookableEvent {
  scheduleId: string;
  activityId: string;
  /** The first date the event happens. */
  startDate: string;
  startTime: string;
  endTime: string;
  allowPartialTimeBookings: boolean;
  bookingPrice: number;
  guestAdditionalBookingPrice: number;
}

type EventFields = Omit<BookableEvent, 'scheduleId'>;

const fieldsOf = (event: EventFields): EventFields => ({
  activityId: event.activityId,
  startDate: event.startDate,
  startTime: event.startTime,
  endTime: event.endTime,
  allowPartialTimeBookings: event.allowPartialTimeBookings,
  bookingPrice: event.bookingPrice,
  guestAdditionalBookingPrice: event.guestAdditionalBookingPrice,
});

export const bookableSchedule = (schedule: ScheduleView): BookableEvent => ({
  scheduleId: schedule.id,
  ...fieldsOf(schedule),
});

export const bookableOccurrence = (occurrence: Occurrence): BookableEvent => ({
  scheduleId: occurrence.activityScheduleId,
  ...fieldsOf(occurrence),
});
