import type { FaceIdStatus } from '@reserva/shared/faces/faces.rules';
import { PhotoInput } from '../form/PhotoInput';
import { useObjectUrl } from '../form/use-object-url';
import { FaceIdBadges } from './FaceIdBadges';
import type { FacePhoto } from './use-face-photo';

interface FacePhotoInputProps {
  facePhoto: FacePhoto;
  /** The saved photo, shown until another is chosen or it is removed. */
  savedUrl: string | null | undefined;
  /** The saved record's FaceID (an edit); a new record has none. */
  faceIdStatus: FaceIdStatus | undefined;
  disabled: boolean;
}

/** A person's or an employee's photo: file or webcam, with the FaceID badges when the group uses it. */
export function FacePhotoInput({ facePhoto, savedUrl, faceIdStatus, disabled }: FacePhotoInputProps) {
  const preview = useObjectUrl(facePhoto.photo);
  return (
    <PhotoInput
      value={facePhoto.photo === undefined ? (savedUrl ?? null) : preview}
      onSelect={facePhoto.select}
      onRemove={facePhoto.remove}
      disabled={disabled}
      camera
      status={
        facePhoto.usesFaceId && (
          <FaceIdBadges facePhoto={facePhoto} faceIdStatus={faceIdStatus ?? 'DISABLED'} />
        )
      }
    />
  );
}
