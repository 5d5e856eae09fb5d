import { Badge, Button } from '@mantine/core';
import type { DeskBooking } from '@reserva/shared/desk/desk.schemas';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatTime } from '../../../ui/format';
import { useDeskCheckin } from '../api';

/** 'Fazer check-in' in one tap; once done, the time it was made. */
export function DeskCheckinAction({ booking }: { booking: DeskBooking }) {
  const { checkIn, isPending, data } = useDeskCheckin();
  // The check-in's own answer shows at once, before the day reloads.
  const checkedInAt = booking.checkedInAt ?? data?.createdAt ?? null;
  if (booking.checkedIn || checkedInAt) {
    return (
      <Badge
        size="lg"
        color="teal"
        variant="light"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        {checkedInAt ? `Check-in feito ${formatTime(checkedInAt)}` : 'Check-in feito'}
      </Badge>
    );
  }
  if (booking.noShow) {
    return (
      <Badge size="lg" color="gray" variant="light" style={{ flexShrink: 0 }}>
        Não compareceu
      </Badge>
    );
  }
  return (
    <Button
      // The visible text starts the name (WCAG 2.5.3); the person's name tells the rows apart.
      aria-label={`Fazer check-in de ${booking.person.name}`}
      loading={isPending}
      disabled={isPending}
      onClick={() => checkIn(booking.id)}
      style={{ flexShrink: 0 }}
    >
      Fazer check-in
    </Button>
  );
}
