import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MessagePage } from '../../ui/MessagePage';
import { SignOutButton } from './UserActions';

/**
 * A signed-in user an app face is not for (Portaria without its key, Sócio for staff): a plain
 * refusal, the way to the back-office, and sign-out.
 */
export function FaceRefusal({ title, description }: { title: string; description: string }) {
  return (
    <MessagePage
      standalone
      icon={<IconLock size={32} stroke={1.5} />}
      title={title}
      description={description}
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
