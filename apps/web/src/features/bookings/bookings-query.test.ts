import { describe, expect, it } from 'vitest';
import {
  type BookingFilters,
  bookingFiltersFromSearch,
  EMPTY_BOOKING_FILTERS,
  toBookingsQuery,
} from './bookings-query';

const me = '7d1f0e3a-5b2c-4d6e-8f9a-0b1c2d3e4f5a';
const params = (filters: Partial<BookingFilters> = {}) => ({
  ...EMPTY_BOOKING_FILTERS,
  ...filters,
  limit: 20,
  page: 1,
  sort: 'bookedDate' as const,
  order: 'DESC' as const,
});

describe('bookings query', () => {
  it('asks for pending bookings of everyone by default, and sends the pending toggle either way', () => {
    const query = toBookingsQuery(params(), {}, me);
    expect(query).toMatchObject({
      showPendingBookingsOnly: true,
      sort: 'bookedDate',
      order: 'DESC',
      limit: 20,
    });
    for (const absent of ['sellerId', 'userId', 'hostId', 'guestBookings'])
      expect(query).not.toHaveProperty(absent);
    expect(toBookingsQuery(params({ showPendingBookingsOnly: false }), {}, me)).toMatchObject({
      showPendingBookingsOnly: false,
    });
  });

  it('leaves the toggles that are not query fields out', () => {
    const query = toBookingsQuery(params({ mine: true, audience: 'member' }), {}, me);
    expect(query).not.toHaveProperty('mine');
    expect(query).not.toHaveProperty('audience');
  });

  it('turns my bookings into the seller, unless the table is a seller’s', () => {
    expect(toBookingsQuery(params({ mine: true }), {}, me).sellerId).toBe(me);
    expect(toBookingsQuery(params({ mine: true }), { sellerId: 'seller' }, me).sellerId).toBe('seller');
    expect(toBookingsQuery(params(), {}, me).sellerId).toBeUndefined();
  });

  it('filters members or guests on the bookings list', () => {
    expect(toBookingsQuery(params({ audience: 'member' }), {}, me).guestBookings).toBe(false);
    expect(toBookingsQuery(params({ audience: 'guests' }), {}, me).guestBookings).toBe(true);
    expect(toBookingsQuery(params({ audience: 'all' }), {}, me)).not.toHaveProperty('guestBookings');
  });

  it('lists a person’s own bookings or those of the people it hosts on its tab', () => {
    const own = toBookingsQuery(params({ audience: 'member' }), { personId: 'p1' }, me);
    expect(own).toMatchObject({ userId: 'p1' });
    expect(own).not.toHaveProperty('hostId');
    expect(own).not.toHaveProperty('guestBookings');
    const hosted = toBookingsQuery(params({ audience: 'guests' }), { personId: 'p1' }, me);
    expect(hosted).toMatchObject({ hostId: 'p1' });
    expect(hosted).not.toHaveProperty('userId');
  });

  it('keeps the fixed scope of embedded tables', () => {
    expect(toBookingsQuery(params(), { activityId: 'a1' }, me)).toMatchObject({ activityId: 'a1' });
  });

  it('reads a link’s booked date and pending toggle from the address, and nothing else', () => {
    const read = (search: string) => bookingFiltersFromSearch(new URLSearchParams(search));
    expect(read('bookedDate=2025-05-01&showPendingBookingsOnly=false')).toEqual({
      bookedDate: '2025-05-01',
      showPendingBookingsOnly: false,
    });
    expect(read('bookedDate=2025-02-31&showPendingBookingsOnly=talvez&userName=Ana')).toEqual({});
    expect(read('')).toEqual({});
  });
});
