import type { QueueEntry } from '@reserva/shared/bookings/queues.schemas';
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { describe, expect, it } from 'vitest';
import {
  QUEUE_DIALOG_TITLES,
  queueFormDefaults,
  queueFormSchema,
  toBookingInput,
  toQueueUpdate,
} from './queue-form';

const ids = {
  activity: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a01',
  schedule: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a02',
  user: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a03',
  item: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a04',
  extra: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a05',
  modality: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a06',
  entry: '3f1c2b8e-6a55-4d7e-9d8f-0b4f9f8a1a07',
};

// A day ahead, within the two years staff may book.
const DAY = addDays(todayInSaoPaulo(), 30);

const entry = {
  id: ids.entry,
  userId: ids.user,
  user: { id: ids.user, name: 'Ana', cpf: null, foreignerDocument: null, groupKey: 'MEMBER', experience: 3 },
  titularUser: null,
  activityId: ids.activity,
  activityScheduleId: ids.schedule,
  bookedDate: DAY,
  description: 'Prefere a manhã',
  items: [{ activityItemId: ids.item, name: 'Prancha', description: null }],
  scheduleItems: [{ scheduleItemId: ids.extra, name: 'Aula' }],
  modalities: [{ id: ids.modality, title: 'Surf' }],
} as unknown as QueueEntry;

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('queue form', () => {
  it('is titled for what it does', () => {
    expect(QUEUE_DIALOG_TITLES).toEqual({
      create: 'Cadastrar reserva na fila',
      edit: 'Editar reserva na fila',
      book: 'Cadastrar reserva',
    });
  });

  it('requires date and member, and the time slot only to book', () => {
    const empty = queueFormDefaults({ mode: 'create', activityId: ids.activity });
    expect(messages(queueFormSchema('create').safeParse(empty))).toEqual({
      bookedDate: 'Requerido',
      userId: 'Requerido',
    });
    const noEvent = { ...queueFormDefaults({ mode: 'book', entry }), activityScheduleId: null };
    expect(queueFormSchema('edit').safeParse(noEvent).success).toBe(true);
    expect(messages(queueFormSchema('book').safeParse(noEvent))).toEqual({ activityScheduleId: 'Requerido' });
  });

  it("starts from the preset event and date, or from the entry's values", () => {
    expect(
      queueFormDefaults({
        mode: 'create',
        activityId: ids.activity,
        activityScheduleId: ids.schedule,
        bookedDate: DAY,
      }),
    ).toMatchObject({ activityScheduleId: ids.schedule, bookedDate: DAY, userId: '' });
    expect(queueFormDefaults({ mode: 'edit', entry })).toEqual({
      activityId: ids.activity,
      activityScheduleId: ids.schedule,
      bookedDate: DAY,
      userId: ids.user,
      items: [ids.item],
      scheduleItems: [ids.extra],
      modalities: [ids.modality],
      description: 'Prefere a manhã',
    });
  });

  it('sends the edit without the person, and books the entry with its values', () => {
    const values = queueFormSchema('book').parse(queueFormDefaults({ mode: 'book', entry }));
    expect(toQueueUpdate(values)).not.toHaveProperty('userId');
    expect(toQueueUpdate(values)).toMatchObject({ activityId: ids.activity, modalities: [ids.modality] });
    // The entry's id is the create-booking flow's input (create-booking-flow.ts, bookingBody).
    expect(toBookingInput(values)).toEqual({
      activityScheduleId: ids.schedule,
      bookedDate: DAY,
      userId: ids.user,
      startTime: null,
      endTime: null,
      items: [ids.item],
      scheduleItems: [ids.extra],
      paymentType: null,
      description: 'Prefere a manhã',
      notifyCustomer: false,
    });
  });
});
