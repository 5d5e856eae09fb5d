import { z } from 'zod';
import { featureGroupByKeyQuery } from '../feature-groups/feature-groups.schemas';
import type { AVATAR_STATUSES } from '../users/users.schemas';

// POST /users/face/check (spec 000 s.7): multipart field `face`, answers the photo's avatarStatus.

/** The group the person belongs (or will belong) to: its useFaceId decides whether the check runs. */
export const faceCheckQuery = featureGroupByKeyQuery;

/** EMPTY is never an answer: there is always a photo to check. */
export const FACE_CHECK_STATUSES = [
  'VALID',
  'INVALID',
  'NOT_VERIFIED',
  'UNAVAILABLE',
] as const satisfies readonly (typeof AVATAR_STATUSES)[number][];
export type FaceCheckStatus = (typeof FACE_CHECK_STATUSES)[number];

export const faceCheckResponse = z.object({ avatarStatus: z.enum(FACE_CHECK_STATUSES) });
export type FaceCheckResponse = z.infer<typeof faceCheckResponse>;
