import { Group } from '@mantine/core';
import { ONBOARD_TYPE_LABELS, type OnboardType } from '@reserva/shared/people/people.rules';
import type { PersonListItem } from '@reserva/shared/people/people.schemas';
import {
  IconFlag,
  IconFlagCheck,
  IconFlagQuestion,
  IconUserCheck,
  IconUserQuestion,
} from '@tabler/icons-react';
import { StatusBadge, type StatusTone } from '../../../ui/details/StatusBadge';
import { FaceIdIcon, StatusIcon } from '../../users/components/UserStatusBadges';

const ONBOARD_TONES: Record<OnboardType, StatusTone> = {
  PENDING: 'warning',
  PARTIAL: 'info',
  COMPLETED: 'success',
};
const ONBOARD_ICONS = {
  PENDING: { color: 'yellow', Icon: IconFlagQuestion },
  PARTIAL: { color: 'blue', Icon: IconFlag },
  COMPLETED: { color: 'teal', Icon: IconFlagCheck },
} as const;

/** The onboard of the session's venture (spec 000, s.2: Pendente, Parcial, Completado). */
export function OnboardStatus({ type }: { type: OnboardType | null }) {
  if (!type) return null;
  return <StatusBadge tone={ONBOARD_TONES[type]}>{ONBOARD_TYPE_LABELS[type]}</StatusBadge>;
}

/** The lists' status column (spec 000, s.2): FaceID, registration and onboard, as icons. */
export function PersonStatusIcons({ person }: { person: PersonListItem }) {
  const onboard = person.onboardType && ONBOARD_ICONS[person.onboardType];
  return (
    <Group gap={6} wrap="nowrap">
      <FaceIdIcon status={person.faceIdStatus} />
      {person.confirmPending ? (
        <StatusIcon label="Cadastro pendente" color="yellow">
          <IconUserQuestion size={16} />
        </StatusIcon>
      ) : (
        <StatusIcon label="Cadastro confirmado" color="teal">
          <IconUserCheck size={16} />
        </StatusIcon>
      )}
      {onboard && person.onboardType && (
        <StatusIcon
          label={`Onboard ${ONBOARD_TYPE_LABELS[person.onboardType].toLowerCase()}`}
          color={onboard.color}
        >
          <onboard.Icon size={16} />
        </StatusIcon>
      )}
    </Group>
  );
}
