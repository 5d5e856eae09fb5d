import { Group, ThemeIcon } from '@mantine/core';
import type { UserListItem } from '@reserva/shared/users/users.schemas';
import { IconFaceId, IconFaceIdError } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../ui/details/StatusBadge';
import { hint } from '../../../ui/hint/hint';

/** 'Pendente' until the user sets a password through the invitation, then 'Confirmado'. */
export function RegistrationStatus({ confirmPending }: { confirmPending: boolean }) {
  return confirmPending ? (
    <StatusBadge tone="warning">Pendente</StatusBadge>
  ) : (
    <StatusBadge tone="success">Confirmado</StatusBadge>
  );
}

export function faceIdLabel(status: UserListItem['faceIdStatus']): string {
  return status === 'ENABLED' ? 'Face ID ativo' : 'Face ID inativo';
}

/** A status as a small round icon, named for screen readers and in a tooltip. */
export function StatusIcon({
  label,
  color,
  children,
}: {
  label: string;
  color: string;
  children: ReactNode;
}) {
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size="md"
      radius="xl"
      role="img"
      aria-label={label}
      {...hint(label)}
    >
      {children}
    </ThemeIcon>
  );
}

export function FaceIdIcon({ status }: { status: UserListItem['faceIdStatus'] }) {
  const enabled = status === 'ENABLED';
  return (
    <StatusIcon label={faceIdLabel(status)} color={enabled ? 'teal' : 'gray'}>
      {enabled ? <IconFaceId size={16} /> : <IconFaceIdError size={16} />}
    </StatusIcon>
  );
}

/** The list's status column: face ID as an icon and the registration. */
export function UserStatusBadges({ user }: { user: UserListItem }) {
  return (
    <Group gap={6} wrap="nowrap">
      <FaceIdIcon status={user.faceIdStatus} />
      <RegistrationStatus confirmPending={user.confirmPending} />
    </Group>
  );
}
