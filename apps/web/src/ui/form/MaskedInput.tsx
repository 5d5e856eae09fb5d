import { InputBase } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import type { FieldProps } from './field-props';
import type { MaskOptions } from './masks';

export interface MaskedInputProps extends Omit<FieldProps<string>, 'value' | 'onChange'> {
  /** One of the constants in masks.ts (react-imask compares options by identity on every render). */
  mask: MaskOptions;
  /** What imask holds: the unmasked text, or with `unmask={false}` the text as shown. */
  text: string;
  onAccept: (text: string) => void;
  unmask?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  style?: CSSProperties;
}

/** A Mantine input with a react-imask mask: the base of CpfInput, PhoneInput, IntegerInput and others. */
export function MaskedInput({ mask, text, onAccept, unmask = true, ref, ...props }: MaskedInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      {...(mask as Record<string, unknown>)}
      {...props}
      unmask={unmask}
      value={text}
      onAccept={(value: string) => onAccept(value)}
      inputRef={ref}
    />
  );
}
