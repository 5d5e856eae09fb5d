import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import type { UserListItem } from '@reserva/shared/users/users.schemas';
import { IconFaceId, IconFaceIdError } from '@tabler/icons-react';
import { StatusBadge } from '../../../ui/details/StatusBadge';

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

/** The list's status column: face ID as an icon (named for screen readers) and the registration. */
export function UserStatusBadges({ user }: { user: UserListItem }) {
  const enabled = user.faceIdStatus === 'ENABLED';
  const label = faceIdLabel(user.faceIdStatus);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={label}>
        <ThemeIcon
          variant="light"
          color={enabled ? 'teal' : 'gray'}
          size="md"
          radius="xl"
          role="img"
          aria-label={label}
        >
          {enabled ? <IconFaceId size={16} /> : <IconFaceIdError size={16} />}
        </ThemeIcon>
      </Tooltip>
      <RegistrationStatus confirmPending={user.confirmPending} />
    </Group>
  );
}
