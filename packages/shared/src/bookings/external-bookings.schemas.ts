import { z } from 'zod';
import { emailField } from '../common/email-field';
import { optionalCpf, personName, whenObject } from '../common/fields.schemas';
import { optionalPhone } from '../common/phone.schemas';
import { bookingInput } from './bookings.schemas';

// The public booking form (spec 001 s.2 'Cadastrar reserva', s.3 External booking payload, s.5 External
// booking): the person comes by name, e-mail and CPF instead of an id. POST /bookings/external-links
// stores a request and mails a link; POST /bookings/external-links/confirmations, from that link, books
// (docs/decisions.md, Public booking form).

const booking = bookingInput.shape;

export const externalBookingInput = z
  .strictObject({
    activityScheduleId: booking.activityScheduleId,
    bookedDate: booking.bookedDate,
    bookingQueueId: booking.bookingQueueId,
    startTime: booking.startTime,
    endTime: booking.endTime,
    /** Activity items (the event's extras are not offered by the form). */
    items: booking.items,
    description: booking.description,
    isActive: booking.isActive,
    name: personName,
    email: emailField,
    cpf: optionalCpf,
    phone: optionalPhone,
  })
  .superRefine(
    (value, ctx) => {
      const { startTime, endTime } = value;
      if (typeof startTime === 'string' && typeof endTime === 'string' && endTime <= startTime) {
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'Horário final deve ser maior que o inicial',
        });
      }
    },
    { when: whenObject },
  );
export type ExternalBookingInput = z.output<typeof externalBookingInput>;
export type ExternalBookingFormValues = z.input<typeof externalBookingInput>;

/**
 * The answer to every well-formed submission (202), the same whatever the e-mail or CPF name: known,
 * unknown, staff, blocked or already booked. What concerns the person reaches them by mail.
 */
export const externalBookingRequested = z.strictObject({ status: z.literal('CONFIRMATION_SENT') });
export type ExternalBookingRequested = z.infer<typeof externalBookingRequested>;
export const EXTERNAL_BOOKING_REQUESTED: ExternalBookingRequested = { status: 'CONFIRMATION_SENT' };

/** Body of POST /bookings/external-links/confirmations (and its preview): the mailed link's token. */
export const externalBookingConfirmation = z.strictObject({ token: z.string().min(1).max(200) });
export type ExternalBookingConfirmation = z.infer<typeof externalBookingConfirmation>;

const cents = z.number().int();

/**
 * What a request of the public form books, as its pages show it before and after the confirmation: the
 * offer (what, where, when, how much), nothing typed by the visitor (the link may reach anyone's mailbox).
 */
export const externalBookingSummary = z.object({
  activityName: z.string(),
  modalityTitle: z.string().nullable(),
  ventureName: z.string(),
  spotName: z.string(),
  spotAddress: z.string().nullable(),
  bookedDate: z.iso.date(),
  /** `HH:mm:ss`. */
  startTime: z.string(),
  endTime: z.string(),
  /** The chosen activity items' names (they carry no price). */
  items: z.array(z.string()),
  /** The event's extras the booking takes (its required ones), with their prices. */
  extras: z.array(z.object({ name: z.string(), price: cents })),
  /** Cents: the price of the booked time. */
  bookingPrice: cents,
  totalPrice: cents,
});
export type ExternalBookingSummary = z.infer<typeof externalBookingSummary>;

/** The booking a confirmation made, for the confirmation page: its code and what it booked. */
export const externalBookingConfirmed = externalBookingSummary.extend({
  id: z.uuid(),
  /** A guest's additional price, known once the person is (in the total). */
  guestAdditionalPrice: cents,
});
export type ExternalBookingConfirmed = z.infer<typeof externalBookingConfirmed>;
