import { describe, expect, it } from 'vitest';
import { categoryLimitIssues, effectiveCategoryLimits } from './user-categories.rules';

const limits = (day: number | null, guest: number | null, freeGuest: number | null) =>
  effectiveCategoryLimits({
    maxDayBookings: day,
    maxGuestDayBookings: guest,
    maxFreeGuestDayBookings: freeGuest,
  });

describe('effective user category limits', () => {
  it('keeps every limit that is set', () => {
    expect(limits(5, 3, 1)).toEqual({ dayBookings: 5, guestDayBookings: 3, freeGuestDayBookings: 1 });
  });

  it('falls the guest limit back to the daily limit', () => {
    expect(limits(4, null, 2)).toEqual({ dayBookings: 4, guestDayBookings: 4, freeGuestDayBookings: 2 });
  });

  it('falls the free guest limit back to the guest limit, then to the daily limit', () => {
    expect(limits(5, 3, null).freeGuestDayBookings).toBe(3);
    expect(limits(5, null, null).freeGuestDayBookings).toBe(5);
  });

  it('keeps a free guest limit of zero (no free guest), not unlimited', () => {
    expect(limits(5, 3, 0).freeGuestDayBookings).toBe(0);
  });

  it('is unlimited (null) when nothing is set', () => {
    expect(limits(null, null, null)).toEqual({
      dayBookings: null,
      guestDayBookings: null,
      freeGuestDayBookings: null,
    });
  });
});

describe('category limit rules', () => {
  const issues = (
    day: number | null | undefined,
    guest: number | null | undefined,
    freeGuest: number | null | undefined,
  ) =>
    categoryLimitIssues({
      maxDayBookings: day,
      maxGuestDayBookings: guest,
      maxFreeGuestDayBookings: freeGuest,
    });

  it('passes limits that fit each other, and unset ones', () => {
    expect(issues(5, 3, 1)).toEqual([]);
    expect(issues(null, null, null)).toEqual([]);
    expect(issues(4, null, 4)).toEqual([]);
  });

  it('lists every broken rule together', () => {
    expect(issues(1, 2, 3)).toEqual([
      { path: 'maxDayBookings', message: 'Mínimo igual ao máx. reservas de convidados' },
      { path: 'maxFreeGuestDayBookings', message: 'Excede o limite de reservas de convidados' },
    ]);
    expect(issues(0, null, 1)).toEqual([
      { path: 'maxDayBookings', message: 'Valores maiores que zero' },
      { path: 'maxFreeGuestDayBookings', message: 'Excede o limite de reservas de convidados' },
    ]);
    expect(issues(5, 3, null)).toEqual([{ path: 'maxFreeGuestDayBookings', message: 'Requerido' }]);
  });

  it('leaves out the rules that read a limit of the wrong type', () => {
    expect(issues(undefined, 2, 3)).toEqual([
      { path: 'maxFreeGuestDayBookings', message: 'Excede o limite de reservas de convidados' },
    ]);
    expect(issues(1, undefined, 3)).toEqual([]);
  });
});
