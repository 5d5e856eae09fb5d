import { describe, expect, it } from 'vitest';
import {
  BR_PHONE_MASK,
  CNPJ_MASK,
  CPF_MASK,
  digitsOnly,
  digitsOrNull,
  formatMasked,
  integerOrNull,
  keepTyped,
  parseBrDate,
  TIME_MASK,
  ZIP_CODE_MASK,
} from './masks';

describe('masks', () => {
  it('shows documents, zip codes and phones with their masks', () => {
    expect(formatMasked('12345678901', CPF_MASK)).toBe('123.456.789-01');
    expect(formatMasked('11222333000181', CNPJ_MASK)).toBe('11.222.333/0001-81');
    expect(formatMasked('01310100', ZIP_CODE_MASK)).toBe('01310-100');
    expect(formatMasked('1133334444', BR_PHONE_MASK)).toBe('(11) 3333-4444');
    expect(formatMasked('11987654321', BR_PHONE_MASK)).toBe('(11) 98765-4321');
  });

  it('keeps the digits of a field, null when there are none', () => {
    expect(digitsOnly('123.456.789-01')).toBe('12345678901');
    expect(digitsOrNull('(11) 9')).toBe('119');
    expect(digitsOrNull('')).toBeNull();
    expect(digitsOrNull(null)).toBeNull();
    expect(integerOrNull('0a12')).toBe(12);
    expect(integerOrNull('')).toBeNull();
  });

  it('does not rewrite the text being typed while it still means the same value', () => {
    const toText = (value: number | null) => (value === null ? '' : `${value},00`);
    const last = { value: null, text: '-' };
    expect(keepTyped(null, last, toText)).toBe('-');
    expect(keepTyped(990, last, toText)).toBe('990,00');
    expect(keepTyped(null, null, toText)).toBe('');
  });

  it('accepts times of day only', () => {
    expect(formatMasked('0730', TIME_MASK)).toBe('07:30');
    expect(formatMasked('2359', TIME_MASK)).toBe('23:59');
    expect(formatMasked('2400', TIME_MASK)).not.toMatch(/^24/);
  });

  it('reads typed dates as DD/MM/YYYY', () => {
    expect(parseBrDate('01/05/2024')).toBe('2024-05-01');
    expect(parseBrDate('31/02/2024')).toBeNull();
    expect(parseBrDate('2024-05-01')).toBeNull();
    expect(parseBrDate('1/5/2024')).toBeNull();
  });
});
