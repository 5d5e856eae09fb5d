import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ProfileFormInput,
  type ProfileRequest,
  profileForm,
} from '@reserva/shared/users/profile.schemas';
import { isSellerGroup } from '@reserva/shared/users/users.rules';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from '../../../ui/form/AddressFields';
import { isBlankAddress } from '../../../ui/form/address-values';
import { CnpjInput } from '../../../ui/form/CnpjInput';
import { CpfInput } from '../../../ui/form/CpfInput';
import { DateInput } from '../../../ui/form/DateInput';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import { GENDER_OPTIONS } from '../genders';
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
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileRequest>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(user),
  });
  const address = useWatch({ control, name: 'address' });
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const photoPreview = useObjectUrl(photo);

  return (
    <Paper withBorder p="lg" radius="md">
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome" required error={errors.name?.message} {...register('name')} />
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="cpf"
              render={({ field }) => (
                <CpfInput
                  label="CPF"
                  value={field.value as string | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={errors.cpf?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  label="Telefone"
                  required={isSeller}
                  value={field.value as string | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={errors.phone?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Select
                  label="Gênero"
                  placeholder="Selecione"
                  data={GENDER_OPTIONS}
                  value={(field.value as string | null) ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  clearable
                  error={errors.gender?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="birthDate"
              render={({ field }) => (
                <DateInput
                  label="Data de nascimento"
                  value={field.value as string | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  maxDate={dayjs().format('YYYY-MM-DD')}
                  clearable
                  error={errors.birthDate?.message}
                />
              )}
            />
          </SimpleGrid>
          {isSeller && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Controller
                control={control}
                name="cnpj"
                render={({ field }) => (
                  <CnpjInput
                    label="CNPJ"
                    required
                    value={field.value as string | null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={errors.cnpj?.message}
                  />
                )}
              />
              <TextInput
                label="Nome da empresa"
                required
                error={errors.companyName?.message}
                {...register('companyName')}
              />
              <TextInput label="Nome fantasia" error={errors.tradeName?.message} {...register('tradeName')} />
            </SimpleGrid>
          )}
          <Textarea
            label="Bio"
            autosize
            minRows={3}
            maxRows={8}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <Title order={2} size="h5" mt="xs">
            Endereço
          </Title>
          <AddressFields control={control} required={isSeller} disabled={submitting} />
          {/* The whole-address message ('Endereço requerido') lasts only while nothing is filled in. */}
          {errors.address?.message && isBlankAddress(address) && (
            <Text size="sm" c="red.7" role="alert">
              {errors.address.message}
            </Text>
          )}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={submitting}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
