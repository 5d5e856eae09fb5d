import { ActionIcon } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hint } from '../../../ui/hint/hint';

/** A queue row's link to the entry's details ('Detalhes da reserva na fila de Ana'). */
export function QueueDetailsLink({ id, name }: { id: string; name: string }) {
  return (
    <ActionIcon
      component={Link}
      to="/booking-queues/details"
      state={{ bookingQueueId: id }}
      variant="subtle"
      aria-label={`Detalhes da reserva na fila de ${name}`}
      {...hint('Detalhes')}
    >
      <IconExternalLink size={18} />
    </ActionIcon>
  );
}
