import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { countryName } from './countries';

// A phone is kept as E.164 (`+5511987654321`); the input shows it as a country and a national number.

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BR';
/** E.164 allows 15 digits, dial code included. */
const E164_DIGITS = 15;

export interface PhoneParts {
  country: CountryCode;
  national: string;
}

export interface DialCodeOption {
  value: CountryCode;
  label: string;
}

const collator = new Intl.Collator('pt-BR');

/** Every country libphonenumber knows, as `+55 Brasil`, by name. */
export const DIAL_CODE_OPTIONS: DialCodeOption[] = getCountries()
  .map((country) => ({ country, name: countryName(country) }))
  .sort((a, b) => collator.compare(a.name, b.name))
  .map(({ country, name }) => ({ value: country, label: `+${getCountryCallingCode(country)} ${name}` }));

export function dialCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/** How many national digits a country's input takes. */
export function nationalMaxDigits(country: CountryCode): number {
  return country === 'BR' ? 11 : E164_DIGITS - dialCode(country).length;
}

/**
 * Splits a stored phone. The picked country wins while the number carries its dial code (+1 is
 * shared by the US and Canada); otherwise libphonenumber tells the country, or the longest dial code.
 */
export function splitPhone(value: string | null | undefined, picked: CountryCode): PhoneParts {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return { country: picked, national: '' };
  if (digits.startsWith(dialCode(picked)))
    return { country: picked, national: digits.slice(dialCode(picked).length) };
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber };
  const byPrefix = getCountries()
    .filter((country) => digits.startsWith(dialCode(country)))
    .sort((a, b) => dialCode(b).length - dialCode(a).length)[0];
  return byPrefix
    ? { country: byPrefix, national: digits.slice(dialCode(byPrefix).length) }
    : { country: picked, national: digits };
}

/** The E.164 value of a country and national digits; null when no number was typed. */
export function joinPhone(country: CountryCode, national: string): string | null {
  const digits = national.replace(/\D/g, '');
  return digits === '' ? null : `+${dialCode(country)}${digits}`;
}
