import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

// Stand-ins of the figures' cards with their final sizes, so nothing below them moves when the
// figures (and the charts' chunk) arrive: the cards shifted the page by 0.2-0.3 CLS (bench/lighthouse.ts).

/** The grids of the figures, shared with the cards they stand in for. */
export const STATS_COLS = { base: 1, xs: 2, lg: 4 };
export const CHARTS_COLS = { base: 1, md: 2 };
/** The height of a chart of bookings a day, and of a chart's stand-in. */
export const CHART_HEIGHT = 260;

/** A StatCard's lines: label, figure (32 px), detail, link. */
function StatSkeleton() {
  return (
    <Card withBorder padding="lg">
      <Skeleton height={22} width="60%" radius="sm" />
      <Skeleton height={38} width="40%" radius="sm" mt={4} />
      <Skeleton height={22} radius="sm" mt={4} />
      <Skeleton height={22} width="45%" radius="sm" mt="sm" />
    </Card>
  );
}

/** A ChartCard's title and chart. */
function ChartSkeleton() {
  return (
    <Card withBorder padding="lg">
      <Skeleton height={26} width="45%" radius="sm" mb="md" />
      <Skeleton height={CHART_HEIGHT} radius="sm" />
    </Card>
  );
}

/** The charts' row while their chunk loads. */
export function ChartsSkeleton() {
  return (
    <SimpleGrid cols={CHARTS_COLS} spacing="md" aria-hidden>
      <ChartSkeleton />
      <ChartSkeleton />
    </SimpleGrid>
  );
}

/** The figures while they load: the stats' row (when the user sees bookings) and the charts' row. */
export function DashboardSkeleton({ stats }: { stats: boolean }) {
  return (
    <Stack gap="md" role="status" aria-label="Carregando">
      {stats && (
        <SimpleGrid cols={STATS_COLS} spacing="md" aria-hidden>
          <StatSkeleton />
          <StatSkeleton />
          <StatSkeleton />
          <StatSkeleton />
        </SimpleGrid>
      )}
      <ChartsSkeleton />
    </Stack>
  );
}
