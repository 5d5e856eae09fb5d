import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type {
  ActivityOccupancy,
  DashboardDay,
  RevenueByStatus,
  RevenueTotals,
} from '@reserva/shared/dashboard/dashboard.schemas';
import { formatDate } from '../../../ui/format';
import { formatShare } from '../format-dashboard';
import { ChartCard, Empty } from './ChartCard';
import { CHART_HEIGHT, CHARTS_COLS } from './DashboardSkeleton';
import { RevenueCard } from './RevenueCard';

// The dashboard's charts: Mantine charts (recharts) are only downloaded by this chunk, loaded lazily by
// the page, so the landing page of users without figures never fetches them.

export interface DashboardChartsProps {
  days: DashboardDay[] | null;
  occupancy: ActivityOccupancy[] | null;
  revenue: RevenueByStatus[] | null;
  revenueTotals: RevenueTotals | null;
  /** The user may open the sales report. */
  reportsLink: boolean;
}

export default function DashboardCharts({
  days,
  occupancy,
  revenue,
  revenueTotals,
  reportsLink,
}: DashboardChartsProps) {
  return (
    <SimpleGrid cols={CHARTS_COLS} spacing="md">
      {days && (
        <ChartCard title="Reservas por dia">
          <BarChart
            h={CHART_HEIGHT}
            data={days.map((row) => ({ ...row, day: formatDate(row.date).slice(0, 5) }))}
            dataKey="day"
            type="stacked"
            withLegend
            series={[
              { name: 'bookings', label: 'Reservas', color: 'brand.6' },
              { name: 'cancelled', label: 'Canceladas', color: 'red.4' },
            ]}
            yAxisProps={{ allowDecimals: false, width: 40 }}
          />
        </ChartCard>
      )}
      {occupancy && (
        <ChartCard title="Ocupação por atividade">
          {occupancy.length === 0 ? (
            <Empty>Nenhum evento com limite de vagas no período</Empty>
          ) : (
            <BarChart
              h={Math.max(160, occupancy.length * 44)}
              data={occupancy.map((row) => ({ name: row.activityName, rate: (row.rate ?? 0) * 100 }))}
              dataKey="name"
              orientation="vertical"
              series={[{ name: 'rate', label: 'Ocupação', color: 'teal.6' }]}
              valueFormatter={(value) => formatShare(value / 100)}
              xAxisProps={{ domain: [0, 100] }}
              yAxisProps={{ width: 110 }}
            />
          )}
        </ChartCard>
      )}
      {revenue && revenueTotals && (
        <RevenueCard revenue={revenue} totals={revenueTotals} reportsLink={reportsLink} />
      )}
    </SimpleGrid>
  );
}
