import { Avatar, Box, Group, Text } from '@mantine/core';
import { paymentStatusLabel } from '@reserva/shared/bookings/payment-status';
import type { DeskBooking } from '@reserva/shared/desk/desk.schemas';
import { DeskCheckinAction } from './DeskCheckinAction';

/** A person booked in the event: who, their group and host, the payment, and the check-in. */
export function DeskBookingRow({ booking }: { booking: DeskBooking }) {
  const { person } = booking;
  return (
    <Group component="li" justify="space-between" gap="sm" py="xs" wrap="wrap">
      {/* Wraps the action below the person on a narrow phone, so nothing scrolls sideways. */}
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Avatar src={person.avatarUrl} alt="" name={person.name} color="initials" radius="xl" />
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {person.name}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {person.hostName ? `${person.groupName} · Titular: ${person.hostName}` : person.groupName}
          </Text>
          <Text size="sm" c="dimmed">
            Pagamento: {paymentStatusLabel(booking.paymentStatus)}
          </Text>
        </Box>
      </Group>
      <DeskCheckinAction booking={booking} />
    </Group>
  );
}
