import { BookingsTable } from '../../bookings/components/BookingsTable';

/**
 * A member's, guest's or lodger's 'Reservas' (spec 000, Bookings table): its own bookings ('Membro') or
 * those of the people it hosts ('Convidados'), 10 a page. A block cancels them: blocking reloads it.
 */
export function PersonBookingsTab({ personId }: { personId: string }) {
  return <BookingsTable personId={personId} pageSize={10} label="Reservas do cadastro" />;
}
