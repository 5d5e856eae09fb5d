import { z } from 'zod';
import { whenObject } from '../common/fields.schemas';
import { documentIssues } from '../people/people.rules';
import { personCreateRequest } from '../people/people.schemas';

// Sócio's guests (issue 31, point 7): a host invites a guest, who sets a password through the mailed
// invitation, and books for them (docs/decisions.md, The members' app).

/** The person form's fields (spec 000 s.5), with their very messages. */
const person = personCreateRequest.shape;

/** POST /me/guests: name, e-mail, and CPF or a foreign document. */
export const memberGuestInvite = z
  .strictObject({
    name: person.name,
    email: person.email,
    cpf: person.cpf,
    useForeignerDocument: person.useForeignerDocument,
    foreignerDocumentType: person.foreignerDocumentType,
    foreignerDocument: person.foreignerDocument,
  })
  .superRefine(
    (values, ctx) => {
      // A field that already failed keeps its own message.
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const issue of documentIssues(values)) {
        if (!failed.has(issue.path))
          ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    { when: whenObject },
  );
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
