import { Modal, Text } from '@mantine/core';
import { formatTime } from '../../../ui/format';
import type { BookableEvent } from '../bookable-event';
import { CreateBookingForm } from './CreateBookingForm';
import type { BookablePerson } from './MemberSearchSelect';
import { useCreateBookingFlow } from './use-create-booking-flow';

export interface CreateBookingDialogProps {
  event: BookableEvent;
  /** The occurrence's date, when booking from the event-day dialog. */
  date?: string;
  person?: BookablePerson;
  onClose: () => void;
}

/** 'Cadastrar reserva' (spec 001 s.2): the booking form of one event, then the flow of its answer. */
export function CreateBookingDialog({ event, date, person, onClose }: CreateBookingDialogProps) {
  const flow = useCreateBookingFlow({ activityId: event.activityId, queueEntryId: null, onDone: onClose });
  return (
    <>
      <Modal opened onClose={() => !flow.pending && onClose()} title="Cadastrar reserva" centered size="lg">
        <Text size="sm" c="dimmed" mb="md">
          Evento das {formatTime(event.startTime)} às {formatTime(event.endTime)}
        </Text>
        {flow.refusal}
        <CreateBookingForm
          event={event}
          date={date}
          person={person}
          submitting={flow.pending}
          onSubmit={flow.submit}
          onCancel={onClose}
        />
      </Modal>
      {flow.dialogs}
    </>
  );
}
