import { describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../common/dates';
import { fieldMessages } from '../test/field-messages';
import { ventureBody } from '../ventures/ventures.schemas';
import { lastStaffBookingDate, STAFF_BOOKING_DAYS_AHEAD } from './booking-horizon.rules';
import { bookingInput } from './bookings.schemas';
import { queueInput } from './queues.schemas';

const USER = '00000000-0000-4000-8000-000000000001';
const EVENT = '00000000-0000-4000-8000-000000000002';
const ACTIVITY = '00000000-0000-4000-8000-000000000003';
const booking = (bookedDate: unknown) =>
  fieldMessages(bookingInput, { activityScheduleId: EVENT, userId: USER, bookedDate });
const queueEntry = (bookedDate: unknown) =>
  fieldMessages(queueInput, { activityId: ACTIVITY, userId: USER, bookedDate });

describe('the staff booking bound', () => {
  it('is two years (730 days) after today in São Paulo', () => {
    expect(STAFF_BOOKING_DAYS_AHEAD).toBe(730);
    expect(lastStaffBookingDate('2026-11-27')).toBe('2028-11-26');
    expect(lastStaffBookingDate()).toBe(addDays(todayInSaoPaulo(), 730));
  });

  it('lets a booking and a queue entry take a date up to it, and refuses the day after', () => {
    const last = lastStaffBookingDate();
    expect(booking(last)).toEqual({});
    expect(queueEntry(last)).toEqual({});
    const message = { bookedDate: 'Data além do limite de 2 anos' };
    expect(booking(addDays(last, 1))).toEqual(message);
    expect(queueEntry(addDays(last, 1))).toEqual(message);
    expect(booking('9999-12-31')).toEqual(message);
  });

  it('answers one message for a date that is missing or malformed', () => {
    expect(booking('')).toEqual({ bookedDate: 'Requerido' });
    expect(booking('9999-99-99')).toEqual({ bookedDate: 'Data inválida' });
    expect(booking('0000-01-01')).toEqual({ bookedDate: 'Data inválida' });
  });
});

describe('a venture’s booking horizon', () => {
  const venture = (bookingHorizonDays: unknown) =>
    fieldMessages(ventureBody, {
      name: 'Clube Lago',
      ref: 'LAGO',
      email: 'lago@clube.dev',
      cnpj: '11.444.777/0001-61',
      useLinearOnboardFlow: false,
      bookingHorizonDays,
    });

  it('takes whole days from 1 to 730, or nothing', () => {
    expect(venture(1)).toEqual({});
    expect(venture(730)).toEqual({});
    expect(venture(undefined)).toEqual({});
    expect(venture(0)).toEqual({ bookingHorizonDays: 'Valores maiores que zero' });
    expect(venture(731)).toEqual({ bookingHorizonDays: 'Máximo 730 dias (2 anos)' });
    expect(venture(7.5)).toEqual({ bookingHorizonDays: 'Valores inteiros' });
    expect(venture(null)).toEqual({ bookingHorizonDays: 'Requerido' });
  });
});
