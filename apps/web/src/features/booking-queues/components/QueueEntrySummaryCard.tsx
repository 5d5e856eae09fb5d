import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import { waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ActivitySpotDetailItems } from '../../bookings/components/ActivitySpotDetailItems';
import { timeSpanText } from '../../bookings/format-booking';
import { WhoMayBook } from '../../ventures/components/LevelTexts';

/**
 * What the entry waits for (spec 001 s.2, Booking queue details): activity and spot (linked for their
 * readers), date, time (red 'Sem horário' without an event), modalities, created at, and the
 * description labelled 'Biografia'.
 */
export function QueueEntrySummaryCard({ entry }: { entry: QueueEntry }) {
  const { activity, activitySchedule: event } = entry;
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <ActivitySpotDetailItems activity={activity} spot={activity.spot} />
        <DetailItem label="Data">{formatDate(entry.bookedDate)}</DetailItem>
        <DetailItem label="Horário">
          {event ? (
            timeSpanText(event)
          ) : (
            <Text size="sm" c="red.7" fw={500}>
              Sem horário
            </Text>
          )}
        </DetailItem>
        {event && (
          <>
            <DetailItem label="Lado da onda">{waveSideLabel(event.waveSide)}</DetailItem>
            <DetailItem label="Quem pode reservar">
              <WhoMayBook code={event.minUserExperience} />
            </DetailItem>
          </>
        )}
        <DetailItem label="Modalidades">
          {entry.modalities.map((modality) => modality.title).join(', ')}
        </DetailItem>
        <DetailItem label="Cadastrado em">{formatDateTime(entry.createdAt)}</DetailItem>
        <DetailItem label="Priorizado em">{formatDateTime(entry.priorizedAt)}</DetailItem>
      </SimpleGrid>
      <SimpleGrid cols={1} mt="lg">
        <DetailItem label="Biografia">{entry.description}</DetailItem>
      </SimpleGrid>
    </Paper>
  );
}
