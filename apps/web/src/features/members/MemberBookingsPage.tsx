import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ContentLoader } from '../../ui/ContentLoader';
import { formatDate, formatTime } from '../../ui/format';
import { LoadFailure } from '../../ui/LoadFailure';
import { showSuccessToast } from '../../ui/toasts';
import { useLeaveQueue, useMe, useMemberBookings, useMemberQueueEntries } from './api';
import { MemberBookingCard } from './components/MemberBookingCard';

/** Minhas reservas (issue 31, points 5-6): the bookings to come with their passes, the queues, the past. */
export function MemberBookingsPage() {
  const me = useMe();
  const bookings = useMemberBookings();
  const queue = useMemberQueueEntries();
  const leave = useLeaveQueue();
  const ventureName = me.data?.venture.name ?? '';
  const mine = me.data?.person.id;

  if (bookings.isPending) return <ContentLoader />;
  if (bookings.isError) return <LoadFailure onRetry={() => void bookings.refetch()} py="xl" />;
  const { upcoming, past } = bookings.data;
  const entries = queue.data?.items ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>Minhas reservas</Title>
      {upcoming.length === 0 ? (
        <Text c="dimmed" role="status">
          Nenhuma reserva marcada. Reserve pela Agenda.
        </Text>
      ) : (
        upcoming.map((booking) => (
          <MemberBookingCard
            key={booking.id}
            booking={booking}
            forSomeoneElse={booking.person.id !== mine}
            ventureName={ventureName}
          />
        ))
      )}
      {entries.length > 0 && (
        <>
          <Title order={2} size="h3">
            Fila de espera
          </Title>
          {entries.map((entry) => (
            <Card key={entry.id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fw={700}>{entry.activity.name}</Text>
                  <Text size="sm">
                    {formatDate(entry.bookedDate)}
                    {entry.startTime ? ` · ${formatTime(entry.startTime)}` : ''}
                    {entry.person.id !== mine ? ` · Para ${entry.person.name}` : ''}
                  </Text>
                  <Text size="sm" fw={600}>
                    {entry.position === 1 ? 'Próximo da fila' : `${entry.position}º da fila`}
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  color="red"
                  loading={leave.isPending && leave.variables === entry.id}
                  onClick={() =>
                    leave.mutate(entry.id, { onSuccess: () => showSuccessToast('Você saiu da fila') })
                  }
                  aria-label={`Sair da fila de ${entry.activity.name}`}
                  style={{ flexShrink: 0 }}
                >
                  Sair da fila
                </Button>
              </Group>
            </Card>
          ))}
        </>
      )}
      {past.length > 0 && (
        <>
          <Title order={2} size="h3">
            Anteriores
          </Title>
          {past.map((booking) => (
            <MemberBookingCard
              key={booking.id}
              booking={booking}
              forSomeoneElse={booking.person.id !== mine}
              ventureName={ventureName}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
