import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type UserCategory,
  type UserCategoryUpdate,
  type UserCategoryUpdateInput,
  userCategoryUpdate,
} from '@reserva/shared/ventures/user-categories.schemas';
import { Controller, useForm } from 'react-hook-form';
import { IntegerInput } from '../../../ui/form/IntegerInput';

export interface UserCategoryModalProps {
  opened: boolean;
  /** The category being edited; null to create one. */
  category: UserCategory | null;
  saving: boolean;
  onSave: (values: UserCategoryUpdate) => void;
  onClose: () => void;
}

/** The 'Categoria de usuário' dialog: title, access-control code and the daily booking limits. */
export function UserCategoryModal({ opened, category, saving, onSave, onClose }: UserCategoryModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title="Categoria de usuário"
      centered
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from the record (or empty). */}
      <UserCategoryForm category={category} saving={saving} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

const LIMITS = [
  { name: 'maxDayBookings', label: 'Máx. reservas por dia' },
  { name: 'maxGuestDayBookings', label: 'Máx. reservas de convidados por dia' },
  { name: 'maxFreeGuestDayBookings', label: 'Máx. reservas gratuitas de convidados por dia' },
] as const;

function UserCategoryForm({ category, saving, onSave, onClose }: Omit<UserCategoryModalProps, 'opened'>) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UserCategoryUpdateInput, unknown, UserCategoryUpdate>({
    resolver: zodResolver(userCategoryUpdate),
    defaultValues: {
      title: category?.title ?? '',
      orgIndexCode: category?.orgIndexCode ?? '',
      maxDayBookings: category?.maxDayBookings ?? null,
      maxGuestDayBookings: category?.maxGuestDayBookings ?? null,
      maxFreeGuestDayBookings: category?.maxFreeGuestDayBookings ?? null,
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Título"
            required
            data-autofocus
            error={errors.title?.message}
            {...register('title')}
          />
          <TextInput
            label="Código do grupo de acesso"
            description="Grupo da organização no controle de acesso"
            error={errors.orgIndexCode?.message}
            {...register('orgIndexCode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {LIMITS.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <IntegerInput
                  label={label}
                  placeholder="Ilimitado"
                  value={field.value ?? null}
                  onChange={field.onChange}
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
