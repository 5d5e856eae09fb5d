import type { PaymentStatus } from '../bookings/payment-status';
import { addDays } from '../common/dates';
import { type FeatureKey, grantsAny } from '../permissions/permissions';

// What the dashboard shows and to whom (decisions.md, Dashboard). Both sides read these: the server to
// answer only the figures a user's keys allow, the page to leave out the others before it asks.

/** The longest period, in days (both ends included). */
export const DASHBOARD_MAX_DAYS = 92;

/** Bookings, check-ins, no-shows, late cancellations, occupancy and the nearly full events. */
export const DASHBOARD_BOOKING_KEYS = [
  'BOOKING_FULL_ACCESS',
  'BOOKING_READ_ACCESS',
  'BOOKING_SELLER_READ_ACCESS',
] as const satisfies readonly FeatureKey[];

/** Revenue by payment status: a payment key, or the sales report's. */
export const DASHBOARD_REVENUE_KEYS = [
  'BOOKING_PAYMENT_FULL_ACCESS',
  'BOOKING_PAYMENT_READ_ACCESS',
  'BOOKING_PAYMENT_REPORTS_FULL_ACCESS',
  'BOOKING_PAYMENT_REPORTS_READ_ACCESS',
] as const satisfies readonly FeatureKey[];

/** The keys of GET /dashboard: any one opens it. */
export const DASHBOARD_KEYS = [...DASHBOARD_BOOKING_KEYS, ...DASHBOARD_REVENUE_KEYS] as const;

/** An upcoming occurrence is nearly full from this share of its places booked. */
export const NEARLY_FULL_SHARE = 0.8;
/** The nearly full events are looked for from today over this many days. */
export const NEARLY_FULL_DAYS = 7;
export const NEARLY_FULL_LIMIT = 5;

export interface DashboardSections {
  bookings: boolean;
  revenue: boolean;
}

export function dashboardSections(features: ReadonlySet<string>): DashboardSections {
  return {
    bookings: grantsAny(features, DASHBOARD_BOOKING_KEYS),
    revenue: grantsAny(features, DASHBOARD_REVENUE_KEYS),
  };
}

/** The period the page opens with: the last seven days and the next seven. */
export function defaultDashboardPeriod(today: string): { startDate: string; endDate: string } {
  return { startDate: addDays(today, -6), endDate: addDays(today, 7) };
}

/** `part / whole`, or null when there is nothing to measure. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * What became of a payment's money, for the dashboard's revenue: 'received' when approved or paid at
 * the club (or the hotel, a lodger's); 'cancelled' when the booking's cancellation cancelled it; else
 * 'pending', still owed: waiting, being processed, or failed or rejected, which staff may still mark
 * paid at the club. Only received money is revenue.
 */
export const REVENUE_GROUPS = ['received', 'pending', 'cancelled'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

const RECEIVED: readonly PaymentStatus[] = ['APPROVED', 'PAYMENT_EXTERNAL', 'PAYMENT_HOTEL'];

export function revenueGroup(status: PaymentStatus): RevenueGroup {
  if (RECEIVED.includes(status)) return 'received';
  return status === 'CANCELED' ? 'cancelled' : 'pending';
}
