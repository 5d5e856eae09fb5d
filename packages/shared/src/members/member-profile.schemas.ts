import { z } from 'zod';
import { blankToNull, notFutureDate, optionalAddress, personName } from '../common/fields.schemas';
import { optionalPhone } from '../common/phone.schemas';
import { passwordPairForm } from '../passwords/passwords.schemas';
import { personDetails } from '../people/people.schemas';
import { faceConsentField } from '../users/users.schemas';

// A person's own profile in Sócio (issue 31, point 8; docs/decisions.md, The members' app): what the
// staff's record of them shows that is theirs to see, and the little they may change themselves.

/** GET /me/profile: the person's record as staff keep it, without staff-only fields (nor any descriptor). */
export const memberProfile = personDetails
  .pick({
    id: true,
    name: true,
    email: true,
    phone: true,
    cpf: true,
    foreignerDocument: true,
    foreignerDocumentType: true,
    birthDate: true,
    gender: true,
    address: true,
    avatarUrl: true,
    avatarStatus: true,
    faceIdStatus: true,
    faceConsentAt: true,
  })
  .extend({
    /** The person's kind ('Sócio', 'Dependente', …) and whether it uses FaceID at the gate. */
    group: z.object({ key: z.string(), name: z.string(), useFaceId: z.boolean() }),
    /** The titular or host a dependant or guest answers to. */
    host: z.object({ name: z.string() }).nullable(),
    categories: z.array(z.object({ title: z.string(), ventureName: z.string() })),
  });
export type MemberProfile = z.infer<typeof memberProfile>;

/**
 * PUT /me/profile: the name, the phone, the FaceID consent, the address (what a paid booking needs:
 * left out it stays, null removes it) and the birth date while none is recorded (left out or the one
 * recorded; another is `422 birth-date-recorded`). The e-mail (the sign-in), documents, group,
 * categories, ventures, level and blocks are the staff's to change: any other field is refused.
 */
export const memberProfileUpdate = z.strictObject({
  name: personName,
  phone: optionalPhone,
  faceConsent: faceConsentField,
  address: optionalAddress.optional(),
  birthDate: z.preprocess(blankToNull, notFutureDate.nullish()).optional(),
});
export type MemberProfileUpdate = z.output<typeof memberProfileUpdate>;
export type MemberProfileForm = z.input<typeof memberProfileUpdate>;

/** PUT /me/password: the current password, and a new one under the rules of every chosen password. */
export const memberPasswordChange = passwordPairForm.safeExtend({
  currentPassword: z.string({ error: 'Senha atual requerida' }).min(1, 'Senha atual requerida').max(200),
});
export type MemberPasswordChange = z.output<typeof memberPasswordChange>;
