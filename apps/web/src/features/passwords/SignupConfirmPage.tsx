import { Anchor, Button, Group, Stack } from '@mantine/core';
import {
  type PasswordSetResponse,
  type StoreIds,
  storeIds,
} from '@reserva/shared/passwords/passwords.schemas';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../app/session/api-client';
import { PublicCard } from '../../ui/PublicCard';
import { isInvitationUsed, useConfirmSignup } from './api';
import { type Audience, audienceOf, featuresFromQuery } from './audience';
import { BackToSignIn } from './components/BackToSignIn';
import { InvalidLinkCard } from './components/InvalidLinkCard';
import { NewPasswordForm } from './components/NewPasswordForm';
import { StoreButtons } from './components/StoreButtons';

/** /signup/confirm?token=…[&features=…]: the invited user chooses a first password. */
export function SignupConfirmPage() {
  const [params] = useSearchParams();
  const confirm = useConfirmSignup();
  const token = params.get('token');

  if (!token) return <InvalidLinkCard description="Abra o link do convite recebido por e-mail." />;
  if (confirm.data) return <SignupDone answer={confirm.data} />;
  if (isInvitationUsed(confirm.error)) {
    const ids = storeIds.safeParse(confirm.error instanceof ApiError ? confirm.error.metaData : undefined);
    return <InvitationUsed ids={ids.data} audience={audienceOf(featuresFromQuery(params))} />;
  }

  return (
    <PublicCard title="Conclua seu cadastro" description="Crie uma senha para acessar a sua conta.">
      <NewPasswordForm
        passwordLabel="Senha"
        submitLabel="Concluir cadastro"
        loading={confirm.isPending}
        onSubmit={(values) => confirm.mutate({ ...values, token })}
      />
    </PublicCard>
  );
}

function SignupDone({ answer }: { answer: PasswordSetResponse }) {
  const staff = audienceOf(answer.featureGroup.features) === 'staff';
  const stores = answer.ventures[0];
  return (
    <PublicCard
      icon={<IconCircleCheck size={32} />}
      title="Seu cadastro foi concluído!"
      description={
        staff
          ? 'Agora é só entrar com o seu e-mail e a senha que você criou.'
          : 'Baixe o aplicativo e entre com o seu e-mail e a senha que você criou.'
      }
    >
      <Stack gap="sm">
        {staff && (
          <Button component={Link} to="/" size="md" fullWidth>
            Ir para o login
          </Button>
        )}
        <StoreButtons ids={stores} />
      </Stack>
    </PublicCard>
  );
}

function InvitationUsed({ ids, audience }: { ids: StoreIds | undefined; audience: Audience }) {
  return (
    <PublicCard
      icon={<IconAlertTriangle size={30} />}
      iconColor="orange"
      title="Convite já utilizado"
      description="Este convite já foi usado para criar a senha da conta. Entre com o seu e-mail e a senha escolhida; se não lembrar dela, recupere-a."
    >
      <Stack gap="sm">
        <StoreButtons ids={ids} />
        <Group justify="center">
          <Anchor component={Link} to="/users/passwords/forgot" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
      </Stack>
      {audience !== 'people' && <BackToSignIn />}
    </PublicCard>
  );
}
