import { Modal } from '@mantine/core';
import type { BookingDetails } from '@reserva/shared/bookings/bookings.schemas';
import { type FormEvent, useMemo, useState } from 'react';
import { FormButtons } from '../../../ui/form/FormButtons';
import { showErrorToast, showSuccessToast, showWarningMessage } from '../../../ui/toasts';
import { useUpdateBookingItems } from '../api';
import { bookingFailure, INCOMPLETE_RECORD_TITLE, incompleteRecordMessage } from '../create-booking-flow';
import { BookingOptionalsFields } from './BookingOptionalsFields';

export interface ChangeOptionalsDialogProps {
  booking: BookingDetails;
  onClose: () => void;
}

/** 'Alterar opcionais': the booking's activity items and optional extras; the required ones stay. */
export function ChangeOptionalsDialog({ booking, onClose }: ChangeOptionalsDialogProps) {
  const update = useUpdateBookingItems();
  // The booking's optionals now; the required extras are not the user's to change.
  const current = useMemo(
    () => ({
      items: booking.bookingItems.map((item) => ({ id: item.activityItemId, name: item.name })),
      scheduleItems: booking.bookingScheduleItems
        .filter((item) => !item.isRequired)
        .map((item) => ({ id: item.scheduleItemId, name: item.name })),
    }),
    [booking],
  );
  const [items, setItems] = useState(() => current.items.map((item) => item.id));
  const [scheduleItems, setScheduleItems] = useState(() => current.scheduleItems.map((item) => item.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: booking.id, itemsId: items, scheduleItemsId: scheduleItems },
      {
        onSuccess: () => {
          showSuccessToast('Atualizado com sucesso');
          onClose();
        },
        onError: (error) => {
          const failure = bookingFailure(error);
          if (failure.kind !== 'incomplete') {
            showErrorToast(
              'Falha na atualização',
              error,
              'Ocorreu um erro ao atualizar os opcionais da reserva, tente novamente.',
            );
            return;
          }
          // Spec 001 s.4: the change was made; the record still lacks what a payment needs.
          showWarningMessage(INCOMPLETE_RECORD_TITLE, incompleteRecordMessage(failure.code));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={() => !update.isPending && onClose()} title="Alterar opcionais" centered size="lg">
      <form noValidate onSubmit={submit}>
        <BookingOptionalsFields
          activityId={booking.activity.id}
          scheduleId={booking.activityScheduleId}
          bookedDate={booking.bookedDate}
          bookingId={booking.id}
          current={current}
          items={items}
          onItemsChange={setItems}
          scheduleItems={scheduleItems}
          onScheduleItemsChange={setScheduleItems}
          disabled={update.isPending}
        />
        <FormButtons submitting={update.isPending} onCancel={onClose} mt="lg" />
      </form>
    </Modal>
  );
}
