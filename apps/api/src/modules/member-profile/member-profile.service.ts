import type {
  MemberPasswordChange,
  MemberProfile,
  MemberProfileUpdate,
} from '@reserva/shared/members/member-profile.schemas';
import type { PersonDetails } from '@reserva/shared/people/people.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { countUserAttempt, type ThrottleRule } from '../../plugins/throttle';
import { findAccountById } from '../auth/auth.repository';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { consentChanged, consentValue, findFaceConsent } from '../faces/face-consent';
import { enrolFace } from '../faces/face-enrolment';
import { checkFace } from '../faces/faces.service';
import { findByKey } from '../feature-groups/feature-groups.repository';
import { deleteAvatar, replaceAvatar } from '../files/files.service';
import { loadAnyDetails } from '../people/people.service';
import * as users from '../users/users.repository';
import { writeUser } from '../users/users.service';
import * as repository from './member-profile.repository';

// A person's own profile in Sócio (issue 31, point 8): the staff's record of them, read and changed
// through the people module's own pieces (details, photo, FaceID enrolment and consent).

/**
 * What one person may write in ten minutes, like the members' booking limits (members.service.ts):
 * profile saves and photos together (a photo runs the face detector), and wrong current passwords,
 * which only a guess makes (a right one takes its attempt back, as a sign-in does).
 */
export const PROFILE_THROTTLE = {
  write: { bucket: 'me:profile', limit: 30, windowSeconds: 600 },
  password: { bucket: 'me:password', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, ThrottleRule>;

export async function getProfile(ctx: AppContext, principal: Principal): Promise<MemberProfile> {
  const details = await loadAnyDetails(ctx.db, principal.userId, principal);
  // An app-store user is no person of the staff's people screens: no documents, host or categories.
  const person: PersonDetails | null = 'categories' in details ? details : null;
  const useFaceId = person
    ? person.featureGroup.useFaceId
    : ((await findByKey(ctx.db, details.featureGroup.key))?.useFaceId ?? false);
  return {
    id: details.id,
    name: details.name,
    email: details.email,
    phone: details.phone,
    cpf: details.cpf,
    foreignerDocument: person?.foreignerDocument ?? null,
    foreignerDocumentType: person?.foreignerDocumentType ?? null,
    birthDate: details.birthDate,
    gender: details.gender,
    address: details.address,
    avatarUrl: details.avatarUrl,
    avatarStatus: details.avatarStatus,
    faceIdStatus: details.faceIdStatus,
    faceConsentAt: details.faceConsentAt,
    group: {
      key: details.featureGroup.key,
      name: details.featureGroup.name,
      useFaceId,
    },
    host: person?.host ? { name: person.host.name } : null,
    categories: (person?.categories ?? []).map((category) => ({
      title: category.title,
      ventureName: category.venture.name,
    })),
  };
}

/**
 * The name, the phone, the FaceID consent, the address (left out: kept) and the birth date while none is
 * recorded: what a paid booking needs that is the person's to state. A consent given or taken back
 * enrols or forgets now.
 */
export async function updateProfile(
  ctx: AppContext,
  principal: Principal,
  input: MemberProfileUpdate,
): Promise<MemberProfile> {
  await countUserAttempt(ctx.db, PROFILE_THROTTLE.write, principal.userId);
  const consentGiven = await findFaceConsent(ctx.db, principal.userId);
  await writeUser(ctx, async (tx) => {
    const recorded = await repository.lockBirthDate(tx, principal.userId);
    const birthDate = input.birthDate ?? recorded;
    // A recorded birth date is the club's to correct (it may decide a category).
    if (recorded !== null && birthDate !== recorded) throw new AppError('birth-date-recorded');
    await users.updateUser(tx, principal.userId, {
      name: input.name,
      phone: input.phone ?? null,
      birthDate,
      ...consentValue(input.faceConsent, consentGiven),
    });
    if (input.address !== undefined) await users.saveAddress(tx, principal.userId, input.address);
  });
  if (consentChanged(input.faceConsent, consentGiven)) await enrolFace(ctx, principal.userId);
  return getProfile(ctx, principal);
}

/** Checks a photo for FaceID against the person's own group, storing nothing (the staff's check). */
export async function checkPhoto(
  ctx: AppContext,
  log: FastifyBaseLogger,
  principal: Principal,
  readUpload: () => Promise<Buffer>,
) {
  // The upload is read first: a request without a photo is refused before it counts.
  const upload = await readUpload();
  await countUserAttempt(ctx.db, PROFILE_THROTTLE.write, principal.userId);
  return checkFace(ctx, log, principal.groupKey, async () => upload);
}

/** One's own photo through the avatar call (it needs no key for oneself), enrolled before the answer. */
export async function replacePhoto(
  ctx: AppContext,
  principal: Principal,
  readUpload: () => Promise<Buffer>,
): Promise<MemberProfile> {
  const upload = await readUpload();
  await countUserAttempt(ctx.db, PROFILE_THROTTLE.write, principal.userId);
  await replaceAvatar(ctx, principal, 'users', principal.userId, async () => upload);
  return getProfile(ctx, principal);
}

/** Removing one's photo is cheap and idempotent: not counted (it takes FaceID's descriptor with it). */
export async function removePhoto(ctx: AppContext, principal: Principal): Promise<MemberProfile> {
  await deleteAvatar(ctx, principal, 'users', principal.userId);
  return getProfile(ctx, principal);
}

/**
 * A new password, given the current one. As the staff's own profile does, the person's other sessions
 * end (a lost phone stops working) and the one that changed it stays.
 */
export async function changePassword(
  ctx: AppContext,
  principal: Principal,
  input: MemberPasswordChange,
): Promise<void> {
  const attempt = await countUserAttempt(ctx.db, PROFILE_THROTTLE.password, principal.userId);
  const account = await findAccountById(ctx.db, principal.userId);
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw new AppError('wrong-current-password');
  }
  await attempt.release();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await users.updateUser(tx, principal.userId, { passwordHash, mustChangePassword: false });
    await users.revokeOtherSessions(tx, principal.userId, principal.sessionId);
  });
}
