import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, monthRange, saoPauloWallClock, todayInSaoPaulo } from './dates';

describe('São Paulo dates', () => {
  it('gives São Paulo’s date, not UTC’s, late in the evening', () => {
    // 02:30 UTC on the 1st is still 23:30 of the 31st in São Paulo (UTC-3).
    expect(todayInSaoPaulo(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31');
    expect(todayInSaoPaulo(new Date('2026-01-01T03:30:00Z'))).toBe('2026-01-01');
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-01-29', 6)).toBe('2026-02-04');
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-29', '2026-02-04')).toBe(6);
    expect(daysBetween('2026-02-04', '2026-02-04')).toBe(0);
  });

  it('names weekdays Sunday first and bounds months', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-28')).toBe(6);
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads São Paulo’s wall clock at an instant, whatever the machine’s zone', () => {
    expect(saoPauloWallClock('2026-01-01T02:30:15Z')).toEqual(new Date('2025-12-31T23:30:15Z'));
    expect(saoPauloWallClock(new Date('2026-07-10T15:00:00Z'))).toEqual(new Date('2026-07-10T12:00:00Z'));
  });
});
