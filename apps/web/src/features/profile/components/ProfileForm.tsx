import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, PasswordInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ProfileFormInput,
  type ProfileRequest,
  profileForm,
} from '@reserva/shared/users/profile.schemas';
import { isSellerGroup } from '@reserva/shared/users/users.rules';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { GENDER_OPTIONS } from '@reserva/shared/users/users.schemas';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';
import { FormButtons } from '../../../ui/form/FormButtons';
import { PersonFields } from '../../../ui/form/PersonFields';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { useZipCodeLookup } from '../../addresses/api';
import { profileFormValues } from '../profile-form-values';

/** What happens to the photo on save: a new file, removal (null), or nothing (undefined). */
export type PhotoChange = File | null | undefined;

export interface ProfileFormProps {
  user: UserDetails;
  submitting: boolean;
  onSubmit: (values: ProfileRequest, photo: PhotoChange) => void;
  onCancel: () => void;
}

/** The own profile's form (spec 002, s.5 Profile): photo, personal data, address, optional new password. */
export function ProfileForm({ user, submitting, onSubmit, onCancel }: ProfileFormProps) {
  const isSeller = isSellerGroup(user.featureGroup.key);
  const schema = useMemo(() => profileForm(user.featureGroup.key), [user.featureGroup.key]);
  const form = useForm<ProfileFormInput, unknown, ProfileRequest>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(user),
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const zipCodeLookup = useZipCodeLookup();
  const photoPreview = useObjectUrl(photo);

  return (
    <Paper withBorder p="lg" radius="md">
      <FormProvider {...form}>
        {/* noValidate: the schema's messages replace the browser's own bubbles. */}
        <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, photo))}>
          <Stack gap="md">
            <PhotoInput
              value={photo === undefined ? user.avatarUrl : photoPreview}
              onSelect={setPhoto}
              onRemove={() => setPhoto(null)}
              disabled={submitting}
            />
            <Title order={2} size="h5">
              Dados pessoais
            </Title>
            <PersonFields
              zipCodeLookup={zipCodeLookup}
              emailAutoComplete="email"
              company={isSeller}
              disabled={submitting}
              trailing={
                <>
                  <Controller
                    control={control}
                    name="gender"
                    render={(controller) => (
                      <Select
                        label="Gênero"
                        placeholder="Selecione"
                        data={GENDER_OPTIONS}
                        {...controlledInput<string>(controller)}
                        clearable
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="birthDate"
                    render={(controller) => (
                      <DateInput
                        label="Data de nascimento"
                        {...controlledInput<string>(controller)}
                        maxDate={dayjs().format('YYYY-MM-DD')}
                        clearable
                      />
                    )}
                  />
                </>
              }
            />
            <Title order={2} size="h5" mt="xs">
              Alterar senha
            </Title>
            <Text size="sm" c="dimmed" mt={-8}>
              Deixe em branco para manter a senha atual.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PasswordInput
                label="Nova senha"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordInput
                label="Confirmar nova senha"
                autoComplete="new-password"
                error={errors.passwordConfirmation?.message}
                {...register('passwordConfirmation')}
              />
            </SimpleGrid>
            <FormButtons submitting={submitting} onCancel={onCancel} />
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
