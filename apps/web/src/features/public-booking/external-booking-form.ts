import { requestSummary } from '@reserva/shared/bookings/external-bookings.rules';
import {
  type ExternalBookingFormValues,
  externalBookingInput,
} from '@reserva/shared/bookings/external-bookings.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { whenObject } from '@reserva/shared/common/fields.schemas';
import type { ExternalSchedule } from '@reserva/shared/schedules/external-links.schemas';
import { timeOfDay } from '@reserva/shared/schedules/schedules.schemas';
import type { SummaryView } from './components/BookingSummary';

// The public form's rules that depend on the event (spec 001 s.5, External booking). The server's
// answer to a well-formed form is always the same (docs/decisions.md, Public booking form).

export interface ExternalFormContext {
  /** The dates the event may be booked on; undefined while they load (the server then decides). */
  availableDates?: ReadonlySet<string>;
  /** Partial-time events take the start and end the person chose; others the event's own. */
  partialTime: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function externalBookingFormSchema(context: ExternalFormContext) {
  return externalBookingInput
    .superRefine(
      (value, ctx) => {
        const date = value.bookedDate;
        // A typed date before today is not offered either (the calendar only shows upcoming ones).
        const notOffered =
          typeof date === 'string' &&
          ISO_DATE.test(date) &&
          (date < todayInSaoPaulo() || context.availableDates?.has(date) === false);
        if (notOffered)
          ctx.addIssue({ code: 'custom', path: ['bookedDate'], message: 'Data não disponível' });
      },
      { when: whenObject },
    )
    .transform((value) => ({
      ...value,
      startTime: context.partialTime ? value.startTime : null,
      endTime: context.partialTime ? value.endTime : null,
    }));
}

const validTime = (time: unknown) => timeOfDay.safeParse(time).data;

/**
 * What the form books as filled so far, for its summary: no date until one is chosen, and no times or
 * prices while a partial-time event's times are incomplete or reversed.
 */
export function formSummary(
  event: ExternalSchedule,
  values: Partial<ExternalBookingFormValues>,
): SummaryView {
  const startTime = validTime(values.startTime);
  const endTime = validTime(values.endTime);
  const timed = !event.allowPartialTimeBookings || (startTime && endTime && endTime > startTime);
  const summary = requestSummary(event, {
    bookedDate: values.bookedDate ?? '',
    startTime,
    endTime,
    items: values.items,
  });
  return {
    ...summary,
    bookedDate: summary.bookedDate || null,
    ...(!timed && { startTime: null, endTime: null, bookingPrice: null, totalPrice: null }),
  };
}

/**
 * The server's refusals of the date, as the date field's error: the event does not run or has started
 * that day, or the date is past the venture's horizon ('Reservas abertas até …'). Read from the call's
 * error (app/session/api-client's ApiError: its code and field messages).
 */
export function dateErrorOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.message === 'schedule-finished' || error.message === 'past-start-time')
    return 'Data não disponível';
  const fields = (error as { metaData?: { fields?: unknown } }).metaData?.fields;
  if (!Array.isArray(fields)) return null;
  const field: unknown = fields.find((candidate) => candidate?.path === 'bookedDate');
  return typeof field === 'object' &&
    field !== null &&
    'message' in field &&
    typeof field.message === 'string'
    ? field.message
    : null;
}
