import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';

export function Logo({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'xl' ? 44 : 34} radius="md" aria-hidden>
        <IconBeach size={size === 'xl' ? 26 : 20} stroke={1.8} />
      </ThemeIcon>
      <Text fw={750} fz={size === 'xl' ? 28 : 20} lts={-0.3}>
        Reserva
      </Text>
    </Group>
  );
}
