import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import { errorText } from '@reserva/shared/errors';
import type { MemberBooking } from '@reserva/shared/members/members.schemas';
import { useState } from 'react';
import { formatDate, formatMoney, formatTime } from '../../../ui/format';
import { QrCode } from '../../../ui/QrCode';
import { showSuccessToast } from '../../../ui/toasts';
import { useCancelMemberBooking } from '../api';
import { calendarFileOf } from '../calendar-file';

interface MemberBookingCardProps {
  booking: MemberBooking;
  /** Shown when the booking is someone else's the person books for. */
  forSomeoneElse: boolean;
  ventureName: string;
}

/** A booking: what, when, where, for whom, its price and payment, its pass, and what may be done. */
export function MemberBookingCard({ booking, forSomeoneElse, ventureName }: MemberBookingCardProps) {
  const [showPass, setShowPass] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelMemberBooking();
  const needsReason = booking.exceededCancellationDeadline;
  const title = `${booking.activity.name}, ${formatDate(booking.bookedDate)} às ${formatTime(booking.startTime)}${
    forSomeoneElse ? `, para ${booking.person.name}` : ''
  }`;
  const calendarHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFileOf(booking, ventureName))}`;

  const confirmCancel = () =>
    cancel.mutate(
      { id: booking.id, reason: reason.trim() || null },
      {
        onSuccess: () => {
          showSuccessToast('Reserva cancelada');
          setCancelling(false);
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{booking.activity.name}</Text>
          <Text size="sm">
            {formatDate(booking.bookedDate)} · {formatTime(booking.startTime)}–{formatTime(booking.endTime)}
          </Text>
          <Text size="sm" c="dimmed">
            {booking.spot.name}
            {forSomeoneElse ? ` · Para ${booking.person.name}` : ''}
          </Text>
          {booking.extras.length > 0 && (
            <Text size="sm">
              {booking.extras
                .map(({ name, price, quantity }) => {
                  const label = quantity > 1 ? `${quantity}× ${name}` : name;
                  return price ? `${label} (${formatMoney(price * quantity)})` : label;
                })
                .join(', ')}
            </Text>
          )}
          <Text size="sm">
            {booking.total === 0 ? 'Grátis' : formatMoney(booking.total)} · Pagamento:{' '}
            {paymentStatusLabel(booking.paymentStatus)}
          </Text>
        </Stack>
        {booking.isCancelled ? (
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            Cancelada
          </Badge>
        ) : booking.checkins > 0 ? (
          <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
            Check-in feito
          </Badge>
        ) : null}
      </Group>
      {booking.passCode && (
        <>
          {/* Narrow side padding: both labels fit side by side on a 360 px phone. */}
          <Group mt="sm" gap="xs" grow>
            <Button
              variant="light"
              px="xs"
              onClick={() => setShowPass((shown) => !shown)}
              aria-expanded={showPass}
            >
              {showPass ? 'Esconder passe' : 'Mostrar passe'}
            </Button>
            <Button
              component="a"
              variant="default"
              px="xs"
              href={calendarHref}
              download={`reserva-${booking.bookedDate}.ics`}
            >
              Agenda do celular
            </Button>
          </Group>
          {showPass && (
            <Stack align="center" gap={4} mt="sm">
              <QrCode value={booking.passCode} label={`Passe de ${title}`} size={220} />
              <Text size="sm" c="dimmed" ta="center">
                Mostre na portaria para fazer o check-in.
              </Text>
            </Stack>
          )}
        </>
      )}
      {booking.isCancelable && !booking.isCancelled && (
        <Button mt="sm" variant="subtle" color="red" onClick={() => setCancelling(true)}>
          Cancelar reserva
        </Button>
      )}
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title="Cancelar reserva" centered>
        <Stack gap="md">
          <Text>{title}</Text>
          {needsReason && (
            <Textarea
              label="Motivo"
              description="Faltam menos de 24 horas para o início: diga o motivo do cancelamento."
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          {cancel.error && (
            <Text c="red.8" role="alert">
              {errorText(cancel.error.message, 'Não foi possível cancelar, tente novamente.')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              Voltar
            </Button>
            <Button
              color="red"
              onClick={confirmCancel}
              loading={cancel.isPending}
              disabled={needsReason && !reason.trim()}
            >
              Cancelar reserva
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
