import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type UserCategory,
  type UserCategoryUpdate,
  type UserCategoryUpdateInput,
  userCategoryUpdate,
} from '@reserva/shared/ventures/user-categories.schemas';
import { Controller, useForm } from 'react-hook-form';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { IntegerInput } from '../../../ui/form/IntegerInput';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { useLowPriceConfirm } from '../../../ui/form/use-low-price-confirm';

const TITLES = { create: 'Nova categoria', edit: 'Editar categoria' };
const PRICE_LABEL = 'Preço por reserva de convidado';

/** The dialog of a user category: title, access-control code, the daily booking limits and the guest price. */
export function UserCategoryModal(props: RecordDialogProps<UserCategory, UserCategoryUpdate>) {
  return (
    <FormModal titles={TITLES} size="lg" {...props}>
      <UserCategoryForm {...props} />
    </FormModal>
  );
}

const LIMITS = [
  { name: 'maxDayBookings', label: 'Máx. reservas por dia' },
  { name: 'maxGuestDayBookings', label: 'Máx. reservas de convidados por dia' },
  { name: 'maxFreeGuestDayBookings', label: 'Máx. reservas gratuitas de convidados por dia' },
] as const;

function UserCategoryForm({
  record: category,
  saving,
  onSave,
  onClose,
}: RecordFormProps<UserCategory, UserCategoryUpdate>) {
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
      guestBookingPrice: category?.guestBookingPrice ?? null,
    },
  });
  const priceCheck = useLowPriceConfirm();
  const save = (values: UserCategoryUpdate) =>
    priceCheck.confirm([{ label: PRICE_LABEL, cents: values.guestBookingPrice }], () => onSave(values));
  return (
    <form noValidate onSubmit={handleSubmit(save)}>
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
              render={(controller) => (
                <IntegerInput
                  label={label}
                  placeholder="Ilimitado"
                  {...controlledInput<number>(controller)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          control={control}
          name="guestBookingPrice"
          render={(controller) => (
            <MoneyInput
              label={PRICE_LABEL}
              description="Vazio: vale o preço de convidado de cada evento"
              {...controlledInput<number>(controller)}
            />
          )}
        />
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
      {priceCheck.dialog}
    </form>
  );
}
