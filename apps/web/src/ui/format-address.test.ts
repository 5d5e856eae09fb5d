import { describe, expect, it } from 'vitest';
import { addressParts } from './format-address';

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

describe('addressParts', () => {
  it('splits a Brazilian address into its parts, without the country', () => {
    expect(addressParts(address)).toEqual([
      'Rua das Flores, 100 - Sala 2',
      'Centro',
      'Florianópolis/SC',
      '88010-000',
    ]);
  });

  it('leaves out a missing complement and names a foreign country', () => {
    expect(addressParts({ ...address, complement: null, country: 'PT' })).toEqual([
      'Rua das Flores, 100',
      'Centro',
      'Florianópolis/SC',
      '88010-000',
      'Portugal',
    ]);
  });

  it('is empty without an address', () => {
    expect(addressParts(null)).toEqual([]);
  });
});
