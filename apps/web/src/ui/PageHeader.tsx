import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
  /** A route to go back to, shown as an arrow before the title. */
  backTo?: string;
}

/** A page's title row: optional back link, the title, and its actions on the right (wrapping below when narrow). */
export function PageHeader({ title, actions, backTo }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="lg">
      <Group gap="xs" wrap="nowrap">
        {backTo && (
          <ActionIcon
            component={Link}
            to={backTo}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Voltar"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
