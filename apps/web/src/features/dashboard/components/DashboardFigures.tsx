import { Card, Group, Stack, Text } from '@mantine/core';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { defaultDashboardPeriod } from '@reserva/shared/dashboard/dashboard.rules';
import { type DashboardQuery, dashboardQuery } from '@reserva/shared/dashboard/dashboard.schemas';
import { SCREEN_KEYS } from '@reserva/shared/permissions/screens';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Can } from '../../../app/session/use-session';
import { LoadFailure } from '../../../ui/LoadFailure';
import { type DateRange, DateRangeFilter } from '../../../ui/list/DateRangeFilter';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useDashboard } from '../api';
import { ChartsSkeleton, DashboardSkeleton } from './DashboardSkeleton';
import { DashboardStats } from './DashboardStats';
import { NearlyFullEvents } from './NearlyFullEvents';

// The charts library is its own chunk (decisions.md, Dashboard), fetched beside the figures rather than
// after them.
const loadCharts = () => import('./DashboardCharts');
const DashboardCharts = lazy(loadCharts);

function initialRange(): DateRange {
  const { startDate, endDate } = defaultDashboardPeriod(todayInSaoPaulo());
  return { from: startDate, to: endDate };
}

/** The period as the call takes it, or the shared schema's message. */
function toQuery(range: DateRange): { query: DashboardQuery | null; message: string | null } {
  const parsed = dashboardQuery.safeParse({ startDate: range.from, endDate: range.to });
  if (parsed.success) return { query: parsed.data, message: null };
  return {
    query: null,
    message: range.from && range.to ? (parsed.error.issues[0]?.message ?? null) : 'Informe o período',
  };
}

/**
 * The figures of the session's venture the user's keys open, for the chosen period; `stats`: the
 * user sees bookings' figures (their cards are reserved while loading).
 */
export function DashboardFigures({ can, stats }: { can: Can; stats: boolean }) {
  const [range, setRange] = useState<DateRange>(initialRange);
  useEffect(() => {
    void loadCharts();
  }, []);
  const { query, message } = toQuery(range);
  const dashboard = useDashboard(query);
  useLoadErrorToast(dashboard.error, 'Ocorreu um erro ao carregar o dashboard, tente novamente.');
  const data = query ? dashboard.data : undefined;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <DateRangeFilter label="Período" value={range} onChange={setRange} />
      </Group>
      {message && (
        <Text c="red.7" size="sm" role="alert">
          {message}
        </Text>
      )}
      {query && dashboard.isPending && <DashboardSkeleton stats={stats} />}
      {query && dashboard.isError && !data && (
        <Card withBorder padding="lg">
          <LoadFailure onRetry={() => void dashboard.refetch()} />
        </Card>
      )}
      {data && (
        <Stack gap="md" aria-busy={dashboard.isFetching}>
          {data.bookings && <DashboardStats bookings={data.bookings} occupancy={data.occupancy} can={can} />}
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts
              days={data.bookings?.days ?? null}
              occupancy={data.occupancy?.activities ?? null}
              revenue={data.revenue}
              revenueTotals={data.revenueTotals}
              reportsLink={can(...SCREEN_KEYS['/booking-reports'])}
            />
          </Suspense>
          {data.nearlyFull && <NearlyFullEvents events={data.nearlyFull} />}
        </Stack>
      )}
    </Stack>
  );
}
