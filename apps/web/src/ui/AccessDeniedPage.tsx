import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MessagePage } from './MessagePage';

/** What a screen shows to a user whose group may not use it: a refusal with a way back. */
export function AccessDeniedPage() {
  return (
    <MessagePage
      icon={<IconLock size={32} stroke={1.5} />}
      title="Acesso negado"
      description="Você não tem permissão para acessar esta página."
      action={
        <Button component={Link} to="/dashboard" variant="light">
          Voltar ao Dashboard
        </Button>
      }
    />
  );
}
