import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import type {
  ActivityOccupancy,
  DashboardDay,
  RevenueByStatus,
} from '@reserva/shared/dashboard/dashboard.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../ui/format';
import { formatShare } from '../format-dashboard';

// The dashboard's charts: Mantine charts (recharts) are only downloaded by this chunk, loaded lazily by
// the page, so the landing page of users without figures never fetches them.

export interface DashboardChartsProps {
  days: DashboardDay[] | null;
  occupancy: ActivityOccupancy[] | null;
  revenue: RevenueByStatus[] | null;
  /** The user may open the sales report. */
  reportsLink: boolean;
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const Empty = ({ children }: { children: string }) => (
  <Text c="dimmed" size="sm">
    {children}
  </Text>
);

export default function DashboardCharts({ days, occupancy, revenue, reportsLink }: DashboardChartsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {days && (
        <ChartCard title="Reservas por dia">
          <BarChart
            h={260}
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
      {revenue && (
        <ChartCard title="Receita por situação do pagamento">
          {revenue.length === 0 ? (
            <Empty>Nenhum pagamento no período</Empty>
          ) : (
            <BarChart
              h={Math.max(160, revenue.length * 44)}
              data={revenue.map((row) => ({
                status: paymentStatusLabel(row.status),
                amount: row.amount,
                payments: row.payments,
              }))}
              dataKey="status"
              orientation="vertical"
              series={[{ name: 'amount', label: 'Valor', color: 'grape.6' }]}
              valueFormatter={formatMoney}
              xAxisProps={{ tickFormatter: (value: number) => formatMoney(value).replace(/,00$/, '') }}
              yAxisProps={{ width: 130 }}
            />
          )}
          <Stack gap={4} mt="md">
            {revenue.map((row) => (
              <Group key={row.status} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {paymentStatusLabel(row.status)} ({row.payments})
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
          {reportsLink && (
            <Anchor component={Link} to="/booking-reports" size="sm" mt="sm">
              Ver relatório de vendas
            </Anchor>
          )}
        </ChartCard>
      )}
    </SimpleGrid>
  );
}
