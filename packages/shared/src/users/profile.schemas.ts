import { z } from 'zod';
import { emailField } from '../common/email-field';
import {
  notFutureDate,
  optionalAddress,
  optionalCnpj,
  optionalCpf,
  optionalText,
  personName,
  whenObject,
} from '../common/fields.schemas';
import { optionalPhone } from '../common/phone.schemas';
import { newPasswordField } from '../passwords/passwords.schemas';
import { sellerIssues } from './users.rules';
import { GENDERS } from './users.schemas';

// The signed-in user's own profile (spec 002, sections 2 Profile, 5 Profile and 7).

const blankToNull = (value: unknown) => (typeof value === 'string' && value === '' ? null : value);

// The same rule as every chosen password; left empty, the password stays as it is.
const optionalPassword = z.preprocess(blankToNull, newPasswordField.nullish());

const profileFields = z.strictObject({
  name: personName,
  email: emailField,
  cpf: optionalCpf,
  cnpj: optionalCnpj,
  companyName: optionalText(200),
  tradeName: optionalText(200),
  phone: optionalPhone,
  bio: optionalText(2000),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: 'Gênero inválido' }).nullish()),
  birthDate: z.preprocess(blankToNull, notFutureDate.nullish()),
  address: optionalAddress,
  /** Optional: left empty, the password stays as it is. */
  password: optionalPassword,
  passwordConfirmation: z.preprocess(blankToNull, z.string().max(200).nullish()),
});

/** The request of PUT /users/profile; the seller rules depend on the caller's group (see below). */
export const profileRequest = profileFields.refine(
  (values) => (values.password || null) === (values.passwordConfirmation || null),
  // Also when other fields fail, so that every message shows at once.
  { path: ['passwordConfirmation'], message: 'Senhas não coincidem', when: whenObject },
);
export type ProfileRequest = z.infer<typeof profileRequest>;

/** The profile form of a user of `groupKey`: sellers must keep CNPJ, company, phone and address. */
export function profileForm(groupKey: string) {
  return profileRequest.superRefine(
    (values, ctx) => {
      for (const issue of sellerIssues(groupKey, values)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    { when: whenObject },
  );
}
export type ProfileFormInput = z.input<typeof profileRequest>;
