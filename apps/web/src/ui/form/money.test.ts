import { describe, expect, it } from 'vitest';
import { caretAfter, lowPrices, moneyText, typedMoney } from './money';

// Typing key by key: each call gets what the input holds after the key and what it showed before.
const typeKeys = (keys: string, from = '') => {
  let shown = { cents: null as number | null, text: from };
  for (const key of keys) shown = typedMoney(shown.text + key, shown.text);
  return { cents: shown.cents, text: shown.text.replace(/\u00a0/g, ' ') };
};
const nbsp = (text: string) => text.replace(' ', '\u00a0');

describe('money input', () => {
  it('reads digits as reais, as people write prices', () => {
    expect(typeKeys('55')).toEqual({ cents: 5500, text: 'R$ 55' });
    expect(typeKeys('4500')).toEqual({ cents: 450_000, text: 'R$ 4.500' });
    expect(typeKeys('1234567')).toEqual({ cents: 123_456_700, text: 'R$ 1.234.567' });
    // Up to R$ 999.999.999,99: a further digit is ignored.
    expect(typeKeys('99999999999').cents).toBe(99_999_999_900);
  });

  it('takes the cents after a comma, or after a keypad’s dot', () => {
    expect(typeKeys('55,5')).toEqual({ cents: 5550, text: 'R$ 55,5' });
    expect(typeKeys('55,50')).toEqual({ cents: 5550, text: 'R$ 55,50' });
    expect(typeKeys('0,50')).toEqual({ cents: 50, text: 'R$ 0,50' });
    expect(typeKeys(',5')).toEqual({ cents: 50, text: 'R$ 0,5' });
    expect(typeKeys('55,')).toEqual({ cents: 5500, text: 'R$ 55,' });
    // A third decimal and a second comma are ignored.
    expect(typeKeys('1,999')).toEqual({ cents: 199, text: 'R$ 1,99' });
    expect(typeKeys('1,5,')).toEqual({ cents: 150, text: 'R$ 1,5' });
    expect(typeKeys('55.5')).toEqual({ cents: 5550, text: 'R$ 55,5' });
    expect(typeKeys('1234.56')).toEqual({ cents: 123_456, text: 'R$ 1.234,56' });
    // Pasted or typed in pt-BR with thousands dots.
    expect(typedMoney('R$ 1.234,56', '').cents).toBe(123_456);
    expect(typedMoney('1.234.567', '').cents).toBe(123_456_700);
    expect(typedMoney('R$ 12,34abc', '').cents).toBe(1234);
  });

  it('reads the dots the field wrote as thousands while digits are deleted', () => {
    expect(typedMoney(nbsp('R$ 1.23'), nbsp('R$ 1.234'))).toMatchObject({
      cents: 12_300,
      text: nbsp('R$ 123'),
    });
    expect(typedMoney(nbsp('R$ 55'), nbsp('R$ 55,'))).toMatchObject({ cents: 5500, text: nbsp('R$ 55') });
    // A digit typed after the field wrote 'R$ 1.234' is one more digit of reais, not cents.
    expect(typedMoney(nbsp('R$ 1.2345'), nbsp('R$ 1.234')).cents).toBe(1_234_500);
  });

  it('takes a typed zero, and empties the field when no digit is left', () => {
    expect(typeKeys('0')).toEqual({ cents: 0, text: 'R$ 0' });
    expect(typeKeys('007')).toEqual({ cents: 700, text: 'R$ 7' });
    expect(typedMoney('R$ ', nbsp('R$ 5'))).toMatchObject({ cents: null, text: '' });
    expect(typedMoney('', nbsp('R$ 45,00'))).toMatchObject({ cents: null, text: '' });
  });

  it('keeps a typed minus, making the value negative', () => {
    expect(typeKeys('-')).toEqual({ cents: null, text: '-' });
    expect(typeKeys('-45')).toEqual({ cents: -4500, text: '-R$ 45' });
    expect(typeKeys('4-')).toEqual({ cents: -400, text: '-R$ 4' });
    expect(moneyText(-45)).toBe(nbsp('-R$ 0,45'));
  });

  it('writes the amount whole once the field is left', () => {
    expect(moneyText(5500)).toBe(nbsp('R$ 55,00'));
    expect(moneyText(50)).toBe(nbsp('R$ 0,50'));
    expect(moneyText(null)).toBe('');
  });

  it('keeps the caret beside the digit typed when the thousands move', () => {
    // 'R$ 123' with 4 typed after the 1: 'R$ 1423' becomes 'R$ 1.423', the caret after '1.4'.
    const typed = nbsp('R$ 1423');
    const next = typedMoney(typed, nbsp('R$ 123'));
    expect(next.text).toBe(nbsp('R$ 1.423'));
    expect(caretAfter(typed, 5, next.decimalAt, next.text)).toBe(6);
    // At the end, the caret stays at the end.
    const end = typedMoney(nbsp('R$ 55,'), nbsp('R$ 55'));
    expect(caretAfter(nbsp('R$ 55,'), 6, end.decimalAt, end.text)).toBe(end.text.length);
  });

  it('picks out the prices under R$ 1,00 that are not free', () => {
    const prices = [
      { label: 'Preço da reserva', cents: 50 },
      { label: 'Preço adicional por convidado', cents: 0 },
      { label: 'Valor', cents: 100 },
      { label: 'Vazio', cents: null },
      { label: 'Um centavo', cents: 1 },
      { label: 'Negativo', cents: -50 },
    ];
    expect(lowPrices(prices).map((price) => price.label)).toEqual(['Preço da reserva', 'Um centavo']);
  });
});
