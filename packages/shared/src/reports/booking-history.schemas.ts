import { z } from 'zod';
import { digitsFilter, textFilter } from '../bookings/bookings.schemas';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { todayInSaoPaulo } from '../common/dates';
import { isoDate, minDateNotAfterMax } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';

// The cancellations and no-shows reports (spec 001 s.2, s.3, s.7, s.9). The no-shows report reads
// GET /bookings with `noShowOnly` (bookings.schemas.ts); the cancellations report has its own call.

/** 'Cancelado de/até' and 'Reservado de/até' start at one month ago until today (spec 001 s.9). */
export function defaultReportRange(now: Date = new Date()): { from: string; to: string } {
  const to = todayInSaoPaulo(now);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  // The same day a month back, or that month's last day (31 March -> 28/29 February).
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const from = new Date(Date.UTC(year, month - 2, Math.min(day, lastOfPrevious)));
  return { from: from.toISOString().slice(0, 10), to };
}

export const CANCELLATION_SORTS = ['createdAt', 'minutesBeforeScheduleStart'] as const;
export type CancellationSort = (typeof CANCELLATION_SORTS)[number];

/** GET /bookings/cancellation-histories: `minDate` / `maxDate` are São Paulo dates of the cancellation. */
export const cancellationHistoryQuery = listQuery(CANCELLATION_SORTS, 'createdAt')
  .extend({
    userName: textFilter,
    userDocument: digitsFilter,
    minDate: isoDate.optional(),
    maxDate: isoDate.optional(),
  })
  .superRefine(...minDateNotAfterMax);
export type CancellationHistoryQuery = z.infer<typeof cancellationHistoryQuery>;

const named = z.object({ id: z.uuid(), name: z.string() });

/** A row of the cancellations report (spec 001 s.3, Cancellation history). */
export const cancellationHistoryItem = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  booking: z.object({
    /** The person the booking was for. */
    user: named,
    activity: named,
    spot: named,
    bookedDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    /** Null: the booking had no payment ('Isento'). */
    paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  }),
  /** Who cancelled; null when the system did (a block, a deletion). */
  user: named.nullable(),
  reason: z.string().nullable(),
  minutesBeforeScheduleStart: z.number().int(),
  exceedCancellationDeadline: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CancellationHistoryItem = z.infer<typeof cancellationHistoryItem>;

export const cancellationHistoryList = paged(cancellationHistoryItem);
