import dayjs from 'dayjs';
import { IMask } from 'react-imask';

// Mask definitions and the conversions between what an input shows and what a form holds
// (spec 000, section 5). Module constants: react-imask compares options on every render.
// imask is reached through react-imask, the package apps/web declares.

export type MaskOptions = Parameters<typeof IMask.createMask>[0];

export const CPF_MASK = { mask: '000.000.000-00' } satisfies MaskOptions;
export const CNPJ_MASK = { mask: '00.000.000/0000-00' } satisfies MaskOptions;
export const ZIP_CODE_MASK = { mask: '00000-000' } satisfies MaskOptions;
/** Brazilian phones: landlines have 8 digits after the area code, mobiles 9; imask picks by length. */
export const BR_PHONE_MASK = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
} satisfies MaskOptions;
export const INTEGER_MASK = { mask: /^\d{0,9}$/ } satisfies MaskOptions;
export const TIME_MASK = {
  mask: 'HH:mm',
  blocks: {
    HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
    mm: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
} satisfies MaskOptions;

/** Shows `value` through a mask, as the input would: `formatMasked('12345678901', CPF_MASK)`. */
export function formatMasked(value: string, mask: MaskOptions): string {
  return IMask.pipe(value, mask);
}

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** The digits of a field, or null when there are none (empty fields become null, spec 000 s.5). */
export function digitsOrNull(text: string | null | undefined): string | null {
  const digits = digitsOnly(text ?? '');
  return digits === '' ? null : digits;
}

/** An integer field's value: its digits as a number, or null. */
export function integerOrNull(text: string | null | undefined): number | null {
  const digits = digitsOrNull(text);
  return digits === null ? null : Number(digits);
}

/**
 * The text to hand a controlled mask: the last text the user typed while the value is still the one
 * it produced, so that `1,` or `1,5` being typed is not rewritten as `1,00` or `1,50` on each key.
 */
export function keepTyped<V>(
  value: V,
  last: { value: V; text: string } | null,
  toText: (value: V) => string,
) {
  return last !== null && Object.is(last.value, value) ? last.text : toText(value);
}

/** `DD/MM/YYYY` as typed into a date input, as `YYYY-MM-DD`; null when it is not a real date. */
export function parseBrDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = dayjs(iso);
  // dayjs rolls 31/02 over to March: a real date formats back to what was typed.
  return date.isValid() && date.format('YYYY-MM-DD') === iso ? iso : null;
}
