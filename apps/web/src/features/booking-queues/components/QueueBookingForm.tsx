import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { QueueInput } from '@reserva/shared/bookings/queues.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { useActivity } from '../../activities/api';
import { BookingDateInput } from '../../bookings/components/BookingDateInput';
import { BookingOptionalsFields } from '../../bookings/components/BookingOptionalsFields';
import { type BookablePerson, MemberSearchSelect } from '../../bookings/components/MemberSearchSelect';
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
  const items = useWatch({ control, name: 'items' }) ?? [];
  const scheduleItems = useWatch({ control, name: 'scheduleItems' }) ?? [];
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
          <Controller
            control={control}
            name="bookedDate"
            render={(controller) => (
              <BookingDateInput
                label="Data"
                required
                minDate={today}
                shownDate={shownDate}
                onShownDateChange={setShownDate}
                bookable={undefined}
                {...controlledInput<string>(controller)}
                onChange={(value) => controller.field.onChange(value ?? '')}
              />
            )}
          />
          <Controller
            control={control}
            name="userId"
            render={(controller) => (
              <MemberSearchSelect
                label="Membro"
                required
                disabled={entry !== null}
                person={person}
                onPersonChange={setPerson}
                {...controlledInput<string>(controller)}
                onChange={(value) => controller.field.onChange(value ?? '')}
              />
            )}
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
        <BookingOptionalsFields
          activityId={activityId}
          scheduleId={scheduleId ?? ''}
          // Without an event there are no extras to offer.
          bookedDate={scheduleId ? bookedDate : null}
          current={current}
          items={items}
          onItemsChange={(ids) => setValue('items', ids)}
          scheduleItems={scheduleItems}
          onScheduleItemsChange={(ids) => setValue('scheduleItems', ids)}
          disabled={submitting}
        />
        {spotId && (
          <QueueModalitiesField
            spotId={spotId}
            value={modalities}
            onChange={(ids) => setValue('modalities', ids)}
            current={entry?.modalities}
            disabled={submitting}
          />
        )}
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <Textarea
              label="Descrição"
              autosize
              minRows={2}
              maxLength={1000}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(changed) => field.onChange(changed.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormButtons
          submitting={submitting}
          onCancel={onCancel}
          submitLabel={target.mode === 'book' ? 'Reservar' : 'Salvar'}
        />
      </Stack>
    </form>
  );
}
