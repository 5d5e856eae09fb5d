import { type BookingsQuery, useBookings } from '../bookings/api';

// The no-shows report reads the bookings list (spec 001 s.7: GET /bookings with noShowOnly): ended
// occurrences with no check-in and no cancellation, whatever the pending toggle would say.

export function useNoShows(query: BookingsQuery) {
  return useBookings({ ...query, noShowOnly: true, showPendingBookingsOnly: false });
}
