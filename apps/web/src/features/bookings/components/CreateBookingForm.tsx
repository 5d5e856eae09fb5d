import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Select, SimpleGrid, Stack } from '@mantine/core';
import type { BookingFormValues, BookingInput } from '@reserva/shared/bookings/bookings.schemas';
import { addDays, daysBetween, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { TimeInput } from '../../../ui/form/TimeInput';
import { useAvailableItems, useBookableDates } from '../api';
import type { BookableEvent } from '../bookable-event';
import { bookingFormSchema, PAYMENT_TYPE_OPTIONS, paymentTypeRequired } from '../booking-form';
import { BookingDateMemberFields } from './BookingDateMemberFields';
import type { BookablePerson } from './MemberSearchSelect';
import { OptionalsAndDescriptionFields } from './OptionalsAndDescriptionFields';

export interface CreateBookingFormProps {
  event: BookableEvent;
  date?: string;
  person?: BookablePerson;
  submitting: boolean;
  onSubmit: (body: BookingInput) => void;
  onCancel: () => void;
}

const hhmm = (time: string) => time.slice(0, 5);

type FormSchema = ReturnType<typeof bookingFormSchema>;

/** The fields of 'Cadastrar reserva' (spec 001 s.2 and s.5, Booking form). */
export function CreateBookingForm({
  event,
  date,
  person,
  submitting,
  onSubmit,
  onCancel,
}: CreateBookingFormProps) {
  const today = todayInSaoPaulo();
  const partialTime = event.allowPartialTimeBookings;
  const [chosen, setChosen] = useState<BookablePerson | null>(person ?? null);
  // The calendar opens on the preset date, or on the first date ahead the event happens.
  const [shownDate, setShownDate] = useState(
    date ?? addDays(today, Math.max(0, daysBetween(today, event.startDate))),
  );
  // The rules depend on what the form shows (the person's group, the extras, the dates of the month):
  // the resolver reads the schema of the last render.
  const schemaRef = useRef<FormSchema | null>(null);
  const resolver: Resolver<BookingFormValues, unknown, BookingInput> = (values, context, options) =>
    zodResolver(schemaRef.current ?? bookingFormSchema({ paymentTypeRequired: false, partialTime }))(
      values,
      context,
      options,
    );
  const { control, handleSubmit, setValue } = useForm<BookingFormValues, unknown, BookingInput>({
    resolver,
    defaultValues: {
      activityScheduleId: event.scheduleId,
      bookedDate: date ?? '',
      userId: person?.id ?? '',
      startTime: partialTime ? hhmm(event.startTime) : null,
      endTime: partialTime ? hhmm(event.endTime) : null,
      items: [],
      scheduleItems: [],
      paymentType: null,
      description: '',
      notifyCustomer: false,
    },
  });
  const bookedDate = useWatch({ control, name: 'bookedDate' }) || null;
  const scheduleItems = useWatch({ control, name: 'scheduleItems' }) ?? [];

  const shownDates = useBookableDates(event.activityId, event.scheduleId, shownDate.slice(0, 7));
  const chosenDates = useBookableDates(
    event.activityId,
    event.scheduleId,
    (bookedDate ?? shownDate).slice(0, 7),
  );
  const extras = useAvailableItems(event.scheduleId, bookedDate);
  const extraPrices = [
    ...(extras.data?.activityScheduleRequiredItems ?? []),
    ...(extras.data?.activityScheduleItems ?? []).filter((item) => scheduleItems.includes(item.id)),
  ].map((item) => item.price);
  const askPaymentType = paymentTypeRequired({
    groupKey: chosen?.groupKey ?? null,
    bookingPrice: event.bookingPrice,
    guestAdditionalBookingPrice: event.guestAdditionalBookingPrice,
    extraPrices,
  });
  const schema = useMemo(
    () =>
      bookingFormSchema({
        availableDates: chosenDates.data,
        paymentTypeRequired: askPaymentType,
        partialTime,
      }),
    [chosenDates.data, askPaymentType, partialTime],
  );
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BookingDateMemberFields
            control={control}
            shownDate={shownDate}
            onShownDateChange={setShownDate}
            bookable={shownDates.data}
            person={chosen}
            onPersonChange={setChosen}
          />
          {partialTime && (
            <>
              <Controller
                control={control}
                name="startTime"
                render={(controller) => (
                  <TimeInput label="Horário inicial" {...controlledInput<string>(controller)} />
                )}
              />
              <Controller
                control={control}
                name="endTime"
                render={(controller) => (
                  <TimeInput label="Horário final" {...controlledInput<string>(controller)} />
                )}
              />
            </>
          )}
          {askPaymentType && (
            <Controller
              control={control}
              name="paymentType"
              render={(controller) => (
                <Select
                  label="Tipo do pagamento"
                  required
                  data={PAYMENT_TYPE_OPTIONS}
                  comboboxProps={{ withinPortal: true }}
                  {...controlledInput<string>(controller)}
                />
              )}
            />
          )}
        </SimpleGrid>
        <OptionalsAndDescriptionFields
          control={control}
          setValue={setValue}
          activityId={event.activityId}
          scheduleId={event.scheduleId}
          bookedDate={bookedDate}
          disabled={submitting}
        />
        <Controller
          control={control}
          name="notifyCustomer"
          render={({ field }) => (
            <Checkbox
              label="Notificar cliente"
              checked={field.value === true}
              onChange={(changed) => field.onChange(changed.currentTarget.checked)}
            />
          )}
        />
        <FormButtons submitting={submitting} onCancel={onCancel} submitLabel="Reservar" />
      </Stack>
    </form>
  );
}
