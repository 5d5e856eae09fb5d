import { TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldProps } from './field-props';
import { keepTyped } from './masks';
import { caretAfter, moneyText, typedMoney } from './money';

// The schemas' message for a negative amount (spec 001 s.5, 002 s.5), shown as soon as '-' is typed.
const POSITIVE_ONLY = 'Valores positivos';

/**
 * Money typed as people write it, in reais with a comma before the cents (55 → R$ 55,00; 0,50 →
 * R$ 0,50), shown as `R$ 1.234,56` once the field is left. Value: integer cents, or null when empty
 * (spec 000, section 5). The one money input of the product; forms that save prices ask before saving
 * one under R$ 1,00 (use-low-price-confirm). By hand rather than imask's Number mask, which cannot
 * hold a lone '-' to say that values must be positive, nor take a keypad's '.' beside the thousands dots.
 */
export function MoneyInput({ value, onChange, onBlur, error, ref, ...props }: FieldProps<number>) {
  // State, not a ref: a lone '-' leaves the value as it was, and must still show with its message.
  const [last, setLast] = useState<{ value: number | null; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(input, ref);
  // Where the caret goes once the reformatted text is on screen.
  const caret = useRef<number | null>(null);
  const text = keepTyped(value ?? null, last, moneyText);
  useLayoutEffect(() => {
    if (caret.current === null || input.current !== document.activeElement) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <TextInput
      inputMode="decimal"
      placeholder="R$ 0,00"
      {...props}
      ref={mergedRef}
      value={text}
      onChange={(event) => {
        const typedText = event.currentTarget.value;
        const typed = typedMoney(typedText, text);
        const at = event.currentTarget.selectionStart ?? typedText.length;
        caret.current = caretAfter(typedText, at, typed.decimalAt, typed.text);
        setLast({ value: typed.cents, text: typed.text });
        onChange(typed.cents);
      }}
      onBlur={() => {
        // Written whole once left (R$ 55 → R$ 55,00); a lone '-' stays, with its message.
        if (value !== null && value !== undefined) setLast(null);
        onBlur?.();
      }}
      error={error ?? (text.includes('-') ? POSITIVE_ONLY : undefined)}
    />
  );
}
