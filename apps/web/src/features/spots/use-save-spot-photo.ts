import { useSpotPhoto } from './api';
import type { PhotoChange } from './components/SpotForm';

/**
 * Applies the form's photo change after the spot is saved (photos have their own call). A failed
 * upload has its own toast and does not undo the saved spot.
 */
export function useSaveSpotPhoto() {
  const photo = useSpotPhoto();
  const save = async (spotId: string, change: PhotoChange) => {
    if (change === undefined) return;
    await photo.mutateAsync({ id: spotId, file: change }).catch(() => undefined);
  };
  return { save, isPending: photo.isPending };
}
