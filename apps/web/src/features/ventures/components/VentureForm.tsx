import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  MAX_BOOKING_HORIZON_DAYS,
} from '@reserva/shared/bookings/booking-horizon.rules';
import {
  type VentureBody,
  type VentureBodyInput,
  ventureBody,
} from '@reserva/shared/ventures/ventures.schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CnpjInput } from '../../../ui/form/CnpjInput';
import { controlledInput, controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { IntegerInput } from '../../../ui/form/IntegerInput';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { NoShowPenaltyFields } from './NoShowPenaltyFields';

/** What happens to the photo on save: a new file, removal (null), or nothing (undefined). */
export type PhotoChange = File | null | undefined;

export interface VentureFormProps {
  defaultValues: VentureBodyInput;
  avatarUrl?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: VentureBody, photo: PhotoChange) => void;
  onCancel: () => void;
}

export const EMPTY_VENTURE: VentureBodyInput = {
  name: '',
  ref: '',
  email: '',
  phone: null,
  cnpj: null,
  appstoreId: '',
  playstoreId: '',
  bio: '',
  useLinearOnboardFlow: false,
  autoConvertQueue: false,
  gateAutoCheckin: false,
  noShowPenaltyCount: null,
  noShowPenaltyDays: null,
  noShowSuspensionDays: null,
  bookingHorizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
};

/** The venture's data and photo (spec 002: s.3 Venture, s.5 Venture). */
export function VentureForm({
  defaultValues,
  avatarUrl = null,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: VentureFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VentureBodyInput, unknown, VentureBody>({ resolver: zodResolver(ventureBody), defaultValues });
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const photoPreview = useObjectUrl(photo);

  return (
    <Paper withBorder p="lg" radius="md">
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, photo))}>
        <Stack gap="md">
          <PhotoInput
            label="Foto do empreendimento"
            value={photo === undefined ? avatarUrl : photoPreview}
            onSelect={setPhoto}
            onRemove={() => setPhoto(null)}
            disabled={submitting}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome" required error={errors.name?.message} {...register('name')} />
            <Controller
              control={control}
              name="ref"
              render={(controller) => (
                <TextInput
                  label="Referência"
                  description="Código curto, em maiúsculas (ex.: PRAIA)"
                  required
                  {...controlledInput<string>(controller)}
                  value={controller.field.value ?? ''}
                  // The ref is kept uppercase (spec 002, s.9): show it as it will be saved.
                  onChange={(event) => controller.field.onChange(event.currentTarget.value.toUpperCase())}
                  maxLength={20}
                />
              )}
            />
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="cnpj"
              render={(controller) => (
                <CnpjInput label="CNPJ" required {...controlledInput<string>(controller)} />
              )}
            />
            <Controller
              control={control}
              name="phone"
              render={(controller) => (
                <PhoneInput label="Telefone" {...controlledInput<string>(controller)} />
              )}
            />
            <TextInput
              label="ID na App Store"
              error={errors.appstoreId?.message}
              {...register('appstoreId')}
            />
            <TextInput
              label="ID na Play Store"
              error={errors.playstoreId?.message}
              {...register('playstoreId')}
            />
          </SimpleGrid>
          <Textarea
            label="Bio"
            autosize
            minRows={3}
            maxRows={8}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <Controller
            control={control}
            name="useLinearOnboardFlow"
            render={(controller) => (
              <Switch label="Fluxo de onboarding linear" {...controlledSwitch(controller)} />
            )}
          />
          <Controller
            control={control}
            name="autoConvertQueue"
            render={(controller) => (
              <Switch
                label="Reservar automaticamente para a fila"
                description="Uma vaga liberada vai para a primeira pessoa da fila que atende às regras; sem isso, a equipe é avisada."
                {...controlledSwitch(controller)}
              />
            )}
          />
          <Controller
            control={control}
            name="gateAutoCheckin"
            render={(controller) => (
              <Switch
                label="Check-in automático pela câmera da portaria"
                description="Quem a câmera reconhece recebe o check-in da sua reserva de agora sem o toque do porteiro."
                {...controlledSwitch(controller)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="bookingHorizonDays"
              render={(controller) => (
                <IntegerInput
                  label="Reservas abertas com antecedência de (dias)"
                  description={`Até quantos dias à frente o formulário público e o app dos sócios oferecem datas (de 1 a ${MAX_BOOKING_HORIZON_DAYS}). A equipe reserva até 2 anos à frente.`}
                  required
                  {...controlledInput<number>(controller)}
                />
              )}
            />
          </SimpleGrid>
          <NoShowPenaltyFields control={control} />
          <FormButtons submitting={submitting} onCancel={onCancel} submitLabel={submitLabel} />
        </Stack>
      </form>
    </Paper>
  );
}
