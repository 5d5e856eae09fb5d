import { z } from 'zod';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { daysBetween } from '../common/dates';
import { DATE_ORDER_MESSAGE, isoDate, whenFieldsValid } from '../common/fields.schemas';
import { DASHBOARD_MAX_DAYS } from './dashboard.rules';

// GET /dashboard (decisions.md, Dashboard): the figures of the session's venture for a period of São
// Paulo dates. A section the user's keys do not open answers null.

export const dashboardQuery = z.object({ startDate: isoDate, endDate: isoDate }).superRefine(
  (value, ctx) => {
    const days = daysBetween(value.startDate, value.endDate) + 1;
    if (days < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: DATE_ORDER_MESSAGE,
      });
    } else if (days > DASHBOARD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Período de no máximo ${DASHBOARD_MAX_DAYS} dias`,
      });
    }
  },
  { when: whenFieldsValid('startDate', 'endDate') },
);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().min(0);
/** 0 to 1 (above 1 when forced bookings went past the places); null when there is nothing to measure. */
const share = z.number().min(0).nullable();

export const dashboardDay = z.object({
  date: isoDate,
  /** Live bookings of the day. */
  bookings: count,
  cancelled: count,
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardBookings = z.object({
  /** Today's live bookings and how many of them were checked in, whatever the period. */
  today: z.object({ date: isoDate, bookings: count, checkedIn: count }),
  /** Every day of the period, in order. */
  days: z.array(dashboardDay),
  /** No-shows among the live bookings whose occurrence has ended. */
  noShows: z.object({ count, ended: count, rate: share }),
  /** Cancellations past the deadline among every booking of the period, cancelled or not. */
  lateCancellations: z.object({ count, cancelled: count, bookings: count, rate: share }),
});
export type DashboardBookings = z.infer<typeof dashboardBookings>;

export const activityOccupancy = z.object({
  activityId: z.uuid(),
  activityName: z.string(),
  booked: count,
  vacancies: count,
  rate: share,
});
export type ActivityOccupancy = z.infer<typeof activityOccupancy>;

/** Live bookings over the places of the period's occurrences of active, limited events. */
export const dashboardOccupancy = z.object({
  booked: count,
  vacancies: count,
  rate: share,
  activities: z.array(activityOccupancy),
});
export type DashboardOccupancy = z.infer<typeof dashboardOccupancy>;

export const nearlyFullEvent = z.object({
  activityScheduleId: z.uuid(),
  activityId: z.uuid(),
  activityName: z.string(),
  date: isoDate,
  startTime: z.string(),
  endTime: z.string(),
  booked: count,
  totalVacancies: count,
});
export type NearlyFullEvent = z.infer<typeof nearlyFullEvent>;

export const revenueByStatus = z.object({
  status: z.enum(PAYMENT_STATUSES),
  payments: count,
  /** Cents. */
  amount: count,
});
export type RevenueByStatus = z.infer<typeof revenueByStatus>;

const revenueTotal = z.object({ payments: count, /** Cents. */ amount: count });

/** The period's payments by what became of their money (dashboard.rules' revenueGroup). */
export const revenueTotals = z.object({
  /** Approved or paid at the club: the revenue. */
  received: revenueTotal,
  /** Still owed: waiting, being processed, failed or rejected. Not revenue. */
  pending: revenueTotal,
  /** Cancelled with their booking. Not revenue. */
  cancelled: revenueTotal,
});
export type RevenueTotals = z.infer<typeof revenueTotals>;

export const dashboard = z.object({
  startDate: isoDate,
  endDate: isoDate,
  bookings: dashboardBookings.nullable(),
  occupancy: dashboardOccupancy.nullable(),
  /** The next occurrences nearly full, soonest first. */
  nearlyFull: z.array(nearlyFullEvent).nullable(),
  /** The payments of the period's bookings by status, in the statuses' order. */
  revenue: z.array(revenueByStatus).nullable(),
  /** The same payments summed as received, pending and cancelled; null with `revenue`. */
  revenueTotals: revenueTotals.nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;
