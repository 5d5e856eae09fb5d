import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { revenueGroup } from './dashboard.rules';

describe('revenueGroup', () => {
  it('counts as revenue only money approved or paid at the club', () => {
    const groups = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, revenueGroup(status)]));
    expect(groups).toEqual({
      PROCESSING: 'pending',
      FAILED: 'pending',
      ONGOING: 'pending',
      WAITING: 'pending',
      APPROVED: 'received',
      PENDING: 'pending',
      REJECTED: 'pending',
      CANCELED: 'cancelled',
      VALIDATING: 'pending',
      PAYMENT_EXTERNAL: 'received',
      PAYMENT_HOTEL: 'received',
    });
  });
});
