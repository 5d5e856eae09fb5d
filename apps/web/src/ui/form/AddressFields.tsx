import { Grid, Select, TextInput } from '@mantine/core';

import { type Control, Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { showWarningMessage } from '../toasts';
import { COUNTRY_OPTIONS } from './countries';
import { ZipCodeInput } from './ZipCodeInput';

/** What a postal-code service tells of an address. */
export interface ZipCodeAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
}

/** Looks a CEP (8 digits) up; null when it is unknown or the service cannot answer. */
export type ZipCodeLookup = (zipCode: string) => Promise<ZipCodeAddress | null>;

export interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the address sits in the form's values. */
  prefix?: string;
  disabled?: boolean;
  /** Marks the required fields, for forms where the address itself is required. */
  required?: boolean;
  /** Fills the address once the CEP is complete (inside a FormProvider). */
  zipCodeLookup?: ZipCodeLookup;
}

const onlyLetters = (text: string) =>
  text
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 2);

/**
 * The address block of a react-hook-form form (spec 000, section 5): street, number, complement,
 * neighbourhood, city, state, country and CEP. Messages come from the form's resolver.
 */
export function AddressFields<T extends FieldValues>({
  control,
  prefix = 'address',
  disabled,
  required,
  zipCodeLookup,
}: AddressFieldsProps<T>) {
  const name = (field: string) => `${prefix}.${field}` as Path<T>;
  const form = useFormContext<FieldValues>();

  // Spec 000, s.5: with the whole CEP typed, the lookup fills the fields and clears the number.
  const lookUp = async (zipCode: string | null) => {
    if (!zipCodeLookup || !form || zipCode?.length !== 8) return;
    const found = await zipCodeLookup(zipCode);
    if (!found) {
      showWarningMessage('CEP não encontrado', 'Preencha os campos manualmente');
      return;
    }
    const fields = { ...found, number: '' };
    for (const [field, value] of Object.entries(fields)) {
      form.setValue(`${prefix}.${field}`, value, { shouldDirty: true });
    }
  };

  const text = (field: string, label: string, options: { span: GridSpan; optional?: boolean }) => (
    <Grid.Col span={options.span}>
      <Controller
        control={control}
        name={name(field)}
        render={({ field: input, fieldState }) => (
          <TextInput
            {...input}
            value={input.value ?? ''}
            label={label}
            error={fieldState.error?.message}
            required={required && !options.optional}
            disabled={disabled}
          />
        )}
      />
    </Grid.Col>
  );

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name={name('zipCode')}
          render={({ field, fieldState }) => (
            <ZipCodeInput
              {...field}
              onChange={(value) => {
                const changed = value !== field.value;
                field.onChange(value);
                if (changed) void lookUp(value);
              }}
              label="CEP"
              error={fieldState.error?.message}
              required={required}
              disabled={disabled}
              autoComplete="postal-code"
            />
          )}
        />
      </Grid.Col>
      {text('street', 'Rua', { span: { base: 12, sm: 8 } })}
      {text('number', 'Número', { span: { base: 12, xs: 4, sm: 3 } })}
      {text('complement', 'Complemento', { span: { base: 12, xs: 8, sm: 5 }, optional: true })}
      {text('neighborhood', 'Bairro', { span: { base: 12, sm: 4 } })}
      {text('city', 'Cidade', { span: { base: 12, sm: 5 } })}
      <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
        <Controller
          control={control}
          name={name('state')}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(onlyLetters(event.currentTarget.value))}
              label="Estado"
              placeholder="UF"
              maxLength={2}
              error={fieldState.error?.message}
              required={required}
              disabled={disabled}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, sm: 4 }}>
        <Controller
          control={control}
          name={name('country')}
          render={({ field, fieldState }) => (
            <Select
              {...field}
              value={field.value ?? null}
              data={COUNTRY_OPTIONS}
              label="País"
              searchable
              nothingFoundMessage="Nenhum país encontrado"
              error={fieldState.error?.message}
              required={required}
              disabled={disabled}
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
}

type GridSpan = Partial<Record<'base' | 'xs' | 'sm' | 'md', number>>;
