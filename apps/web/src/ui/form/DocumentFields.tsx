import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { FOREIGNER_DOCUMENT_LABELS, FOREIGNER_DOCUMENT_TYPES } from '@reserva/shared/people/people.rules';
import type { PersonFormInput } from '@reserva/shared/people/people.schemas';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CpfInput } from './CpfInput';
import { controlledInput } from './controlled';

const TYPE_OPTIONS = FOREIGNER_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: FOREIGNER_DOCUMENT_LABELS[type],
}));

/** The CPF, or with 'Usar documento internacional' a foreign document and its type (spec 000, s.5). */
export function DocumentFields() {
  const { control, setValue } = useFormContext<PersonFormInput>();
  const foreign = useWatch({ control, name: 'useForeignerDocument' });
  const toggle = (checked: boolean) => {
    setValue('useForeignerDocument', checked, { shouldDirty: true });
    // Only the document in use is kept.
    if (checked) setValue('cpf', null);
    else {
      setValue('foreignerDocument', '');
      setValue('foreignerDocumentType', null);
    }
  };
  return (
    <Stack gap={6}>
      {foreign ? (
        <Group gap="sm" align="flex-start" grow>
          <Controller
            control={control}
            name="foreignerDocumentType"
            render={(controller) => (
              <Select
                label="Tipo do documento"
                required
                data={TYPE_OPTIONS}
                {...controlledInput<string>(controller)}
              />
            )}
          />
          <Controller
            control={control}
            name="foreignerDocument"
            render={({ field, fieldState }) => (
              <TextInput
                label="Documento"
                required
                {...field}
                value={(field.value as string | null | undefined) ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
      ) : (
        <Controller
          control={control}
          name="cpf"
          render={(controller) => <CpfInput label="CPF" required {...controlledInput<string>(controller)} />}
        />
      )}
      <Checkbox
        label="Usar documento internacional"
        checked={Boolean(foreign)}
        onChange={(event) => toggle(event.currentTarget.checked)}
        size="xs"
      />
    </Stack>
  );
}
