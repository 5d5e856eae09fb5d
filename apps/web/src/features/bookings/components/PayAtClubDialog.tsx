import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { usePayAtClub } from '../api';
import type { BookingActionTarget } from '../booking-rules';

/** 'Pagar no clube' (spec 001 s.4): the payment becomes PAYMENT_EXTERNAL; a refund is then made outside. */
export function PayAtClubDialog({ target, onClose }: { target: BookingActionTarget; onClose: () => void }) {
  const pay = usePayAtClub();
  return (
    <ConfirmDialog
      opened
      title="Pagar no clube"
      message={`Confirmar o pagamento no clube da reserva de ${target.userName}? Depois disso, qualquer estorno deverá ser feito externamente.`}
      confirmLabel="Confirmar pagamento"
      color="teal"
      loading={pay.isPending}
      onConfirm={() => pay.mutate(target.id, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
