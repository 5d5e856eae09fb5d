import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { CNPJ_MASK, digitsOrNull } from './masks';

/** CNPJ, 14 digits, shown as 00.000.000/0000-00. Value: the 14 digits, or null when empty. */
export function CnpjInput({ value, onChange, ...props }: FieldProps<string>) {
  return (
    <MaskedInput
      mask={CNPJ_MASK}
      text={value ?? ''}
      onAccept={(text) => onChange(digitsOrNull(text))}
      inputMode="numeric"
      placeholder="00.000.000/0000-00"
      {...props}
    />
  );
}
