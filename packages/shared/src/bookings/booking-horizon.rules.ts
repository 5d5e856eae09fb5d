import { addDays, todayInSaoPaulo } from '../common/dates';

// How far ahead a booking may be made (issue 28, point 5). Staff book up to a fixed bound; each
// venture opens its events to self-service bookings (the public form, the members' app) a number of
// days ahead of its own choosing, never past the staff's bound: the server works that date out
// (apps/api/src/modules/bookings/booking-horizon.ts), as its today decides. "Today" is São Paulo's.

/** Staff book at most this many days after today: two years. */
export const STAFF_BOOKING_DAYS_AHEAD = 730;

/** A venture's self-service horizon when none is set: 60 days. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;
/** The bounds of a venture's horizon: from tomorrow to the staff's bound. */
export const MIN_BOOKING_HORIZON_DAYS = 1;
export const MAX_BOOKING_HORIZON_DAYS = STAFF_BOOKING_DAYS_AHEAD;

/** The message of a date past the staff's bound (a booking's or a queue entry's). */
export const STAFF_BOOKING_BOUND_MESSAGE = 'Data além do limite de 2 anos';

/** The last date staff may book or queue for. */
export function lastStaffBookingDate(today: string = todayInSaoPaulo()): string {
  return addDays(today, STAFF_BOOKING_DAYS_AHEAD);
}
