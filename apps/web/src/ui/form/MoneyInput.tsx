import { useRef } from 'react';
import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { centsFromUnmasked, keepTyped, MONEY_MASK, unmaskedFromCents } from './masks';

/** Money shown as `R$ 1.234,56`. Value: integer cents, or null when empty (spec 000, section 5). */
export function MoneyInput({ value, onChange, ...props }: FieldProps<number>) {
  const last = useRef<{ value: number | null; text: string } | null>(null);
  return (
    <MaskedInput
      mask={MONEY_MASK}
      text={keepTyped(value ?? null, last.current, unmaskedFromCents)}
      onAccept={(text) => {
        const cents = centsFromUnmasked(text);
        last.current = { value: cents, text };
        onChange(cents);
      }}
      inputMode="decimal"
      placeholder="R$ 0,00"
      {...props}
    />
  );
}
