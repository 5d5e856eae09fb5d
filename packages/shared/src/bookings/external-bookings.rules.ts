import type { ExternalSchedule } from '../schedules/external-links.schemas';
import { timePrice } from './booking-price.rules';
import type { ExternalBookingSummary } from './external-bookings.schemas';

// What a request of the public form books, read from the event's public data and what was chosen: the
// form shows it before the submission, the mailed link's page before the confirmation (docs/decisions.md,
// Public booking form).

export interface RequestChoice {
  bookedDate: string;
  /** The chosen part of a partial-time event; null for the event's own time (ignored for other events). */
  startTime?: string | null;
  endTime?: string | null;
  /** The chosen activity items' ids. */
  items?: readonly string[] | null;
}

/**
 * The offer with the date, times and items chosen, priced as the booking will be: the time's price and
 * the event's required extras, which the server adds to every booking. A guest's additional price depends
 * on the person, known only at the confirmation.
 */
export function requestSummary(event: ExternalSchedule, choice: RequestChoice): ExternalBookingSummary {
  const partial = event.allowPartialTimeBookings;
  const times = {
    startTime: (partial && choice.startTime) || event.startTime,
    endTime: (partial && choice.endTime) || event.endTime,
  };
  const chosen = new Set(choice.items ?? []);
  const extras = event.scheduleItems
    .filter((extra) => extra.isRequired)
    .map(({ name, price }) => ({ name, price }));
  const bookingPrice = timePrice(event, times);
  return {
    activityName: event.activity.name,
    modalityTitle: event.modality?.title ?? null,
    ventureName: event.venture.name,
    spotName: event.spot.name,
    spotAddress: event.spot.address,
    bookedDate: choice.bookedDate,
    ...times,
    items: event.activity.items
      .filter((item) => item.isActive && chosen.has(item.id))
      .map((item) => item.name),
    extras,
    bookingPrice,
    totalPrice: extras.reduce((sum, extra) => sum + extra.price, bookingPrice),
  };
}
