import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import {
  type MemberProfile,
  type MemberProfileForm,
  type MemberProfileUpdate,
  memberProfileUpdate,
} from '@reserva/shared/members/member-profile.schemas';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FacePhotoInput } from '../../../ui/faces/FacePhotoInput';
import { useCheckedFacePhoto } from '../../../ui/faces/use-face-photo';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { checkOwnPhoto, type PhotoChange } from '../api';

interface ProfileFormProps {
  profile: MemberProfile;
  submitting: boolean;
  onSubmit: (body: MemberProfileUpdate, photo: PhotoChange) => void;
  onCancel: () => void;
}

/**
 * What a person changes of themselves: the photo (checked for FaceID at once, as on the staff's person
 * form), the consent to FaceID, the name and the phone.
 */
export function ProfileForm({ profile, submitting, onSubmit, onCancel }: ProfileFormProps) {
  const titleId = useId();
  const form = useForm<MemberProfileForm, unknown, MemberProfileUpdate>({
    resolver: zodResolver(memberProfileUpdate),
    defaultValues: {
      name: profile.name,
      phone: profile.phone ?? '',
      faceConsent: profile.faceConsentAt !== null,
    },
  });
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
            <FormButtons submitting={submitting} onCancel={onCancel} />
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
