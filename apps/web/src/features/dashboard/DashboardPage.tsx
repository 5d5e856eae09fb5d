import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { dashboardSections } from '@reserva/shared/dashboard/dashboard.rules';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { visibleMenu } from '../../app/shell/menu';
import { DashboardFigures } from './components/DashboardFigures';
import classes from './DashboardPage.module.css';

export function DashboardPage() {
  const { user, venture, can } = useRequiredSession();
  const firstName = user.name.trim().split(/\s+/)[0];
  // Every staff user lands here; only the figures the keys open are shown (decisions.md, Dashboard).
  const sections = dashboardSections(new Set(user.featureGroup.features));
  // The areas of the menu the user can open, this page aside.
  const groups = visibleMenu(can)
    .map((group) => ({ ...group, items: group.items.filter((item) => item.path !== '/dashboard') }))
    .filter((group) => group.items.length > 0);

  return (
    <Stack gap="xl" maw={1200}>
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed" size="lg" mt={4}>
          Olá, {firstName}! Você está em{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {venture.name}
          </Text>
          .
        </Text>
      </div>

      {(sections.bookings || sections.revenue) && <DashboardFigures can={can} stats={sections.bookings} />}

      {groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <Title order={2} size="h4" mb="sm">
            {group.label}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {group.items.map((item) => (
              <Card
                key={item.path}
                component={Link}
                to={item.path}
                withBorder
                padding="lg"
                className={classes.card}
              >
                <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                  <item.icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600} className={classes.label}>
                  {item.label}
                </Text>
                <IconChevronRight size={18} className={classes.chevron} aria-hidden />
              </Card>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
