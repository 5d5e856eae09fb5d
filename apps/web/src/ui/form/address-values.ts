/**
 * The starting values of an AddressFields block. No country: a block left blank then counts as no
 * address (the shared `optionalAddress` gives null), and a filled one without a country is Brazilian
 * (the shared schema's default).
 */
export const EMPTY_ADDRESS = {
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  zipCode: null,
};

/** Whether nothing of an address block was filled in (a country alone does not count). */
export function isBlankAddress(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return true;
  return Object.entries(values).every(
    ([field, value]) =>
      field === 'country' || value === null || value === undefined || String(value).trim() === '',
  );
}
