import { z } from 'zod';
import { personIdentity, withDocumentIssues } from '../people/people.schemas';

// Sócio's guests (issue 31, point 7): a host invites a guest, who sets a password through the mailed
// invitation, and books for them (docs/decisions.md, The members' app).

/** POST /me/guests: name, e-mail, and CPF or a foreign document (the person form's fields and messages). */
export const memberGuestInvite = withDocumentIssues(personIdentity);
export type MemberGuestInvite = z.output<typeof memberGuestInvite>;
export type MemberGuestInviteValues = z.input<typeof memberGuestInvite>;

/** A guest the person hosts in the session's venture. */
export const memberGuest = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** The guest chose a password through the invitation (and so may sign in to the app). */
  hasSetPassword: z.boolean(),
  /** Blocked or suspended: nobody may book for them now. */
  isBlocked: z.boolean(),
});
export type MemberGuest = z.infer<typeof memberGuest>;

/** GET /me/guests: by name. */
export const memberGuests = z.object({ items: z.array(memberGuest) });
export type MemberGuests = z.infer<typeof memberGuests>;
