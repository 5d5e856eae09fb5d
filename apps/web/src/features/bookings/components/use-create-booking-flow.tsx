import { Alert } from '@mantine/core';
import type { BookingInput } from '@reserva/shared/bookings/bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { showErrorToast, showSuccessToast, showWarningMessage } from '../../../ui/toasts';
import { type CreateBookingCall, useCreateBooking, useCreateQueueEntry } from '../api';
import {
  bookingBody,
  bookingFailure,
  INCOMPLETE_RECORD_TITLE,
  incompleteRecordMessage,
  limitChoices,
} from '../create-booking-flow';
import { BookingConfirmationDialog } from './BookingConfirmationDialog';

export interface CreateBookingFlowInput {
  /** The activity booked: past a limit, the person may go to its queue. */
  activityId: string;
  /** The queue entry the booking converts (the server closes it), or null for a booking of its own. */
  queueEntryId: string | null;
  /** Closes the form. */
  onDone: () => void;
}

export interface CreateBookingFlow {
  /** The entry converted, if any, is the flow's input: the body need not name it. */
  submit: (body: Omit<BookingInput, 'bookingQueueId'>) => void;
  /** A request is under way. */
  pending: boolean;
  /** The questions the flow may ask: render them once beside the form. */
  dialogs: ReactNode;
  /** The person's experience refused the event: render it inside the form's dialog (null: none). */
  refusal: ReactNode;
}

/**
 * Creating a booking (spec 001 s.4 and s.8): on success, or when the booking stands but the member's
 * record is incomplete, the booking's details open; a second booking at the spot asks first; a vacancy
 * or daily-limit failure offers the queue or forcing; an experience refusal stays in the dialog, saying
 * who may book (longer than a toast's 3 seconds allow to read).
 */
export function useCreateBookingFlow({
  activityId,
  queueEntryId,
  onDone,
}: CreateBookingFlowInput): CreateBookingFlow {
  const { can } = useRequiredSession();
  const navigate = useNavigate();
  const create = useCreateBooking();
  const queue = useCreateQueueEntry();
  const [duplicate, setDuplicate] = useState<CreateBookingCall | null>(null);
  const [limit, setLimit] = useState<{ call: CreateBookingCall; code: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const openDetails = (bookingId: string) => {
    onDone();
    navigate('/bookings/details', { state: { bookingId } });
  };

  const attempt = async (call: CreateBookingCall) => {
    setRefusal(null);
    try {
      const { id } = await create.mutateAsync(call);
      setDuplicate(null);
      setLimit(null);
      showSuccessToast('Cadastrado com sucesso');
      openDetails(id);
    } catch (error) {
      setDuplicate(null);
      setLimit(null);
      const failure = bookingFailure(error);
      if (failure.kind === 'duplicate') setDuplicate(call);
      else if (failure.kind === 'limit') setLimit({ call, code: failure.code });
      else if (failure.kind === 'experience') setRefusal(failure.text);
      else if (failure.kind === 'incomplete') {
        showWarningMessage(INCOMPLETE_RECORD_TITLE, incompleteRecordMessage(failure.code));
        if (failure.bookingId) openDetails(failure.bookingId);
        else onDone();
      } else {
        showErrorToast(
          'Falha ao cadastrar',
          error,
          'Ocorreu um erro ao cadastrar a reserva, tente novamente.',
        );
      }
    }
  };

  const addToQueue = (call: CreateBookingCall) => {
    const { body } = call;
    queue.mutate(
      {
        activityId,
        activityScheduleId: body.activityScheduleId,
        bookedDate: body.bookedDate,
        description: body.description ?? null,
        items: body.items,
        scheduleItems: body.scheduleItems,
        modalities: [],
        userId: body.userId,
      },
      {
        onSuccess: () => {
          setLimit(null);
          onDone();
        },
      },
    );
  };

  const dialogs = (
    <>
      <ConfirmDialog
        opened={duplicate !== null}
        title="Reserva pendente no local"
        message={errorText('spot-already-booked', '')}
        confirmLabel="Criar reserva"
        color="blue"
        loading={create.isPending}
        onConfirm={() => duplicate && void attempt({ ...duplicate, isVerified: true })}
        onClose={() => setDuplicate(null)}
      />
      {limit && (
        <BookingConfirmationDialog
          code={limit.code}
          {...limitChoices(can, queueEntryId)}
          queueing={queue.isPending}
          forcing={create.isPending}
          onQueue={() => addToQueue(limit.call)}
          onForce={() => void attempt({ ...limit.call, skipLimits: true })}
          onClose={() => setLimit(null)}
        />
      )}
    </>
  );

  return {
    submit: (body) =>
      void attempt({ body: bookingBody(body, queueEntryId), isVerified: false, skipLimits: false }),
    pending: create.isPending,
    dialogs,
    refusal: refusal && (
      <Alert color="red" title="Reserva não permitida" mb="md">
        {refusal}
      </Alert>
    ),
  };
}
