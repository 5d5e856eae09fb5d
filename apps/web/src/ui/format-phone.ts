import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An E.164 phone for reading: Brazilian numbers in the national form `(11) 98765-4321`, others in the
 * international one `+351 912 345 678`; a value libphonenumber cannot read is shown as it is.
 * Apart from format.ts so that screens without phones do not load the phone metadata.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const phone = parsePhoneNumberFromString(value);
  if (!phone) return value;
  return phone.countryCallingCode === '55' ? phone.formatNational() : phone.formatInternational();
}
