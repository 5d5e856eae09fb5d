import { Box, Center, type MantineColor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import classes from './PublicCard.module.css';

interface PublicCardProps {
  title: string;
  description?: ReactNode;
  /** Result panels carry an icon and are centred; forms are not. */
  icon?: ReactNode;
  iconColor?: MantineColor;
  children?: ReactNode;
}

/** The card of a public screen (outside the shell), laid out like the sign-in page. */
export function PublicCard({ title, description, icon, iconColor, children }: PublicCardProps) {
  return (
    <Center component="main" className={classes.page} p="md">
      <Box w="100%" maw={440}>
        <Center mb="lg">
          <Logo size="xl" />
        </Center>
        <Paper withBorder shadow="md" p="xl" radius="lg" className={classes.card}>
          <Stack gap={6} mb="lg" align={icon ? 'center' : 'stretch'} ta={icon ? 'center' : undefined}>
            {icon && (
              <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} mb={4} aria-hidden>
                {icon}
              </ThemeIcon>
            )}
            <Title order={1} size="h3">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
