import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import {
  type MemberPasswordChange,
  memberPasswordChange,
} from '@reserva/shared/members/member-profile.schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import { useChangeMemberPassword } from '../api';

const EMPTY: MemberPasswordChange = { currentPassword: '', password: '', passwordConfirmation: '' };

/** 'Alterar senha': the current password and a new one; the person's other devices are signed out. */
export function PasswordChangeSection() {
  const titleId = useId();
  const change = useChangeMemberPassword();
  const { register, handleSubmit, reset, setError, formState } = useForm<MemberPasswordChange>({
    resolver: zodResolver(memberPasswordChange),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const submit = (body: MemberPasswordChange) =>
    change.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        showSuccessToast('Senha alterada', 'Seus outros aparelhos precisarão entrar de novo.');
      },
      onError: (error) => {
        if (error.message === 'wrong-current-password') {
          setError('currentPassword', { message: errorText(error.message, '') }, { shouldFocus: true });
        }
        showErrorToast('Falha ao alterar a senha', error, 'Ocorreu um erro inesperado, tente novamente.');
      },
    });
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="md">
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            Alterar senha
          </Title>
          <Text size="sm" c="dimmed">
            A nova senha precisa de pelo menos 8 caracteres.
          </Text>
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordInput
            label="Nova senha"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirmar nova senha"
            autoComplete="new-password"
            required
            error={errors.passwordConfirmation?.message}
            {...register('passwordConfirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
