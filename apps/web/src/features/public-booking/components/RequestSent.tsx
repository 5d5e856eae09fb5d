import { Button, Stack, Text } from '@mantine/core';
import { requestSummary } from '@reserva/shared/bookings/external-bookings.rules';
import type { ExternalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import type { ExternalSchedule } from '@reserva/shared/schedules/external-links.schemas';
import { IconMailForward } from '@tabler/icons-react';
import { PublicCard } from '../../../ui/PublicCard';
import { BookingSummary } from './BookingSummary';
import { KeepActions } from './KeepActions';

interface RequestSentProps {
  event: ExternalSchedule;
  request: ExternalBookingInput;
  /** Back to an empty form. */
  onAnother: () => void;
}

/**
 * After a submission: what was asked and what happens next, to keep (docs/decisions.md, Public booking
 * form). Nothing is booked until the e-mail's owner confirms through the mailed link.
 */
export function RequestSent({ event, request, onAnother }: RequestSentProps) {
  const summary = requestSummary(event, request);
  return (
    <PublicCard
      icon={<IconMailForward size={30} />}
      iconColor="brand"
      title="Confirme pelo e-mail"
      description={
        <>
          Enviamos um link de confirmação para{' '}
          <Text component="strong" size="sm" fw={700} c="dark" style={{ overflowWrap: 'anywhere' }}>
            {request.email}
          </Text>
          .
        </>
      }
    >
      <Stack gap="md">
        <Text size="sm" role="status">
          A reserva só é feita quando você abrir o link e confirmar. Até lá, a vaga não fica guardada para
          você. O link vale por 24 horas, e só até o início da atividade.
        </Text>
        <BookingSummary summary={summary} title="Pedido de reserva" />
        {summary.totalPrice > 0 && <Text size="sm">Confirmada a reserva, o pagamento é feito no clube.</Text>}
        <Text size="sm" c="dimmed">
          Não recebeu o e-mail? Confira a caixa de spam, ou faça o pedido de novo.
        </Text>
      </Stack>
      <KeepActions>
        <Button fullWidth size="md" onClick={onAnother}>
          Fazer outra reserva
        </Button>
      </KeepActions>
    </PublicCard>
  );
}
