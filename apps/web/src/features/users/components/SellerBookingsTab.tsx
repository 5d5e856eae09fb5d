import { BookingsTable } from '../../bookings/components/BookingsTable';

/** The 'Reservas' tab of a seller: the bookings it sold. */
export function SellerBookingsTab({ sellerId }: { sellerId: string }) {
  return <BookingsTable sellerId={sellerId} pageSize={20} label="Reservas do vendedor" />;
}
