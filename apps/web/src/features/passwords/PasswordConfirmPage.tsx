import { Anchor, Button, Center, Stack } from '@mantine/core';
import { passwordSetResponse } from '@reserva/shared/passwords/passwords.schemas';
import { IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { appLink, audienceOf, featuresFromQuery } from './audience';

/** /users/passwords/confirm: after a reset, staff go to the sign-in and people to the app. */
export function PasswordConfirmPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  // The reset page passes the server's answer as navigation state; a direct visit has only the query.
  const answer = passwordSetResponse.safeParse(location.state);
  const audience = audienceOf(answer.success ? answer.data.featureGroup.features : featuresFromQuery(params));
  const app = appLink(answer.data?.ventures[0], navigator.userAgent);

  return (
    <PublicCard
      icon={<IconCircleCheck size={32} />}
      title="Sua senha foi salva com sucesso!"
      description={
        audience === 'people'
          ? 'Agora é só abrir o aplicativo e entrar com o seu e-mail e a nova senha.'
          : 'Agora é só entrar com o seu e-mail e a nova senha.'
      }
    >
      <Stack gap="sm">
        {audience !== 'staff' && (
          <Button
            component="a"
            href={app.href}
            // A store opens beside this page; the web app in its place.
            {...(app.store !== 'WEB' && { target: '_blank', rel: 'noopener noreferrer' })}
            size="md"
            fullWidth
            leftSection={<IconDeviceMobile size={18} aria-hidden />}
          >
            Abrir o aplicativo
          </Button>
        )}
        {audience === 'staff' && (
          <Button component={Link} to="/" size="md" fullWidth>
            Ir para o login
          </Button>
        )}
        {audience === 'unknown' && (
          <Center>
            <Anchor component={Link} to="/" size="sm">
              Voltar ao login
            </Anchor>
          </Center>
        )}
      </Stack>
    </PublicCard>
  );
}
