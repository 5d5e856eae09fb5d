import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Select, Stack } from '@mantine/core';
import type { AvatarStatus, FaceIdStatus } from '@reserva/shared/faces/faces.rules';
import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { isSellerGroup } from '@reserva/shared/users/users.rules';
import {
  type AssignableGroup,
  type EmployeeFormInput,
  type EmployeeFormValues,
  employeeForm,
} from '@reserva/shared/users/users.schemas';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { FacePhotoInput } from '../../../ui/faces/FacePhotoInput';
import { useFacePhoto } from '../../../ui/faces/use-face-photo';
import { controlledInput } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { PersonFields } from '../../../ui/form/PersonFields';
import { useZipCodeLookup } from '../../addresses/api';
import { type NamedVenture, VentureMultiPicker } from '../../auth/components/VenturePicker';
import type { PhotoChange } from '../use-save-user-photo';

export interface EmployeeFormProps {
  defaultValues: EmployeeFormInput;
  avatarUrl?: string | null;
  /** The saved photo's and FaceID's states (an edit); a new employee has neither. */
  avatarStatus?: AvatarStatus;
  faceIdStatus?: FaceIdStatus;
  /** The groups that may be chosen (the current one included on an edit). */
  groups: AssignableGroup[];
  /**
   * The names of the ventures chosen at first (the user's, or the session's on a register); the field
   * offers the editor's own ventures, or every one to a MASTER, searched on the server.
   */
  ventures: readonly NamedVenture[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: EmployeeFormValues, photo: PhotoChange) => void;
  onCancel: () => void;
}

/** The employee form of spec 002 (s.5 Employee): type, personal data, seller data, ventures, address, photo. */
export function EmployeeForm(props: EmployeeFormProps) {
  const { groups, ventures, submitting } = props;
  const form = useForm<EmployeeFormInput, unknown, EmployeeFormValues>({
    resolver: zodResolver(employeeForm),
    defaultValues: props.defaultValues,
  });
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  const groupKey = useWatch({ control, name: 'featureGroupKey' });
  // A group with FaceID checks each new photo (spec 000 s.4): staff groups may use it too.
  const facePhoto = useFacePhoto(groupKey, props.avatarStatus ?? 'EMPTY');
  const { photo } = facePhoto;
  const isSeller = isSellerGroup(groupKey);
  const zipCodeLookup = useZipCodeLookup();

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
            <PersonFields
              zipCodeLookup={zipCodeLookup}
              leading={
                <>
                  <Controller
                    control={control}
                    name="featureGroupId"
                    render={(controller) => (
                      <Select
                        label="Tipo"
                        placeholder="Selecione o tipo"
                        required
                        data={groups.map((group) => ({ value: group.id, label: group.name }))}
                        {...controlledInput<string>(controller)}
                        value={controller.field.value || null}
                        onChange={chooseGroup}
                        allowDeselect={false}
                        // The group's key is checked too, and its message is shown here.
                        error={errors.featureGroupId?.message ?? errors.featureGroupKey?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="venturesId"
                    render={(controller) => (
                      <VentureMultiPicker
                        label="Empreendimentos"
                        placeholder="Selecione"
                        required={groupKey !== MASTER_GROUP_KEY}
                        known={ventures}
                        {...controlledInput<string[]>(controller)}
                      />
                    )}
                  />
                </>
              }
              emailAutoComplete="off"
              company={isSeller}
              companyTitle="Dados da empresa"
              disabled={submitting}
            />
            <FormButtons submitting={submitting} onCancel={props.onCancel} submitLabel={props.submitLabel} />
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
