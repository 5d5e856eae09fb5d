import { externalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { whenObject } from '@reserva/shared/common/fields.schemas';

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
        if (typeof date === 'string' && ISO_DATE.test(date) && context.availableDates?.has(date) === false) {
          ctx.addIssue({ code: 'custom', path: ['bookedDate'], message: 'Data não disponível' });
        }
      },
      { when: whenObject },
    )
    .transform((value) => ({
      ...value,
      startTime: context.partialTime ? value.startTime : null,
      endTime: context.partialTime ? value.endTime : null,
    }));
}
