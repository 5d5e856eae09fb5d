import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type ExperienceLevel,
  type ExperienceLevelBody,
  type ExperienceLevelBodyInput,
  experienceLevelBody,
} from '@reserva/shared/ventures/experience-levels.schemas';
import { Controller, useForm } from 'react-hook-form';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { IntegerInput } from '../../../ui/form/IntegerInput';

const TITLES = { create: 'Novo nível', edit: 'Editar nível' };

/** The dialog of an experience level: title, level and the range of event levels it may book. */
export function ExperienceLevelModal(props: RecordDialogProps<ExperienceLevel, ExperienceLevelBody>) {
  return (
    <FormModal titles={TITLES} size="lg" {...props}>
      <ExperienceLevelForm {...props} />
    </FormModal>
  );
}

const NUMBERS = [
  { name: 'level', label: 'Nível' },
  { name: 'minAllowedBookingExperience', label: 'Experiência mínima para reservar' },
  { name: 'maxAllowedBookingExperience', label: 'Experiência máxima para reservar' },
] as const;

function ExperienceLevelForm({
  record: level,
  saving,
  onSave,
  onClose,
}: RecordFormProps<ExperienceLevel, ExperienceLevelBody>) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExperienceLevelBodyInput, unknown, ExperienceLevelBody>({
    resolver: zodResolver(experienceLevelBody),
    // Only the body's fields: the schema is strict, so a stray id would fail the whole form.
    defaultValues: {
      title: level?.title ?? '',
      level: level?.level,
      minAllowedBookingExperience: level?.minAllowedBookingExperience,
      maxAllowedBookingExperience: level?.maxAllowedBookingExperience,
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Stack gap="md">
        <TextInput
          label="Título"
          required
          data-autofocus
          error={errors.title?.message}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {NUMBERS.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={(controller) => (
                <IntegerInput
                  label={label}
                  required
                  {...controlledInput<number>(controller)}
                  // An emptied field is missing, so the schema says 'Requerido'.
                  onChange={(value) => controller.field.onChange(value ?? undefined)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
