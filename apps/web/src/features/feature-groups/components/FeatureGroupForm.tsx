import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type FeatureGroupFeature,
  type FeatureGroupWrite,
  type FeatureGroupWriteInput,
  featureGroupWrite,
} from '@reserva/shared/feature-groups/feature-groups.schemas';
import type { Feature } from '@reserva/shared/features/features.schemas';
import { IconListCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { controlledInput, controlledSwitch } from '../../../ui/form/controlled';
import { FormButtons } from '../../../ui/form/FormButtons';
import { IntegerInput } from '../../../ui/form/IntegerInput';
import { useAllFeatures } from '../api';
import { FeatureList, FeaturesHeading } from './FeatureList';
import { FeaturePickerModal } from './FeaturePickerModal';

export type FeatureGroupFormValues = Omit<FeatureGroupWriteInput, 'authLevel'> & { authLevel: number | null };

export interface FeatureGroupFormProps {
  defaultValues: FeatureGroupFormValues;
  /** The group's features as stored, to name them before the whole list arrives. */
  initialFeatures: FeatureGroupFeature[];
  /** Built-in groups keep their key (the server refuses a change). */
  keyLocked: boolean;
  /** Only FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS shows the facial-recognition option (spec 002 s.6). */
  showFaceId: boolean;
  /** A non-MASTER may only give levels numerically above its own (server-rules.md, Permissions). */
  minAuthLevel: number;
  isGrantable: (feature: Feature) => boolean;
  submitting: boolean;
  onSubmit: (values: FeatureGroupWrite) => void;
  onCancel: () => void;
}

/** Name, key, level, flags and permissions of a group (spec 002 s.5). */
export function FeatureGroupForm(props: FeatureGroupFormProps) {
  const { minAuthLevel, showFaceId } = props;
  const schema = useMemo(
    () =>
      featureGroupWrite.refine((group) => group.authLevel >= minAuthLevel, {
        path: ['authLevel'],
        message: `Mínimo ${minAuthLevel}`,
      }),
    [minAuthLevel],
  );
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FeatureGroupFormValues, unknown, FeatureGroupWrite>({
    // The empty level field holds null, which the schema answers with 'Requerido'.
    resolver: zodResolver(schema) as unknown as Resolver<FeatureGroupFormValues, unknown, FeatureGroupWrite>,
    defaultValues: props.defaultValues,
  });
  const useExperienceLevel = useWatch({ control, name: 'useExperienceLevel' });
  const selected = useWatch({ control, name: 'features' });
  const [picking, setPicking] = useState(false);
  const allFeatures = useAllFeatures(true);

  // Names for the chosen ids: the whole list once loaded, the stored ones meanwhile.
  const known = new Map<string, FeatureGroupFeature>(
    [...props.initialFeatures, ...(allFeatures.data ?? [])].map((feature) => [feature.id, feature]),
  );
  const chosen = selected.flatMap((id) => known.get(id) ?? []);

  const submit = handleSubmit((values) =>
    // Without the HIKCENTRAL key the option is not sent at all: the server keeps what is stored.
    props.onSubmit(showFaceId ? values : { ...values, useFaceId: undefined }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Nome"
              required
              data-autofocus
              error={errors.name?.message}
              {...register('name')}
            />
            <TextInput
              label="Chave"
              required
              readOnly={props.keyLocked}
              // Keys are stored uppercased (spec 002, section 9): show them so while typing.
              styles={{ input: { textTransform: 'uppercase' } }}
              error={errors.key?.message}
              {...register('key')}
            />
            <Controller
              control={control}
              name="authLevel"
              render={(controller) => (
                <IntegerInput
                  label="Nível de permissão"
                  // A hint, not a description: a description would push this input below the others.
                  placeholder={
                    minAuthLevel > 0 ? `A partir de ${minAuthLevel} (menor é mais forte)` : '0 é o mais forte'
                  }
                  required
                  {...controlledInput<number>(controller)}
                />
              )}
            />
          </SimpleGrid>
          {props.keyLocked && (
            <Text size="xs" c="dimmed" mt={-8}>
              Grupo padrão do sistema: a chave não pode ser alterada.
            </Text>
          )}
          <Group gap="xl">
            <Controller
              control={control}
              name="useExperienceLevel"
              render={(controller) => (
                <Switch
                  label="Usa nível de experiência"
                  {...controlledSwitch(controller)}
                  onChange={(event) => {
                    controller.field.onChange(event.currentTarget.checked);
                    // Spec 002 s.4: the onboard link needs the experience level.
                    if (!event.currentTarget.checked) setValue('useOnboardUrl', false);
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="useOnboardUrl"
              render={(controller) => (
                <Switch
                  label="Usa URL de onboard"
                  description={useExperienceLevel ? undefined : 'Requer nível de experiência'}
                  disabled={!useExperienceLevel}
                  {...controlledSwitch(controller)}
                />
              )}
            />
            {showFaceId && (
              <Controller
                control={control}
                name="useFaceId"
                render={(controller) => (
                  <Switch label="Usa reconhecimento facial" {...controlledSwitch(controller)} />
                )}
              />
            )}
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" mt="md">
        <Group justify="space-between" mb="sm">
          <FeaturesHeading count={chosen.length} />
          <Button
            variant="light"
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={() => setPicking(true)}
          >
            Gerenciar permissões
          </Button>
        </Group>
        <FeatureList features={chosen} />
      </Paper>

      <FormButtons submitting={props.submitting} onCancel={props.onCancel} mt="md" />

      <FeaturePickerModal
        opened={picking}
        features={allFeatures.data}
        loading={allFeatures.isPending}
        selected={selected}
        isGrantable={props.isGrantable}
        onClose={() => setPicking(false)}
        onApply={(ids) => {
          setValue('features', ids, { shouldDirty: true });
          setPicking(false);
        }}
      />
    </form>
  );
}
