import { useVenturePhoto } from './api';
import type { PhotoChange } from './components/VentureForm';

/**
 * Applies the form's photo change after the venture is saved (photos have their own call). A failed
 * upload has its own toast and does not undo the saved venture.
 */
export function useSaveVenturePhoto() {
  const photo = useVenturePhoto();
  const save = async (ventureId: string, change: PhotoChange) => {
    if (change === undefined) return;
    await photo.mutateAsync({ id: ventureId, file: change }).catch(() => undefined);
  };
  return { save, isPending: photo.isPending };
}
