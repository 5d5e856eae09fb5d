import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeskEvent } from '@reserva/shared/desk/desk.schemas';
import { IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { formatTime } from '../../../ui/format';
import { BOOKING_KEYS } from '../../bookings/booking-rules';
import { DeskBookingRow } from './DeskBookingRow';
import { WalkInDialog } from './WalkInDialog';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Lotado', the places left, or none when the event has no limit. */
function placesLabel(event: DeskEvent): string {
  if (event.isFull) return 'Lotado';
  if (event.vacancies === null) return 'Vagas ilimitadas';
  return plural(event.vacancies, 'vaga', 'vagas');
}

/** One event of today: when and where, its places and counts, its people and its queue. */
export function DeskEventCard({ event, date }: { event: DeskEvent; date: string }) {
  const headingId = useId();
  const { can } = useRequiredSession();
  const [walkingIn, setWalkingIn] = useState(false);
  // A walk-in takes a place of an event still open, for those who may book (never forced here).
  const takesWalkIns = !event.isExpired && !event.isFull && can(...BOOKING_KEYS.write);
  const { counts, queue } = event;
  const time = `${formatTime(event.startTime)}–${formatTime(event.endTime)}`;
  const where = [event.spot.name, event.modalityTitle].filter(Boolean).join(' · ');
  // `data-desk-event`: the card's hook for the browser tests, which count the cards a page brings.
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-desk-event={event.activityScheduleId}
      withBorder
      radius="md"
      p="md"
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId}>
            {time} · {event.activity.name}
          </Title>
          <Text size="sm" c="dimmed">
            {where}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={event.isFull ? 'red' : 'teal'} variant="light">
            {placesLabel(event)}
          </Badge>
          {event.isExpired && (
            <Badge color="gray" variant="light">
              Encerrado
            </Badge>
          )}
        </Stack>
      </Group>
      {takesWalkIns && (
        <Button
          mt="xs"
          variant="light"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          aria-label={`Reservar na hora em ${event.activity.name}`}
          onClick={() => setWalkingIn(true)}
        >
          Reservar na hora
        </Button>
      )}
      {walkingIn && <WalkInDialog event={event} date={date} onClose={() => setWalkingIn(false)} />}
      <Text size="sm" mt="xs">
        {[
          plural(counts.booked, 'reserva', 'reservas'),
          plural(counts.checkedIn, 'check-in', 'check-ins'),
          plural(counts.noShow, 'no-show', 'no-shows'),
        ].join(' · ')}
      </Text>
      {event.bookings.length > 0 && (
        <>
          <Divider my="xs" />
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reservas">
            {event.bookings.map((booking) => (
              <DeskBookingRow key={booking.id} booking={booking} />
            ))}
          </Stack>
        </>
      )}
      {queue && queue.length > 0 && (
        <>
          <Divider my="xs" />
          <Title order={3} size="h6">
            Fila ({queue.length})
          </Title>
          <Stack component="ol" gap={2} mt={4} mb={0} pl="md">
            {queue.map((entry) => (
              <Text component="li" size="sm" key={entry.id}>
                {entry.person.name}
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
