import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { ExternalSchedule } from '@reserva/shared/schedules/external-links.schemas';
import { describe, expect, it } from 'vitest';
import { dateErrorOf, externalBookingFormSchema, formSummary } from './external-booking-form';

const SCHEDULE = '5f0c2d4e-8b1a-4c3d-9e2f-1a2b3c4d5e6f';
const ACTIVITY = '5f0c2d4e-8b1a-4c3d-9e2f-1a2b3c4d5e70';
const VEST = '5f0c2d4e-8b1a-4c3d-9e2f-1a2b3c4d5e71';
// Within the staff's two-year bound, which the booking date's schema holds too.
const DATE = addDays(todayInSaoPaulo(), 10);
const OTHER_DATE = addDays(DATE, 1);
const values = {
  activityScheduleId: SCHEDULE,
  bookedDate: DATE,
  name: 'Ana Souza',
  email: 'ana@teste.dev',
  startTime: '09:00',
  endTime: '10:00',
};

const event: ExternalSchedule = {
  activityScheduleId: SCHEDULE,
  activityId: ACTIVITY,
  activity: { id: ACTIVITY, name: 'Remo', items: [{ id: VEST, name: 'Colete', isActive: true }] },
  modality: null,
  venture: { name: 'Reserva Praia Clube' },
  spot: { name: 'Píer', address: null },
  startTime: '08:00:00',
  endTime: '12:00:00',
  allowPartialTimeBookings: true,
  bookingPrice: 4000,
  scheduleItems: [],
};

describe('externalBookingFormSchema', () => {
  it('offers only the event’s dates', () => {
    const schema = externalBookingFormSchema({ availableDates: new Set([OTHER_DATE]), partialTime: false });
    expect(schema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'Data não disponível',
    ]);
    const open = externalBookingFormSchema({ availableDates: new Set([DATE]), partialTime: false });
    expect(open.safeParse(values).success).toBe(true);
  });

  it('answers a typed past date as not offered, even before the month’s dates load', () => {
    const schema = externalBookingFormSchema({ partialTime: false });
    const past = { ...values, bookedDate: addDays(todayInSaoPaulo(), -1) };
    expect(schema.safeParse(past).error?.issues.map((issue) => issue.message)).toEqual([
      'Data não disponível',
    ]);
  });

  it('sends the chosen times only for partial-time events', () => {
    const whole = externalBookingFormSchema({ partialTime: false }).parse(values);
    expect([whole.startTime, whole.endTime]).toEqual([null, null]);
    const part = externalBookingFormSchema({ partialTime: true }).parse(values);
    expect([part.startTime, part.endTime]).toEqual(['09:00:00', '10:00:00']);
  });
});

describe('formSummary', () => {
  it('prices the chosen times and names the chosen items', () => {
    expect(formSummary(event, { ...values, items: [VEST], endTime: '10:30' })).toMatchObject({
      bookedDate: DATE,
      startTime: '09:00:00',
      endTime: '10:30:00',
      items: ['Colete'],
      bookingPrice: 6000,
      totalPrice: 6000,
    });
  });

  it('has no date until one is chosen, and no times or prices while they are incomplete or reversed', () => {
    const empty = { startTime: null, endTime: null, bookingPrice: null, totalPrice: null };
    expect(formSummary(event, { ...values, bookedDate: '' }).bookedDate).toBeNull();
    expect(formSummary(event, { ...values, endTime: '10:' })).toMatchObject(empty);
    expect(formSummary(event, { ...values, endTime: '08:00' })).toMatchObject(empty);
  });
});

/** An error as the API client throws it: the code as message, the metadata beside. */
const apiError = (code: string, metaData?: object) => Object.assign(new Error(code), { metaData });

describe('dateErrorOf', () => {
  it('names the server’s refusals of the date on the date field', () => {
    expect(dateErrorOf(apiError('schedule-finished'))).toBe('Data não disponível');
    expect(dateErrorOf(apiError('past-start-time'))).toBe('Data não disponível');
    const horizon = apiError('validation-error', {
      fields: [{ in: 'body', path: 'bookedDate', message: 'Reservas abertas até 01/02/2027' }],
    });
    expect(dateErrorOf(horizon)).toBe('Reservas abertas até 01/02/2027');
    expect(dateErrorOf(apiError('too-many-requests'))).toBeNull();
    expect(dateErrorOf('offline')).toBeNull();
  });
});
