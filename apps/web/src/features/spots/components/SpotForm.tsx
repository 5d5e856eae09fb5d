import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { type SpotInput, spotInput } from '@reserva/shared/spots/spots.schemas';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useRequiredSession } from '../../../app/session/use-session';
import { controlledInput, controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { type NamedVenture, VenturePicker } from '../../auth/components/VenturePicker';

/** What happens to the photo on save: a new file, removal (null), or nothing (undefined). */
export type PhotoChange = File | null | undefined;

export type SpotFormValues = z.input<typeof spotInput>;

export interface SpotFormProps {
  defaultValues: SpotFormValues;
  /** The spot's venture with its name, when the form's record carries it (an edit). */
  venture?: NamedVenture;
  avatarUrl?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: SpotInput, photo: PhotoChange, reachable: boolean) => void;
  onCancel: () => void;
}

/** Name, address, description, flags, venture and photo of a spot (spec 002, sections 2 and 5). */
export function SpotForm({
  defaultValues,
  venture: spotVenture,
  avatarUrl = null,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: SpotFormProps) {
  const { user, venture } = useRequiredSession();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SpotFormValues, unknown, SpotInput>({ resolver: zodResolver(spotInput), defaultValues });
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const photoPreview = useObjectUrl(photo);
  const [isLivingArea, ventureId] = useWatch({ control, name: ['isLivingArea', 'ventureId'] });

  // Outside MASTER, records are reached in the venture of the session only: a spot saved in another
  // venture is seen (and its photo sent) after switching to it.
  const reachable = user.featureGroup.key === MASTER_GROUP_KEY || ventureId === venture.id;

  return (
    <Paper withBorder p="lg" radius="md">
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, photo, reachable))}>
        <Stack gap="md">
          <PhotoInput
            label="Foto do local"
            value={photo === undefined ? avatarUrl : photoPreview}
            onSelect={setPhoto}
            onRemove={() => setPhoto(null)}
            disabled={submitting || !reachable}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome" required error={errors.name?.message} {...register('name')} />
            <Controller
              control={control}
              name="ventureId"
              render={(controller) => (
                // The ventures the session may switch to: a MASTER's every one, searched on the server.
                // Another venture given on a register (from a venture's details) is named by its id.
                <VenturePicker
                  label="Empreendimento"
                  required
                  known={spotVenture ? [spotVenture, venture] : [venture]}
                  {...controlledInput<string>(controller)}
                  value={controller.field.value || null}
                  onChange={(value) => controller.field.onChange(value ?? '')}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          {!reachable && (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              O local será salvo em outro empreendimento. Para vê-lo e enviar a foto, troque para esse
              empreendimento no topo da página.
            </Alert>
          )}
          <TextInput
            label="Endereço"
            description="Onde fica o local; aparece no formulário público de reserva."
            autoComplete="street-address"
            maxLength={300}
            error={errors.address?.message}
            {...register('address')}
          />
          <Textarea
            label="Descrição"
            autosize
            minRows={3}
            maxRows={8}
            error={errors.description?.message}
            {...register('description')}
          />
          <Group gap="xl">
            {(['isActive', 'isLivingArea'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={(controller) => (
                  <Switch
                    label={name === 'isActive' ? 'Ativo' : 'Área de convivência'}
                    {...controlledSwitch(controller)}
                  />
                )}
              />
            ))}
          </Group>
          {isLivingArea && (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Área de convivência">
              Nas reservas dos eventos das atividades deste local, o nível de experiência não é validado e
              vale o limite de reservas gratuitas para convidados.
            </Alert>
          )}
          <FormButtons submitting={submitting} onCancel={onCancel} submitLabel={submitLabel} />
        </Stack>
      </form>
    </Paper>
  );
}
