import type { ErrorCode } from '../errors';

// Who may take which place of an occurrence (server-rules.md, Creating a booking, step 7), read by the
// booking's check and by the members' app's 'N vagas', so that the places a person is shown are the
// places the booking will let them take.

/** An occurrence's places and its live bookings by kind. */
export interface OccurrencePlaces {
  /** Null: unlimited. */
  totalVacancies: number | null;
  guestVacancies: number;
  lodgerVacancies: number;
  isLodgerVacanciesExclusive: boolean;
  booked: number;
  guestBooked: number;
  lodgerBooked: number;
}

export interface PlaceTaker {
  isGuest: boolean;
  isLodger: boolean;
}

/** The places of each limit the person meets, left (may be negative after a forced booking). */
function leftOf(taker: PlaceTaker, places: OccurrencePlaces, total: number) {
  // With exclusive lodger places, everyone else shares what is left of the total.
  const shared = places.isLodgerVacanciesExclusive && !taker.isLodger;
  const anyone = shared
    ? total - places.lodgerVacancies - (places.booked - places.lodgerBooked)
    : total - places.booked;
  return {
    anyone,
    guests: taker.isGuest ? places.guestVacancies - places.guestBooked : null,
    lodgers: taker.isLodger ? places.lodgerVacancies - places.lodgerBooked : null,
  };
}

/** The refusal of the first limit with no place left for this person, or null when one is free. */
export function placesFailure(taker: PlaceTaker, places: OccurrencePlaces): ErrorCode | null {
  if (places.totalVacancies === null) return null;
  const left = leftOf(taker, places, places.totalVacancies);
  if (left.anyone <= 0) return 'booking-no-vacancies-available';
  if (left.guests !== null && left.guests <= 0) return 'guest-booking-no-vacancies-available';
  if (left.lodgers !== null && left.lodgers <= 0) return 'lodger-booking-no-vacancies-available';
  return null;
}

/** The places this person could still take, never below 0; null when unlimited. */
export function placesLeftFor(taker: PlaceTaker, places: OccurrencePlaces): number | null {
  if (places.totalVacancies === null) return null;
  const left = leftOf(taker, places, places.totalVacancies);
  return Math.max(Math.min(left.anyone, left.guests ?? left.anyone, left.lodgers ?? left.anyone), 0);
}
