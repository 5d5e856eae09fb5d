import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { blankToNull, digits } from './fields.schemas';

// Apart from fields.schemas so that libphonenumber's metadata loads only with the forms that take a
// phone, not with every schema that needs a date or a text field (the members' app's first screens).

/**
 * A phone in E.164 (`+5511987654321`). Brazilian numbers: area code, optional 9, 8 digits (at most 13
 * digits with +55); others at most 12 digits after the dial code, checked by libphonenumber.
 */
export const phone = z
  .string({ error: 'Telefone requerido' })
  .trim()
  .transform((value) => `+${digits(value)}`)
  .refine((value) => {
    if (value.startsWith('+55')) return /^\+55[1-9]{2}9?\d{8}$/.test(value);
    return value.length <= 16 && isValidPhoneNumber(value);
  }, 'Telefone inválido')
  .transform((value) => parsePhoneNumberWithError(value).number as string);

export const optionalPhone = z.preprocess(blankToNull, phone.nullish());
