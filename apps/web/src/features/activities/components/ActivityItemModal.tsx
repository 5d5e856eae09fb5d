import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type ActivityItem,
  type ActivityItemInput,
  activityItemInput,
} from '@reserva/shared/activities/activities.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

export interface ActivityItemModalProps {
  opened: boolean;
  /** The item being edited; null to create one. */
  item: ActivityItem | null;
  saving: boolean;
  onSave: (values: ActivityItemInput) => void;
  onClose: () => void;
}

/** The 'Item' dialog: name, description and active flag of an activity's optional. */
export function ActivityItemModal({ opened, item, saving, onSave, onClose }: ActivityItemModalProps) {
  return (
    <Modal opened={opened} onClose={() => !saving && onClose()} title="Item" centered>
      {/* Mounted per opening, so the form starts from the item (or empty) each time. */}
      {opened && <ItemForm item={item} saving={saving} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function ItemForm({ item, saving, onSave, onClose }: Omit<ActivityItemModalProps, 'opened'>) {
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
          render={({ field }) => (
            <Switch
              label="Ativo"
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
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
