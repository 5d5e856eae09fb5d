import { Anchor, Button, Group } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { useResetPassword } from './api';
import { audienceOf, featuresFromQuery } from './audience';
import { InvalidLinkCard } from './components/InvalidLinkCard';
import { NewPasswordForm } from './components/NewPasswordForm';

/** /users/passwords/reset?token=…[&features=…]: the page of the mailed recovery link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token');

  if (!token) {
    return (
      <InvalidLinkCard
        description="Abra o link recebido por e-mail ou solicite um novo."
        action={
          <Button component={Link} to="/users/passwords/forgot" size="md" fullWidth>
            Solicitar novo link
          </Button>
        }
      />
    );
  }

  const forApp = audienceOf(featuresFromQuery(params)) === 'people';
  return (
    <PublicCard
      title="Criar nova senha"
      description={
        forApp
          ? 'Escolha uma nova senha para entrar no aplicativo.'
          : 'Escolha uma nova senha para a sua conta.'
      }
    >
      <NewPasswordForm
        passwordLabel="Nova senha"
        submitLabel="Salvar senha"
        loading={reset.isPending}
        onSubmit={(values) =>
          reset.mutate(
            { ...values, token },
            // The answer tells the next page whether to offer the sign-in or the app.
            { onSuccess: (answer) => navigate('/users/passwords/confirm', { replace: true, state: answer }) },
          )
        }
      />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="/users/passwords/forgot" size="sm">
          Solicitar novo link
        </Anchor>
        <Anchor component={Link} to="/" size="sm">
          Voltar ao login
        </Anchor>
      </Group>
    </PublicCard>
  );
}
