import { Checkbox, Stack } from '@mantine/core';
import type { FaceIdStatus } from '@reserva/shared/faces/faces.rules';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
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

/**
 * A person's or an employee's photo: file or webcam, with the FaceID badges and the consent box
 * (the form's `faceConsent`: biometric data needs it, LGPD art. 11) when the group uses FaceID.
 */
export function FacePhotoInput({ facePhoto, savedUrl, faceIdStatus, disabled }: FacePhotoInputProps) {
  const preview = useObjectUrl(facePhoto.photo);
  const { control } = useFormContext<{ faceConsent?: boolean }>();
  const consented = useWatch({ control, name: 'faceConsent' }) ?? false;
  return (
    <Stack gap="sm">
      <PhotoInput
        value={facePhoto.photo === undefined ? (savedUrl ?? null) : preview}
        onSelect={facePhoto.select}
        onRemove={facePhoto.remove}
        disabled={disabled}
        camera
        status={
          facePhoto.usesFaceId && (
            <FaceIdBadges
              facePhoto={facePhoto}
              faceIdStatus={faceIdStatus ?? 'DISABLED'}
              consented={consented}
            />
          )
        }
      />
      {facePhoto.usesFaceId && (
        <Controller
          control={control}
          name="faceConsent"
          render={({ field }) => (
            <Checkbox
              label="Autorizo o uso da minha foto para reconhecimento facial na portaria"
              description="Sem esta autorização a foto é guardada, mas o FaceID fica desativado."
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={disabled}
            />
          )}
        />
      )}
    </Stack>
  );
}
