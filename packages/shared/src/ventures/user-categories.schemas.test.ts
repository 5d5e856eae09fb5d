import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/field-messages';
import { userCategoryCreate, userCategoryUpdate } from './user-categories.schemas';

const messages = (body: unknown) => fieldMessages(userCategoryUpdate, body);

describe('user category schemas', () => {
  it('answers every failing rule of the form at once', () => {
    expect(
      messages({ title: '', maxDayBookings: 1, maxGuestDayBookings: 2, maxFreeGuestDayBookings: 3 }),
    ).toEqual({
      title: 'Requerido',
      maxDayBookings: 'Mínimo igual ao máx. reservas de convidados',
      maxFreeGuestDayBookings: 'Excede o limite de reservas de convidados',
    });
    expect(
      messages({ title: 'Sócio', maxDayBookings: 0, maxGuestDayBookings: null, guestBookingPrice: -1 }),
    ).toEqual({ maxDayBookings: 'Valores maiores que zero', guestBookingPrice: 'Valores positivos' });
    expect(messages({ title: 'Sócio', maxGuestDayBookings: 0, maxFreeGuestDayBookings: 1 })).toEqual({
      maxGuestDayBookings: 'Valores maiores que zero',
      maxFreeGuestDayBookings: 'Excede o limite de reservas de convidados',
    });
  });

  it('runs the rules beside fields of the wrong type, leaving out only the rules that read them', () => {
    expect(
      messages({
        title: 'Sócio',
        maxDayBookings: 2.5,
        maxGuestDayBookings: 2,
        maxFreeGuestDayBookings: null,
      }),
    ).toEqual({ maxDayBookings: 'Valores inteiros', maxFreeGuestDayBookings: 'Requerido' });
    expect(messages({ title: 'Sócio', maxDayBookings: 'x', maxFreeGuestDayBookings: 3 })).toEqual({
      maxDayBookings: 'Valores inteiros',
    });
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, 'text', 42, []]) {
      expect(userCategoryCreate.safeParse(body).success).toBe(false);
    }
  });

  it('keeps the guest price in cents, empty as null', () => {
    const parsed = userCategoryUpdate.parse({ title: 'Sócio', guestBookingPrice: 4500 });
    expect(parsed).toMatchObject({ guestBookingPrice: 4500, maxDayBookings: null, orgIndexCode: null });
    expect(userCategoryUpdate.parse({ title: 'Sócio' }).guestBookingPrice).toBeNull();
    expect(messages({ title: 'Sócio', guestBookingPrice: 1.5 })).toEqual({
      guestBookingPrice: 'Valores inteiros',
    });
  });
});
