import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import {
  type Feature,
  type FeatureWrite,
  type FeatureWriteInput,
  featureWrite,
} from '@reserva/shared/features/features.schemas';
import { useForm } from 'react-hook-form';
import { FormModal, type RecordDialogProps, type RecordFormProps } from '../../../ui/dialogs/FormModal';
import { FormButtons } from '../../../ui/form/FormButtons';
import { isBuiltInFeature } from '../built-in';

const TITLES = { create: 'Nova permissão', edit: 'Editar permissão' };

/** The create/edit dialog of a permission: key and name (spec 002, section 5). */
export function FeatureModal(props: RecordDialogProps<Feature, FeatureWrite>) {
  return (
    <FormModal titles={TITLES} {...props}>
      <FeatureForm {...props} />
    </FormModal>
  );
}

function FeatureForm({ record: feature, saving, onSave, onClose }: RecordFormProps<Feature, FeatureWrite>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeatureWriteInput, unknown, FeatureWrite>({
    resolver: zodResolver(featureWrite),
    defaultValues: { key: feature?.key ?? '', name: feature?.name ?? '' },
  });
  const keyLocked = feature !== null && isBuiltInFeature(feature.key);
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Stack gap="md">
        <TextInput
          label="Chave"
          required
          data-autofocus={!keyLocked || undefined}
          readOnly={keyLocked}
          description={
            keyLocked
              ? 'Permissão usada pelo sistema: a chave não pode ser alterada.'
              : 'Letras sem acento, números e _ (salva em maiúsculas)'
          }
          // Keys are stored uppercased (spec 002, section 9): show them so while typing.
          styles={{ input: { textTransform: 'uppercase' } }}
          error={errors.key?.message}
          {...register('key')}
        />
        <TextInput
          label="Nome"
          required
          data-autofocus={keyLocked || undefined}
          error={errors.name?.message}
          {...register('name')}
        />
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
