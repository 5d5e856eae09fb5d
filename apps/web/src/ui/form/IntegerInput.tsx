import { useRef } from 'react';
import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { INTEGER_MASK, integerOrNull, keepTyped } from './masks';

const toText = (value: number | null) => (value === null ? '' : String(value));

/** A whole number, zero or more: anything but digits is dropped as typed. Value: the number, or null. */
export function IntegerInput({ value, onChange, ...props }: FieldProps<number>) {
  const last = useRef<{ value: number | null; text: string } | null>(null);
  return (
    <MaskedInput
      mask={INTEGER_MASK}
      text={keepTyped(value ?? null, last.current, toText)}
      onAccept={(text) => {
        const number = integerOrNull(text);
        last.current = { value: number, text };
        onChange(number);
      }}
      inputMode="numeric"
      {...props}
    />
  );
}
