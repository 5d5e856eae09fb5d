import { bookingInput, PAYMENT_TYPES } from '@reserva/shared/bookings/bookings.schemas';
import { PAYMENT_STATUS_LABELS } from '@reserva/shared/bookings/payment-status';
import { whenObject } from '@reserva/shared/common/fields.schemas';

// The 'Cadastrar reserva' form's rules that depend on the event and the person chosen (spec 001 s.5,
// Booking form); the fields' own rules are the shared `bookingInput`'s.

/** The payment types offered for a priced lodger booking, under their status labels (spec 001 s.4). */
export const PAYMENT_TYPE_OPTIONS = PAYMENT_TYPES.map((type) => ({
  value: type,
  label: PAYMENT_STATUS_LABELS[type],
}));

export interface PriceFacts {
  /** The person's group; null before one is chosen. */
  groupKey: string | null;
  bookingPrice: number;
  guestAdditionalBookingPrice: number;
  /** The prices of the extras the booking takes: the required ones and those chosen. */
  extraPrices: readonly number[];
}

/** Whether the booking costs something: the event's price, the guest price for a guest, or a priced extra. */
export function hasPrice(facts: PriceFacts): boolean {
  const isGuest = facts.groupKey?.includes('GUEST') ?? false;
  return (
    facts.bookingPrice > 0 ||
    (isGuest && facts.guestAdditionalBookingPrice > 0) ||
    facts.extraPrices.some((price) => price > 0)
  );
}

/** A lodger's priced booking asks how it is paid ('Tipo do pagamento requerido'). */
export function paymentTypeRequired(facts: PriceFacts): boolean {
  return facts.groupKey === 'LODGER' && hasPrice(facts);
}

export interface BookingFormContext {
  /** The dates the event may be booked on; undefined while they load (the server then decides). */
  availableDates?: ReadonlySet<string>;
  paymentTypeRequired: boolean;
  /** Partial-time events take the start and end the person chose; others the event's own. */
  partialTime: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's schema for the event and person at hand; what it sends leaves out the fields that do not apply. */
export function bookingFormSchema(context: BookingFormContext) {
  return bookingInput
    .superRefine(
      (value, ctx) => {
        const date = value.bookedDate;
        if (typeof date === 'string' && ISO_DATE.test(date) && context.availableDates?.has(date) === false) {
          ctx.addIssue({ code: 'custom', path: ['bookedDate'], message: 'Data não disponível' });
        }
        if (context.paymentTypeRequired && (value.paymentType === null || value.paymentType === undefined)) {
          ctx.addIssue({ code: 'custom', path: ['paymentType'], message: 'Tipo do pagamento requerido' });
        }
      },
      { when: whenObject },
    )
    .transform((value) => ({
      ...value,
      startTime: context.partialTime ? value.startTime : null,
      endTime: context.partialTime ? value.endTime : null,
      paymentType: context.paymentTypeRequired ? value.paymentType : null,
    }));
}
