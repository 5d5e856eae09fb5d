import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the dashboard's charts, named by its title for screen readers. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export const Empty = ({ children }: { children: string }) => (
  <Text c="dimmed" size="sm">
    {children}
  </Text>
);
