import { describe, expect, it } from 'vitest';
import { formatAddress } from './format-address';

const address = {
  street: 'Rua das Flores',
  number: '100',
  complement: 'Sala 2',
  neighborhood: 'Centro',
  city: 'Florianópolis',
  state: 'SC',
  country: 'BR',
  zipCode: '88010000',
};

describe('formatAddress', () => {
  it('writes a Brazilian address on one line, without the country', () => {
    expect(formatAddress(address)).toBe('Rua das Flores, 100 - Sala 2, Centro, Florianópolis/SC, 88010-000');
  });

  it('leaves out a missing complement and names a foreign country', () => {
    expect(formatAddress({ ...address, complement: null, country: 'PT' })).toBe(
      'Rua das Flores, 100, Centro, Florianópolis/SC, 88010-000, Portugal',
    );
  });

  it('is empty without an address', () => {
    expect(formatAddress(null)).toBe('');
  });
});
