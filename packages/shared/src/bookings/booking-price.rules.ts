// What a booking's time costs, in cents (spec 001 s.4, step 9): the server prices a booking here when it
// books, and the public form's summary a request before anyone is known.

export interface PricedEvent {
  /** The event's price; an hourly price when it takes partial-time bookings. */
  bookingPrice: number;
  allowPartialTimeBookings: boolean;
}

export interface BookedTimes {
  /** `HH:mm` or `HH:mm:ss`. */
  startTime: string;
  endTime: string;
}

/** Step 9: the event's price, or an hourly price for the chosen part of a partial-time event, in whole cents. */
export function timePrice(event: PricedEvent, times: BookedTimes): number {
  if (!event.allowPartialTimeBookings) return event.bookingPrice;
  return Math.round((event.bookingPrice * (minutesOf(times.endTime) - minutesOf(times.startTime))) / 60);
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
