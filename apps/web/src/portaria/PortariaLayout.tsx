import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconFaceId, IconQrcode } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import { SocketProvider } from '../app/realtime/SocketProvider';
import { useRequiredSession } from '../app/session/use-session';
import { SignOutButton } from '../app/shell/UserActions';
import { ContentLoader } from '../ui/ContentLoader';
import { Logo } from '../ui/Logo';

const SCREENS = [
  { to: '/', label: 'Hoje', Icon: IconCalendarEvent },
  { to: '/camera', label: 'Câmera', Icon: IconFaceId },
  { to: '/qr', label: 'Ler QR', Icon: IconQrcode },
] as const;

function ScreenLink({ to, label, Icon }: (typeof SCREENS)[number]) {
  const current = Boolean(useMatch({ path: to, end: true }));
  return (
    <Button
      component={Link}
      to={to}
      variant={current ? 'filled' : 'default'}
      aria-current={current ? 'page' : undefined}
      leftSection={<Icon size={18} aria-hidden />}
      px="xs"
    >
      {label}
    </Button>
  );
}

/** Portaria's shell: a slim header (the venture, sign out) and its three screens, phone first. */
export function PortariaLayout() {
  const { venture } = useRequiredSession();
  return (
    <SocketProvider>
      <Box
        component="header"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* The venture's name gives way: 'Sair' stays whole on a phone. */}
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <Logo />
            <Text fw={600} c="dimmed" truncate="end" miw={0}>
              Portaria · {venture.name}
            </Text>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <SignOutButton />
          </Box>
        </Group>
      </Box>
      <Container size="lg" px="md" pt="sm">
        <Group component="nav" aria-label="Telas da portaria" gap="xs" grow>
          {SCREENS.map((screen) => (
            <ScreenLink key={screen.to} {...screen} />
          ))}
        </Group>
      </Container>
      <Container component="main" size="lg" px="md" py="md">
        <Suspense fallback={<ContentLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </SocketProvider>
  );
}
