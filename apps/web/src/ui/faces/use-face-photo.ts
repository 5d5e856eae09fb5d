import type { AvatarStatus } from '@reserva/shared/faces/faces.rules';
import type { FaceCheckResponse } from '@reserva/shared/faces/faces.schemas';
import { useCallback, useEffect, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../toasts';
import { checkFacePhoto, useGroupUsesFaceId } from './face-check-api';

export interface FacePhoto {
  /** What saving does to the photo: a new file, removal (null), or nothing (undefined). */
  photo: File | null | undefined;
  select: (file: File) => void;
  remove: () => void;
  usesFaceId: boolean;
  /** The photo's state now; null while a new photo is being checked. */
  avatarStatus: AvatarStatus | null;
}

/**
 * A person's photo in a form (spec 000 s.4): when the group uses FaceID, choosing a photo checks it
 * at once; a failed check makes it NOT_VERIFIED; removing it makes it EMPTY. A newer choice, or a
 * change of group, supersedes a check still running.
 */
export function useFacePhoto(featureGroupKey: string | null | undefined, saved: AvatarStatus): FacePhoto {
  const usesFaceId = useGroupUsesFaceId(featureGroupKey);
  const check = useCallback((file: File) => checkFacePhoto(file, featureGroupKey ?? ''), [featureGroupKey]);
  return useCheckedFacePhoto(saved, Boolean(featureGroupKey) && usesFaceId, check);
}

/**
 * The same photo, checked by `check` when `usesFaceId` (a person's own photo in Sócio is checked by
 * their own call). A new `check` supersedes a check still running: keep it stable (useCallback).
 */
export function useCheckedFacePhoto(
  saved: AvatarStatus,
  usesFaceId: boolean,
  check: (file: File) => Promise<FaceCheckResponse>,
): FacePhoto {
  const [photo, setPhoto] = useState<File | null | undefined>(undefined);
  const [checked, setChecked] = useState<{ file: File; status: AvatarStatus } | null>(null);

  useEffect(() => {
    if (!(photo instanceof File) || !usesFaceId) return;
    let current = true;
    check(photo)
      .then(({ avatarStatus }) => {
        if (!current) return;
        setChecked({ file: photo, status: avatarStatus });
        if (avatarStatus === 'VALID') showSuccessToast('Foto validada');
      })
      .catch((error: unknown) => {
        if (!current) return;
        setChecked({ file: photo, status: 'NOT_VERIFIED' });
        showErrorToast('Foto não validada', error, 'Ocorreu um erro ao validar a foto');
      });
    return () => {
      current = false;
    };
  }, [photo, usesFaceId, check]);

  return {
    photo,
    select: setPhoto,
    remove: () => setPhoto(null),
    usesFaceId,
    avatarStatus: statusOf(photo, saved, usesFaceId, checked),
  };
}

function statusOf(
  photo: File | null | undefined,
  saved: AvatarStatus,
  usesFaceId: boolean,
  checked: { file: File; status: AvatarStatus } | null,
): AvatarStatus | null {
  if (photo === undefined) return saved;
  if (photo === null) return 'EMPTY';
  if (!usesFaceId) return 'UNAVAILABLE';
  return checked?.file === photo ? checked.status : null;
}
