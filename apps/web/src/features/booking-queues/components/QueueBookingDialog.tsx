import { Modal } from '@mantine/core';
import type { QueueInput } from '@reserva/shared/bookings/queues.schemas';
import { useCreateBookingFlow } from '../../bookings/components/use-create-booking-flow';
import { useCreateQueueEntry, useInvalidateQueues, useUpdateQueueEntry } from '../api';
import { QUEUE_DIALOG_TITLES, type QueueDialogTarget, toBookingInput, toQueueUpdate } from '../queue-form';
import { QueueBookingForm } from './QueueBookingForm';

export interface QueueBookingDialogProps {
  target: QueueDialogTarget;
  onClose: () => void;
}

/**
 * The queue booking dialog (spec 001 s.2): 'Cadastrar reserva na fila', 'Editar reserva na fila', or
 * 'Cadastrar reserva' to book the entry, which then goes through the create-booking flow (its questions,
 * and the booking's details on success; the server closes the entry).
 */
export function QueueBookingDialog({ target, onClose }: QueueBookingDialogProps) {
  const create = useCreateQueueEntry();
  const update = useUpdateQueueEntry();
  const invalidateQueues = useInvalidateQueues();
  const activityId = target.mode === 'create' ? target.activityId : target.entry.activityId;
  const flow = useCreateBookingFlow({
    activityId,
    queueEntryId: target.mode === 'book' ? target.entry.id : null,
    onDone: () => {
      void invalidateQueues();
      onClose();
    },
  });
  const saving = create.isPending || update.isPending || flow.pending;

  const save = (values: QueueInput) => {
    if (target.mode === 'create') create.mutate(values, { onSuccess: onClose });
    else if (target.mode === 'edit') {
      update.mutate({ id: target.entry.id, body: toQueueUpdate(values) }, { onSuccess: onClose });
    } else flow.submit(toBookingInput(values));
  };

  return (
    <>
      <Modal
        opened
        onClose={() => !saving && onClose()}
        title={QUEUE_DIALOG_TITLES[target.mode]}
        centered
        size="lg"
      >
        {flow.refusal}
        <QueueBookingForm target={target} submitting={saving} onSubmit={save} onCancel={onClose} />
      </Modal>
      {flow.dialogs}
    </>
  );
}
