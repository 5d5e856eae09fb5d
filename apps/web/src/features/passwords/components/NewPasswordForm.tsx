import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { type PasswordPairForm, passwordPairForm } from '@reserva/shared/passwords/passwords.schemas';
import { useForm } from 'react-hook-form';

interface NewPasswordFormProps {
  passwordLabel: string;
  submitLabel: string;
  loading: boolean;
  onSubmit: (values: PasswordPairForm) => void;
}

/** Password and confirmation, checked with the server's schema (reset and sign-up confirmation). */
export function NewPasswordForm({ passwordLabel, submitLabel, loading, onSubmit }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordPairForm>({
    resolver: zodResolver(passwordPairForm),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  return (
    // noValidate: the schema's messages replace the browser's own bubbles.
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack>
        <PasswordInput
          label={passwordLabel}
          description="Use pelo menos 8 caracteres."
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirmar senha"
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={loading}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
