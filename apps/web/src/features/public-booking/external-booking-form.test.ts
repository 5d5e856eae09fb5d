import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { describe, expect, it } from 'vitest';
import { externalBookingFormSchema } from './external-booking-form';

const SCHEDULE = '5f0c2d4e-8b1a-4c3d-9e2f-1a2b3c4d5e6f';
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

describe('externalBookingFormSchema', () => {
  it('offers only the event’s dates', () => {
    const schema = externalBookingFormSchema({ availableDates: new Set([OTHER_DATE]), partialTime: false });
    expect(schema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'Data não disponível',
    ]);
    const open = externalBookingFormSchema({ availableDates: new Set([DATE]), partialTime: false });
    expect(open.safeParse(values).success).toBe(true);
  });

  it('sends the chosen times only for partial-time events', () => {
    const whole = externalBookingFormSchema({ partialTime: false }).parse(values);
    expect([whole.startTime, whole.endTime]).toEqual([null, null]);
    const part = externalBookingFormSchema({ partialTime: true }).parse(values);
    expect([part.startTime, part.endTime]).toEqual(['09:00:00', '10:00:00']);
  });
});
