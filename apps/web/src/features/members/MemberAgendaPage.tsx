import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Chip,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { MemberEvent } from '@reserva/shared/members/members.schemas';
import { IconCheck } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { ContentLoader } from '../../ui/ContentLoader';
import { formatMoney, formatTime } from '../../ui/format';
import { LoadFailure } from '../../ui/LoadFailure';
import { useMe, useMemberActivities, useMemberEvents } from './api';
import classes from './MemberAgendaPage.module.css';

// The booking dialog (with the shared booking rules and schemas) is fetched when a person opens it.
const MemberBookingDialog = lazyPage(() => import('./components/MemberBookingDialog'), 'MemberBookingDialog');

/** 'sáb., 28/11' for a YYYY-MM-DD (read at noon, so no time zone moves the day). */
function dayLabel(date: string): string {
  const day = new Date(`${date}T12:00:00`);
  const weekday = day.toLocaleDateString('pt-BR', { weekday: 'short' });
  return `${weekday} ${day.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit' })}`;
}

function placesText(event: MemberEvent): string {
  if (event.isFull) return 'Lotado';
  if (event.vacancies === null) return 'Vagas ilimitadas';
  return event.vacancies === 1 ? '1 vaga' : `${event.vacancies} vagas`;
}

/**
 * The card's action: the queue when full; a person who holds the occurrence, or whose day is at the
 * category's limit, books only for a dependant or guest (and without any, the card says why).
 */
function actionOf(event: MemberEvent, hasFamily: boolean): { label: string; disabled: boolean } {
  if (event.isFull) return { label: 'Entrar na fila', disabled: false };
  if (event.isBooked)
    return { label: hasFamily ? 'Reservar para outra pessoa' : 'Reservado', disabled: !hasFamily };
  if (event.isDayLimitReached)
    return { label: hasFamily ? 'Reservar para outra pessoa' : 'Reservar', disabled: !hasFamily };
  return { label: 'Reservar', disabled: false };
}

/** Agenda (issue 31, point 3): a week of the events the person may book, a day at a time. */
export function MemberAgendaPage() {
  const me = useMe();
  const today = todayInSaoPaulo();
  const [date, setDate] = useState(today);
  const [activityId, setActivityId] = useState<string | null>(null);
  const activities = useMemberActivities();
  const events = useMemberEvents(date, activityId);
  // The day's cards render in the background, a slice at a time, so a long day never holds a phone's
  // main thread (its taps, the header) for the whole list at once: also on the first render, which
  // shows the loader (null) when the day's answer is already there (read early, or cached).
  const items = useDeferredValue(events.data?.items ?? null, null);
  const [booking, setBooking] = useState<MemberEvent | null>(null);
  const lastDate = me.data?.lastBookableDate ?? addDays(today, 6);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i)).filter((day) => day <= lastDate);

  return (
    <Stack gap="md">
      <Title order={1}>Agenda</Title>
      {me.data?.isBlocked && (
        <Alert color="red" title="Reservas bloqueadas">
          {me.data.blockReason ?? 'Fale com o clube para liberar suas reservas.'}
        </Alert>
      )}
      {/* The phone's own picker: at hand with one thumb, and light on the app's first screen. */}
      <NativeSelect
        label="Atividade"
        data={[
          { value: '', label: 'Todas as atividades' },
          ...(activities.data?.items ?? []).map((item) => ({
            value: item.id,
            label: `${item.name} · ${item.spot.name}`,
          })),
        ]}
        value={activityId ?? ''}
        onChange={(event) => setActivityId(event.currentTarget.value || null)}
        error={activities.isError ? 'Não foi possível carregar as atividades' : undefined}
      />
      <Box className={classes.days}>
        <Chip.Group value={date} onChange={(value) => setDate(value as string)}>
          <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label="Dia">
            {days.map((day) => (
              <Chip key={day} value={day} radius="sm">
                {day === today ? 'Hoje' : dayLabel(day)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Box>
      {events.isError ? (
        <LoadFailure onRetry={() => void events.refetch()} py="xl" />
      ) : items === null ? (
        <ContentLoader />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          Nenhum horário para reservar nesse dia
        </Text>
      ) : (
        items.map((event) => {
          const action = actionOf(event, (me.data?.family.length ?? 0) > 0);
          return (
            <Card key={`${event.activityScheduleId}-${event.date}`} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fw={700}>
                    {formatTime(event.startTime)}–{formatTime(event.endTime)} · {event.activity.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {event.modalityTitle ? `${event.spot.name} · ${event.modalityTitle}` : event.spot.name}
                  </Text>
                  <Text size="sm">
                    {event.bookingPrice === 0
                      ? 'Grátis'
                      : `${formatMoney(event.bookingPrice)}${event.allowPartialTimeBookings ? ' / hora' : ''}`}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Badge color={event.isFull ? 'red' : 'teal'} variant="light">
                    {placesText(event)}
                  </Badge>
                  {event.isBooked && (
                    <Badge color="blue.9" variant="filled" leftSection={<IconCheck size={12} aria-hidden />}>
                      Reservado
                    </Badge>
                  )}
                </Stack>
              </Group>
              {event.isDayLimitReached && !event.isBooked && (
                <Text size="sm" c="orange.9" mt="xs">
                  Você já atingiu o limite de reservas deste dia.
                </Text>
              )}
              <Button
                mt="sm"
                fullWidth
                variant={event.isFull || action.disabled ? 'default' : 'filled'}
                disabled={!me.data || me.data.isBlocked || action.disabled}
                onClick={() => setBooking(event)}
                aria-label={`${event.isFull ? 'Entrar na fila de' : action.label} ${event.activity.name} às ${formatTime(event.startTime)}`}
              >
                {action.label}
              </Button>
            </Card>
          );
        })
      )}
      {booking && me.data && (
        <Suspense>
          <MemberBookingDialog event={booking} me={me.data} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
