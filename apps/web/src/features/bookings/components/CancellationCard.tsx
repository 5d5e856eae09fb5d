import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { BookingDetails } from '@reserva/shared/bookings/bookings.schemas';
import { DetailItem } from '../../../ui/details/DetailItem';
import { YesNo } from '../../../ui/details/YesNo';
import { formatDateTime } from '../../../ui/format';

/** A cancelled booking's card (spec 001 s.2): who cancelled (or the system), when, how long before the start, why. */
export function CancellationCard({ booking }: { booking: BookingDetails }) {
  const history = booking.cancellationHistory;
  return (
    <Paper withBorder p="lg" radius="md" bg="red.0" aria-labelledby="cancellation-title">
      <Title order={2} size="h4" c="red.8" mb="md" id="cancellation-title">
        Reserva cancelada
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <DetailItem label="Cancelado por">{history?.user?.name ?? 'Sistema'}</DetailItem>
        <DetailItem label="Cancelado em">
          {formatDateTime(history?.createdAt ?? booking.deletedAt)}
        </DetailItem>
        <DetailItem label="Minutos antes do início">{history?.minutesBeforeScheduleStart}</DetailItem>
        <DetailItem label="Após o prazo de cancelamento">
          {history && <YesNo value={history.exceedCancellationDeadline} />}
        </DetailItem>
      </SimpleGrid>
      <SimpleGrid cols={1} mt="lg">
        <DetailItem label="Motivo">{history?.reason}</DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
