import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { SignOutButton } from '../app/shell/UserActions';
import { MessagePage } from '../ui/MessagePage';

/** A signed-in user whose group lacks APP_CONCIERGE_ACCESS: a plain refusal, and ways out. */
export function ConciergeAccessDenied() {
  return (
    <MessagePage
      standalone
      icon={<IconLock size={32} stroke={1.5} />}
      title="Acesso negado"
      description="Seu usuário não tem acesso ao aplicativo da portaria."
      action={
        <Group justify="center">
          {/* The back-office is another entry: a full page load, not a route of this app. */}
          <Button component="a" href="/dashboard" variant="light">
            Ir para o sistema
          </Button>
          <SignOutButton />
        </Group>
      }
    />
  );
}
