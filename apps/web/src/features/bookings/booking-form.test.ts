import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  hasPrice,
  PAYMENT_TYPE_OPTIONS,
  type PriceFacts,
  paymentTypeRequired,
} from './booking-form';

const free: PriceFacts = {
  groupKey: 'LODGER',
  bookingPrice: 0,
  guestAdditionalBookingPrice: 0,
  extraPrices: [],
};

describe('payment type rule', () => {
  it('asks a lodger how a priced booking is paid', () => {
    expect(paymentTypeRequired(free)).toBe(false);
    expect(paymentTypeRequired({ ...free, bookingPrice: 100 })).toBe(true);
    expect(paymentTypeRequired({ ...free, extraPrices: [0, 500] })).toBe(true);
  });

  it('never asks anyone else', () => {
    expect(paymentTypeRequired({ ...free, groupKey: 'MEMBER', bookingPrice: 100 })).toBe(false);
    expect(paymentTypeRequired({ ...free, groupKey: null, bookingPrice: 100 })).toBe(false);
  });

  it('counts the guest price for guests only', () => {
    const guestPriced = { ...free, guestAdditionalBookingPrice: 300 };
    expect(hasPrice(guestPriced)).toBe(false);
    expect(hasPrice({ ...guestPriced, groupKey: 'GUEST' })).toBe(true);
  });

  it('labels the choices with the payment status labels', () => {
    expect(PAYMENT_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      'WAITING',
      'FAILED',
      'REJECTED',
      'PAYMENT_EXTERNAL',
      'PENDING',
      'PAYMENT_HOTEL',
    ]);
    expect(PAYMENT_TYPE_OPTIONS.find((option) => option.value === 'PAYMENT_HOTEL')?.label).toBe(
      'Miscellaneous',
    );
  });
});

const scheduleId = '0b5a7d6e-2c57-4c53-9b8e-7e1f2a3b4c5d';
const userId = '1c6b8e7f-3d68-4d64-8c9f-8f2a3b4c5d6e';
const values = (overrides: Record<string, unknown> = {}) => ({
  activityScheduleId: scheduleId,
  bookedDate: '2025-03-10',
  userId,
  startTime: '08:00',
  endTime: '09:00',
  paymentType: null,
  description: '',
  notifyCustomer: false,
  items: [],
  scheduleItems: [],
  ...overrides,
});
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('booking form schema', () => {
  const context = { availableDates: new Set(['2025-03-10']), paymentTypeRequired: false, partialTime: true };

  it('sends the times of a partial-time booking as HH:mm:00', () => {
    const result = bookingFormSchema(context).parse(values());
    expect(result).toMatchObject({ startTime: '08:00:00', endTime: '09:00:00', description: null });
  });

  it('leaves the times out of other bookings, and the payment type when it does not apply', () => {
    const schema = bookingFormSchema({ ...context, partialTime: false });
    expect(schema.parse(values({ paymentType: 'WAITING' }))).toMatchObject({
      startTime: null,
      endTime: null,
      paymentType: null,
    });
  });

  it('gives every message of the form at once', () => {
    const schema = bookingFormSchema({ ...context, paymentTypeRequired: true });
    expect(messages(schema.safeParse(values({ bookedDate: '2025-03-11', startTime: '00:61' })))).toEqual({
      bookedDate: 'Data não disponível',
      paymentType: 'Tipo do pagamento requerido',
      startTime: 'Horário inválido',
    });
    expect(
      messages(schema.safeParse(values({ bookedDate: null, userId: null, paymentType: 'WAITING' }))),
    ).toEqual({
      bookedDate: 'Requerido',
      userId: 'Requerido',
    });
    expect(messages(schema.safeParse(values({ startTime: '10:00', paymentType: 'WAITING' })))).toEqual({
      endTime: 'Horário final deve ser maior que o inicial',
    });
  });

  it('leaves the date to the server while the available dates load', () => {
    const schema = bookingFormSchema({ paymentTypeRequired: false, partialTime: false });
    // Any day within the two years staff may book.
    expect(schema.safeParse(values({ bookedDate: addDays(todayInSaoPaulo(), 700) })).success).toBe(true);
  });

  it('stops two years ahead, as the server does', () => {
    const schema = bookingFormSchema({ paymentTypeRequired: false, partialTime: false });
    expect(schema.safeParse(values({ bookedDate: addDays(todayInSaoPaulo(), 730) })).success).toBe(true);
    expect(messages(schema.safeParse(values({ bookedDate: addDays(todayInSaoPaulo(), 731) })))).toEqual({
      bookedDate: 'Data além do limite de 2 anos',
    });
  });
});
