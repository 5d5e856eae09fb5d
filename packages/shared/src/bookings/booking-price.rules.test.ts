import { describe, expect, it } from 'vitest';
import { timePrice } from './booking-price.rules';

describe('timePrice', () => {
  it('is the event’s price for a whole-time event, whatever the times', () => {
    const event = { bookingPrice: 5000, allowPartialTimeBookings: false };
    expect(timePrice(event, { startTime: '08:00', endTime: '08:30' })).toBe(5000);
  });

  it('is an hourly price for the chosen part of a partial-time event, rounded to the cent', () => {
    const event = { bookingPrice: 4000, allowPartialTimeBookings: true };
    expect(timePrice(event, { startTime: '09:00:00', endTime: '10:30:00' })).toBe(6000);
    expect(timePrice({ ...event, bookingPrice: 1000 }, { startTime: '09:00', endTime: '09:20' })).toBe(333);
  });
});
