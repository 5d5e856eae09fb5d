import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import type { AvatarStatus, FaceIdStatus } from '@reserva/shared/faces/faces.rules';
import {
  type PersonCreateRequest,
  type PersonFormInput,
  personCreateRequest,
} from '@reserva/shared/people/people.schemas';
import { GENDER_OPTIONS } from '@reserva/shared/users/users.schemas';
import { IconCategory } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FacePhotoInput } from '../../../ui/faces/FacePhotoInput';
import { useFacePhoto } from '../../../ui/faces/use-face-photo';
import { controlledInput } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';
import { DocumentFields } from '../../../ui/form/DocumentFields';
import { FormButtons } from '../../../ui/form/FormButtons';
import { PersonFields } from '../../../ui/form/PersonFields';
import { useZipCodeLookup } from '../../addresses/api';
import type { PhotoChange } from '../../users/use-save-user-photo';
import { CategoriesDialog, type LinkedCategory } from './CategoriesDialog';
import { HostSelect } from './HostSelect';

export interface PersonFormProps {
  defaultValues: PersonFormInput;
  avatarUrl?: string | null;
  /** The saved photo's and FaceID's states (an edit); a new person has neither. */
  avatarStatus?: AvatarStatus;
  faceIdStatus?: FaceIdStatus;
  /** The linked categories, with the 'Categorias' button; absent, no categories (a hosted person, a lodger). */
  categories?: LinkedCategory[];
  /** Asks for the host (a dependant or guest whose host the navigation did not give). */
  hostPicker?: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: PersonCreateRequest, photo: PhotoChange) => void;
  onCancel: () => void;
}

/** The person form of spec 000 (s.2 and s.5): photo, categories, host, personal data and address. */
export function PersonForm(props: PersonFormProps) {
  const { submitting } = props;
  const form = useForm<PersonFormInput, unknown, PersonCreateRequest>({
    resolver: zodResolver(personCreateRequest),
    defaultValues: props.defaultValues,
  });
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  // A group with FaceID checks each new photo at once (spec 000 s.4).
  const facePhoto = useFacePhoto(props.defaultValues.featureGroupKey, props.avatarStatus ?? 'EMPTY');
  const { photo } = facePhoto;
  const zipCodeLookup = useZipCodeLookup();
  const [linked, setLinked] = useState<LinkedCategory[]>(props.categories ?? []);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const today = todayInSaoPaulo();
  // Spec 000, s.4: a member is registered only once a category is linked.
  const needsCategory = props.categories !== undefined && props.defaultValues.featureGroupKey === 'MEMBER';

  const link = (categories: LinkedCategory[]) => {
    setLinked(categories);
    setValue(
      'categoriesId',
      categories.map((category) => category.id),
      { shouldDirty: true, shouldValidate: Boolean(errors.categoriesId) },
    );
    setCategoriesOpen(false);
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <FormProvider {...form}>
        {/* noValidate: the schema's messages replace the browser's own bubbles. */}
        <form noValidate onSubmit={handleSubmit((values) => props.onSubmit(values, photo))}>
          <Stack gap="md">
            <FacePhotoInput
              facePhoto={facePhoto}
              savedUrl={props.avatarUrl}
              faceIdStatus={props.faceIdStatus}
              disabled={submitting}
            />
            {props.categories !== undefined && (
              <Stack gap={6}>
                <Group gap="sm">
                  <Button
                    variant="light"
                    leftSection={<IconCategory size={18} aria-hidden />}
                    onClick={() => setCategoriesOpen(true)}
                    disabled={submitting}
                  >
                    Categorias
                  </Button>
                  {linked.map((category) => (
                    <Badge key={category.id} variant="light" tt="none" size="lg">
                      {category.title} · {category.venture.name}
                    </Badge>
                  ))}
                </Group>
                {errors.categoriesId?.message && linked.length === 0 && (
                  <Text size="sm" c="red.7" role="alert">
                    {errors.categoriesId.message}
                  </Text>
                )}
              </Stack>
            )}
            {props.hostPicker && (
              <Controller
                control={control}
                name="hostId"
                render={(controller) => (
                  <HostSelect label="Titular" required {...controlledInput<string>(controller)} />
                )}
              />
            )}
            <Title order={2} size="h5">
              Dados pessoais
            </Title>
            <PersonFields
              emailAutoComplete="off"
              company={false}
              disabled={submitting}
              document={<DocumentFields />}
              zipCodeLookup={zipCodeLookup}
              trailing={
                <>
                  <Controller
                    control={control}
                    name="birthDate"
                    render={(controller) => (
                      <DateInput
                        label="Data de nascimento"
                        required
                        {...controlledInput<string>(controller)}
                        maxDate={today}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="healthCheck"
                    render={(controller) => (
                      <DateInput
                        label="Exame médico"
                        {...controlledInput<string>(controller)}
                        maxDate={today}
                        clearable
                      />
                    )}
                  />
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
                </>
              }
            />
            <FormButtons
              submitting={submitting}
              onCancel={props.onCancel}
              submitLabel={props.submitLabel}
              submitDisabled={needsCategory && linked.length === 0}
            />
          </Stack>
        </form>
      </FormProvider>
      <CategoriesDialog
        opened={categoriesOpen}
        linked={linked}
        onSave={link}
        onClose={() => setCategoriesOpen(false)}
      />
    </Paper>
  );
}
