import { Button, Group, Stack, Text } from '@mantine/core';
import type { StoreIds } from '@reserva/shared/passwords/passwords.schemas';
import { IconBrandApple, IconBrandGooglePlay, IconDeviceMobile } from '@tabler/icons-react';
import { storeLinks, WEB_APP_LINK } from '../audience';

const ICONS = { APP_STORE: IconBrandApple, GOOGLE_PLAY: IconBrandGooglePlay, WEB: IconDeviceMobile };

/** The app in each store the venture publishes it in; the members' web app when it has no store ids. */
export function StoreButtons({ ids }: { ids: StoreIds | undefined }) {
  const links = storeLinks(ids);
  if (links.length === 0) {
    return (
      <Button
        component="a"
        href={WEB_APP_LINK.href}
        mt="xs"
        leftSection={<IconDeviceMobile size={18} aria-hidden />}
      >
        Abrir o {WEB_APP_LINK.label}
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="xs">
      <Text size="sm" c="dimmed" ta="center">
        Baixe o aplicativo:
      </Text>
      <Group grow gap="sm">
        {links.map((link) => {
          const Icon = ICONS[link.store];
          return (
            <Button
              key={link.store}
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<Icon size={18} aria-hidden />}
            >
              {link.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
