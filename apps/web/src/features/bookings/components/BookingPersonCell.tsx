import { Stack, Text } from '@mantine/core';

export interface BookingPerson {
  name: string;
  groupName: string;
  hostName: string | null;
}

/** The person of a booking row: name, group and, for those brought by someone, the host. */
export function BookingPersonCell({ user }: { user: BookingPerson }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {user.name}
      </Text>
      <Text size="xs" c="dimmed">
        {user.groupName}
        {user.hostName ? ` · Anfitrião: ${user.hostName}` : ''}
      </Text>
    </Stack>
  );
}
