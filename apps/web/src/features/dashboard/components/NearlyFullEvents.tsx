import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { NEARLY_FULL_DAYS } from '@reserva/shared/dashboard/dashboard.rules';
import type { NearlyFullEvent } from '@reserva/shared/dashboard/dashboard.schemas';
import { formatDate, formatTime } from '../../../ui/format';

const TITLE = 'Próximos eventos quase lotados';

/** The next occurrences with few places left, soonest first ('Lotado' as the calendar says it). */
export function NearlyFullEvents({ events }: { events: NearlyFullEvent[] }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={TITLE}>
      <Title order={2} size="h4" mb="md">
        {TITLE}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum evento quase lotado nos próximos {NEARLY_FULL_DAYS} dias
        </Text>
      ) : (
        <Stack gap="sm">
          {events.map((event) => (
            <Group
              key={`${event.activityScheduleId}-${event.date}`}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
            >
              <div>
                <Text size="sm" fw={600}>
                  {event.activityName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(event.date)} · {formatTime(event.startTime)} – {formatTime(event.endTime)}
                </Text>
              </div>
              <Badge
                variant="light"
                color={event.booked >= event.totalVacancies ? 'red' : 'orange'}
                style={{ flexShrink: 0 }}
              >
                {event.booked >= event.totalVacancies
                  ? 'Lotado'
                  : `${event.booked}/${event.totalVacancies} vagas`}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
