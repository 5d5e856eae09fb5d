import type {
  MemberGuest,
  MemberGuestInvite,
  MemberGuests,
} from '@reserva/shared/members/member-guests.schemas';
import { isMemberGroup, withDocumentCleared } from '@reserva/shared/people/people.rules';
import { effectiveCategoryLimits } from '@reserva/shared/ventures/user-categories.rules';
import type { Executor } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { countUserAttempt, type ThrottleRule } from '../../plugins/throttle';
import { lockIdentity } from '../app-signup/app-signup.repository';
import { findPerson, type PersonFacts } from '../bookings/booking-facts.repository';
import { insertPerson } from '../people/people.repository';
import { deleteWithHosted } from '../people/people.service';
import { type InvitingHost, sendSignupInvitation } from '../users/users.invitation';
import { findLive } from '../ventures/ventures.repository';
import * as repository from './member-guests.repository';

// Sócio's guests (issue 31, point 7; docs/decisions.md, The members' app): a member invites a guest,
// a GUEST they host in the session's venture, who sets a password through the mailed invitation; the
// host then books for them (POST /me/bookings with forUserId) under the category's guest limits and
// prices. An e-mail or document that is someone else's gets one answer whoever it is, and no account
// is ever changed by an invitation.

/**
 * Invitations one person may try in ten minutes (issue 31, point 11): every well-formed one counts, and
 * so does every removal of a guest (an invite-and-remove cycle probes no faster than invitations alone).
 */
export const INVITE_THROTTLE = {
  bucket: 'me:invite',
  limit: 10,
  windowSeconds: 600,
} as const satisfies ThrottleRule;

const UNIQUE_VIOLATION = '23505';

/**
 * A member (never a dependant, guest or lodger) whose own category in the venture admits guests: a
 * guest books under its host's category, so without one there are no guest limits or prices to apply.
 */
function mayHost(person: PersonFacts | undefined): boolean {
  return (
    person !== undefined &&
    isMemberGroup(person.groupKey) &&
    person.hasCategory &&
    effectiveCategoryLimits(person).guestDayBookings !== 0
  );
}

/** Whether the signed-in person may invite guests in the session's venture (GET /me). */
export async function mayInviteGuests(db: Executor, principal: Principal): Promise<boolean> {
  return mayHost(await findPerson(db, principal.userId, principal.ventureId));
}

/** GET /me/guests. */
export async function listGuests(ctx: AppContext, principal: Principal): Promise<MemberGuests> {
  return { items: await repository.listGuests(ctx.db, principal.userId, principal.ventureId) };
}

/**
 * POST /me/guests: a new GUEST hosted by the person in the venture, with the sign-up invitation, in one
 * transaction. A guest the person hosts already (by e-mail or document) is answered as invited (their
 * invitation goes again while they have no password); any other account with that e-mail or document
 * refuses with `guest-invitation-refused`, which does not say whose.
 */
export async function invite(
  ctx: AppContext,
  principal: Principal,
  input: MemberGuestInvite,
): Promise<{ guest: MemberGuest; created: boolean }> {
  await countUserAttempt(ctx.db, INVITE_THROTTLE, principal.userId);
  // A blocked person's session is refused before this (plugins/principal.ts).
  if (!(await mayInviteGuests(ctx.db, principal))) throw new AppError('guest-invitation-not-allowed');
  const identity = withDocumentCleared({
    cpf: input.cpf ?? null,
    useForeignerDocument: input.useForeignerDocument,
    foreignerDocument: input.foreignerDocument ?? null,
    foreignerDocumentType: input.foreignerDocumentType ?? null,
  });
  const venture = await findLive(ctx.db, principal.ventureId, undefined);
  const host: InvitingHost = { name: principal.name, ventureName: venture?.name ?? 'Reserva' };
  const run = () =>
    ctx.db.transaction(async (tx) => {
      // The sign-up's and the public form's identity locks: one account per e-mail or document.
      await lockIdentity(tx, input.email, identity);
      const owners = await repository.findIdentityOwners(
        tx,
        { ...identity, email: input.email },
        principal.userId,
        principal.ventureId,
      );
      const [owner] = owners;
      if (owner && (owners.length > 1 || !owner.isOwnGuest)) throw new AppError('guest-invitation-refused');
      if (owner) {
        const [guest] = await repository.listGuests(tx, principal.userId, principal.ventureId, owner.id);
        if (!guest) throw new AppError('guest-invitation-refused');
        if (!guest.hasSetPassword) await sendSignupInvitation(tx, ctx, guest, host);
        return { guest, created: false };
      }
      // The GUEST of the host in the venture, with an onboard there and the mail that sets their password.
      const user = await insertPerson(
        tx,
        'GUEST',
        { ...input, ...identity, hostId: principal.userId },
        principal.ventureId,
      );
      await sendSignupInvitation(tx, ctx, user, host);
      const [guest] = await repository.listGuests(tx, principal.userId, principal.ventureId, user.id);
      if (!guest) throw new Error('the invited guest was not stored');
      return { guest, created: true };
    });
  // Staff may register the same e-mail or document meanwhile (without these locks): run again, and
  // the account is found.
  const answer = await run().catch((error: unknown) => {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return run();
    throw error;
  });
  void ctx.mail.kick();
  return answer;
}

/**
 * DELETE /me/guests/{id}: the host removes a guest of theirs in the venture as staff delete a person
 * (soft-deleted, their pending bookings and queue entries cancelled as 'Usuário excluído', e-mail and
 * document free again). Anyone else's id answers `user-not-found`, as no record does.
 */
export async function removeGuest(ctx: AppContext, principal: Principal, guestId: string): Promise<void> {
  const [guest] = await repository.listGuests(ctx.db, principal.userId, principal.ventureId, guestId);
  // An id that is no guest of theirs changes nothing and tells nothing: only removals are counted.
  if (!guest) throw new AppError('user-not-found');
  await countUserAttempt(ctx.db, INVITE_THROTTLE, principal.userId);
  await deleteWithHosted(ctx, guest.id);
}
