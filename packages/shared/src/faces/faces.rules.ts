import type { AVATAR_STATUSES, FACE_ID_STATUSES } from '../users/users.schemas';

// Photo and FaceID states as the person screens show them (spec 000, sections 3 and 4).

export type AvatarStatus = (typeof AVATAR_STATUSES)[number];
export type FaceIdStatus = (typeof FACE_ID_STATUSES)[number];

export const AVATAR_STATUS_LABELS: Record<AvatarStatus, string> = {
  EMPTY: 'Sem foto',
  VALID: 'Foto válida',
  INVALID: 'Foto inválida',
  NOT_VERIFIED: 'Foto não verificada',
  UNAVAILABLE: 'FaceID desativado',
};

export type FaceIdBadgeTone = 'success' | 'info' | 'warning' | 'neutral';

/**
 * The FaceID badge: configured or not; once the photo or the consent changed, whether saving will set
 * FaceID up, update it, turn it off (consent taken back), or cannot (no valid photo, or no consent).
 * `avatarStatus` is the photo's, null while a new one is checked.
 */
export function faceIdBadge(
  faceIdStatus: FaceIdStatus,
  photoChanged: boolean,
  avatarStatus: AvatarStatus | null,
  consented: boolean,
): { text: string; tone: FaceIdBadgeTone } {
  const configured = faceIdStatus === 'ENABLED';
  if (avatarStatus === null) return { text: 'Verificando foto…', tone: 'neutral' };
  const valid = avatarStatus === 'VALID';
  if (!photoChanged && (consented === configured || !valid)) {
    return configured
      ? { text: 'FaceID configurado', tone: 'success' }
      : { text: 'FaceID não configurado', tone: 'neutral' };
  }
  if (!valid) return { text: 'FaceID não poderá ser configurado', tone: 'warning' };
  if (!consented) {
    return configured
      ? { text: 'FaceID será desativado ao salvar', tone: 'warning' }
      : { text: 'FaceID precisa da autorização', tone: 'warning' };
  }
  return configured
    ? { text: 'FaceID será atualizado ao salvar', tone: 'info' }
    : { text: 'FaceID será configurado ao salvar', tone: 'info' };
}
