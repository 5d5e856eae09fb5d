import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { ExternalBookingConfirmed } from '@reserva/shared/bookings/external-bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { IconAlertTriangle, IconCalendarCheck, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DetailItem } from '../../ui/details/DetailItem';
import { formatDate, formatMoney, formatTime } from '../../ui/format';
import { DUPLICATE_BOOKING_CODE } from '../bookings/create-booking-flow';
import { PublicCard } from '../passwords/components/PublicCard';
import { useConfirmExternalBooking } from './api';

// The refusals of the link itself: trying again cannot help (a new request from the event's link can).
const LINK_REFUSALS: readonly string[] = [
  'invalid-token',
  'booking-request-expired',
  'booking-request-already-confirmed',
  'user-identity-mismatch',
];

/**
 * /bookings/register/confirm?token=: the owner of the e-mail confirms the booking asked for through an
 * event's link (docs/decisions.md, Public booking form). It books on a click, not on opening: mail
 * scanners open links, and only the mailbox's owner may consent.
 */
export function BookingConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
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
  const code = confirm.error?.message;
  const duplicate = code === DUPLICATE_BOOKING_CODE;
  if (confirm.error && !duplicate) {
    return (
      <PublicCard
        icon={<IconAlertTriangle size={30} />}
        iconColor="orange"
        title="Reserva não confirmada"
        description={errorText(code, 'Ocorreu um erro ao confirmar a reserva, tente novamente.')}
      >
        {!LINK_REFUSALS.includes(code ?? '') && (
          <Button fullWidth size="md" variant="light" onClick={() => confirm.reset()}>
            Tentar novamente
          </Button>
        )}
      </PublicCard>
    );
  }
  return (
    <PublicCard
      icon={<IconCalendarCheck size={30} />}
      title="Confirmar reserva"
      description={
        duplicate
          ? 'Você já tem uma reserva neste local nesse dia. Deseja fazer também esta reserva?'
          : 'Confirme a reserva pedida com o seu e-mail. A vaga só fica garantida depois da confirmação.'
      }
    >
      <Button
        fullWidth
        size="md"
        loading={confirm.isPending}
        onClick={() => confirm.mutate({ token, isVerified: duplicate })}
      >
        {duplicate ? 'Criar reserva' : 'Confirmar reserva'}
      </Button>
    </PublicCard>
  );
}

function Confirmed({ booking }: { booking: ExternalBookingConfirmed }) {
  return (
    <PublicCard
      icon={<IconCircleCheck size={32} />}
      iconColor="green"
      title="Reserva confirmada"
      description="Sua vaga está garantida. Enviamos os detalhes para o seu e-mail."
    >
      <Stack gap="md">
        <DetailItem label="Atividade">{booking.activityName}</DetailItem>
        <SimpleGrid cols={2} spacing="md">
          <DetailItem label="Data">{formatDate(booking.bookedDate)}</DetailItem>
          <DetailItem label="Horário">
            {`${formatTime(booking.startTime)} às ${formatTime(booking.endTime)}`}
          </DetailItem>
        </SimpleGrid>
        {booking.totalPrice > 0 && (
          <DetailItem label="Valor">{`${formatMoney(booking.totalPrice)}, a pagar no clube`}</DetailItem>
        )}
      </Stack>
    </PublicCard>
  );
}
