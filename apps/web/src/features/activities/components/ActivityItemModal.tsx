import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type ActivityItem,
  type ActivityItemInput,
  activityItemInput,
} from '@reserva/shared/activities/activities.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';

const TITLES = { create: 'Novo opcional', edit: 'Editar opcional' };

/** The dialog of an activity's optional: name, description and active flag. */
export function ActivityItemModal(props: RecordDialogProps<ActivityItem, ActivityItemInput>) {
  return (
    <FormModal titles={TITLES} {...props}>
      <ItemForm {...props} />
    </FormModal>
  );
}

function ItemForm({
  record: item,
  saving,
  onSave,
  onClose,
}: RecordFormProps<ActivityItem, ActivityItemInput>) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof activityItemInput>, unknown, ActivityItemInput>({
    resolver: zodResolver(activityItemInput),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      isActive: item?.isActive ?? true,
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Stack gap="md">
        <TextInput label="Nome" required data-autofocus error={errors.name?.message} {...register('name')} />
        <Textarea
          label="Descrição"
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="isActive"
          render={(controller) => <Switch label="Ativo" {...controlledSwitch(controller)} />}
        />
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
