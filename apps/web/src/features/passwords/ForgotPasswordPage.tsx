import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import {
  type ForgotPasswordRequest,
  forgotPasswordRequest,
} from '@reserva/shared/passwords/passwords.schemas';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { useForgotPassword } from './api';
import { BackToSignIn } from './components/BackToSignIn';

/** /users/passwords/forgot: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  if (forgot.isSuccess) {
    // The server answers alike for unknown e-mails, so the text cannot promise that a mail went out.
    return (
      <PublicCard
        icon={<IconMailForward size={30} />}
        title="Verifique seu e-mail"
        description={`Se houver uma conta com o e-mail ${forgot.variables.email}, você receberá em instantes um link para criar uma nova senha. O link vale por 24 horas.`}
      >
        <Stack gap="xs">
          <Button component={Link} to="/" size="md" fullWidth>
            Voltar ao login
          </Button>
          <Center>
            <Anchor component="button" type="button" size="sm" onClick={() => forgot.reset()}>
              Não recebeu? Enviar novamente
            </Anchor>
          </Center>
        </Stack>
      </PublicCard>
    );
  }

  return (
    <PublicCard
      title="Recuperar senha"
      description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
    >
      <form noValidate onSubmit={handleSubmit((values) => forgot.mutate(values))}>
        <Stack>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            Enviar link
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </PublicCard>
  );
}
