import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type ExperienceLevel,
  type ExperienceLevelBody,
  type ExperienceLevelBodyInput,
  experienceLevelBody,
} from '@reserva/shared/ventures/experience-levels.schemas';
import { Controller, useForm } from 'react-hook-form';
import { IntegerInput } from '../../../ui/form/IntegerInput';

export interface ExperienceLevelModalProps {
  opened: boolean;
  /** The level being edited; null to create one. */
  level: ExperienceLevel | null;
  saving: boolean;
  onSave: (values: ExperienceLevelBody) => void;
  onClose: () => void;
}

/** The 'Nível de experiência' dialog: title, level and the range of event levels it may book. */
export function ExperienceLevelModal({ opened, level, saving, onSave, onClose }: ExperienceLevelModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title="Nível de experiência"
      centered
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from the record (or empty). */}
      <ExperienceLevelForm level={level} saving={saving} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

const NUMBERS = [
  { name: 'level', label: 'Nível' },
  { name: 'minAllowedBookingExperience', label: 'Experiência mínima para reservar' },
  { name: 'maxAllowedBookingExperience', label: 'Experiência máxima para reservar' },
] as const;

function ExperienceLevelForm({ level, saving, onSave, onClose }: Omit<ExperienceLevelModalProps, 'opened'>) {
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
              render={({ field }) => (
                <IntegerInput
                  label={label}
                  required
                  value={field.value ?? null}
                  // An emptied field is missing, so the schema says 'Requerido'.
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
