import { useUserPhoto } from './api';

/** What happens to the photo on save: a new file, removal (null), or nothing (undefined). */
export type PhotoChange = File | null | undefined;

/**
 * Applies the form's photo change after the user is saved (photos have their own call). A failed
 * upload has its own toast and does not undo the saved user.
 */
export function useSaveUserPhoto() {
  const photo = useUserPhoto();
  const save = async (userId: string, change: PhotoChange) => {
    if (change === undefined) return;
    await photo.mutateAsync({ id: userId, file: change }).catch(() => undefined);
  };
  return { save, isPending: photo.isPending };
}
