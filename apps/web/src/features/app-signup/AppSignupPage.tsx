import { Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageLoader } from '../../ui/PageLoader';
import { PublicCard } from '../../ui/PublicCard';
import { useAppSignup, useSignupVentures } from './api';
import { AppSignupForm } from './components/AppSignupForm';

const APP_PATH = '/app/';

/** /signup: someone not yet known asks for an account of the members' app (Reserva Sócio). */
export function AppSignupPage() {
  const ventures = useSignupVentures();
  const signUp = useAppSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);

  // The same text whatever the server found: it answers alike, and so does the page.
  if (sentTo) {
    return (
      <PublicCard
        icon={<IconMailForward size={30} />}
        title="Verifique seu e-mail"
        description={`Se a conta puder ser criada com os dados informados, ${sentTo} receberá em instantes um link para você criar a sua senha e concluir o cadastro. O link vale por 7 dias.`}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed" ta="center">
            Se você já tem uma conta, avisamos no e-mail dela como entrar ou recuperar a senha. Não encontrou
            o e-mail? Procure também na caixa de spam.
          </Text>
          <Button component="a" href={APP_PATH} size="md" fullWidth>
            Já tenho conta
          </Button>
        </Stack>
      </PublicCard>
    );
  }

  return (
    <PublicCard
      title="Criar conta no Reserva Sócio"
      description="Cadastre-se para reservar pelo aplicativo do seu clube. Enviaremos um link de confirmação para o seu e-mail."
    >
      {ventures.isPending ? (
        <PageLoader />
      ) : ventures.isError ? (
        <LoadFailure onRetry={() => void ventures.refetch()} />
      ) : (
        <AppSignupForm
          ventures={ventures.data}
          onSubmit={async (body) => {
            await signUp.mutateAsync(body);
            setSentTo(body.email);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <Center mt="md">
        <Anchor href={APP_PATH} size="sm">
          Já tenho conta
        </Anchor>
      </Center>
    </PublicCard>
  );
}
