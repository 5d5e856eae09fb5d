import { AppShell, Burger, Divider, Drawer, Group, ScrollArea, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { Logo } from '../../ui/Logo';
import { PageLoader } from '../../ui/PageLoader';
import { useWideScreen } from '../../ui/use-wide-screen';
import { SocketProvider } from '../realtime/SocketProvider';
import { NavMenu } from './NavMenu';
import { ProfileAvatar, SignOutButton } from './UserActions';
import { useVentureScopedCache } from './use-venture-scoped-cache';
import { VentureSelect } from './VentureSelect';

export function AppLayout() {
  // The side menu from a tablet's width, a drawer below (spec 000, section 2, Shell).
  const wide = useWideScreen();
  const [drawerOpened, drawer] = useDisclosure(false);
  useVentureScopedCache();

  return (
    <SocketProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding={{ base: 'md', sm: 'xl' }}
      >
        <AppShell.Header px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {!wide && (
                <Burger opened={drawerOpened} onClick={drawer.toggle} size="sm" aria-label="Abrir menu" />
              )}
              <UnstyledButton component={Link} to="/dashboard" aria-label="Reserva, ir para o Dashboard">
                <Logo />
              </UnstyledButton>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {wide && <VentureSelect />}
              <NotificationBell />
              <ProfileAvatar />
              {wide && <SignOutButton />}
            </Group>
          </Group>
        </AppShell.Header>

        {wide && (
          <AppShell.Navbar p="sm">
            <AppShell.Section grow component={ScrollArea}>
              <NavMenu />
            </AppShell.Section>
          </AppShell.Navbar>
        )}

        <Drawer
          opened={drawerOpened && !wide}
          onClose={drawer.close}
          title={<Logo />}
          size={300}
          padding="md"
          closeButtonProps={{ 'aria-label': 'Fechar menu' }}
        >
          <Stack gap="lg">
            <VentureSelect onSwitched={drawer.close} />
            <NavMenu onNavigate={drawer.close} />
            <Divider />
            <SignOutButton fullWidth />
          </Stack>
        </Drawer>

        <AppShell.Main bg="gray.0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </SocketProvider>
  );
}
