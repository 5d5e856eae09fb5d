import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type Modality, type ModalityInput, modalityInput } from '@reserva/shared/spots/spots.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';

const TITLES = { create: 'Nova modalidade', edit: 'Editar modalidade' };

/** The dialog of a modality: title, description, active and exclusive flags. */
export function ModalityModal(props: RecordDialogProps<Modality, ModalityInput>) {
  return (
    <FormModal titles={TITLES} {...props}>
      <ModalityForm {...props} />
    </FormModal>
  );
}

function ModalityForm({
  record: modality,
  saving,
  onSave,
  onClose,
}: RecordFormProps<Modality, ModalityInput>) {
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
              render={(controller) => (
                <Switch
                  label={name === 'isActive' ? 'Ativo' : 'Exclusiva'}
                  {...controlledSwitch(controller)}
                />
              )}
            />
          ))}
        </Group>
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
