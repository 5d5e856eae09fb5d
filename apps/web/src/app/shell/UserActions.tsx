import { Avatar, Button, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth/api';
import { useRequiredSession } from '../session/use-session';

export function ProfileAvatar() {
  const { user } = useRequiredSession();
  return (
    <Tooltip label="Perfil">
      <Avatar
        component={Link}
        to="/profile"
        aria-label="Perfil"
        src={user.avatarUrl}
        alt=""
        name={user.name}
        color="initials"
        radius="xl"
      />
    </Tooltip>
  );
}

export function SignOutButton({ fullWidth }: { fullWidth?: boolean }) {
  const signOut = useSignOut();
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLogout size={18} stroke={1.6} />}
      loading={signOut.isPending}
      onClick={() => signOut.mutate()}
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
    >
      Sair
    </Button>
  );
}
