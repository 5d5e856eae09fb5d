import { z } from 'zod';
import { deskEvent } from '../desk/desk.schemas';
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

// POST /faces/identify (issue 30): multipart field `frame`, a camera frame at the gate.

/**
 * RECOGNISED: an enrolled person of the session's venture; NOT_RECOGNISED: a face nobody enrolled
 * matches; NO_FACE: nobody in the frame; SPOOF: the face looks like a photo or a screen.
 */
export const FACE_IDENTIFY_OUTCOMES = ['RECOGNISED', 'NOT_RECOGNISED', 'NO_FACE', 'SPOOF'] as const;

const someone = z.object({ id: z.string().uuid(), name: z.string() });

/** Who the camera saw, with what the gate must know before letting them in. */
export const recognisedPerson = someone.extend({
  avatarUrl: z.string().nullable(),
  group: z.object({ key: z.string(), name: z.string() }),
  /** The member who hosts a guest or holds a dependant. */
  host: someone.nullable(),
  isBlocked: z.boolean(),
  /** Suspended until this instant (a no-show penalty or a block with an end). */
  blockedUntil: z.string().datetime({ offset: true }).nullable(),
  blockReason: z.string().nullable(),
  /** The host or the titular is blocked: the person may not book either. */
  hostBlocked: z.boolean(),
});
export type RecognisedPerson = z.infer<typeof recognisedPerson>;

export const faceIdentifyResponse = z.object({
  outcome: z.enum(FACE_IDENTIFY_OUTCOMES),
  person: recognisedPerson.nullable(),
  /** The person's events of today in the venture, with their bookings and check-ins (as the desk's). */
  events: z.array(deskEvent),
  /** The venture checks a recognised person in without the concierge's tap (its gateAutoCheckin). */
  autoCheckin: z.boolean(),
});
export type FaceIdentifyResponse = z.infer<typeof faceIdentifyResponse>;
