import fs from 'node:fs/promises';
import type { AppContext } from '../../plugins/context';
import { RepeatingJob } from '../../repeating-job';
import { resolveStored } from '../files/image-storage';
import { faceVerdict } from './face-verdict';
import {
  claimPendingEnrolments,
  type Enrolment,
  type EnrolmentSubject,
  readEnrolmentSubject,
  releaseEnrolmentClaims,
  writeEnrolment,
} from './faces.repository';
import { letterbox } from './letterbox';

/** The model whose descriptors the galleries compare; a stored descriptor of another is ignored. */
export const DESCRIPTOR_MODEL = 'faceres';

/**
 * Brings a person's FaceID in line with their photo, group and consent (spec 000 s.4; issue 30):
 * no photo EMPTY, a group without FaceID UNAVAILABLE, else the photo's verdict; a descriptor is kept
 * only for a VALID photo of a person who consented (FaceID ENABLED), and cleared otherwise or once
 * the person is deleted. A person changed meanwhile is left to the enrolment their change runs.
 */
export async function enrolFace(ctx: AppContext, userId: string): Promise<void> {
  const subject = await readEnrolmentSubject(ctx.db, userId);
  if (!subject) return;
  const enrolment = await computeEnrolment(ctx, subject);
  await writeEnrolment(ctx.db, userId, subject, DESCRIPTOR_MODEL, enrolment);
}

async function computeEnrolment(ctx: AppContext, subject: EnrolmentSubject): Promise<Enrolment> {
  if (subject.deleted) return { avatarStatus: 'EMPTY', descriptor: null };
  if (!subject.avatarPath) return { avatarStatus: 'EMPTY', descriptor: null };
  if (!subject.useFaceId) return { avatarStatus: 'UNAVAILABLE', descriptor: null };
  try {
    const photo = await fs.readFile(resolveStored(ctx.config.storageDir, subject.avatarPath));
    const { faces } = await ctx.faces.detect(await letterbox(photo), { describe: subject.consented });
    const avatarStatus = faceVerdict(faces, ctx.config.faceCheck);
    const descriptor = avatarStatus === 'VALID' && subject.consented ? (faces[0]?.descriptor ?? null) : null;
    return { avatarStatus, descriptor };
  } catch (error) {
    // The detector failed or is overloaded, or the file is gone: the upkeep job tries again.
    ctx.log.error({ err: error }, 'face enrolment failed');
    return { avatarStatus: 'NOT_VERIFIED', descriptor: null };
  }
}

const PENDING_BATCH = 20;
const PENDING_CHECK_MS = 60_000;
// A round takes batches for up to this long: a group given FaceID (thousands of photos) is enrolled
// at about 300 photos a minute, and the round still ends before the next one is due.
const ROUND_BUDGET_MS = 30_000;
// The first round soon after start: a new install's demo people are at the gate within seconds.
const FIRST_PENDING_CHECK_MS = 5_000;
// How long a process keeps the photos it took (a batch takes seconds): a failed check is tried again
// once its claim lapses, by whichever process comes first.
const CLAIM_SECONDS = 120;

/**
 * Enrols photos that were never checked (stored before FaceID enrolment existed: earlier installs, the
 * demo data, a group just given FaceID) or whose check failed, a batch at a time for up to `budgetMs`;
 * answers how many it took. Each batch is claimed first, so that the processes sharing a database
 * each take their own photos.
 */
export async function enrolPendingPhotos(ctx: AppContext, budgetMs = 0): Promise<number> {
  const started = Date.now();
  let taken = 0;
  let ids: string[];
  do {
    ids = await claimPendingEnrolments(ctx.db, PENDING_BATCH, CLAIM_SECONDS);
    for (const id of ids) await enrolFace(ctx, id);
    await releaseEnrolmentClaims(ctx.db, ids);
    taken += ids.length;
  } while (ids.length === PENDING_BATCH && Date.now() - started < budgetMs);
  return taken;
}

/** Each process enrols pending photos every minute, off the request path. */
export function pendingEnrolmentJob(ctx: AppContext): RepeatingJob {
  return new RepeatingJob(
    () => enrolPendingPhotos(ctx, ROUND_BUDGET_MS),
    PENDING_CHECK_MS,
    (error) => ctx.log.error({ err: error }, 'enrolling pending photos failed'),
    FIRST_PENDING_CHECK_MS,
  );
}
