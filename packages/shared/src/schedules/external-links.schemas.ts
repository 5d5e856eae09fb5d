import { z } from 'zod';
import { occurrenceWindowQuery } from './schedules.schemas';

// The public booking form's data (spec 001: External booking; s.7 external-link calls). Only active
// events with link bookings allowed are answered; anything else is `schedule-not-found`. Only what the
// offer itself makes public: where, when and for how much; nothing of any person (extras' providers
// included).

const named = z.object({ id: z.uuid(), name: z.string() });

/** GET /activities/schedules/{scheduleId}/external-link. */
export const externalSchedule = z.object({
  activityScheduleId: z.uuid(),
  activityId: z.uuid(),
  activity: named.extend({ items: z.array(named.extend({ isActive: z.boolean() })) }),
  modality: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The venture (club or resort) that holds the event. */
  venture: z.object({ name: z.string() }),
  /** Where the activity takes place. */
  spot: z.object({ name: z.string(), address: z.string().nullable() }),
  startTime: z.string(),
  endTime: z.string(),
  allowPartialTimeBookings: z.boolean(),
  /** Cents: the event's price, an hourly one when it takes partial-time bookings. */
  bookingPrice: z.number().int(),
  /** The event's active extras; the required ones are added to every booking. */
  scheduleItems: z.array(
    named.extend({ description: z.string().nullable(), price: z.number().int(), isRequired: z.boolean() }),
  ),
});
export type ExternalSchedule = z.infer<typeof externalSchedule>;

/** GET /activities/{activityId}/schedules/external-link: the dates the form may offer. */
export const externalDatesQuery = occurrenceWindowQuery;

export const externalDate = z.object({
  activityScheduleId: z.uuid(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Places left; null when unlimited. */
  vacancies: z.number().int().nullable(),
});
export type ExternalDate = z.infer<typeof externalDate>;
export const externalDates = z.object({ items: z.array(externalDate) });
