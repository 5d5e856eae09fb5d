import { SCREEN_KEYS } from '@reserva/shared/permissions/screens';
import { useRequiredSession } from '../../../app/session/use-session';
import type { DataTableColumn } from '../../../ui/list/DataTable';
import { detailsColumn } from '../../../ui/list/details-column';

/** Which booking a report's row opens, and whose it is (for screen readers). */
export interface BookingOfRow {
  bookingId: string;
  userName: string;
}

const column = detailsColumn<{ id: string; name: string }>((target) => ({
  to: '/bookings/details',
  state: { bookingId: target.id },
}));

/**
 * The reports' link to a booking's details: offered only to those who may open them, so a report's
 * reader is never sent to a refusal.
 */
export function useBookingDetailsColumn<Row>(of: (row: Row) => BookingOfRow): DataTableColumn<Row> | null {
  const { can } = useRequiredSession();
  if (!can(...SCREEN_KEYS['/bookings/details'])) return null;
  return {
    ...column,
    render: (row) => {
      const { bookingId, userName } = of(row);
      return column.render({ id: bookingId, name: `reserva de ${userName}` });
    },
  };
}
