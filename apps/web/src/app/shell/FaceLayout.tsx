import { Box, Button, Container, Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import { ContentLoader } from '../../ui/ContentLoader';
import { Logo } from '../../ui/Logo';
import { SocketProvider } from '../realtime/SocketProvider';
import { SignOutButton } from './UserActions';

export interface FaceScreen {
  to: string;
  label: string;
  Icon: Icon;
}

function ScreenLink({ to, label, Icon, stacked }: FaceScreen & { stacked: boolean }) {
  const current = Boolean(useMatch({ path: to, end: true }));
  return (
    <Button
      component={Link}
      to={to}
      variant={current ? 'filled' : 'default'}
      aria-current={current ? 'page' : undefined}
      leftSection={stacked ? undefined : <Icon size={18} aria-hidden />}
      px={stacked ? 4 : 'xs'}
      fz={stacked ? 'xs' : undefined}
      // A label wider than its share of a phone's width ('Minhas reservas' beside two others) takes two
      // lines rather than being cut.
      h="auto"
      mih={36}
      py={4}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: stacked ? 'center' : undefined } }}
    >
      {stacked ? (
        <Box
          component="span"
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
        >
          <Icon size={18} aria-hidden />
          {label}
        </Box>
      ) : (
        label
      )}
    </Button>
  );
}

interface FaceLayoutProps {
  /** Beside the logo: the venture, and who is signed in where it helps. */
  title: string;
  /** The face's screens, as a bar of links under the header. */
  screens: readonly FaceScreen[];
  /** The bar's name for screen readers. */
  navLabel: string;
  size: 'sm' | 'lg';
  /** Icons above smaller labels: four screens side by side on a phone. */
  stackedScreens?: boolean;
  /** Listeners of the live connection (they need its provider), drawn nothing. */
  children?: ReactNode;
}

/**
 * The shell of an app face (Portaria, Sócio), phone first: a slim header (logo, title, sign-out), the
 * face's screens, and the page, with the live connection.
 */
export function FaceLayout({
  title,
  screens,
  navLabel,
  size,
  stackedScreens = false,
  children,
}: FaceLayoutProps) {
  return (
    <SocketProvider>
      {children}
      <Box
        component="header"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* The title gives way: 'Sair' stays whole on a phone. */}
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <Logo />
            <Text fw={600} c="dimmed" truncate="end" miw={0}>
              {title}
            </Text>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <SignOutButton />
          </Box>
        </Group>
      </Box>
      <Container size={size} px="md" pt="sm">
        <Group component="nav" aria-label={navLabel} gap="xs" grow align="stretch">
          {screens.map((screen) => (
            <ScreenLink key={screen.to} {...screen} stacked={stackedScreens} />
          ))}
        </Group>
      </Container>
      <Container component="main" size={size} px="md" py="md">
        <Suspense fallback={<ContentLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </SocketProvider>
  );
}
