import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import type { Occurrence, OccurrenceBooking } from '@reserva/shared/schedules/schedules.schemas';
import { personLevelText } from '@reserva/shared/ventures/experience-levels.rules';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useLiveBookings } from '../../bookings/api';
import type { BookingActionTarget } from '../../bookings/booking-rules';
import { BookingPersonCell } from '../../bookings/components/BookingPersonCell';
import { BookingRowActions } from '../../bookings/components/BookingRowActions';
import { type BookingDialogKind, useBookingDialogs } from '../../bookings/components/use-booking-dialogs';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';
import { useSlotBookings } from '../api';

// The event-day dialog's 'Reservas' table (spec 001: Event-day dialog), with the bookings' actions
// (check-in, payment, details, cancel). The queue's tab is OccurrenceQueueTab.

/** A row of the slot: live (the list holds no cancelled ones), expired with its occurrence. */
const actionTarget = (booking: OccurrenceBooking, isExpired: boolean): BookingActionTarget => ({
  id: booking.id,
  userName: booking.user.name,
  paymentStatus: booking.paymentStatus,
  isExpired,
  deletedAt: null,
  // A check-in or an ended event rules it out; otherwise the cancel dialog asks the server.
  isCancelable: isExpired || booking.checkins > 0 ? false : undefined,
});

function bookingColumns(
  levels: VentureLevels,
  isExpired: boolean,
  onAction: (kind: BookingDialogKind, target: BookingActionTarget) => void,
): DataTableColumn<OccurrenceBooking>[] {
  return [
    { key: 'name', header: 'Nome', render: ({ user }) => <BookingPersonCell user={user} /> },
    {
      key: 'level',
      header: 'Nível',
      render: (booking) => personLevelText(booking.experience, levels),
    },
    { key: 'payment', header: 'Pagamento', render: (booking) => paymentStatusLabel(booking.paymentStatus) },
    { key: 'checkins', header: 'Check-ins', render: (booking) => booking.checkins },
    {
      key: 'actions',
      header: 'Ações',
      width: 150,
      render: (booking) => (
        <BookingRowActions target={actionTarget(booking, isExpired)} onAction={onAction} />
      ),
    },
  ];
}

/** `ventureId`: the event's venture, whose levels name the people's. */
export function OccurrenceBookingsTable({ slot, ventureId }: { slot: Occurrence[]; ventureId: string }) {
  const bookings = useSlotBookings(slot);
  const dialogs = useBookingDialogs();
  useLiveBookings();
  useLoadErrorToast(bookings.error, 'Ocorreu um erro ao carregar as reservas, tente novamente.');
  // The slot's events share their date and time: they end together.
  const isExpired = slot.some((occurrence) => occurrence.isExpired);
  const { open } = dialogs;
  const levels = useExperienceLevels(ventureId);
  const columns = useMemo(() => bookingColumns(levels, isExpired, open), [levels, isExpired, open]);
  return (
    <>
      <DataTable
        label="Reservas do evento"
        columns={columns}
        rows={bookings.data}
        loading={bookings.isPending}
        error={bookings.error}
        rowKey={(booking) => booking.id}
        emptyText="Nenhuma reserva para esse dia"
        minWidth={600}
      />
      {dialogs.dialogs}
    </>
  );
}
