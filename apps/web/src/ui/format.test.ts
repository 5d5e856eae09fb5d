import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
  formatLimit,
  formatMoney,
  formatTime,
  formatZipCode,
} from './format';

describe('format', () => {
  it('shows booking dates as the same local day', () => {
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows times of day as they are, and instants as HH:mm in São Paulo whatever the device’s zone', () => {
    expect(formatTime('07:05:00')).toBe('07:05');
    expect(formatTime('2024-05-01T21:30:00Z')).toBe('18:30');
    expect(formatTime(new Date(Date.UTC(2024, 4, 1, 2, 15)))).toBe('23:15');
  });

  it('shows date and time together in São Paulo, the day too', () => {
    expect(formatDateTime('2024-12-31T12:00:00.000Z')).toBe('31/12/2024 09:00');
    // 01:30 UTC on New Year's Day is still New Year's Eve at the club.
    expect(formatDateTime('2025-01-01T01:30:00Z')).toBe('31/12/2024 22:30');
    expect(formatDate('2025-01-01T01:30:00Z')).toBe('31/12/2024');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('shows cents as reais', () => {
    expect(formatMoney(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });

  it('shows an unset limit as Ilimitado', () => {
    expect(formatLimit(null)).toBe('Ilimitado');
    expect(formatLimit(0)).toBe('0');
    expect(formatLimit(3)).toBe('3');
  });

  it('shows documents and zip codes with their masks', () => {
    expect(formatCpf('12345678901')).toBe('123.456.789-01');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatZipCode('01310100')).toBe('01310-100');
    expect(formatCpf(null)).toBe('');
    expect(formatCpf('123')).toBe('123');
  });
});
