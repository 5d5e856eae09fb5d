import { Group } from '@mantine/core';
import { AVATAR_STATUS_LABELS, type FaceIdStatus, faceIdBadge } from '@reserva/shared/faces/faces.rules';
import { IconFaceId } from '@tabler/icons-react';
import { StatusBadge, type StatusTone } from '../details/StatusBadge';
import type { FacePhoto } from './use-face-photo';

const PHOTO_TONES: Record<keyof typeof AVATAR_STATUS_LABELS, StatusTone> = {
  EMPTY: 'neutral',
  VALID: 'success',
  INVALID: 'danger',
  NOT_VERIFIED: 'warning',
  UNAVAILABLE: 'neutral',
};

export interface FaceIdBadgesProps {
  facePhoto: FacePhoto;
  /** The person's FaceID as saved (ENABLED once a valid photo was saved). */
  faceIdStatus: FaceIdStatus;
  /** Whether the form's consent box is ticked. */
  consented: boolean;
}

/** The photo's state and the FaceID badge of spec 000 s.4, for a group that uses FaceID. */
export function FaceIdBadges({ facePhoto, faceIdStatus, consented }: FaceIdBadgesProps) {
  const { avatarStatus, photo } = facePhoto;
  const faceId = faceIdBadge(faceIdStatus, photo !== undefined, avatarStatus, consented);
  return (
    <Group gap={6} aria-live="polite">
      {avatarStatus && (
        <StatusBadge tone={PHOTO_TONES[avatarStatus]}>{AVATAR_STATUS_LABELS[avatarStatus]}</StatusBadge>
      )}
      <StatusBadge tone={faceId.tone} icon={<IconFaceId size={14} aria-hidden />}>
        {faceId.text}
      </StatusBadge>
    </Group>
  );
}
