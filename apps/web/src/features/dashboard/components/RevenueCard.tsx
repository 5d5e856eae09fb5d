import { BarChart } from '@mantine/charts';
import { Anchor, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import { countText } from '@reserva/shared/common/count-text';
import { type RevenueGroup, revenueGroup } from '@reserva/shared/dashboard/dashboard.rules';
import type { RevenueByStatus, RevenueTotals } from '@reserva/shared/dashboard/dashboard.schemas';
import { Link } from 'react-router';
import { formatMoney } from '../../../ui/format';
import { ChartCard, Empty } from './ChartCard';

// The revenue (decisions.md, Dashboard): only money received, approved or paid at the club; what is
// still owed and what was cancelled are shown apart, under their own names, and never added to it.

export interface RevenueCardProps {
  revenue: RevenueByStatus[];
  totals: RevenueTotals;
  /** The user may open the sales report. */
  reportsLink: boolean;
}

/** The statuses of one group, each with its count and amount. */
function StatusRows({ rows }: { rows: RevenueByStatus[] }) {
  return (
    <Stack gap={2}>
      {rows.map((row) => (
        <Group key={row.status} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {paymentStatusLabel(row.status)} ({row.payments})
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(row.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const OUTSIDE: { group: Exclude<RevenueGroup, 'received'>; label: string; detail: string }[] = [
  { group: 'pending', label: 'A receber', detail: 'Aguardando, em processamento, com falha ou rejeitados' },
  { group: 'cancelled', label: 'Cancelado', detail: 'Cancelados com a reserva' },
];

export function RevenueCard({ revenue, totals, reportsLink }: RevenueCardProps) {
  const rowsOf = (group: RevenueGroup) => revenue.filter((row) => revenueGroup(row.status) === group);
  const received = rowsOf('received');
  return (
    <ChartCard title="Receita">
      <section aria-label="Receita recebida">
        <Text size="sm" c="dimmed" fw={500}>
          Recebida
        </Text>
        <Text fz={32} fw={700} lh={1.2} mt={4}>
          {formatMoney(totals.received.amount)}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {countText(
            totals.received.payments,
            'pagamento aprovado ou pago no clube',
            'pagamentos aprovados ou pagos no clube',
          )}
        </Text>
        {received.length === 0 ? (
          <Empty>Nenhum pagamento recebido no período</Empty>
        ) : (
          <BarChart
            mt="md"
            h={Math.max(120, received.length * 44)}
            data={received.map((row) => ({ status: paymentStatusLabel(row.status), amount: row.amount }))}
            dataKey="status"
            orientation="vertical"
            series={[{ name: 'amount', label: 'Recebido', color: 'teal.7' }]}
            valueFormatter={formatMoney}
            xAxisProps={{ tickFormatter: (value: number) => formatMoney(value).replace(/,00$/, '') }}
            yAxisProps={{ width: 130 }}
          />
        )}
        <StatusRows rows={received} />
      </section>
      <Divider my="md" label="Fora da receita" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {OUTSIDE.map(({ group, label, detail }) => (
          <section key={group} aria-label={label}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {label} ({totals[group].payments})
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(totals[group].amount)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mb={4}>
              {detail}
            </Text>
            <StatusRows rows={rowsOf(group)} />
          </section>
        ))}
      </SimpleGrid>
      {reportsLink && (
        <Anchor component={Link} to="/booking-reports" size="sm" mt="md" display="block">
          Ver relatório de vendas
        </Anchor>
      )}
    </ChartCard>
  );
}
