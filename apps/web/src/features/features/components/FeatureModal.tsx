import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  type Feature,
  type FeatureWrite,
  type FeatureWriteInput,
  featureWrite,
} from '@reserva/shared/features/features.schemas';
import { useForm } from 'react-hook-form';
import { isBuiltInFeature } from '../built-in';

export interface FeatureModalProps {
  opened: boolean;
  /** The feature being edited; null to create one. */
  feature: Feature | null;
  saving: boolean;
  onSave: (values: FeatureWrite) => void;
  onClose: () => void;
}

/** The create/edit dialog of a permission: key and name (spec 002, section 5). */
export function FeatureModal({ opened, feature, saving, onSave, onClose }: FeatureModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={feature ? 'Editar permissão' : 'Nova permissão'}
      centered
    >
      {/* Mounted only while open, so every opening starts from the record (or empty). */}
      <FeatureForm feature={feature} saving={saving} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

function FeatureForm({ feature, saving, onSave, onClose }: Omit<FeatureModalProps, 'opened'>) {
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
