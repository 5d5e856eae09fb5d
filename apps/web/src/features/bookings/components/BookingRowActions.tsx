import { ActionIcon, Group } from '@mantine/core';
import { IconCalendarX, IconCash, IconExternalLink, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { hint } from '../../../ui/hint/hint';
import { type BookingActionTarget, bookingActions } from '../booking-rules';
import type { BookingDialogKind } from './use-booking-dialogs';

export interface BookingRowActionsProps {
  target: BookingActionTarget;
  onAction: (kind: BookingDialogKind, target: BookingActionTarget) => void;
}

function Action({
  label,
  children,
  ...props
}: {
  label: string;
  children: ReactNode;
  onClick: () => void;
  color?: string;
}) {
  return (
    <ActionIcon variant="subtle" aria-label={label} {...hint(label)} {...props}>
      {children}
    </ActionIcon>
  );
}

/** A booking row's actions (spec 001 s.2): check-ins, pay at the club, details, cancel; each where it applies. */
export function BookingRowActions({ target, onAction }: BookingRowActionsProps) {
  const { can } = useRequiredSession();
  const offered = bookingActions(target, can);
  const of = `da reserva de ${target.userName}`;
  return (
    <Group gap={2} wrap="nowrap">
      {offered.checkins && (
        <Action label={`Check-ins ${of}`} onClick={() => onAction('checkins', target)}>
          <IconUserCheck size={18} />
        </Action>
      )}
      {offered.payAtClub && (
        <Action label={`Pagar no clube ${of}`} color="teal" onClick={() => onAction('payAtClub', target)}>
          <IconCash size={18} />
        </Action>
      )}
      <ActionIcon
        component={Link}
        to="/bookings/details"
        state={{ bookingId: target.id }}
        variant="subtle"
        aria-label={`Detalhes ${of}`}
        {...hint('Detalhes')}
      >
        <IconExternalLink size={18} />
      </ActionIcon>
      {offered.cancel && (
        <Action label={`Cancelar ${of}`} color="red" onClick={() => onAction('cancel', target)}>
          <IconCalendarX size={18} />
        </Action>
      )}
    </Group>
  );
}
