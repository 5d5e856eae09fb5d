import { Anchor, Card, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface StatCardProps {
  label: string;
  value: string;
  /** What the value counts, under it. */
  detail: string;
  /** The list the figure comes from, when the user may open it. */
  link?: { to: string; label: string };
}

/** One figure of the dashboard, with a link into its list. */
export function StatCard({ label, value, detail, link }: StatCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {detail}
      </Text>
      {link && (
        <Anchor component={Link} to={link.to} size="sm" mt="sm">
          {link.label}
        </Anchor>
      )}
    </Card>
  );
}
