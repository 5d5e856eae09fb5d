import { describe, expect, it } from 'vitest';
import { type OccurrencePlaces, placesFailure, placesLeftFor } from './places.rules';

const member = { isGuest: false, isLodger: false };
const guest = { isGuest: true, isLodger: false };
const lodger = { isGuest: false, isLodger: true };
const occurrence = (over: Partial<OccurrencePlaces> = {}): OccurrencePlaces => ({
  totalVacancies: 10,
  guestVacancies: 2,
  lodgerVacancies: 3,
  isLodgerVacanciesExclusive: false,
  booked: 0,
  guestBooked: 0,
  lodgerBooked: 0,
  ...over,
});

describe('places of an occurrence by who takes them', () => {
  it('gives everyone the total when nothing is reserved, and nobody a place once it is full', () => {
    expect(placesLeftFor(member, occurrence({ booked: 4 }))).toBe(6);
    expect(placesFailure(member, occurrence({ booked: 4 }))).toBeNull();
    expect(placesLeftFor(member, occurrence({ booked: 10 }))).toBe(0);
    expect(placesFailure(member, occurrence({ booked: 10 }))).toBe('booking-no-vacancies-available');
  });

  it('limits guests to the guest places and lodgers to the lodger places', () => {
    expect(placesLeftFor(guest, occurrence({ booked: 3, guestBooked: 1 }))).toBe(1);
    expect(placesFailure(guest, occurrence({ booked: 3, guestBooked: 2 }))).toBe(
      'guest-booking-no-vacancies-available',
    );
    expect(placesLeftFor(lodger, occurrence({ booked: 5, lodgerBooked: 3 }))).toBe(0);
    expect(placesFailure(lodger, occurrence({ booked: 5, lodgerBooked: 3 }))).toBe(
      'lodger-booking-no-vacancies-available',
    );
  });

  it('keeps exclusive lodger places from everyone else', () => {
    const exclusive = occurrence({ isLodgerVacanciesExclusive: true, booked: 6, lodgerBooked: 0 });
    expect(placesLeftFor(member, exclusive)).toBe(1);
    expect(placesLeftFor(lodger, exclusive)).toBe(3);
    const othersFull = occurrence({ isLodgerVacanciesExclusive: true, booked: 7 });
    expect(placesFailure(member, othersFull)).toBe('booking-no-vacancies-available');
    expect(placesFailure(lodger, othersFull)).toBeNull();
  });

  it('never shows fewer than none after a forced booking, and none is a limit when unlimited', () => {
    expect(placesLeftFor(member, occurrence({ booked: 12 }))).toBe(0);
    expect(placesLeftFor(guest, occurrence({ totalVacancies: null, guestBooked: 9 }))).toBeNull();
    expect(placesFailure(guest, occurrence({ totalVacancies: null, guestBooked: 9 }))).toBeNull();
  });
});
