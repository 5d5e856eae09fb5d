import countries from 'i18n-iso-countries';
import pt from 'i18n-iso-countries/langs/pt.json';

// Only the Portuguese names: the browser build registers no locale by itself.
countries.registerLocale(pt);

export interface CountryOption {
  value: string;
  label: string;
}

const collator = new Intl.Collator('pt-BR');

// Dial-code territories that ISO 3166 does not list (libphonenumber does).
const EXTRA_NAMES: Record<string, string> = { AC: 'Ilha de Ascensão', TA: 'Tristão da Cunha' };

/** The country's name in Portuguese; the code itself when no list has a name for it. */
export function countryName(code: string): string {
  return countries.getName(code, 'pt', { select: 'official' }) ?? EXTRA_NAMES[code] ?? code;
}

/** ISO 3166-1 alpha-2 codes with Portuguese names, in Portuguese alphabetical order. */
export const COUNTRY_OPTIONS: CountryOption[] = Object.entries(
  countries.getNames('pt', { select: 'official' }),
)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => collator.compare(a.label, b.label));
