import { useActivityPhoto } from './api';
import type { PhotoChange } from './components/ActivityForm';

/**
 * Applies the form's photo change after the activity is saved (photos have their own call). A failed
 * upload has its own toast and does not undo the saved activity.
 */
export function useSaveActivityPhoto() {
  const photo = useActivityPhoto();
  const save = async (activityId: string, change: PhotoChange) => {
    if (change === undefined) return;
    await photo.mutateAsync({ id: activityId, file: change }).catch(() => undefined);
  };
  return { save, isPending: photo.isPending };
}
