import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, isBlankAddress } from './address-values';

describe('isBlankAddress', () => {
  it('takes an untouched block, or one with only a country, as blank', () => {
    expect(isBlankAddress(EMPTY_ADDRESS)).toBe(true);
    expect(isBlankAddress({ ...EMPTY_ADDRESS, street: '  ', country: 'BR' })).toBe(true);
    expect(isBlankAddress(null)).toBe(true);
  });

  it('sees any typed field', () => {
    expect(isBlankAddress({ ...EMPTY_ADDRESS, zipCode: '88010000' })).toBe(false);
  });
});
