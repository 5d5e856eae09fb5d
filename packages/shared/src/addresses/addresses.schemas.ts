import { z } from 'zod';
import { zipCode } from '../common/fields.schemas';

// The postal-code lookup (spec 000, section 5: 'A postal-code lookup starts when 9 characters are typed').

export const zipCodeParams = z.object({ zipCode });

/** What a CEP tells of an address: the number and complement are the person's to type. */
export const postalCodeAddress = z.object({
  zipCode: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type PostalCodeAddress = z.infer<typeof postalCodeAddress>;
