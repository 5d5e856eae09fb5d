import type { BookingInput } from '@reserva/shared/bookings/bookings.schemas';
import {
  type QueueEntry,
  type QueueInput,
  type QueueUpdateInput,
  queueInput,
} from '@reserva/shared/bookings/queues.schemas';
import { whenObject } from '@reserva/shared/common/fields.schemas';
import type { z } from 'zod';

// The queue booking dialog (spec 001 s.2 and s.5, Queue form): one form to put someone in a queue,
// to edit an entry, and to book it ('Reservar'); the fields' own rules are the shared `queueInput`'s.

export type QueueDialogMode = 'create' | 'edit' | 'book';

/** Which entry the dialog works on: a new one of an activity (maybe preset to an event's date), or one that exists. */
export type QueueDialogTarget =
  | { mode: 'create'; activityId: string; activityScheduleId?: string; bookedDate?: string }
  | { mode: 'edit' | 'book'; entry: QueueEntry };

export const QUEUE_DIALOG_TITLES: Record<QueueDialogMode, string> = {
  create: 'Cadastrar reserva na fila',
  edit: 'Editar reserva na fila',
  book: 'Cadastrar reserva',
};

export type QueueFormValues = z.input<typeof queueInput>;

/** The entry's event (time slot) is required only to book it (spec 001 s.5). */
export function queueFormSchema(mode: QueueDialogMode) {
  return queueInput.superRefine(
    (value, ctx) => {
      if (mode === 'book' && !value.activityScheduleId) {
        ctx.addIssue({ code: 'custom', path: ['activityScheduleId'], message: 'Requerido' });
      }
    },
    { when: whenObject },
  );
}

export function queueFormDefaults(target: QueueDialogTarget): QueueFormValues {
  if (target.mode === 'create') {
    return {
      activityId: target.activityId,
      activityScheduleId: target.activityScheduleId ?? null,
      bookedDate: target.bookedDate ?? '',
      userId: '',
      items: [],
      scheduleItems: [],
      modalities: [],
      description: '',
    };
  }
  const { entry } = target;
  return {
    activityId: entry.activityId,
    activityScheduleId: entry.activityScheduleId,
    bookedDate: entry.bookedDate,
    userId: entry.userId,
    items: entry.items.map((item) => item.activityItemId),
    scheduleItems: entry.scheduleItems.map((item) => item.scheduleItemId),
    modalities: entry.modalities.map((modality) => modality.id),
    description: entry.description ?? '',
  };
}

/** PUT /booking-queues/{id}: the person stays. */
export function toQueueUpdate({ userId: _person, ...values }: QueueInput): QueueUpdateInput {
  return values;
}

/**
 * POST /bookings of the entry: its event, date, person and optionals. The create-booking flow names the
 * entry it converts (the server closes it).
 */
export function toBookingInput(values: QueueInput): Omit<BookingInput, 'bookingQueueId'> {
  return {
    activityScheduleId: values.activityScheduleId ?? '',
    bookedDate: values.bookedDate,
    userId: values.userId,
    startTime: null,
    endTime: null,
    items: values.items,
    scheduleItems: values.scheduleItems,
    paymentType: null,
    description: values.description ?? null,
    notifyCustomer: false,
  };
}
