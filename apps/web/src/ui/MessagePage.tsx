import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  /** Drawn outside the shell: the page's one `main` landmark (inside it, AppShell.Main is). */
  standalone?: boolean;
}

/** A full-area message with an icon, for placeholders and dead ends. */
export function MessagePage({ icon, title, description, action, standalone }: MessagePageProps) {
  return (
    <Center component={standalone ? 'main' : 'div'} mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
      </Stack>
    </Center>
  );
}
