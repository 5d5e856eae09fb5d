import { describe, expect, it } from 'vitest';
import {
  BOOKING_KEYS,
  type BookingActionTarget,
  bookingActions,
  bookingStart,
  CANCEL_BLOCK_REASONS,
  CANCEL_REASON_REQUIRED,
  type CancelFacts,
  cancelBlockReasons,
  cancelReasonError,
  checkinsLocked,
  isPayableAtClub,
} from './booking-rules';

const target = (overrides: Partial<BookingActionTarget> = {}): BookingActionTarget => ({
  id: 'b1',
  userName: 'Ana',
  paymentStatus: 'WAITING',
  isExpired: false,
  deletedAt: null,
  isCancelable: true,
  ...overrides,
});
const canAll = () => true;
const canOnly =
  (...held: string[]) =>
  (...keys: string[]) =>
    keys.some((key) => held.includes(key));

describe('booking actions', () => {
  it('offers pay at the club only from WAITING, FAILED or REJECTED', () => {
    expect(['WAITING', 'FAILED', 'REJECTED'].every((status) => isPayableAtClub(status as never))).toBe(true);
    expect(isPayableAtClub('APPROVED')).toBe(false);
    expect(isPayableAtClub('PAYMENT_EXTERNAL')).toBe(false);
    expect(isPayableAtClub(null)).toBe(false);
  });

  it('offers every action to a user with every key on a live, payable, cancelable booking', () => {
    expect(bookingActions(target(), canAll)).toEqual({ checkins: true, payAtClub: true, cancel: true });
  });

  it('follows the keys of each action', () => {
    const concierge = canOnly('BOOKING_CHECKIN_READ_ACCESS');
    expect(bookingActions(target(), concierge)).toEqual({ checkins: true, payAtClub: false, cancel: false });
    const cashier = canOnly('BOOKING_PAYMENT_WRITE_ACCESS', 'BOOKING_DELETE_ACCESS');
    expect(bookingActions(target(), cashier)).toEqual({ checkins: false, payAtClub: true, cancel: true });
  });

  it('hides pay and cancel on a cancelled booking, and cancel when the server says it cannot be', () => {
    const cancelled = bookingActions(target({ deletedAt: '2025-01-01T10:00:00.000Z' }), canAll);
    expect(cancelled).toMatchObject({ payAtClub: false, cancel: false });
    expect(bookingActions(target({ isCancelable: false }), canAll).cancel).toBe(false);
    // Rows that do not know leave it to the cancel dialog.
    expect(bookingActions(target({ isCancelable: undefined }), canAll).cancel).toBe(true);
  });

  it('locks check-ins of expired or cancelled bookings', () => {
    expect(checkinsLocked(target())).toBe(false);
    expect(checkinsLocked(target({ isExpired: true }))).toBe(true);
    expect(checkinsLocked(target({ deletedAt: '2025-01-01T10:00:00.000Z' }))).toBe(true);
  });

  it('names FULL keys in each list', () => {
    expect(BOOKING_KEYS.cancel).toContain('BOOKING_FULL_ACCESS');
    expect(BOOKING_KEYS.checkinDelete).toContain('BOOKING_CHECKIN_FULL_ACCESS');
  });
});

describe('booking start', () => {
  it('reads the date and time in São Paulo (UTC-3)', () => {
    expect(bookingStart('2025-03-10', '08:00:00').toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(bookingStart('2025-12-31', '23:30').toISOString()).toBe('2026-01-01T02:30:00.000Z');
  });
});

describe('cancel block reasons', () => {
  const facts = (overrides: Partial<CancelFacts> = {}): CancelFacts => ({
    checkins: 0,
    bookedDate: '2025-03-10',
    startTime: '08:00:00',
    user: { groupKey: 'MEMBER' },
    paymentStatus: 'APPROVED',
    ...overrides,
  });
  // 2025-03-10 08:00 in São Paulo is 11:00 UTC.
  const hoursBefore = (hours: number) => new Date(Date.UTC(2025, 2, 10, 11) - hours * 3_600_000);

  it('has none for a future booking without check-ins', () => {
    expect(cancelBlockReasons(facts(), hoursBefore(2))).toEqual([]);
  });

  it('names a check-in and an event that has begun', () => {
    expect(cancelBlockReasons(facts({ checkins: 1 }), hoursBefore(-1))).toEqual([
      CANCEL_BLOCK_REASONS.checkedIn,
      CANCEL_BLOCK_REASONS.started,
    ]);
  });

  it('keeps paid guest bookings from being cancelled within 24 hours of the start', () => {
    const guest = facts({ user: { groupKey: 'GUEST' } });
    expect(cancelBlockReasons(guest, hoursBefore(23))).toEqual([CANCEL_BLOCK_REASONS.paidGuest]);
    expect(cancelBlockReasons(guest, hoursBefore(25))).toEqual([]);
    expect(cancelBlockReasons({ ...guest, paymentStatus: 'WAITING' }, hoursBefore(23))).toEqual([]);
    expect(cancelBlockReasons({ ...guest, paymentStatus: null }, hoursBefore(23))).toEqual([]);
    expect(cancelBlockReasons(facts({ paymentStatus: 'APPROVED' }), hoursBefore(23))).toEqual([]);
  });
});

describe('cancel reason', () => {
  it('is required only once the deadline has passed', () => {
    expect(cancelReasonError('', false)).toBeNull();
    expect(cancelReasonError('  ', true)).toBe(CANCEL_REASON_REQUIRED);
    expect(cancelReasonError('Chuva', true)).toBeNull();
  });
});
