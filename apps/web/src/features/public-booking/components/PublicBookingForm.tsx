import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MultiSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type {
  ExternalBookingFormValues,
  ExternalBookingInput,
} from '@reserva/shared/bookings/external-bookings.schemas';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { ExternalSchedule } from '@reserva/shared/schedules/external-links.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { IdentityFields } from '../../../ui/form/IdentityFields';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { TimeInput } from '../../../ui/form/TimeInput';
import { showErrorToast } from '../../../ui/toasts';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { BookingDateInput } from '../../bookings/components/BookingDateInput';
import { useExternalDates } from '../api';
import { dateErrorOf, externalBookingFormSchema, formSummary } from '../external-booking-form';
import { BookingSummary } from './BookingSummary';

export interface PublicBookingFormProps {
  event: ExternalSchedule;
  /** Sends the request; the page then shows what was asked. A refusal of the date marks the field. */
  onSubmit: (body: ExternalBookingInput) => Promise<void>;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The fields of the public 'Cadastrar reserva' (spec 001 s.2 and s.5, External booking), with the
 * summary of what they book above the button.
 */
export function PublicBookingForm({ event, onSubmit }: PublicBookingFormProps) {
  const partialTime = event.allowPartialTimeBookings;
  const today = todayInSaoPaulo();
  const [shownDate, setShownDate] = useState(today);
  const defaultValues: ExternalBookingFormValues = {
    activityScheduleId: event.activityScheduleId,
    bookedDate: '',
    name: '',
    email: '',
    cpf: null,
    phone: null,
    startTime: partialTime ? hhmm(event.startTime) : null,
    endTime: partialTime ? hhmm(event.endTime) : null,
    items: [],
    description: '',
  };
  // The dates of the chosen month decide 'Data não disponível': the resolver reads the last render's schema.
  const schemaRef = useRef(externalBookingFormSchema({ partialTime }));
  const resolver: Resolver<ExternalBookingFormValues, unknown, ExternalBookingInput> = (...args) =>
    zodResolver(schemaRef.current)(...args);
  const form = useForm<ExternalBookingFormValues, unknown, ExternalBookingInput>({ resolver, defaultValues });
  const { control, handleSubmit, register, formState, setError, trigger } = form;
  const values = useWatch({ control });
  const bookedDate = values.bookedDate || null;
  const shownDates = useExternalDates(event.activityId, event.activityScheduleId, shownDate.slice(0, 7));
  const chosenDates = useExternalDates(
    event.activityId,
    event.activityScheduleId,
    (bookedDate ?? shownDate).slice(0, 7),
  );
  useLoadErrorToast(shownDates.error, 'Ocorreu um erro ao carregar as datas disponíveis, tente novamente.');
  const schema = useMemo(
    () => externalBookingFormSchema({ availableDates: chosenDates.data, partialTime }),
    [chosenDates.data, partialTime],
  );
  const { isSubmitted } = formState;
  useEffect(() => {
    schemaRef.current = schema;
    // A date changed after a submission was judged by the previous month's dates: again with its own.
    if (isSubmitted) void trigger('bookedDate');
  }, [schema, isSubmitted, trigger]);
  const items = event.activity.items
    .filter((item) => item.isActive)
    .map((item) => ({ value: item.id, label: item.name }));
  const errors = formState.errors;
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      const dateError = dateErrorOf(error);
      if (dateError) return setError('bookedDate', { message: dateError }, { shouldFocus: true });
      showErrorToast(
        'Falha ao enviar',
        error,
        'Ocorreu um erro ao enviar o pedido de reserva, tente novamente.',
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <IdentityFields whose="own" document="optional-cpf" />
          <Controller
            control={control}
            name="phone"
            render={(controller) => <PhoneInput label="Telefone" {...controlledInput<string>(controller)} />}
          />
          <Controller
            control={control}
            name="bookedDate"
            render={(controller) => (
              <BookingDateInput
                label="Data"
                required
                minDate={today}
                shownDate={shownDate}
                // The calendar may report an empty date while the field is empty: the month stays.
                onShownDateChange={setShownDate}
                bookable={shownDates.data}
                {...controlledInput<string>(controller)}
                value={controller.field.value || null}
                onChange={(value) => controller.field.onChange(value ?? '')}
              />
            )}
          />
          {partialTime && (
            <SimpleGrid cols={2} spacing="md">
              <Controller
                control={control}
                name="startTime"
                render={(controller) => (
                  <TimeInput label="Horário inicial" required {...controlledInput<string>(controller)} />
                )}
              />
              <Controller
                control={control}
                name="endTime"
                render={(controller) => (
                  <TimeInput label="Horário final" required {...controlledInput<string>(controller)} />
                )}
              />
            </SimpleGrid>
          )}
          <Controller
            control={control}
            name="items"
            render={({ field }) => (
              <MultiSelect
                label="Opcionais da atividade"
                placeholder={items.length === 0 ? 'Nenhum opcional disponível' : 'Escolha os opcionais'}
                data={items}
                value={field.value ?? []}
                onChange={field.onChange}
                disabled={items.length === 0}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label="Descrição"
            autosize
            minRows={2}
            maxLength={1000}
            error={errors.description?.message}
            {...register('description')}
          />
          <BookingSummary summary={formSummary(event, values)} title="Resumo da reserva" />
          <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
            Reservar
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
