import { Button, Stack, Text } from '@mantine/core';
import type { ExternalBookingConfirmed } from '@reserva/shared/bookings/external-bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { IconAlertTriangle, IconCalendarCheck, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DetailItem } from '../../ui/details/DetailItem';
import { formatMoney } from '../../ui/format';
import { PageLoader } from '../../ui/PageLoader';
import { PublicCard } from '../../ui/PublicCard';
import { DUPLICATE_BOOKING_CODE } from '../bookings/create-booking-flow';
import { useConfirmExternalBooking, useExternalBookingPreview } from './api';
import { BookingSummary } from './components/BookingSummary';
import { KeepActions } from './components/KeepActions';

// The refusals of the link itself: trying again cannot help (a new request from the event's link can).
const LINK_REFUSALS: readonly string[] = [
  'invalid-token',
  'booking-request-expired',
  'booking-request-already-confirmed',
  'user-identity-mismatch',
  'schedule-not-found',
];

/**
 * /bookings/register/confirm?token=: the owner of the e-mail sees what the link books and confirms it
 * (docs/decisions.md, Public booking form). It books on a click, not on opening: mail scanners open
 * links, and only the mailbox's owner may consent.
 */
export function BookingConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const preview = useExternalBookingPreview(token);
  const confirm = useConfirmExternalBooking();

  if (!token) {
    return (
      <PublicCard
        icon={<IconLinkOff size={30} />}
        iconColor="orange"
        title="Link inválido"
        description="Abra o link de confirmação recebido por e-mail."
      />
    );
  }
  if (confirm.data) return <Confirmed booking={confirm.data} />;
  const code = (confirm.error ?? preview.error)?.message;
  const duplicate = code === DUPLICATE_BOOKING_CODE;
  if (code !== undefined && !duplicate) {
    return (
      <PublicCard
        icon={<IconAlertTriangle size={30} />}
        iconColor="orange"
        title="Reserva não confirmada"
        description={errorText(code, 'Ocorreu um erro ao confirmar a reserva, tente novamente.')}
      >
        {!LINK_REFUSALS.includes(code) && (
          <Button
            fullWidth
            size="md"
            variant="light"
            onClick={() => (confirm.error ? confirm.reset() : void preview.refetch())}
          >
            Tentar novamente
          </Button>
        )}
      </PublicCard>
    );
  }
  if (!preview.data) return <PageLoader />;
  return (
    <PublicCard
      icon={<IconCalendarCheck size={30} />}
      title="Confirmar reserva"
      description={
        duplicate
          ? 'Você já tem uma reserva neste local nesse dia. Deseja fazer também esta reserva?'
          : 'Confira o pedido e confirme. A vaga só fica garantida depois da confirmação.'
      }
    >
      <Stack gap="lg">
        <BookingSummary summary={preview.data} title="Pedido de reserva" />
        {preview.data.totalPrice > 0 && (
          <Text size="sm">Confirmada a reserva, o pagamento é feito no clube.</Text>
        )}
        <Button
          fullWidth
          size="md"
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ token, isVerified: duplicate })}
        >
          {duplicate ? 'Criar reserva' : 'Confirmar reserva'}
        </Button>
      </Stack>
    </PublicCard>
  );
}

/** The booking made, to keep: its code, what was booked and how it is paid. */
function Confirmed({ booking }: { booking: ExternalBookingConfirmed }) {
  return (
    <PublicCard
      icon={<IconCircleCheck size={32} />}
      iconColor="green"
      title="Reserva confirmada"
      description="Sua vaga está garantida. Enviamos a confirmação para o seu e-mail."
    >
      <Stack gap="md">
        <DetailItem label="Código da reserva">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {booking.id}
          </Text>
        </DetailItem>
        <BookingSummary summary={booking} title="Sua reserva" />
        <Text size="sm">
          {booking.totalPrice > 0
            ? `O pagamento de ${formatMoney(booking.totalPrice)} é feito no clube. Na chegada, informe seu nome na recepção.`
            : 'Na chegada, informe seu nome na recepção.'}
        </Text>
      </Stack>
      <KeepActions />
    </PublicCard>
  );
}
