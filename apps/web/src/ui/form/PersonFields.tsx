import { SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { AddressFields, type ZipCodeLookup } from './AddressFields';
import { isBlankAddress } from './address-values';
import { CnpjInput } from './CnpjInput';
import { CpfInput } from './CpfInput';
import { controlledInput } from './controlled';
import { PhoneInput } from './PhoneInput';

/** The fields these blocks fill in; the form may hold more. */
export interface PersonFieldValues {
  name: string;
  email: string;
  cpf?: unknown;
  phone?: unknown;
  cnpj?: unknown;
  companyName?: unknown;
  tradeName?: unknown;
  bio?: unknown;
  address?: unknown;
}

export interface PersonFieldsProps {
  /** Fields placed before the name, in the same grid. */
  leading?: ReactNode;
  /** Fields placed after the phone, in the same grid. */
  trailing?: ReactNode;
  emailAutoComplete: string;
  /** Shows the company fields and requires the phone and the address (a seller's data). */
  company: boolean;
  /** A heading over the company fields. */
  companyTitle?: string;
  /** Locks the address while the form is being sent. */
  disabled: boolean;
  /** Replaces the CPF field (a person may use a foreign document instead). */
  document?: ReactNode;
  zipCodeLookup?: ZipCodeLookup;
}

/**
 * A person's data in a react-hook-form form (inside a FormProvider): name, e-mail, CPF and phone,
 * the company fields when asked, bio and address. Messages come from the form's resolver.
 */
export function PersonFields({
  leading,
  trailing,
  emailAutoComplete,
  company,
  companyTitle,
  disabled,
  document,
  zipCodeLookup,
}: PersonFieldsProps) {
  const { control, register } = useFormContext<PersonFieldValues>();
  const { errors } = useFormState({ control });
  const address = useWatch({ control, name: 'address' });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {leading}
        <TextInput label="Nome" required error={errors.name?.message} {...register('name')} />
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete={emailAutoComplete}
          error={errors.email?.message}
          {...register('email')}
        />
        {document ?? (
          <Controller
            control={control}
            name="cpf"
            render={(controller) => <CpfInput label="CPF" {...controlledInput<string>(controller)} />}
          />
        )}
        <Controller
          control={control}
          name="phone"
          render={(controller) => (
            <PhoneInput label="Telefone" required={company} {...controlledInput<string>(controller)} />
          )}
        />
        {trailing}
      </SimpleGrid>
      {company && (
        <>
          {companyTitle && (
            <Title order={2} size="h5" mt="xs">
              {companyTitle}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Controller
              control={control}
              name="cnpj"
              render={(controller) => (
                <CnpjInput label="CNPJ" required {...controlledInput<string>(controller)} />
              )}
            />
            <TextInput
              label="Nome da empresa"
              required
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <TextInput label="Nome fantasia" error={errors.tradeName?.message} {...register('tradeName')} />
          </SimpleGrid>
        </>
      )}
      <Textarea
        label="Bio"
        autosize
        minRows={3}
        maxRows={8}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <Title order={2} size="h5" mt="xs">
        Endereço
      </Title>
      <AddressFields control={control} required={company} disabled={disabled} zipCodeLookup={zipCodeLookup} />
      {/* The whole-address message ('Endereço requerido') lasts only while nothing is filled in. */}
      {errors.address?.message && isBlankAddress(address) && (
        <Text size="sm" c="red.7" role="alert">
          {errors.address.message}
        </Text>
      )}
    </>
  );
}
