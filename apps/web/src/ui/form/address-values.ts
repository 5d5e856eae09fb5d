/**
 * The starting values of an AddressFields block: Brasil chosen, the rest blank. A block left blank
 * counts as no address (the country alone does not count, here and in the shared `optionalAddress`).
 */
export const EMPTY_ADDRESS = {
  country: 'BR',
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
