import { zodResolver } from '@hookform/resolvers/zod';
import { Chip, Group, Input, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import {
  blockedDatesOpening,
  EXPERIENCE_OPTIONS,
  WAVE_SIDE_LABELS,
  WEEKDAY_LABELS,
} from '@reserva/shared/schedules/schedules.rules';
import {
  type ScheduleFormValues,
  type ScheduleInput,
  type ScheduleView,
  scheduleInput,
  WAVE_SIDES,
} from '@reserva/shared/schedules/schedules.schemas';
import { experienceOptionLabel, whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import { IconCalendarOff } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRequiredSession } from '../../../app/session/use-session';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { controlledInput, controlledSwitch } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';
import { FormButtons } from '../../../ui/form/FormButtons';
import { IntegerInput } from '../../../ui/form/IntegerInput';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { TimeInput } from '../../../ui/form/TimeInput';
import { useLowPriceConfirm } from '../../../ui/form/use-low-price-confirm';
import { useExperienceLevels } from '../../ventures/api';
import { useSpotModalities } from '../api';

/**
 * Where the event happens: the form offers the spot's modalities, names who may book in the venture's
 * levels and hides what a living area ignores.
 */
export interface EventPlace {
  spotId: string;
  ventureId: string;
  isLivingArea: boolean;
}

export type ScheduleModalProps = RecordDialogProps<ScheduleView, ScheduleInput> & { place: EventPlace };

/** The 'Evento' dialog: every field and rule of spec 001 s.5 (Event form). */
export function ScheduleModal({ opened, place, ...form }: ScheduleModalProps) {
  return (
    <FormModal
      opened={opened}
      titles={{ create: 'Evento', edit: 'Evento' }}
      record={form.record}
      saving={form.saving}
      onClose={form.onClose}
      size="lg"
    >
      {opened && <ScheduleForm place={place} {...form} />}
    </FormModal>
  );
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WAVE_SIDE_OPTIONS = WAVE_SIDES.map((side) => ({ value: side, label: WAVE_SIDE_LABELS[side] }));

const bookingPriceLabel = (partialTime: boolean | undefined) =>
  partialTime ? 'Preço da reserva (por hora)' : 'Preço da reserva';
const GUEST_PRICE_LABEL = 'Preço adicional por convidado';

function valuesOf(schedule: ScheduleView | null): ScheduleFormValues {
  if (!schedule) {
    // Spec 001 s.9: every weekday, minimum experience 0, active; partial-time and link bookings off.
    return {
      startDate: todayInSaoPaulo(),
      endDate: null,
      startTime: '',
      endTime: '',
      daysOfWeek: EVERY_DAY,
      totalVacancies: null,
      guestVacancies: 0,
      lodgerVacancies: 0,
      isLodgerVacanciesExclusive: false,
      isActive: true,
      minUserExperience: 0,
      modalityId: null,
      waveSide: null,
      allowLinkBookings: false,
      allowPartialTimeBookings: false,
      bookingPrice: null,
      guestAdditionalBookingPrice: null,
      scheduleBlocks: [],
    };
  }
  const {
    id: _id,
    activityId: _activity,
    isExpired: _expired,
    modalityTitle: _title,
    bookingUrl: _url,
    ...values
  } = schedule;
  return { ...values, startTime: schedule.startTime.slice(0, 5), endTime: schedule.endTime.slice(0, 5) };
}

function ScheduleForm({
  record,
  place,
  saving,
  onSave,
  onClose,
}: RecordFormProps<ScheduleView, ScheduleInput> & { place: EventPlace }) {
  const { can } = useRequiredSession();
  const lodgerPlaces = can('LODGER_VACANCIES_FULL_ACCESS');
  const modalities = useSpotModalities(place.spotId);
  const levels = useExperienceLevels(place.ventureId);
  // Each code by the venture's levels it lets book ('Nível 5 — 2 · Intermediário, 3 · Avançado').
  const experienceOptions = EXPERIENCE_OPTIONS.map((option) => ({
    value: String(option.value),
    label: experienceOptionLabel(option.value, levels),
  }));
  const { control, handleSubmit, setValue } = useForm<ScheduleFormValues, unknown, ScheduleInput>({
    resolver: zodResolver(scheduleInput),
    defaultValues: valuesOf(record),
  });
  const partialTime = useWatch({ control, name: 'allowPartialTimeBookings' });
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const dateOf = (value: unknown) => (typeof value === 'string' ? value : null);
  // A price under R$ 1,00 asks first (decisions.md, money input).
  const priceCheck = useLowPriceConfirm();
  const save = (values: ScheduleInput) =>
    priceCheck.confirm(
      [
        { label: bookingPriceLabel(values.allowPartialTimeBookings), cents: values.bookingPrice },
        // Hidden, and not charged, for partial-time bookings.
        {
          label: GUEST_PRICE_LABEL,
          cents: values.allowPartialTimeBookings ? null : values.guestAdditionalBookingPrice,
        },
      ],
      () => onSave(values),
    );

  // Spec 001 s.5: partial-time bookings share the event's time, not its places.
  const setPartialTime = (on: boolean) => {
    setValue('allowPartialTimeBookings', on);
    for (const field of ['totalVacancies', 'guestVacancies', 'lodgerVacancies'] as const) {
      setValue(field, on || field === 'totalVacancies' ? null : 0);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="startDate"
            render={(controller) => (
              <DateInput label="Data inicial" required {...controlledInput<string>(controller)} />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={(controller) => (
              <DateInput
                label="Data final"
                clearable
                placeholder="Sem data final"
                {...controlledInput<string>(controller)}
              />
            )}
          />
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
        <Controller
          control={control}
          name="daysOfWeek"
          render={({ field, fieldState }) => (
            <Input.Wrapper label="Dias da semana" required error={fieldState.error?.message}>
              <Chip.Group
                multiple
                value={(field.value ?? []).map(String)}
                onChange={(days) => field.onChange(days.map(Number).sort((a, b) => a - b))}
              >
                <Group gap={6} mt={6}>
                  {WEEKDAY_LABELS.map((label, day) => (
                    <Chip key={label} value={String(day)} size="sm">
                      {label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="allowPartialTimeBookings"
          render={(controller) => (
            <Switch
              label="Permitir reservas de horário parcial"
              description="O preço da reserva passa a ser por hora e as vagas deixam de valer"
              {...controlledSwitch(controller)}
              onChange={(event) => setPartialTime(event.currentTarget.checked)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={control}
            name="totalVacancies"
            render={(controller) => (
              <IntegerInput
                label="Total de vagas"
                placeholder="Ilimitado"
                disabled={partialTime}
                {...controlledInput<number>(controller)}
              />
            )}
          />
          <Controller
            control={control}
            name="guestVacancies"
            render={(controller) => (
              <IntegerInput
                label="Vagas para convidados"
                required={!partialTime}
                disabled={partialTime}
                {...controlledInput<number>(controller)}
              />
            )}
          />
          {/* Without the key the server keeps the lodger places as they are (0 on a new event). */}
          {lodgerPlaces && (
            <Controller
              control={control}
              name="lodgerVacancies"
              render={(controller) => (
                <IntegerInput
                  label="Vagas para hóspedes"
                  required={!partialTime}
                  disabled={partialTime}
                  {...controlledInput<number>(controller)}
                />
              )}
            />
          )}
        </SimpleGrid>
        {lodgerPlaces && !partialTime && (
          <Controller
            control={control}
            name="isLodgerVacanciesExclusive"
            render={(controller) => (
              <Switch label="Vagas de hóspedes exclusivas para hóspedes" {...controlledSwitch(controller)} />
            )}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="bookingPrice"
            render={(controller) => (
              <MoneyInput
                label={bookingPriceLabel(partialTime)}
                required
                {...controlledInput<number>(controller)}
              />
            )}
          />
          {!partialTime && (
            <Controller
              control={control}
              name="guestAdditionalBookingPrice"
              render={(controller) => (
                <MoneyInput label={GUEST_PRICE_LABEL} required {...controlledInput<number>(controller)} />
              )}
            />
          )}
          <Controller
            control={control}
            name="modalityId"
            render={(controller) => (
              <Select
                label="Modalidade"
                placeholder="Sem modalidade"
                clearable
                data={(modalities.data ?? []).map((modality) => ({
                  value: modality.id,
                  label: modality.title,
                }))}
                {...controlledInput<string>(controller)}
              />
            )}
          />
          {/* Spec 002 s.2: a living area checks no experience, and has no waves. */}
          {!place.isLivingArea && (
            <>
              <Controller
                control={control}
                name="waveSide"
                render={(controller) => (
                  <Select
                    label="Lado da onda"
                    placeholder="Indefinido"
                    clearable
                    data={WAVE_SIDE_OPTIONS}
                    {...controlledInput<string>(controller)}
                  />
                )}
              />
              <Controller
                control={control}
                name="minUserExperience"
                render={({ field, fieldState }) => (
                  <Select
                    label="Experiência mínima"
                    description={`Quem pode reservar: ${whoMayBook(field.value ?? 0, levels)}`}
                    data={experienceOptions}
                    // The eight codes at once, each with its levels (two lines where they are many).
                    maxDropdownHeight={420}
                    allowDeselect={false}
                    value={String(field.value ?? 0)}
                    onChange={(value) => field.onChange(Number(value ?? 0))}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </>
          )}
        </SimpleGrid>
        <Controller
          control={control}
          name="scheduleBlocks"
          render={({ field, fieldState }) => (
            <DatePickerInput
              type="multiple"
              label="Datas bloqueadas"
              description="Dias em que o evento não acontece"
              placeholder="Nenhuma data bloqueada"
              locale="pt-br"
              valueFormat="DD/MM/YYYY"
              clearable
              leftSection={<IconCalendarOff size={16} aria-hidden />}
              value={(field.value ?? []).map((block) => block.blockedDate)}
              onChange={(dates) => field.onChange(dates.map((date) => ({ blockedDate: date.slice(0, 10) })))}
              error={fieldState.error?.message}
              popoverProps={{ withinPortal: true }}
              // Read each time the picker opens (its dropdown mounts then).
              defaultDate={blockedDatesOpening(dateOf(startDate), dateOf(endDate), todayInSaoPaulo())}
            />
          )}
        />
        <Group gap="xl">
          <Controller
            control={control}
            name="allowLinkBookings"
            render={(controller) => (
              <Switch label="Permitir reservas por link" {...controlledSwitch(controller)} />
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={(controller) => <Switch label="Ativo" {...controlledSwitch(controller)} />}
          />
        </Group>
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
      {priceCheck.dialog}
    </form>
  );
}
