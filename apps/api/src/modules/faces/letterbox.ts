import { AppError } from '../../plugins/errors';
import { openImage } from '../files/image-storage';
import { DETECTION_SIDE } from './face-pool';

/** Upright (EXIF), fitted inside the detector's square on black, as RGB bytes. */
export async function letterbox(bytes: Buffer): Promise<Uint8Array> {
  const image = await openImage(bytes);
  return image
    .rotate()
    .resize(DETECTION_SIDE, DETECTION_SIDE, { fit: 'contain', background: '#000' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer()
    .catch(() => {
      throw new AppError('unsupported-file');
    });
}
