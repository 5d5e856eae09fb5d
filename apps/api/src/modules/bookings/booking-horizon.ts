import { STAFF_BOOKING_DAYS_AHEAD } from '@reserva/shared/bookings/booking-horizon.rules';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { AppError } from '../../plugins/errors';
import { brDate } from './create-booking.service';

// How far ahead self-service bookings go (issue 28, point 5): each venture opens its events to the
// public booking form and the members' app `booking_horizon_days` days after today, São Paulo's as
// this server's clock tells it. Staff book further, up to the shared schemas' fixed bound (two
// years, `bookingDate`). Every self-service call checks its date here, so they all stop at one date.

/** The last date a venture with this horizon (in days) opens to self-service bookings. */
export function lastSelfServiceDate(horizonDays: number, today: string = todayInSaoPaulo()): string {
  return addDays(today, Math.min(horizonDays, STAFF_BOOKING_DAYS_AHEAD));
}

/**
 * Refuses a self-service booking's date past the last date its venture opens: `400 validation-error`
 * naming the field, as the schemas' refusals do, with the last date open.
 */
export function checkSelfServiceDate(date: string, lastDate: string, field = 'bookedDate'): void {
  if (date <= lastDate) return;
  throw new AppError('validation-error', {
    fields: [{ in: 'body', path: field, message: `Reservas abertas até ${brDate(lastDate)}` }],
  });
}
