import type { FaceCheckResponse } from '@reserva/shared/faces/faces.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { findByKey } from '../feature-groups/feature-groups.repository';
import { openImage } from '../files/image-storage';
import { DETECTION_SIDE, type FacePoolLease } from './face-pool';
import { faceVerdict } from './face-verdict';

/**
 * Whether a photo can serve FaceID (spec 000 s.4; server-rules.md, People). Nothing is stored: the
 * photo is saved later through the avatar call. A group without FaceID answers UNAVAILABLE without
 * looking at the photo; a detector that fails answers NOT_VERIFIED, so the photo can still be saved.
 */
export async function checkFace(
  ctx: AppContext,
  faces: FacePoolLease,
  log: FastifyBaseLogger,
  featureGroupKey: string,
  readUpload: () => Promise<Buffer>,
): Promise<FaceCheckResponse> {
  const group = await findByKey(ctx.db, featureGroupKey);
  if (!group) throw new AppError('feature-group-not-found');
  if (!group.useFaceId) return { avatarStatus: 'UNAVAILABLE' };
  const pixels = await letterbox(await readUpload());
  try {
    return { avatarStatus: faceVerdict(await faces.detect(pixels), ctx.config.faceCheck) };
  } catch (error) {
    log.error({ err: error }, 'face detection failed');
    return { avatarStatus: 'NOT_VERIFIED' };
  }
}

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
