import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

export interface BookingConfirmationDialogProps {
  /** The vacancy or limit failure (create-booking-flow.ts, LIMIT_CODES). */
  code: string;
  /** BOOKING_FULL_ACCESS or BOOKING_FORCE_LIMITS_ACCESS. */
  canForce: boolean;
  canQueue: boolean;
  queueing: boolean;
  forcing: boolean;
  onQueue: () => void;
  onForce: () => void;
  onClose: () => void;
}

/**
 * The Booking confirmation dialog (spec 001 s.2 and s.4): after a vacancy or daily-limit failure, put the
 * person in the event's queue or force the booking. Forcing takes two clicks: the first warns.
 */
export function BookingConfirmationDialog(props: BookingConfirmationDialogProps) {
  const [forceArmed, setForceArmed] = useState(false);
  const busy = props.queueing || props.forcing;
  const force = () => (forceArmed ? props.onForce() : setForceArmed(true));
  const next = [
    props.canQueue && 'adicionar o membro na fila de espera',
    props.canForce && 'forçar a reserva',
  ]
    .filter(Boolean)
    .join(' ou ');
  return (
    <Modal opened onClose={() => !busy && props.onClose()} title="Reserva não efetuada" centered>
      <Stack gap="sm">
        <Text fw={500}>{errorText(props.code, 'Não há vagas disponíveis')}</Text>
        {next && <Text size="sm">{`Você pode ${next}.`}</Text>}
        {forceArmed && (
          <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title="Atenção">
            A reserva será feita além das vagas ou do limite diário de reservas. Clique em Forçar reserva
            novamente para confirmar.
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={busy} data-autofocus>
          Cancelar
        </Button>
        {props.canQueue && (
          <Button variant="light" onClick={props.onQueue} loading={props.queueing} disabled={props.forcing}>
            Adicionar na fila
          </Button>
        )}
        {props.canForce && (
          <Button color="orange" onClick={force} loading={props.forcing} disabled={props.queueing}>
            Forçar reserva
          </Button>
        )}
      </Group>
    </Modal>
  );
}
