import { describe, expect, it } from 'vitest';
import { DIAL_CODE_OPTIONS, joinPhone, nationalMaxDigits, splitPhone } from './phone-value';

describe('phone value', () => {
  it('joins a country and national digits as E.164, null when empty', () => {
    expect(joinPhone('BR', '(11) 98765-4321')).toBe('+5511987654321');
    expect(joinPhone('PT', '912345678')).toBe('+351912345678');
    expect(joinPhone('BR', '')).toBeNull();
  });

  it('splits a stored phone into the picked country and its national number', () => {
    expect(splitPhone('+5511987654321', 'BR')).toEqual({ country: 'BR', national: '11987654321' });
    expect(splitPhone(null, 'AR')).toEqual({ country: 'AR', national: '' });
    // Canada was picked and the number is a +1 one: keep Canada.
    expect(splitPhone('+14165550123', 'CA')).toEqual({ country: 'CA', national: '4165550123' });
  });

  it('finds the country of a phone from another country', () => {
    expect(splitPhone('+351912345678', 'BR')).toEqual({ country: 'PT', national: '912345678' });
    expect(splitPhone('+12025550123', 'BR').national).toBe('2025550123');
    // Incomplete numbers fall back to the dial code.
    expect(splitPhone('+3519', 'BR')).toEqual({ country: 'PT', national: '9' });
  });

  it('lists dial codes with Portuguese names, Brazil as +55', () => {
    expect(DIAL_CODE_OPTIONS).toContainEqual({ value: 'BR', label: '+55 Brasil' });
    expect(DIAL_CODE_OPTIONS.length).toBeGreaterThan(200);
    expect(nationalMaxDigits('BR')).toBe(11);
    expect(nationalMaxDigits('PT')).toBe(12);
  });
});
