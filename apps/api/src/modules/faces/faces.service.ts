import type { FaceCheckResponse, FaceIdentifyResponse } from '@reserva/shared/faces/faces.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '../../db/schema/users';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { dayOf } from '../desk/desk.service';
import { findByKey } from '../feature-groups/feature-groups.repository';
import type { FaceGalleries } from './face-galleries';
import { faceVerdict } from './face-verdict';
import { findRecognised } from './faces.repository';
import { letterbox } from './letterbox';

/**
 * Whether a photo can serve FaceID (spec 000 s.4; server-rules.md, People). Nothing is stored: the
 * photo is saved later through the avatar call. A group without FaceID answers UNAVAILABLE without
 * looking at the photo; a detector that fails answers NOT_VERIFIED, so the photo can still be saved.
 */
export async function checkFace(
  ctx: AppContext,
  log: FastifyBaseLogger,
  featureGroupKey: string,
  readUpload: () => Promise<Buffer>,
): Promise<FaceCheckResponse> {
  const group = await findByKey(ctx.db, featureGroupKey);
  if (!group) throw new AppError('feature-group-not-found');
  if (!group.useFaceId) return { avatarStatus: 'UNAVAILABLE' };
  const pixels = await letterbox(await readUpload());
  try {
    return { avatarStatus: faceVerdict((await ctx.faces.detect(pixels)).faces, ctx.config.faceCheck) };
  } catch (error) {
    log.error({ err: error }, 'face detection failed');
    return { avatarStatus: 'NOT_VERIFIED' };
  }
}

/**
 * Who, among the enrolled people of the session's venture, is the face nearest the camera (issue 30).
 * A face the anti-spoofing or liveness model takes for a photo or a screen is refused before any
 * match; a match counts only at or above the configured similarity, checked against the person's
 * current descriptor, and only for a live person of the venture with FaceID still ENABLED. The answer
 * carries what the gate decides on: the person's blocks, their events of today with their bookings, and
 * whether the venture checks them in without the concierge's tap.
 */
export async function identifyFace(
  ctx: AppContext,
  galleries: FaceGalleries,
  log: FastifyBaseLogger,
  principal: Principal,
  readUpload: () => Promise<Buffer>,
): Promise<FaceIdentifyResponse> {
  const { ventureId } = principal;
  const pixels = await letterbox(await readUpload());
  const gallery = await galleries.current(ventureId);
  const { view, userIds } = gallery.snapshot();
  const limits = ctx.config.faceCheck;
  const result = await ctx.faces.detect(pixels, { describe: true, gallery: view }).catch((error: unknown) => {
    log.error({ err: error }, 'face identification failed');
    throw new AppError('face-recognition-unavailable');
  });
  const face = result.nearest === null ? undefined : result.faces[result.nearest];
  if (!face?.descriptor) return { outcome: 'NO_FACE', person: null, events: [], autoCheckin: false };
  if ((face.real ?? 0) < limits.minReal || (face.live ?? 0) < limits.minLive)
    return { outcome: 'SPOOF', person: null, events: [], autoCheckin: false };
  const userId = result.match ? userIds[result.match.row] : undefined;
  const similarity = userId ? gallery.similarity(userId, face.descriptor) : null;
  const row =
    userId && similarity !== null && similarity >= limits.matchThreshold
      ? await findRecognised(ctx.db, userId, ventureId)
      : null;
  if (!row) return { outcome: 'NOT_RECOGNISED', person: null, events: [], autoCheckin: false };
  const { avatarPath, groupKey, groupName, hostId, hostName, gateAutoCheckin, ...person } = row;
  const { events } = await dayOf(ctx, principal, eq(users.id, row.id));
  return {
    outcome: 'RECOGNISED',
    events,
    autoCheckin: gateAutoCheckin,
    person: {
      ...person,
      avatarUrl: publicFileUrl(avatarPath),
      group: { key: groupKey, name: groupName },
      host: hostId && hostName ? { id: hostId, name: hostName } : null,
    },
  };
}
