import { z } from 'zod';
import { BOOKING_SORTS, digitsFilter, textFilter } from '../bookings/bookings.schemas';
import { PAYMENT_STATUSES } from '../bookings/payment-status';
import { todayInSaoPaulo } from '../common/dates';
import { DATE_ORDER_MESSAGE, isoDate, minDateNotAfterMax, whenFieldsValid } from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';
import { requiredDate } from '../schedules/schedules.schemas';
import { withinExportPeriod } from './export.schemas';

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

/** The start of a required period not after its end; the issue on the end, as the lists put it. */
function inOrder<Start extends string, End extends string>(start: Start, end: End) {
  return [
    (value: Record<Start | End, string>, ctx: z.RefinementCtx) => {
      if (value[start] > value[end])
        ctx.addIssue({ code: 'custom', path: [end], message: DATE_ORDER_MESSAGE });
    },
    { when: whenFieldsValid(start, end) },
  ] as const;
}

/**
 * POST /bookings/cancellation-histories/xlsx: the list's filters, with both dates required and at
 * most a year apart (the query carries the list's `sort` and `order`).
 */
export const cancellationExportInput = z
  .strictObject({
    minDate: requiredDate,
    maxDate: requiredDate,
    userName: textFilter,
    userDocument: digitsFilter,
  })
  .superRefine(...inOrder('minDate', 'maxDate'))
  .superRefine(...withinExportPeriod('minDate', 'maxDate', 'maxDate'));
export type CancellationExportInput = z.infer<typeof cancellationExportInput>;
export const cancellationExportQuery = listQuery(CANCELLATION_SORTS, 'createdAt');
export type CancellationExportQuery = z.infer<typeof cancellationExportQuery>;

/** `cancelamentos_2026-04-14_2026-05-14.xlsx` */
export function cancellationsFileName(input: { minDate: string; maxDate: string }): string {
  return `cancelamentos_${input.minDate}_${input.maxDate}.xlsx`;
}

/**
 * POST /bookings/no-shows/xlsx: the no-shows list's filters (GET /bookings?noShowOnly=true), with both
 * booked dates required and at most a year apart (the query carries the list's `sort` and `order`).
 */
export const noShowExportInput = z
  .strictObject({
    minBookedDate: requiredDate,
    maxBookedDate: requiredDate,
    userName: textFilter,
    userDocument: digitsFilter,
    activityName: textFilter,
    spotName: textFilter,
    /** A MASTER may export another venture's, as the list reads it; ignored for anyone else. */
    ventureId: z.uuid().optional(),
  })
  .superRefine(...inOrder('minBookedDate', 'maxBookedDate'))
  .superRefine(...withinExportPeriod('minBookedDate', 'maxBookedDate', 'maxBookedDate'));
export type NoShowExportInput = z.infer<typeof noShowExportInput>;
export const noShowExportQuery = listQuery(BOOKING_SORTS, 'bookedDate');
export type NoShowExportQuery = z.infer<typeof noShowExportQuery>;

/** `no-shows_2026-04-14_2026-05-14.xlsx` */
export function noShowsFileName(input: { minBookedDate: string; maxBookedDate: string }): string {
  return `no-shows_${input.minBookedDate}_${input.maxBookedDate}.xlsx`;
}
