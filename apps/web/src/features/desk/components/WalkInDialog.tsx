import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DeskEvent } from '@reserva/shared/desk/desk.schemas';
import { errorText } from '@reserva/shared/errors';
import { useState } from 'react';
import { formatTime } from '../../../ui/format';
import { showSuccessToast } from '../../../ui/toasts';
import { useCreateBooking } from '../../bookings/api';
import { type BookablePerson, MemberSearchSelect } from '../../bookings/components/MemberSearchSelect';
import { bookingFailure } from '../../bookings/create-booking-flow';
import { useInvalidateDeskToday } from '../api';

interface WalkInDialogProps {
  event: DeskEvent;
  date: string;
  onClose: () => void;
}

/**
 * A person at the desk without a booking, booked into an event of today: 'Reservar na hora', the
 * person, 'Reservar' (issue 30, point 9). Every booking rule applies and nothing is forced; a second
 * booking at the spot that day asks first, as in the back-office.
 */
export function WalkInDialog({ event, date, onClose }: WalkInDialogProps) {
  const [person, setPerson] = useState<BookablePerson | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const create = useCreateBooking();
  const invalidateDay = useInvalidateDeskToday();
  const failure = create.error ? bookingFailure(create.error) : null;
  const refusal =
    failure && failure.kind !== 'duplicate'
      ? errorText(create.error?.message, 'Ocorreu um erro ao reservar, tente novamente.')
      : null;

  const book = (isVerified: boolean) => {
    if (!person) return;
    create.mutate(
      {
        body: {
          activityScheduleId: event.activityScheduleId,
          bookedDate: date,
          userId: person.id,
          bookingQueueId: null,
          startTime: null,
          endTime: null,
          items: [],
          scheduleItems: [],
          paymentType: null,
          description: null,
          notifyCustomer: false,
        },
        isVerified,
        skipLimits: false,
      },
      {
        onSuccess: () => {
          invalidateDay();
          showSuccessToast(`${person.name} reservado(a)`);
          onClose();
        },
        onError: (error) => setDuplicate(bookingFailure(error).kind === 'duplicate'),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Reservar na hora" centered>
      <Stack gap="md">
        <Text size="sm">
          {formatTime(event.startTime)}–{formatTime(event.endTime)} · {event.activity.name} ·{' '}
          {event.spot.name}
        </Text>
        <MemberSearchSelect
          label="Pessoa"
          required
          person={person}
          onPersonChange={(chosen) => {
            setPerson(chosen);
            setDuplicate(false);
            create.reset();
          }}
          value={person?.id ?? null}
          onChange={() => undefined}
        />
        {duplicate && (
          <Alert color="yellow" title="Já existe uma reserva neste local hoje">
            Reservar também este evento?
          </Alert>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => book(duplicate)} loading={create.isPending} disabled={!person}>
            {duplicate ? 'Reservar assim mesmo' : 'Reservar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
