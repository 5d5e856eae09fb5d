import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import type { QueueInput } from '@reserva/shared/bookings/queues.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { useActivity } from '../../activities/api';
import { BookingDateMemberFields } from '../../bookings/components/BookingDateMemberFields';
import type { BookablePerson } from '../../bookings/components/MemberSearchSelect';
import { OptionalsAndDescriptionFields } from '../../bookings/components/OptionalsAndDescriptionFields';
import {
  type QueueDialogTarget,
  type QueueFormValues,
  queueFormDefaults,
  queueFormSchema,
} from '../queue-form';
import { QueueEventSelect } from './QueueEventSelect';
import { QueueModalitiesField } from './QueueModalitiesField';
import { useQueueEventField } from './use-queue-event-field';

export interface QueueBookingFormProps {
  target: QueueDialogTarget;
  submitting: boolean;
  onSubmit: (values: QueueInput) => void;
  onCancel: () => void;
}

/**
 * The queue booking dialog's fields (spec 001 s.2 and s.5, Queue form): date and member (required), the
 * event of that day (required only to book), the activity's items and the event's extras, the spot's
 * modalities and a description. The person of an entry that exists stays.
 */
export function QueueBookingForm({ target, submitting, onSubmit, onCancel }: QueueBookingFormProps) {
  const today = todayInSaoPaulo();
  const entry = target.mode === 'create' ? null : target.entry;
  const defaults = useMemo(() => queueFormDefaults(target), [target]);
  const activityId = defaults.activityId as string;
  const schema = useMemo(() => queueFormSchema(target.mode), [target.mode]);
  const { control, handleSubmit, setValue } = useForm<QueueFormValues, unknown, QueueInput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const [person, setPerson] = useState<BookablePerson | null>(
    entry && { id: entry.user.id, name: entry.user.name, groupKey: entry.user.groupKey, groupName: '' },
  );
  // The calendar opens on the month of the entry's (or the preset) date.
  const [shownDate, setShownDate] = useState(() => (defaults.bookedDate as string) || today);
  const bookedDate = (useWatch({ control, name: 'bookedDate' }) as string) || null;
  const scheduleId = (useWatch({ control, name: 'activityScheduleId' }) as string | null) || null;
  const modalities = useWatch({ control, name: 'modalities' }) ?? [];

  // The extras belong to the event: another event (or none) starts without them.
  const chooseEvent = useCallback(
    (id: string | null) => {
      setValue('activityScheduleId', id, { shouldValidate: id !== null });
      setValue('scheduleItems', []);
    },
    [setValue],
  );
  const events = useQueueEventField({
    activityId,
    entry,
    bookedDate,
    scheduleId,
    onEventChange: chooseEvent,
  });

  const activity = useActivity(activityId);
  const spotId = entry?.activity.spotId ?? activity.data?.spotId ?? null;
  const sameEvent = entry !== null && scheduleId === entry.activityScheduleId;
  const current = useMemo(
    () =>
      entry
        ? {
            items: entry.items.map((item) => ({ id: item.activityItemId, name: item.name })),
            scheduleItems: sameEvent
              ? entry.scheduleItems.map((item) => ({ id: item.scheduleItemId, name: item.name }))
              : [],
          }
        : undefined,
    [entry, sameEvent],
  );

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BookingDateMemberFields
            control={control}
            shownDate={shownDate}
            onShownDateChange={setShownDate}
            bookable={undefined}
            person={person}
            onPersonChange={setPerson}
            personLocked={entry !== null}
          />
          <Controller
            control={control}
            name="activityScheduleId"
            render={(controller) => (
              <QueueEventSelect
                label="Horário"
                required={target.mode === 'book'}
                options={events.options}
                loading={events.loading}
                waitingFor={bookedDate === null ? 'Escolha a data primeiro' : undefined}
                {...controlledInput<string>(controller)}
                onChange={chooseEvent}
              />
            )}
          />
        </SimpleGrid>
        <OptionalsAndDescriptionFields
          control={control}
          setValue={setValue}
          activityId={activityId}
          scheduleId={scheduleId ?? ''}
          // Without an event there are no extras to offer.
          bookedDate={scheduleId ? bookedDate : null}
          current={current}
          disabled={submitting}
        >
          {spotId && (
            <QueueModalitiesField
              spotId={spotId}
              value={modalities}
              onChange={(ids) => setValue('modalities', ids)}
              current={entry?.modalities}
              disabled={submitting}
            />
          )}
        </OptionalsAndDescriptionFields>
        <FormButtons
          submitting={submitting}
          onCancel={onCancel}
          submitLabel={target.mode === 'book' ? 'Reservar' : 'Salvar'}
        />
      </Stack>
    </form>
  );
}
