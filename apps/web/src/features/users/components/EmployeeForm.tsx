import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { isSellerGroup } from '@reserva/shared/users/users.rules';
import {
  type AssignableGroup,
  type EmployeeFormInput,
  type EmployeeFormValues,
  employeeForm,
} from '@reserva/shared/users/users.schemas';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from '../../../ui/form/AddressFields';
import { isBlankAddress } from '../../../ui/form/address-values';
import { CnpjInput } from '../../../ui/form/CnpjInput';
import { CpfInput } from '../../../ui/form/CpfInput';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { PhotoInput } from '../../../ui/form/PhotoInput';
import { useObjectUrl } from '../../../ui/form/use-object-url';
import type { PhotoChange } from '../use-save-user-photo';

export interface EmployeeFormProps {
  defaultValues: EmployeeFormInput;
  avatarUrl?: string | null;
  /** The groups that may be chosen (the current one included on an edit). */
  groups: AssignableGroup[];
  /** The ventures that may be chosen: the user's own, or every one for a MASTER. */
  ventures: { id: string; name: string }[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: EmployeeFormValues, photo: PhotoChange) => void;
  onCancel: () => void;
}

/** The employee form of spec 002 (s.5 Employee): type, personal data, seller data, ventures, address, photo. */
export function EmployeeForm(props: EmployeeFormProps) {
  const { groups, ventures, submitting } = props;
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<EmployeeFormInput, unknown, EmployeeFormValues>({
    resolver: zodResolver(employeeForm),
    defaultValues: props.defaultValues,
  });
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const photoPreview = useObjectUrl(photo);
  const groupKey = useWatch({ control, name: 'featureGroupKey' });
  const address = useWatch({ control, name: 'address' });
  const isSeller = isSellerGroup(groupKey);

  const chooseGroup = (id: string | null) => {
    const key = groups.find((group) => group.id === id)?.key ?? '';
    setValue('featureGroupId', id ?? '', { shouldDirty: true });
    setValue('featureGroupKey', key, { shouldDirty: true, shouldValidate: Boolean(errors.featureGroupKey) });
    // Company name, trade name and CNPJ belong to sellers only (spec 002, s.5).
    if (!isSellerGroup(key)) {
      for (const field of ['cnpj', 'companyName', 'tradeName'] as const) setValue(field, null);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      {/* noValidate: the schema's messages replace the browser's own bubbles. */}
      <form noValidate onSubmit={handleSubmit((values) => props.onSubmit(values, photo))}>
        <Stack gap="md">
          <PhotoInput
            value={photo === undefined ? (props.avatarUrl ?? null) : photoPreview}
            onSelect={setPhoto}
            onRemove={() => setPhoto(null)}
            disabled={submitting}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="featureGroupId"
              render={({ field }) => (
                <Select
                  label="Tipo"
                  placeholder="Selecione o tipo"
                  required
                  data={groups.map((group) => ({ value: group.id, label: group.name }))}
                  value={field.value || null}
                  onChange={chooseGroup}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  error={errors.featureGroupId?.message ?? errors.featureGroupKey?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="venturesId"
              render={({ field }) => (
                <MultiSelect
                  label="Empreendimentos"
                  placeholder="Selecione"
                  required={groupKey !== MASTER_GROUP_KEY}
                  data={ventures.map((venture) => ({ value: venture.id, label: venture.name }))}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  searchable
                  nothingFoundMessage="Nenhum empreendimento encontrado"
                  error={errors.venturesId?.message}
                />
              )}
            />
            <TextInput label="Nome" required error={errors.name?.message} {...register('name')} />
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
          </SimpleGrid>
          {isSeller && (
            <>
              <Title order={2} size="h5" mt="xs">
                Dados da empresa
              </Title>
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
                <TextInput
                  label="Nome fantasia"
                  error={errors.tradeName?.message}
                  {...register('tradeName')}
                />
              </SimpleGrid>
            </>
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={submitting}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
