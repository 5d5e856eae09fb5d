import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import {
  type MemberProfile,
  type MemberProfileForm,
  type MemberProfileUpdate,
  memberProfileUpdate,
} from '@reserva/shared/members/member-profile.schemas';
import dayjs from 'dayjs';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FacePhotoInput } from '../../../ui/faces/FacePhotoInput';
import { useCheckedFacePhoto } from '../../../ui/faces/use-face-photo';
import { AddressFields } from '../../../ui/form/AddressFields';
import { EMPTY_ADDRESS } from '../../../ui/form/address-values';
import { controlledInput } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';
import { FormButtons } from '../../../ui/form/FormButtons';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { useZipCodeLookup } from '../../addresses/api';
import { checkOwnPhoto, type PhotoChange } from '../api';

interface ProfileFormProps {
  profile: MemberProfile;
  submitting: boolean;
  onSubmit: (body: MemberProfileUpdate, photo: PhotoChange) => void;
  onCancel: () => void;
}

/**
 * What a person changes of themselves: the photo (checked for FaceID at once, as on the staff's person
 * form), the consent to FaceID, the name, the phone, the address (with the CEP lookup) and the birth
 * date while none is recorded: what a paid booking needs.
 */
export function ProfileForm({ profile, submitting, onSubmit, onCancel }: ProfileFormProps) {
  const titleId = useId();
  const form = useForm<MemberProfileForm, unknown, MemberProfileUpdate>({
    resolver: zodResolver(memberProfileUpdate),
    defaultValues: {
      name: profile.name,
      phone: profile.phone ?? '',
      faceConsent: profile.faceConsentAt !== null,
      address: profile.address ?? EMPTY_ADDRESS,
      birthDate: profile.birthDate,
    },
  });
  const zipCodeLookup = useZipCodeLookup('/me/addresses');
  const { control, register, handleSubmit, formState } = form;
  const facePhoto = useCheckedFacePhoto(profile.avatarStatus, profile.group.useFaceId, checkOwnPhoto);
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <FormProvider {...form}>
        {/* noValidate: the schema's messages replace the browser's own bubbles. */}
        <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, facePhoto.photo))}>
          <Stack gap="md">
            <Title order={2} size="h4" id={titleId}>
              Editar meus dados
            </Title>
            <FacePhotoInput
              facePhoto={facePhoto}
              savedUrl={profile.avatarUrl}
              faceIdStatus={profile.faceIdStatus}
              disabled={submitting}
            />
            <TextInput
              label="Nome"
              required
              autoComplete="name"
              error={formState.errors.name?.message}
              disabled={submitting}
              {...register('name')}
            />
            <Controller
              control={control}
              name="phone"
              render={(controller) => (
                <PhoneInput label="Telefone" disabled={submitting} {...controlledInput<string>(controller)} />
              )}
            />
            {profile.birthDate === null && (
              <Controller
                control={control}
                name="birthDate"
                render={(controller) => (
                  <DateInput
                    label="Data de nascimento"
                    disabled={submitting}
                    {...controlledInput<string>(controller)}
                    maxDate={dayjs().format('YYYY-MM-DD')}
                    clearable
                  />
                )}
              />
            )}
            <Title order={3} size="h5">
              Endereço
            </Title>
            <AddressFields control={control} disabled={submitting} zipCodeLookup={zipCodeLookup} />
            <FormButtons submitting={submitting} onCancel={onCancel} />
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
