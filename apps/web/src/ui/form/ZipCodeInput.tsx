import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { digitsOrNull, ZIP_CODE_MASK } from './masks';

/** CEP, 8 digits, shown as 00000-000. Value: the 8 digits, or null when empty. */
export function ZipCodeInput({ value, onChange, ...props }: FieldProps<string>) {
  return (
    <MaskedInput
      mask={ZIP_CODE_MASK}
      text={value ?? ''}
      onAccept={(text) => onChange(digitsOrNull(text))}
      inputMode="numeric"
      placeholder="00000-000"
      {...props}
    />
  );
}
