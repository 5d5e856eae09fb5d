import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { errorText } from '@reserva/shared/errors';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ContentLoader } from '../../../ui/ContentLoader';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useBooking, useCancelBooking } from '../api';
import { cancelBlockReasons, cancelReasonError } from '../booking-rules';
import { bookedTimeText } from '../format-booking';

export interface CancelBookingDialogProps {
  bookingId: string;
  onClose: () => void;
  /** After the booking was cancelled (the details page then goes to /bookings). */
  onCancelled?: () => void;
}

/**
 * 'Cancelar reserva' (spec 001 s.4-5): the reason, required once the deadline has passed, and the refund
 * warning of a booking paid at the club; a booking that cannot be cancelled shows why instead.
 */
export function CancelBookingDialog({ bookingId, onClose, onCancelled }: CancelBookingDialogProps) {
  const booking = useBooking(bookingId);
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useLoadErrorToast(booking.error, 'Ocorreu um erro ao carregar os detalhes da reserva, tente novamente.');
  const data = booking.data;
  const close = () => !cancel.isPending && onClose();

  const submit = () => {
    if (!data) return;
    const message = cancelReasonError(reason, data.exceededCancellationDeadline);
    setError(message);
    if (message) return;
    cancel.mutate(
      { id: bookingId, reason: reason.trim() === '' ? null : reason.trim() },
      {
        onSuccess: () => {
          onClose();
          onCancelled?.();
        },
      },
    );
  };

  let content = <ContentLoader />;
  if (booking.isError) {
    content = <LoadFailure py="md" onRetry={() => void booking.refetch()} />;
  } else if (data && (!data.isCancelable || data.deletedAt !== null)) {
    const reasons = data.deletedAt === null ? cancelBlockReasons(data) : [];
    content = (
      <Alert
        color="yellow"
        icon={<IconInfoCircle size={20} aria-hidden />}
        title="A reserva não pode ser cancelada"
      >
        {reasons.length > 0 ? (
          <List size="sm">
            {reasons.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">
            {data.deletedAt === null
              ? errorText('booking-not-cancelable', '')
              : 'A reserva já foi cancelada.'}
          </Text>
        )}
      </Alert>
    );
  } else if (data) {
    content = (
      <Stack gap="md">
        <Text size="sm">
          {data.user.name} · {data.activity.name} · {bookedTimeText(data)}
        </Text>
        {data.paymentStatus === 'PAYMENT_EXTERNAL' && (
          <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />}>
            Esta reserva foi paga no clube: o estorno deverá ser feito externamente.
          </Alert>
        )}
        <Textarea
          label="Motivo"
          description={
            data.exceededCancellationDeadline
              ? 'O tempo mínimo para cancelamento antes do início do evento foi ultrapassado.'
              : undefined
          }
          required={data.exceededCancellationDeadline}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={500}
          autosize
          minRows={3}
          data-autofocus
        />
      </Stack>
    );
  }

  const cancelable = data?.isCancelable === true && data.deletedAt === null;
  return (
    <Modal opened onClose={close} title="Cancelar reserva" centered closeOnClickOutside={!cancel.isPending}>
      {content}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={cancel.isPending}>
          {cancelable ? 'Voltar' : 'Fechar'}
        </Button>
        {cancelable && (
          <Button color="red" onClick={submit} loading={cancel.isPending}>
            Cancelar reserva
          </Button>
        )}
      </Group>
    </Modal>
  );
}
