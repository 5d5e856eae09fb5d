import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Stack } from '@mantine/core';
import { todayInSaoPaulo } from '@reserva/shared/common/dates';
import { isBlockedNow, minBlockEndDate } from '@reserva/shared/people/people.rules';
import {
  type BlockFormInput,
  type BlockRequest,
  blockRequest,
  type PersonDetails,
} from '@reserva/shared/people/people.schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormModal } from '../../../ui/dialogs/FormModal';
import { controlledInput } from '../../../ui/form/controlled';
import { DateInput } from '../../../ui/form/DateInput';
import { FormButtons } from '../../../ui/form/FormButtons';

export interface BlockDialogProps {
  opened: boolean;
  person: PersonDetails;
  saving: boolean;
  onSave: (body: BlockRequest) => void;
  onClose: () => void;
}

/** 'Gerenciar bloqueios' (spec 000, s.2 and s.5): indefinite, or until a date from tomorrow at 00:00. */
export function BlockDialog({ opened, person, saving, onSave, onClose }: BlockDialogProps) {
  return (
    <FormModal
      opened={opened}
      titles={{ create: 'Gerenciar bloqueios', edit: 'Gerenciar bloqueios' }}
      record={person}
      saving={saving}
      onClose={onClose}
    >
      <BlockForm person={person} saving={saving} onSave={onSave} onClose={onClose} />
    </FormModal>
  );
}

function BlockForm({ person, saving, onSave, onClose }: Omit<BlockDialogProps, 'opened'>) {
  const running = !person.isBlocked && isBlockedNow(person) && person.blockedUntil;
  const { control, handleSubmit, setValue } = useForm<BlockFormInput, unknown, BlockRequest>({
    resolver: zodResolver(blockRequest),
    defaultValues: {
      isBlocked: person.isBlocked,
      // The date of a running suspension, as São Paulo sees its 00:00.
      blockExpiresAt: running ? todayInSaoPaulo(new Date(running)) : null,
    },
  });
  const indefinite = useWatch({ control, name: 'isBlocked' });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          Bloquear ou suspender cancela todas as reservas pendentes e entradas na fila de espera desta pessoa,
          inclusive as de seus dependentes e convidados.
        </Alert>
        <Controller
          control={control}
          name="isBlocked"
          render={({ field }) => (
            <Checkbox
              label="Indeterminado"
              checked={Boolean(field.value)}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
                // An indefinite block has no end date.
                if (event.currentTarget.checked) setValue('blockExpiresAt', null);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="blockExpiresAt"
          render={(controller) => (
            <DateInput
              label="Bloqueado até"
              description="Às 00:00 da data escolhida. Sem data e sem 'Indeterminado', o bloqueio é retirado."
              {...controlledInput<string>(controller)}
              minDate={minBlockEndDate()}
              disabled={Boolean(indefinite)}
              clearable
            />
          )}
        />
        <FormButtons submitting={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
