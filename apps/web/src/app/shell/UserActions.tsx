import { Avatar, Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth/api';
import { hint } from '../../ui/hint/hint';
import { useRequiredSession } from '../session/use-session';

/** The letters Mantine's Avatar draws for a name without a photo (its own getInitials is not exported). */
function initials(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function ProfileAvatar() {
  const { user } = useRequiredSession();
  // The link's name starts with what it shows (WCAG 2.5.3): the initials, when there is no photo.
  const label = user.avatarUrl ? `Perfil de ${user.name}` : `${initials(user.name)}, perfil de ${user.name}`;
  return (
    <Avatar
      component={Link}
      to="/profile"
      aria-label={label}
      src={user.avatarUrl}
      alt=""
      name={user.name}
      color="initials"
      radius="xl"
      {...hint('Perfil')}
    />
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
