import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import type { FeatureKey } from '@reserva/shared/permissions/permissions';
import { experienceLabel, waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatDate, formatDateTime } from '../../../ui/format';
import { timeSpanText } from '../../bookings/format-booking';

const ACTIVITY_READ: FeatureKey[] = ['ACTIVITY_FULL_ACCESS', 'ACTIVITY_READ_ACCESS'];
const SPOT_READ: FeatureKey[] = ['SPOT_FULL_ACCESS', 'SPOT_READ_ACCESS'];

/**
 * What the entry waits for (spec 001 s.2, Booking queue details): activity and spot (linked for their
 * readers), date, time (red 'Sem horário' without an event), modalities, created at, and the
 * description labelled 'Biografia'.
 */
export function QueueEntrySummaryCard({ entry }: { entry: QueueEntry }) {
  const { can } = useRequiredSession();
  const { activity, activitySchedule: event } = entry;
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <DetailItem label="Atividade">
          {can(...ACTIVITY_READ) ? (
            <Anchor component={Link} to="/activities/details" state={{ activityId: activity.id }} size="sm">
              {activity.name}
            </Anchor>
          ) : (
            activity.name
          )}
        </DetailItem>
        <DetailItem label="Local">
          {can(...SPOT_READ) ? (
            <Anchor component={Link} to="/spots/details" state={{ spotId: activity.spot.id }} size="sm">
              {activity.spot.name}
            </Anchor>
          ) : (
            activity.spot.name
          )}
        </DetailItem>
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
            <DetailItem label="Experiência mínima">{experienceLabel(event.minUserExperience)}</DetailItem>
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
