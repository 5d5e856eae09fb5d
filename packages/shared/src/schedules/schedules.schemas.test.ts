import { describe, expect, it } from 'vitest';
import { scheduleItemInput } from './schedule-items.schemas';
import { scheduleInput } from './schedules.schemas';

const valid = {
  startDate: '2026-01-05',
  endDate: null,
  startTime: '08:00',
  endTime: '09:30',
  daysOfWeek: [5, 1, 3, 1],
  totalVacancies: 10,
  guestVacancies: 4,
  lodgerVacancies: 2,
  bookingPrice: 5000,
  guestAdditionalBookingPrice: 1500,
};

const messages = (input: unknown) => {
  const result = scheduleInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the event form schema', () => {
  it('pads times, sorts weekdays, and applies the spec’s defaults', () => {
    const parsed = scheduleInput.parse(valid);
    expect(parsed).toMatchObject({
      startTime: '08:00:00',
      endTime: '09:30:00',
      daysOfWeek: [1, 3, 5],
      isActive: true,
      minUserExperience: 0,
      allowLinkBookings: false,
      allowPartialTimeBookings: false,
      modalityId: null,
      waveSide: null,
      scheduleBlocks: [],
    });
    expect(scheduleInput.parse({ ...valid, daysOfWeek: undefined }).daysOfWeek).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it('gives the spec’s messages for dates, times and prices', () => {
    expect(
      messages({
        ...valid,
        startDate: '',
        endTime: '25:00',
        bookingPrice: null,
        guestAdditionalBookingPrice: 1.5,
      }),
    ).toEqual({
      startDate: 'Requerido',
      endTime: 'Horário inválido',
      bookingPrice: 'Requerido',
      guestAdditionalBookingPrice: 'Valores inteiros',
    });
    expect(messages({ ...valid, endDate: '2026-01-04', endTime: '08:00' })).toEqual({
      endDate: 'Data inválida',
      endTime: 'Horário final deve ser maior que o inicial',
    });
    expect(messages({ ...valid, bookingPrice: -1 })).toEqual({ bookingPrice: 'Valores positivos' });
  });

  it('bounds vacancies: total above zero or empty, guests and lodgers at most the total', () => {
    expect(messages({ ...valid, totalVacancies: 0 })).toEqual({ totalVacancies: 'Valores maiores que zero' });
    expect(messages({ ...valid, guestVacancies: 11, lodgerVacancies: 12 })).toEqual({
      guestVacancies: 'Máximo igual ao total de vagas',
      lodgerVacancies: 'Máximo igual ao total de vagas',
    });
    expect(messages({ ...valid, guestVacancies: null, lodgerVacancies: '' })).toEqual({
      guestVacancies: 'Requerido',
      lodgerVacancies: 'Requerido',
    });
    // Unlimited: any number of guest places.
    expect(
      scheduleInput.parse({ ...valid, totalVacancies: '', guestVacancies: 500 }).totalVacancies,
    ).toBeNull();
  });

  it('clears vacancies and the guest price for partial-time bookings', () => {
    const parsed = scheduleInput.parse({
      ...valid,
      allowPartialTimeBookings: true,
      guestVacancies: null,
      lodgerVacancies: 50,
      isLodgerVacanciesExclusive: true,
      guestAdditionalBookingPrice: null,
    });
    expect(parsed).toMatchObject({
      totalVacancies: null,
      guestVacancies: 0,
      lodgerVacancies: 0,
      isLodgerVacanciesExclusive: false,
      guestAdditionalBookingPrice: 0,
    });
  });

  it('keeps each blocked date once, in order', () => {
    const parsed = scheduleInput.parse({
      ...valid,
      scheduleBlocks: [
        { blockedDate: '2026-02-10' },
        { blockedDate: '2026-01-20' },
        { blockedDate: '2026-02-10' },
      ],
    });
    expect(parsed.scheduleBlocks).toEqual([{ blockedDate: '2026-01-20' }, { blockedDate: '2026-02-10' }]);
  });
});

describe('the extra form schema', () => {
  const extra = { name: 'Prancha', price: 2500, totalAmount: 3 };

  it('requires a quantity unless the item is required, which is stored unlimited', () => {
    const result = scheduleItemInput.safeParse({ ...extra, totalAmount: '' });
    expect(
      result.success ? null : result.error.issues.map((issue) => [issue.path[0], issue.message]),
    ).toEqual([['totalAmount', 'Requerido']]);
    expect(scheduleItemInput.parse({ ...extra, isRequired: true }).totalAmount).toBeNull();
    expect(scheduleItemInput.parse({ ...extra, totalAmount: 0 }).totalAmount).toBe(0);
  });

  it('takes prices as whole cents of at least 0', () => {
    const messagesOf = (price: unknown) => {
      const result = scheduleItemInput.safeParse({ ...extra, price });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(messagesOf(10.5)).toBe('Valores inteiros');
    expect(messagesOf(-5)).toBe('Valores positivos');
    expect(messagesOf(0)).toBeNull();
  });
});
