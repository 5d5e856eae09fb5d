import { countryName } from './form/countries';
import { formatZipCode } from './format';

export interface AddressView {
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/**
 * An address's parts, in reading order: ['Rua A, 10 - Sala 2', 'Centro', 'Florianópolis/SC',
 * '88010-000'] and the country when not Brazil; [] for none. Screens break lines between parts only.
 */
export function addressParts(address: AddressView | null | undefined): string[] {
  if (!address) return [];
  const street =
    [address.street, address.number].join(', ') + (address.complement ? ` - ${address.complement}` : '');
  const parts = [
    street,
    address.neighborhood,
    `${address.city}/${address.state}`,
    formatZipCode(address.zipCode),
  ];
  if (address.country !== 'BR') parts.push(countryName(address.country));
  return parts;
}
