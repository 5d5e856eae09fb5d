import { Text } from '@mantine/core';

/** The 'Reservas' tab of a seller. The bookings issue puts the seller's bookings table here. */
export function SellerBookingsTab() {
  return (
    <Text c="dimmed" ta="center" py="lg">
      As reservas do vendedor aparecerão aqui.
    </Text>
  );
}
