import { formatMoney } from '../format';

// The money input's text and value (decisions.md, Forms: money input). Values are integer cents.

// At most R$ 999.999.999,99: the spec's 17 characters.
const MAX_REAIS_DIGITS = 9;
/** A positive price under this many cents is most likely cents typed for reais: saving it asks first. */
export const LOW_PRICE_CENTS = 100;
// Intl's pt-BR money puts a no-break space after the symbol; the typed text keeps the same look.
const SYMBOL = 'R$\u00a0';

/** Integer cents as a money field shows them (R$ 1.234,56; -R$ 1,00); '' for null. */
export function moneyText(cents: number | null): string {
  return cents === null ? '' : formatMoney(cents);
}

export interface TypedMoney {
  cents: number | null;
  text: string;
  /** Where the decimal separator is in the typed text, -1 when there is none. */
  decimalAt: number;
}

/**
 * Where the decimal separator of a typed money text is. The comma is pt-BR's; a '.' counts only when
 * no comma was typed, it is the last dot, and at most two digits follow it: a keypad's decimal key
 * ('55.5'), not the thousands dots this field writes itself ('1.234'). While deleting, dots are those.
 */
function decimalIndex(text: string, deleting: boolean): number {
  const comma = text.indexOf(',');
  if (comma >= 0 || deleting) return comma;
  const dot = text.lastIndexOf('.');
  return dot >= 0 && /^\d{0,2}$/.test(text.slice(dot + 1).replace(/\s/g, '')) ? dot : -1;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * A money field after a key: digits are reais and a comma starts the cents, as people write prices
 * (55 → R$ 55, that is R$ 55,00; 55,5 → R$ 55,50; 0,50 → R$ 0,50). The text keeps what was typed, its
 * thousands grouped, so that the field always reads as the amount it will save; leaving the field
 * writes it whole (R$ 55,00). A '-' makes the value negative, so that the field can say it must be
 * positive. Nothing but a '-' or no digit at all is an empty field.
 */
export function typedMoney(typed: string, previous: string): TypedMoney {
  const negative = typed.includes('-');
  const sign = negative ? '-' : '';
  const decimalAt = decimalIndex(typed, typed.length < previous.length);
  const whole = decimalAt < 0 ? typed : typed.slice(0, decimalAt);
  const fraction =
    decimalAt < 0
      ? ''
      : typed
          .slice(decimalAt + 1)
          .replace(/\D/g, '')
          .slice(0, 2);
  const wholeDigits = whole.replace(/\D/g, '');
  if (wholeDigits === '' && decimalAt < 0) return { cents: null, text: sign, decimalAt };
  const reais = wholeDigits.replace(/^0+(?=\d)/, '').slice(0, MAX_REAIS_DIGITS) || '0';
  const amount = Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
  const text = `${sign}${SYMBOL}${groupThousands(reais)}${decimalAt < 0 ? '' : `,${fraction}`}`;
  return { cents: negative && amount > 0 ? -amount : amount, text, decimalAt };
}

/**
 * Where the caret goes in the new text: after as many digits (and the decimal comma) as stood before it
 * in the typed text, so that typing inside an amount keeps the caret by the digit typed.
 */
export function caretAfter(typed: string, caret: number, decimalAt: number, text: string): number {
  let wanted =
    typed.slice(0, caret).replace(/\D/g, '').length + (decimalAt >= 0 && decimalAt < caret ? 1 : 0);
  if (wanted === 0) return text.search(/[\d,]/) < 0 ? text.length : text.search(/[\d,]/);
  for (let index = 0; index < text.length; index++) {
    if (/[\d,]/.test(text.charAt(index))) wanted--;
    if (wanted === 0) return index + 1;
  }
  return text.length;
}

export interface PriceField {
  /** The field's label, as the form shows it. */
  label: string;
  cents: number | null | undefined;
}

/** The prices about to be saved that are positive but under R$ 1,00: likely cents typed for reais. */
export function lowPrices(prices: readonly PriceField[]): PriceField[] {
  return prices.filter(({ cents }) => typeof cents === 'number' && cents > 0 && cents < LOW_PRICE_CENTS);
}
