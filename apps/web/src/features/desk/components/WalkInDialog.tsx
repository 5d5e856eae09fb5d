import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { bookingInput } from '@reserva/shared/bookings/bookings.schemas';
import type { DeskEvent } from '@reserva/shared/desk/desk.schemas';
import { errorText } from '@reserva/shared/errors';
import { useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import { formatTime } from '../../../ui/format';
import { showSuccessToast, showWarningMessage } from '../../../ui/toasts';
import { useCreateBooking } from '../../bookings/api';
import { type BookablePerson, MemberSearchSelect } from '../../bookings/components/MemberSearchSelect';
import {
  type BookingFailure,
  bookingFailure,
  INCOMPLETE_RECORD_TITLE,
  incompleteRecordMessage,
  limitChoices,
} from '../../bookings/create-booking-flow';
import { useInvalidateDeskToday } from '../api';

/** What the dialog says of a refused booking: the experience refusal names the levels. */
function refusalText(failure: BookingFailure, error: Error | null): string | null {
  if (failure.kind === 'duplicate' || failure.kind === 'incomplete') return null;
  if (failure.kind === 'experience') return failure.text;
  return errorText(error?.message, 'Ocorreu um erro ao reservar, tente novamente.');
}

interface WalkInDialogProps {
  event: DeskEvent;
  date: string;
  onClose: () => void;
}

/**
 * A person at the desk without a booking, booked into an event of today: 'Reservar na hora', the
 * person, 'Reservar' (issue 30, point 9). Every booking rule applies; past a limit, 'Forçar reserva' only
 * with the force key; a second booking at the spot that day asks first, as in the back-office.
 */
export function WalkInDialog({ event, date, onClose }: WalkInDialogProps) {
  const [person, setPerson] = useState<BookablePerson | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const create = useCreateBooking();
  const invalidateDay = useInvalidateDeskToday();
  const failure = create.error ? bookingFailure(create.error) : null;
  const refusal = failure ? refusalText(failure, create.error) : null;

  const done = () => {
    invalidateDay();
    onClose();
  };
  // Past a limit only with the force key (BOOKING_FULL or BOOKING_FORCE_LIMITS), as in the back-office.
  const { canForce } = limitChoices(useSession().can, null);
  const book = (skipLimits: boolean) => {
    if (!person) return;
    // The rest of the booking takes the schema's defaults: the event's times, no extras, no payment.
    const body = bookingInput.parse({
      activityScheduleId: event.activityScheduleId,
      bookedDate: date,
      userId: person.id,
    });
    create.mutate(
      // A second booking at the spot, once confirmed, stays confirmed for a forced retry.
      { body, isVerified: duplicate, skipLimits },
      {
        onSuccess: () => {
          showSuccessToast(`${person.name} reservado(a)`);
          done();
        },
        onError: (error) => {
          const failed = bookingFailure(error);
          // The booking stands; the record lacks what a payment needs.
          if (failed.kind === 'incomplete') {
            showWarningMessage(INCOMPLETE_RECORD_TITLE, incompleteRecordMessage(failed.code));
            done();
          }
          if (failed.kind === 'duplicate') setDuplicate(true);
        },
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
        {duplicate && !refusal && (
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
          {failure?.kind === 'limit' && canForce ? (
            <Button color="orange" onClick={() => book(true)} loading={create.isPending}>
              Forçar reserva
            </Button>
          ) : (
            <Button onClick={() => book(false)} loading={create.isPending} disabled={!person}>
              {duplicate ? 'Reservar assim mesmo' : 'Reservar'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
