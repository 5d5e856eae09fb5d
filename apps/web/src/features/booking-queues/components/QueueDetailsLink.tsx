import { ActionIcon, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A queue row's link to the entry's details ('Detalhes da reserva na fila de Ana'). */
export function QueueDetailsLink({ id, name }: { id: string; name: string }) {
  return (
    <Tooltip label="Detalhes">
      <ActionIcon
        component={Link}
        to="/booking-queues/details"
        state={{ bookingQueueId: id }}
        variant="subtle"
        aria-label={`Detalhes da reserva na fila de ${name}`}
      >
        <IconExternalLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
