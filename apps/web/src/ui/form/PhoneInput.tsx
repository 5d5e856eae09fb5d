import { Group, Input, Select } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId, useState } from 'react';
import type { FieldProps } from './field-props';
import { MaskedInput } from './MaskedInput';
import { BR_PHONE_MASK, type MaskOptions } from './masks';
import {
  DEFAULT_PHONE_COUNTRY,
  DIAL_CODE_OPTIONS,
  joinPhone,
  nationalMaxDigits,
  splitPhone,
} from './phone-value';

// One mask object per length, so react-imask sees the same options on every render.
const digitMasks = new Map<number, MaskOptions>();
function nationalMask(country: CountryCode): MaskOptions {
  if (country === 'BR') return BR_PHONE_MASK;
  const length = nationalMaxDigits(country);
  let mask = digitMasks.get(length);
  if (!mask) {
    mask = { mask: new RegExp(`^\\d{0,${length}}$`) };
    digitMasks.set(length, mask);
  }
  return mask;
}

/**
 * A phone as a dial-code select (+55 by default) and the national number, masked for Brazil.
 * Value: E.164 (`+5511987654321`), or null when no number is typed (spec 000, section 5).
 */
export function PhoneInput({
  value,
  onChange,
  label,
  description,
  error,
  required,
  ...props
}: FieldProps<string>) {
  const id = useId();
  const [picked, setPicked] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const { country, national } = splitPhone(value, picked);

  const pick = (next: string | null) => {
    if (!next) return;
    setPicked(next as CountryCode);
    onChange(joinPhone(next as CountryCode, national.slice(0, nationalMaxDigits(next as CountryCode))));
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelProps={{ htmlFor: props.id ?? id }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label="Código do país"
          data={DIAL_CODE_OPTIONS}
          value={country}
          onChange={pick}
          searchable
          allowDeselect={false}
          disabled={props.disabled}
          readOnly={props.readOnly}
          error={Boolean(error)}
          w={128}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          nothingFoundMessage="Nenhum país encontrado"
        />
        <MaskedInput
          {...props}
          id={props.id ?? id}
          mask={nationalMask(country)}
          text={national}
          onAccept={(text) => onChange(joinPhone(country, text))}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country === 'BR' ? '(00) 00000-0000' : undefined}
          error={Boolean(error)}
          required={required}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
