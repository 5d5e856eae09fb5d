import { Box, Container, Group, Text } from '@mantine/core';
import { SocketProvider } from '../app/realtime/SocketProvider';
import { useRequiredSession } from '../app/session/use-session';
import { SignOutButton } from '../app/shell/UserActions';
import { DeskTodayPage } from '../features/desk/DeskTodayPage';
import { Logo } from '../ui/Logo';

/** Portaria's shell: a slim header (the venture, sign out) above the desk, phone first. */
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
      <Container component="main" size="md" px="md" py="md">
        <DeskTodayPage />
      </Container>
    </SocketProvider>
  );
}
