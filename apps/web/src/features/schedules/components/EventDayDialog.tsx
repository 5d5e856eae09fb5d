import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { vacanciesLeft, waveSideLabel } from '@reserva/shared/schedules/schedules.rules';
import type { Occurrence } from '@reserva/shared/schedules/schedules.schemas';
import { whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import type { ExperienceLevel } from '@reserva/shared/ventures/experience-levels.schemas';
import { IconCalendarPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { DetailItem } from '../../../ui/details/DetailItem';
import { formatLimit } from '../../../ui/format';
import { bookableOccurrence } from '../../bookings/bookable-event';
import { BOOKING_KEYS } from '../../bookings/booking-rules';
import { CreateBookingDialog } from '../../bookings/components/CreateBookingDialog';
import { useExperienceLevels } from '../../ventures/api';
import { useOccurrences } from '../api';
import { capitalized } from './CalendarToolbar';
import { OccurrenceBookingsTable } from './OccurrencePeopleTables';
import { OccurrenceQueueTab } from './OccurrenceQueueTab';
import { timeRange } from './SchedulesTab';

export interface EventDayDialogProps {
  /** The occurrences of one date and time (one per event of the slot). */
  slot: Occurrence[];
  /** The event's venture: its levels say who may book. */
  ventureId: string;
  isLivingArea: boolean;
  onClose: () => void;
}

/** Tells the slot's events apart: their modality and who may book them (none at a living area). */
const scheduleName = (occurrence: Occurrence, isLivingArea: boolean, levels: ExperienceLevel[] | null) =>
  [occurrence.modalityTitle, isLivingArea ? null : whoMayBook(occurrence.minUserExperience, levels)]
    .filter(Boolean)
    .join(' — ') || 'Evento';

/** The event-day dialog (spec 001): the slot's events as cards, then its bookings and queues. */
export function EventDayDialog({ slot: opened, ventureId, isLivingArea, onClose }: EventDayDialogProps) {
  const { can } = useRequiredSession();
  const levels = useExperienceLevels(ventureId);
  const nameOf = (occurrence: Occurrence) => scheduleName(occurrence, isLivingArea, levels);
  const [booking, setBooking] = useState<Occurrence | null>(null);
  // The day's occurrences again, so that the cards' counters follow bookings and cancellations made here.
  const day = useOccurrences(opened[0]?.activityId ?? '', opened[0]?.date ?? null, 0);
  const slot = opened.map(
    (occurrence) =>
      day.data?.find(
        (fresh) =>
          fresh.activityScheduleId === occurrence.activityScheduleId && fresh.date === occurrence.date,
      ) ?? occurrence,
  );
  const first = slot[0] as Occurrence;
  const date = dayjs(first.date);
  const canReadBookings = can('BOOKING_FULL_ACCESS', 'BOOKING_READ_ACCESS');
  const canReadQueue = can('BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS');
  const several = slot.length > 1;
  const canBook = can(...BOOKING_KEYS.write);

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="xl"
      title={
        <Group gap="xs">
          <Text fw={700}>{date.format('DD/MM')}</Text>
          <Text>{capitalized(date.format('dddd'))}</Text>
          <Text c="dimmed">{timeRange(first)}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: Math.min(slot.length, 3) }} spacing="sm">
          {slot.map((occurrence) => (
            <EventCard
              key={occurrence.activityScheduleId}
              occurrence={occurrence}
              name={nameOf(occurrence)}
              whoMayBook={isLivingArea ? null : whoMayBook(occurrence.minUserExperience, levels)}
              showVacancies={can('LODGER_VACANCIES_FULL_ACCESS')}
              onBook={
                canBook && occurrence.isActive && !occurrence.isExpired
                  ? () => setBooking(occurrence)
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
        {(canReadBookings || canReadQueue) && (
          <Tabs
            defaultValue={canReadBookings ? 'bookings' : `queue-${first.activityScheduleId}`}
            keepMounted={false}
          >
            <Tabs.List>
              {canReadBookings && <Tabs.Tab value="bookings">Reservas</Tabs.Tab>}
              {canReadQueue &&
                slot.map((occurrence) => (
                  <Tabs.Tab
                    key={occurrence.activityScheduleId}
                    value={`queue-${occurrence.activityScheduleId}`}
                  >
                    {several ? `Fila de espera · ${nameOf(occurrence)}` : 'Fila de espera'}
                  </Tabs.Tab>
                ))}
            </Tabs.List>
            {canReadBookings && (
              <Tabs.Panel value="bookings" pt="sm">
                <OccurrenceBookingsTable slot={slot} ventureId={ventureId} />
              </Tabs.Panel>
            )}
            {canReadQueue &&
              slot.map((occurrence) => (
                <Tabs.Panel
                  key={occurrence.activityScheduleId}
                  value={`queue-${occurrence.activityScheduleId}`}
                  pt="sm"
                >
                  <OccurrenceQueueTab occurrence={occurrence} ventureId={ventureId} />
                </Tabs.Panel>
              ))}
          </Tabs>
        )}
      </Stack>
      {booking && (
        <CreateBookingDialog
          event={bookableOccurrence(booking)}
          date={booking.date}
          onClose={() => setBooking(null)}
        />
      )}
    </Modal>
  );
}

function EventCard({
  occurrence,
  name,
  whoMayBook: levelsText,
  showVacancies,
  onBook,
}: {
  occurrence: Occurrence;
  /** The event among the slot's (scheduleName). */
  name: string;
  /** Who may book it; null at a living area, which checks no experience and has no waves. */
  whoMayBook: string | null;
  showVacancies: boolean;
  /** Opens 'Cadastrar reserva' for this occurrence; absent when it is inactive or ended, or the user may not book. */
  onBook?: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="sm" aria-label={`Evento ${name}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{occurrence.modalityTitle ?? 'Sem modalidade'}</Text>
        <Group gap={4}>
          {!occurrence.isActive && <Badge color="gray">Inativo</Badge>}
          {occurrence.isExpired && <Badge color="gray">Encerrado</Badge>}
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        {levelsText !== null && (
          <>
            <DetailItem label="Quem pode reservar">{levelsText}</DetailItem>
            <DetailItem label="Lado da onda">{waveSideLabel(occurrence.waveSide)}</DetailItem>
          </>
        )}
        <DetailItem label="Modalidade">{occurrence.modalityTitle ?? '—'}</DetailItem>
        <DetailItem label="Reservas">{occurrence.booked}</DetailItem>
        {/* Spec 001 s.6: the vacancy figures go with the lodger-vacancy key. */}
        {showVacancies && (
          <>
            <DetailItem label="Vagas livres">{formatLimit(occurrence.vacancies)}</DetailItem>
            <DetailItem label="Vagas para convidados">
              {vacanciesLeft(occurrence.guestVacancies, occurrence.guestBooked)}
            </DetailItem>
            <DetailItem label="Vagas para hóspedes">
              {vacanciesLeft(occurrence.lodgerVacancies, occurrence.lodgerBooked)}
            </DetailItem>
          </>
        )}
      </SimpleGrid>
      {onBook && (
        <Button
          variant="light"
          size="xs"
          mt="sm"
          fullWidth
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={onBook}
          aria-label={`Reservar ${name}`}
        >
          Reservar
        </Button>
      )}
    </Card>
  );
}
