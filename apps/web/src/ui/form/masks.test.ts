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
  moneyText,
  parseBrDate,
  TIME_MASK,
  typedMoney,
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

  // Typing key by key: each call gets what the input holds after the key and what it showed before.
  const typeKeys = (keys: string, from = '') => {
    let shown = { cents: null as number | null, text: from };
    for (const key of keys) shown = typedMoney(shown.text + key, shown.text);
    return shown;
  };
  const nbsp = (text: string) => text.replace(' ', '\u00a0');

  it('fills money from the cents as digits are typed, like a cash register', () => {
    expect(typeKeys('4')).toEqual({ cents: 4, text: nbsp('R$ 0,04') });
    expect(typeKeys('45')).toEqual({ cents: 45, text: nbsp('R$ 0,45') });
    expect(typeKeys('4500')).toEqual({ cents: 4500, text: nbsp('R$ 45,00') });
    expect(typeKeys('123456')).toEqual({ cents: 123456, text: nbsp('R$ 1.234,56') });
    // Up to R$ 999.999.999,99: a further digit is ignored.
    expect(typeKeys('9999999999999').cents).toBe(99_999_999_999);
    expect(typedMoney('R$ 12,34abc', '').cents).toBe(1234);
  });

  it('takes a typed zero, and empties the field when deleting down to no amount', () => {
    expect(typeKeys('0')).toEqual({ cents: 0, text: nbsp('R$ 0,00') });
    expect(typedMoney(nbsp('R$ 0,0'), nbsp('R$ 0,04'))).toEqual({ cents: null, text: '' });
    expect(typedMoney(nbsp('R$ 45,0'), nbsp('R$ 45,00'))).toEqual({ cents: 450, text: nbsp('R$ 4,50') });
    expect(typedMoney('', nbsp('R$ 45,00'))).toEqual({ cents: null, text: '' });
  });

  it('keeps a typed minus, making the value negative', () => {
    expect(typeKeys('-')).toEqual({ cents: null, text: '-' });
    expect(typeKeys('-45')).toEqual({ cents: -45, text: nbsp('-R$ 0,45') });
    expect(typeKeys('4-')).toEqual({ cents: -4, text: nbsp('-R$ 0,04') });
    expect(moneyText(-45)).toBe(nbsp('-R$ 0,45'));
    expect(moneyText(null)).toBe('');
  });

  it('does not rewrite the text being typed while it still means the same value', () => {
    const last = { value: null, text: '-' };
    expect(keepTyped(null, last, moneyText)).toBe('-');
    expect(keepTyped(990, last, moneyText)).toBe(nbsp('R$ 9,90'));
    expect(keepTyped(null, null, moneyText)).toBe('');
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
