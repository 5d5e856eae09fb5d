import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type Modality, type ModalityInput, modalityInput } from '@reserva/shared/spots/spots.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

export interface ModalityModalProps {
  opened: boolean;
  /** The modality being edited; null to create one. */
  modality: Modality | null;
  saving: boolean;
  onSave: (values: ModalityInput) => void;
  onClose: () => void;
}

/** The 'Modalidade' dialog: title, description, active and exclusive flags. */
export function ModalityModal({ opened, modality, saving, onSave, onClose }: ModalityModalProps) {
  return (
    <Modal opened={opened} onClose={() => !saving && onClose()} title="Modalidade" centered>
      {/* Mounted only while open, so every opening starts from the record (or empty). */}
      <ModalityForm modality={modality} saving={saving} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

function ModalityForm({ modality, saving, onSave, onClose }: Omit<ModalityModalProps, 'opened'>) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof modalityInput>, unknown, ModalityInput>({
    resolver: zodResolver(modalityInput),
    defaultValues: {
      title: modality?.title ?? '',
      description: modality?.description ?? '',
      isActive: modality?.isActive ?? true,
      isExclusive: modality?.isExclusive ?? false,
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
        <Textarea
          label="Descrição"
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...register('description')}
        />
        <Group gap="xl">
          {(['isActive', 'isExclusive'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={name === 'isActive' ? 'Ativo' : 'Exclusiva'}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ))}
        </Group>
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
