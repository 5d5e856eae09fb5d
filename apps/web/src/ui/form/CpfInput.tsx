import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { CPF_MASK, digitsOrNull } from './masks';

/** CPF, 11 digits, shown as 000.000.000-00. Value: the 11 digits, or null when empty. Check digits are the form resolver's job. */
export function CpfInput({ value, onChange, ...props }: FieldProps<string>) {
  return (
    <MaskedInput
      mask={CPF_MASK}
      text={value ?? ''}
      onAccept={(text) => onChange(digitsOrNull(text))}
      inputMode="numeric"
      placeholder="000.000.000-00"
      {...props}
    />
  );
}
