import { describe, expect, it } from 'vitest';
import { externalBookingFailure, externalBookingFormSchema } from './external-booking-form';

const SCHEDULE = '5f0c2d4e-8b1a-4c3d-9e2f-1a2b3c4d5e6f';
const values = {
  activityScheduleId: SCHEDULE,
  bookedDate: '2030-01-10',
  name: 'Ana Souza',
  email: 'ana@teste.dev',
  startTime: '09:00',
  endTime: '10:00',
};

describe('externalBookingFormSchema', () => {
  it('offers only the event’s dates', () => {
    const schema = externalBookingFormSchema({ availableDates: new Set(['2030-01-11']), partialTime: false });
    expect(schema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'Data não disponível',
    ]);
    const open = externalBookingFormSchema({ availableDates: new Set(['2030-01-10']), partialTime: false });
    expect(open.safeParse(values).success).toBe(true);
  });

  it('sends the chosen times only for partial-time events', () => {
    const whole = externalBookingFormSchema({ partialTime: false }).parse(values);
    expect([whole.startTime, whole.endTime]).toEqual([null, null]);
    const part = externalBookingFormSchema({ partialTime: true }).parse(values);
    expect([part.startTime, part.endTime]).toEqual(['09:00:00', '10:00:00']);
  });
});

// The screen reads the server's code from the error's message (app/session/api-client.ts, ApiError).
describe('externalBookingFailure', () => {
  it('reports the wallet codes as warnings of a booking made, and asks on a duplicate', () => {
    expect(externalBookingFailure(new Error('wallet-not-found'))).toEqual({
      kind: 'booked-with-warning',
      title: 'Carteira faltando',
    });
    expect(externalBookingFailure(new Error('wallet-without-credits'))).toEqual({
      kind: 'booked-with-warning',
      title: 'Carteira sem crédito',
    });
    expect(externalBookingFailure(new Error('spot-already-booked'))).toEqual({ kind: 'duplicate' });
    expect(externalBookingFailure(new Error('booking-no-vacancies-available'))).toEqual({
      kind: 'error',
    });
  });
});
