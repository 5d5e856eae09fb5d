import { TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldProps } from './field-props';
import { keepTyped, moneyText, typedMoney } from './masks';

// The schemas' message for a negative amount (spec 001 s.5, 002 s.5), shown as soon as '-' is typed.
const POSITIVE_ONLY = 'Valores positivos';

/**
 * Money shown as `R$ 1.234,56`, typed from the cents (4500 → R$ 45,00). Value: integer cents, or null
 * when empty (spec 000, section 5). The one money input of the product.
 */
export function MoneyInput({ value, onChange, error, ...props }: FieldProps<number>) {
  // State, not a ref: a lone '-' leaves the value as it was, and must still show with its message.
  const [last, setLast] = useState<{ value: number | null; text: string } | null>(null);
  const text = keepTyped(value ?? null, last, moneyText);
  return (
    <TextInput
      inputMode="numeric"
      placeholder="R$ 0,00"
      {...props}
      value={text}
      onChange={(event) => {
        const typed = typedMoney(event.currentTarget.value, text);
        setLast({ value: typed.cents, text: typed.text });
        onChange(typed.cents);
      }}
      error={error ?? (text.includes('-') ? POSITIVE_ONLY : undefined)}
    />
  );
}
