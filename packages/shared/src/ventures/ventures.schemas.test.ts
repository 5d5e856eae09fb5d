import { describe, expect, it } from 'vitest';
import { experienceLevelBody } from './experience-levels.schemas';
import { userCategoryUpdate } from './user-categories.schemas';
import { ventureBody } from './ventures.schemas';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const validVenture = {
  name: 'Clube Lago',
  ref: 'lago-1',
  email: 'Lago@Clube.dev ',
  phone: '',
  cnpj: '11.444.777/0001-61',
  appstoreId: '',
  playstoreId: null,
  bio: ' ',
  useLinearOnboardFlow: false,
};

describe('venture body', () => {
  it('uppercases the ref, lowercases the e-mail, keeps CNPJ digits and nulls blank text', () => {
    expect(ventureBody.parse(validVenture)).toEqual({
      name: 'Clube Lago',
      ref: 'LAGO-1',
      email: 'lago@clube.dev',
      phone: null,
      cnpj: '11444777000161',
      appstoreId: null,
      playstoreId: null,
      bio: null,
      useLinearOnboardFlow: false,
    });
  });

  it('gives the spec messages for missing and invalid fields', () => {
    const result = ventureBody.safeParse({ name: ' ', ref: '', email: 'x', cnpj: '', phone: '123' });
    expect(messages(result)).toEqual({
      name: 'Nome requerido',
      ref: 'Requerido',
      email: 'E-mail inválido',
      cnpj: 'CNPJ requerido',
      phone: 'Telefone inválido',
      useLinearOnboardFlow: 'Requerido',
    });
    expect(messages(ventureBody.safeParse({ ...validVenture, cnpj: '11.444.777/0001-62' }))).toEqual({
      cnpj: 'CNPJ inválido',
    });
    expect(messages(ventureBody.safeParse({ ...validVenture, ref: 'lago lago' }))).toEqual({
      ref: 'Use apenas letras, números, - ou _',
    });
  });

  it('rejects unknown fields', () => {
    expect(ventureBody.safeParse({ ...validVenture, isMaster: true }).success).toBe(false);
  });
});

const category = (day: unknown, guest: unknown, freeGuest: unknown) =>
  userCategoryUpdate.safeParse({
    title: 'Sócio',
    maxDayBookings: day,
    maxGuestDayBookings: guest,
    maxFreeGuestDayBookings: freeGuest,
  });

describe('user category limits (spec 002, s.5)', () => {
  it('accepts unlimited (null) limits and consistent ones', () => {
    expect(category(null, null, null).success).toBe(true);
    expect(category(5, 3, 1).success).toBe(true);
    expect(category(null, 3, 3).success).toBe(true);
    expect(category(4, null, 4).success).toBe(true);
  });

  it('wants a daily limit above zero without a guest limit, and at least the guest limit with one', () => {
    expect(messages(category(0, null, null))).toEqual({ maxDayBookings: 'Valores maiores que zero' });
    expect(messages(category(2, 3, 1))).toEqual({
      maxDayBookings: 'Mínimo igual ao máx. reservas de convidados',
    });
  });

  it('wants a positive guest limit and a free guest limit between 0 and the guest limit', () => {
    expect(messages(category(5, 0, 0))).toEqual({ maxGuestDayBookings: 'Valores maiores que zero' });
    expect(messages(category(5, 3, -1))).toEqual({ maxFreeGuestDayBookings: 'Valores positivos' });
    expect(messages(category(5, 3, 4))).toEqual({
      maxFreeGuestDayBookings: 'Excede o limite de reservas de convidados',
    });
    // Without a guest limit, the daily limit bounds free guests (the guest limit falls back to it).
    expect(messages(category(2, null, 3))).toEqual({
      maxFreeGuestDayBookings: 'Excede o limite de reservas de convidados',
    });
  });

  it('requires the free guest limit when the guest limit is a number', () => {
    expect(messages(category(5, 3, null))).toEqual({ maxFreeGuestDayBookings: 'Requerido' });
  });

  it('wants whole numbers and a title', () => {
    expect(messages(category(1.5, null, null))).toEqual({ maxDayBookings: 'Valores inteiros' });
    expect(messages(category('3', null, null))).toEqual({ maxDayBookings: 'Valores inteiros' });
    expect(messages(userCategoryUpdate.safeParse({ title: ' ' }))).toEqual({ title: 'Requerido' });
  });

  it('reports a field error and a cross-field error together', () => {
    expect(
      messages(
        userCategoryUpdate.safeParse({
          title: '',
          maxDayBookings: 1,
          maxGuestDayBookings: 2,
          maxFreeGuestDayBookings: 0,
        }),
      ),
    ).toEqual({
      title: 'Requerido',
      maxDayBookings: 'Mínimo igual ao máx. reservas de convidados',
    });
  });
});

describe('experience level body', () => {
  it('requires every field as a whole number from 0, with the maximum not below the minimum', () => {
    expect(messages(experienceLevelBody.safeParse({}))).toEqual({
      title: 'Requerido',
      level: 'Requerido',
      minAllowedBookingExperience: 'Requerido',
      maxAllowedBookingExperience: 'Requerido',
    });
    expect(
      messages(
        experienceLevelBody.safeParse({
          title: 'Avançado',
          level: -1,
          minAllowedBookingExperience: 2.5,
          maxAllowedBookingExperience: 1,
        }),
      ),
    ).toEqual({ level: 'Valores positivos', minAllowedBookingExperience: 'Valores inteiros' });
    expect(
      messages(
        experienceLevelBody.safeParse({
          title: 'Avançado',
          level: 3,
          minAllowedBookingExperience: 2,
          maxAllowedBookingExperience: 1,
        }),
      ),
    ).toEqual({ maxAllowedBookingExperience: 'Deve ser maior ou igual ao mínimo' });
  });
});
