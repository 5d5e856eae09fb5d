import { externalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { whenObject } from '@reserva/shared/common/fields.schemas';
import { DUPLICATE_BOOKING_CODE } from '../bookings/create-booking-flow';

// The public form's rules that depend on the event (spec 001 s.5, External booking) and what it does
// with the server's answer (s.4 External booking, s.8).

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

/** The warnings of a booking made without charging a wallet: reported as a success (spec 001 s.8). */
export const WALLET_WARNINGS: Readonly<Record<string, string>> = {
  'wallet-not-found': 'Carteira faltando',
  'wallet-without-credits': 'Carteira sem crédito',
};

export type ExternalBookingFailure =
  | { kind: 'booked-with-warning'; title: string }
  | { kind: 'duplicate' }
  | { kind: 'error' };

export function externalBookingFailure(error: unknown): ExternalBookingFailure {
  const code = error instanceof Error ? error.message : undefined;
  const warning = code === undefined ? undefined : WALLET_WARNINGS[code];
  if (warning) return { kind: 'booked-with-warning', title: warning };
  if (code === DUPLICATE_BOOKING_CODE) return { kind: 'duplicate' };
  return { kind: 'error' };
}
