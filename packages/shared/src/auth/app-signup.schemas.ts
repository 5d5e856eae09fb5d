import { z } from 'zod';
import { personCreateRequest, personIdentity, withDocumentIssues } from '../people/people.schemas';

// The members' app's sign-up (`/signup`, issue 31 point 1): someone not yet known asks to become an
// APP_STORE_USER of a venture, and the e-mail's owner confirms by setting a password
// (docs/decisions.md, The members' app).

/** The fields of the person form (spec 000 s.5), with their very messages. */
const person = personCreateRequest.shape;

/** GET /app-signup/ventures: what a stranger may see of the ventures open to sign-ups. */
export const appSignupVentures = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AppSignupVentures = z.infer<typeof appSignupVentures>;

/** POST /app-signup: name, e-mail, CPF or a foreign document, birth date, and the venture chosen. */
export const appSignupRequest = withDocumentIssues(
  personIdentity.extend({
    birthDate: person.birthDate,
    ventureId: z.uuid({ error: 'Escolha o clube' }),
  }),
);
export type AppSignupRequest = z.output<typeof appSignupRequest>;
export type AppSignupFormValues = z.input<typeof appSignupRequest>;

/** The answer to every well-formed sign-up within the limits (202), whoever the e-mail or document name. */
export const appSignupRequested = z.strictObject({ status: z.literal('CONFIRMATION_SENT') });
export type AppSignupRequested = z.infer<typeof appSignupRequested>;
export const APP_SIGNUP_REQUESTED: AppSignupRequested = { status: 'CONFIRMATION_SENT' };
