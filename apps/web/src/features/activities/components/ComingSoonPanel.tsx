import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** A tab whose content arrives with the bookings and events screens; the tab keeps its place. */
export function ComingSoonPanel({ description }: { description: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconClockHour4 size={26} stroke={1.5} aria-hidden />
      </ThemeIcon>
      <Text fw={500}>Disponível em breve</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {description}
      </Text>
    </Stack>
  );
}
