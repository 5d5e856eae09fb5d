import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type ActivityCreate, activityCreate } from '@reserva/shared/activities/activities.schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { controlledInput, controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { useLowPriceConfirm } from '../../../ui/form/use-low-price-confirm';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { useSpotOptions } from '../api';
import { spotOptions } from '../spot-options';

/** What happens to the photo on save: a new file, removal (null), or nothing (undefined). */
export type PhotoChange = File | null | undefined;

const PRICE_LABEL = 'Preço da reserva';

export type ActivityFormValues = z.input<typeof activityCreate>;

export interface ActivityFormProps {
  defaultValues: ActivityFormValues;
  avatarUrl?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: ActivityCreate, photo: PhotoChange) => void;
  onCancel: () => void;
}

/** Name, description, booking price, active flag, spot and photo of an activity (spec 002 s.2, s.5). */
export function ActivityForm(props: ActivityFormProps) {
  const { defaultValues, avatarUrl = null, submitting } = props;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActivityFormValues, unknown, ActivityCreate>({
    resolver: zodResolver(activityCreate),
    defaultValues,
  });
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const photoPreview = useObjectUrl(photo);
  const spots = useSpotOptions();
  const priceCheck = useLowPriceConfirm();
  const save = (values: ActivityCreate) =>
    priceCheck.confirm([{ label: PRICE_LABEL, cents: values.bookingPrice }], () =>
      props.onSubmit(values, photo),
    );

  return (
    <Paper withBorder p="lg" radius="md">
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <PhotoInput
            label="Foto da atividade"
            value={photo === undefined ? avatarUrl : photoPreview}
            onSelect={setPhoto}
            onRemove={() => setPhoto(null)}
            disabled={submitting}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome" required error={errors.name?.message} {...register('name')} />
            <Controller
              control={control}
              name="spotId"
              render={(controller) => (
                <Select
                  label="Local"
                  required
                  placeholder={spots.isPending ? 'Carregando locais…' : 'Selecione o local'}
                  data={spotOptions(spots.data ?? [])}
                  {...controlledInput<string>(controller)}
                  value={controller.field.value || null}
                  onChange={(value) => controller.field.onChange(value ?? '')}
                  allowDeselect={false}
                  searchable
                  nothingFoundMessage="Nenhum local encontrado"
                  disabled={spots.isPending}
                  // Also tells when the spots could not be loaded.
                  error={
                    errors.spotId?.message ?? (spots.isError ? 'Falha ao carregar os locais' : undefined)
                  }
                />
              )}
            />
            <Controller
              control={control}
              name="bookingPrice"
              render={(controller) => (
                <MoneyInput
                  label={PRICE_LABEL}
                  description="Deixe vazio quando os eventos definem o preço"
                  {...controlledInput<number>(controller)}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label="Descrição"
            autosize
            minRows={3}
            maxRows={8}
            error={errors.description?.message}
            {...register('description')}
          />
          <Controller
            control={control}
            name="isActive"
            render={(controller) => <Switch label="Ativo" {...controlledSwitch(controller)} />}
          />
          <FormButtons submitting={submitting} onCancel={props.onCancel} submitLabel={props.submitLabel} />
        </Stack>
      </form>
      {priceCheck.dialog}
    </Paper>
  );
}
