import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, Stack } from '@mantine/core';
import {
  type AppSignupFormValues,
  type AppSignupRequest,
  appSignupRequest,
} from '@reserva/shared/auth/app-signup.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';
import { EMPTY_IDENTITY, IdentityFields } from '../../../ui/form/IdentityFields';
import { showErrorToast } from '../../../ui/toasts';

const defaultValues: AppSignupFormValues = {
  ...EMPTY_IDENTITY,
  birthDate: '',
  ventureId: '',
};

interface AppSignupFormProps {
  ventures: { value: string; label: string }[];
  onSubmit(body: AppSignupRequest): Promise<unknown>;
}

/** The sign-up's fields, validated by the server's own schema. */
export function AppSignupForm({ ventures, onSubmit }: AppSignupFormProps) {
  const form = useForm<AppSignupFormValues, unknown, AppSignupRequest>({
    resolver: zodResolver(appSignupRequest),
    // A single club is chosen already.
    defaultValues: { ...defaultValues, ventureId: ventures.length === 1 ? (ventures[0]?.value ?? '') : '' },
  });
  const { control, handleSubmit, formState } = form;
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showErrorToast('Falha ao enviar', error, 'Ocorreu um erro ao enviar o cadastro, tente novamente.');
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Controller
            control={control}
            name="ventureId"
            render={(controller) => (
              <Select
                label="Clube"
                placeholder="Escolha o clube"
                required
                data={ventures}
                allowDeselect={false}
                {...controlledInput<string>(controller)}
              />
            )}
          />
          <IdentityFields whose="own" document="cpf-or-foreign" />
          <Controller
            control={control}
            name="birthDate"
            render={(controller) => (
              <DateInput
                label="Data de nascimento"
                required
                maxDate={todayInSaoPaulo()}
                {...controlledInput<string>(controller)}
              />
            )}
          />
          <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
            Criar conta
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
