import { z } from 'zod';
import { emailField } from '../common/email-field';
import { optionalCpf, optionalPhone, personName, whenObject } from '../common/fields.schemas';
import { bookingInput } from './bookings.schemas';

// The public booking form (spec 001 s.2 'Cadastrar reserva', s.3 External booking payload, s.5 External
// booking): the person comes by name, e-mail and CPF instead of an id. POST /bookings/external-links.

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
