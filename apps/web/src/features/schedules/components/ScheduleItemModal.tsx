import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ScheduleItem,
  type ScheduleItemFormValues,
  type ScheduleItemInput,
  scheduleItemInput,
} from '@reserva/shared/schedules/schedule-items.schemas';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { controlledInput, controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { IntegerInput } from '../../../ui/form/IntegerInput';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { useLowPriceConfirm } from '../../../ui/form/use-low-price-confirm';
import { useProviders } from '../api';

/** The 'Item' dialog of an event extra (spec 001 s.5, Extra). */
export function ScheduleItemModal({ opened, ...form }: RecordDialogProps<ScheduleItem, ScheduleItemInput>) {
  return (
    <FormModal
      opened={opened}
      titles={{ create: 'Item', edit: 'Item' }}
      record={form.record}
      saving={form.saving}
      onClose={form.onClose}
    >
      {opened && <ItemForm {...form} />}
    </FormModal>
  );
}

function ItemForm({
  record: item,
  saving,
  onSave,
  onClose,
}: RecordFormProps<ScheduleItem, ScheduleItemInput>) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ScheduleItemFormValues, unknown, ScheduleItemInput>({
    resolver: zodResolver(scheduleItemInput),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      isActive: item?.isActive ?? true,
      isRequired: item?.isRequired ?? false,
      price: item?.price ?? null,
      totalAmount: item?.totalAmount ?? null,
      userId: item?.userId ?? null,
    },
  });
  const isRequired = useWatch({ control, name: 'isRequired' });
  const [search, setSearch] = useState('');
  const [providerName] = useDebouncedValue(search, 400);
  const providers = useProviders(providerName);
  // The current provider stays selectable even when the search leaves it out.
  const providerOptions = new Map((providers.data ?? []).map((user) => [user.id, user.name]));
  if (item?.user) providerOptions.set(item.user.id, item.user.name);
  // A price under R$ 1,00 asks first (decisions.md, money input).
  const priceCheck = useLowPriceConfirm();
  const save = (values: ScheduleItemInput) =>
    priceCheck.confirm([{ label: 'Valor', cents: values.price }], () => onSave(values));

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Nome" required data-autofocus error={errors.name?.message} {...register('name')} />
        <Textarea
          label="Descrição"
          autosize
          minRows={2}
          maxRows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="price"
            render={(controller) => (
              <MoneyInput label="Valor" required {...controlledInput<number>(controller)} />
            )}
          />
          {/* Required extras go into every booking: they have no quantity. */}
          <Controller
            control={control}
            name="totalAmount"
            render={(controller) => (
              <IntegerInput
                label="Quantidade"
                required={!isRequired}
                disabled={isRequired}
                placeholder={isRequired ? 'Ilimitado' : undefined}
                {...controlledInput<number>(controller)}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="userId"
          render={(controller) => (
            <Select
              label="Prestador de serviço"
              placeholder="Nenhum"
              clearable
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage="Nenhum vendedor encontrado"
              data={[...providerOptions].map(([value, label]) => ({ value, label }))}
              {...controlledInput<string>(controller)}
            />
          )}
        />
        <Group gap="xl">
          <Controller
            control={control}
            name="isActive"
            render={(controller) => <Switch label="Ativo" {...controlledSwitch(controller)} />}
          />
          <Controller
            control={control}
            name="isRequired"
            render={(controller) => (
              <Switch
                label="Obrigatório"
                {...controlledSwitch(controller)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setValue('isRequired', on);
                  if (on) setValue('totalAmount', null);
                }}
              />
            )}
          />
        </Group>
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
      {priceCheck.dialog}
    </form>
  );
}
