import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import type { VentureBody, VentureBodyInput } from '@reserva/shared/ventures/ventures.schemas';
import { type Control, Controller } from 'react-hook-form';
import { controlledInput } from '../../../ui/form/controlled';
import { IntegerInput } from '../../../ui/form/IntegerInput';

const FIELDS = [
  { name: 'noShowPenaltyCount', label: 'Após quantos no-shows' },
  { name: 'noShowPenaltyDays', label: 'Dentro de quantos dias' },
  { name: 'noShowSuspensionDays', label: 'Dias de suspensão' },
] as const;

/** The venture's no-show penalty (beyond the spec): the three numbers, or none to never suspend. */
export function NoShowPenaltyFields({
  control,
}: {
  control: Control<VentureBodyInput, unknown, VentureBody>;
}) {
  return (
    <Fieldset legend="Suspensão por no-show" variant="filled">
      <Text size="sm" c="dimmed" mb="sm">
        Quem faltar a esse número de reservas no período fica suspenso pelos dias informados. Deixe em branco
        para não suspender.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {FIELDS.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={(controller) => <IntegerInput label={label} {...controlledInput<number>(controller)} />}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
