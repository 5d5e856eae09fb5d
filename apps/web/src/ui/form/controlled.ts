import type { ChangeEvent } from 'react';
import type { ControllerFieldState, ControllerRenderProps } from 'react-hook-form';

/**
 * What a `Controller`'s `render` gets that these helpers use: the field and its own state. Only the
 * members read here, so any form's field fits (the whole ControllerRenderProps is tied to its form type).
 */
interface ControllerRender {
  field: Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name'>;
  fieldState: ControllerFieldState;
}

/**
 * The props of a ui/form input (FieldProps) wired to a `Controller` field, with the field's own message:
 * `render={(controller) => <CnpjInput label="CNPJ" {...controlledInput<string>(controller)} />}`.
 */
export function controlledInput<V>({ field, fieldState }: ControllerRender) {
  return {
    // The form may hold undefined (an unset field); the inputs take null for "empty".
    value: (field.value ?? null) as V | null,
    onChange: field.onChange as (value: V | null) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    error: fieldState.error?.message,
  };
}

/** The props of a Mantine `Switch` wired to a boolean `Controller` field: it reports the event, not the value. */
export function controlledSwitch({ field, fieldState }: ControllerRender) {
  return {
    checked: Boolean(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    error: fieldState.error?.message,
  };
}
