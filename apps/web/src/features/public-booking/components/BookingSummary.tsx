import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ExternalBookingSummary } from '@reserva/shared/bookings/external-bookings.schemas';
import { useId } from 'react';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatDate, formatMoney, formatTime } from '../../../ui/format';

/** A summary as shown: a form still being filled has no date, or no times and prices, yet. */
export type SummaryView = Omit<
  ExternalBookingSummary,
  'bookedDate' | 'startTime' | 'endTime' | 'bookingPrice' | 'totalPrice'
> & {
  bookedDate: string | null;
  startTime: string | null;
  endTime: string | null;
  bookingPrice: number | null;
  totalPrice: number | null;
  /** A guest's additional price, known once the booking is made. */
  guestAdditionalPrice?: number;
};

interface BookingSummaryProps {
  summary: SummaryView;
  title: string;
}

/**
 * What a public booking books: what, where, when and how much (docs/decisions.md, Public booking form).
 * The same block on the form, after the submission, and before and after the confirmation.
 */
export function BookingSummary({ summary, title }: BookingSummaryProps) {
  const titleId = useId();
  const { startTime, endTime } = summary;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        <DetailItem label="Atividade">
          <Text size="sm" fw={600}>
            {summary.activityName}
          </Text>
          {summary.modalityTitle && <Text size="sm">{`Modalidade: ${summary.modalityTitle}`}</Text>}
        </DetailItem>
        <DetailItem label="Local">
          <Text size="sm">{`${summary.spotName}, ${summary.ventureName}`}</Text>
          {summary.spotAddress && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {summary.spotAddress}
            </Text>
          )}
        </DetailItem>
        <SimpleGrid cols={2} spacing="md">
          <DetailItem label="Data">
            {summary.bookedDate ? formatDate(summary.bookedDate) : 'A escolher'}
          </DetailItem>
          <DetailItem label="Horário">
            {startTime && endTime ? `${formatTime(startTime)} às ${formatTime(endTime)}` : 'A escolher'}
          </DetailItem>
        </SimpleGrid>
        {summary.items.length > 0 && (
          <DetailItem label="Opcionais da atividade">{`${summary.items.join(', ')} (sem custo)`}</DetailItem>
        )}
        <Divider />
        <Prices summary={summary} />
      </Stack>
    </Paper>
  );
}

function Prices({ summary }: { summary: SummaryView }) {
  const { bookingPrice, totalPrice } = summary;
  if (bookingPrice === null || totalPrice === null) {
    return (
      <Text size="sm" c="dimmed">
        Escolha os horários para ver o valor.
      </Text>
    );
  }
  if (totalPrice === 0) return <PriceLine label="Valor" value="Gratuito" bold />;
  return (
    <Stack gap={4}>
      <PriceLine label="Reserva" value={formatMoney(bookingPrice)} />
      {summary.extras.map((extra) => (
        <PriceLine key={extra.name} label={extra.name} value={formatMoney(extra.price)} />
      ))}
      {(summary.guestAdditionalPrice ?? 0) > 0 && (
        <PriceLine label="Adicional de convidado" value={formatMoney(summary.guestAdditionalPrice ?? 0)} />
      )}
      <PriceLine label="Total" value={formatMoney(totalPrice)} bold />
    </Stack>
  );
}

function PriceLine({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" fw={bold ? 700 : undefined} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size="sm" fw={bold ? 700 : undefined} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
