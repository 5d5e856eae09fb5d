import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/use-session';
import { isActivePath, visibleMenu } from './menu';

/** The side menu's groups and items, those the user may open (spec 000, section 2, Shell). */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { can } = useSession();
  const { pathname } = useLocation();

  return (
    <Stack component="nav" aria-label="Menu principal" gap="lg">
      {visibleMenu(can).map((group) => (
        <div key={group.label}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6}>
            {group.label}
          </Text>
          <Stack gap={2}>
            {group.items.map((item) => {
              const active = isActivePath(pathname, item.path);
              return (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={item.label}
                  leftSection={<item.icon size={19} stroke={1.6} />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  variant="light"
                  fw={active ? 600 : 500}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
