import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import { Link } from 'react-router';
import { INCOMPLETE_RECORD_TITLE } from '../../bookings/create-booking-flow';

interface IncompleteRecordNoticeProps {
  /** The booking's refusal code (`user-address-missing`, …): what the record lacks. */
  code: string;
  /** The person booked for, when it is not the signed-in one (they complete their own record). */
  otherName: string | null;
  onClose: () => void;
}

/**
 * The booking stands, but its payment needs a complete record: the person completes theirs on Perfil
 * (address, phone, a missing birth date); someone they book for completes their own.
 */
export function IncompleteRecordNotice({ code, otherName, onClose }: IncompleteRecordNoticeProps) {
  const missing = errorText(code, '');
  return (
    <Stack gap="md">
      <Alert color="yellow" title={INCOMPLETE_RECORD_TITLE} role="status">
        <Text size="sm">
          {otherName === null
            ? `Reserva feita. Para o pagamento, complete o seu cadastro. ${missing}`
            : `Reserva feita. Para o pagamento, ${otherName} precisa completar o cadastro no Perfil do aplicativo ou na secretaria do clube. ${missing}`}
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Fechar
        </Button>
        {otherName === null && (
          <Button component={Link} to="/perfil" onClick={onClose}>
            Completar cadastro
          </Button>
        )}
      </Group>
    </Stack>
  );
}
