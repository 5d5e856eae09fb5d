import { TextInput } from '@mantine/core';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { CpfInput } from './CpfInput';
import { controlledInput } from './controlled';
import { DocumentFields } from './DocumentFields';

/** The fields these fill in; the form may hold more. */
interface IdentityFieldValues {
  name: string;
  email: string;
  cpf?: string | null | undefined;
}

/** An empty identity with a CPF or foreign document ('cpf-or-foreign'), as a form starts. */
export const EMPTY_IDENTITY = {
  name: '',
  email: '',
  cpf: '',
  useForeignerDocument: false,
  foreignerDocumentType: null,
  foreignerDocument: '',
};

interface IdentityFieldsProps {
  /**
   * 'own': the person types their own identity, which the browser may fill in; 'other': someone else's
   * (a host's guest), never filled in with the user's.
   */
  whose: 'own' | 'other';
  /**
   * 'cpf-or-foreign': a required CPF, or with 'Usar documento internacional' a foreign document
   * (`DocumentFields`, the person form's); 'optional-cpf': only an optional CPF (the public booking form).
   */
  document: 'cpf-or-foreign' | 'optional-cpf';
}

/**
 * Who a person is, in a react-hook-form form (inside a FormProvider): name, e-mail and the document.
 * Messages come from the form's resolver.
 */
export function IdentityFields({ whose, document }: IdentityFieldsProps) {
  const { control, register } = useFormContext<IdentityFieldValues>();
  const { errors } = useFormState({ control });
  const own = whose === 'own';
  return (
    <>
      <TextInput
        label="Nome"
        required
        autoComplete={own ? 'name' : 'off'}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextInput
        label="E-mail"
        type="email"
        required
        autoComplete={own ? 'email' : 'off'}
        error={errors.email?.message}
        {...register('email')}
      />
      {document === 'cpf-or-foreign' ? (
        <DocumentFields />
      ) : (
        <Controller
          control={control}
          name="cpf"
          render={(controller) => <CpfInput label="CPF" {...controlledInput<string>(controller)} />}
        />
      )}
    </>
  );
}
