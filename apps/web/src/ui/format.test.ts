import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from './format';

describe('format', () => {
  it('shows booking dates as the same local day', () => {
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows times of day and instants as HH:mm', () => {
    expect(formatTime('07:05:00')).toBe('07:05');
    expect(formatTime(new Date(2024, 4, 1, 18, 30))).toBe('18:30');
  });

  it('shows date and time together', () => {
    expect(formatDateTime(new Date(2024, 11, 31, 9, 0))).toBe('31/12/2024 09:00');
  });

  it('shows cents as reais', () => {
    expect(formatMoney(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });
});
