import { z } from 'zod';
import { emailField } from '../common/email-field';

// Public password flows (spec 002, sections 5 and 7): forgot, reset and sign-up confirmation.

export const forgotPasswordRequest = z.strictObject({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** A password someone chooses (reset, sign-up, profile). */
export const newPasswordField = z
  .string({ error: 'Senha requerida' })
  .min(1, 'Senha requerida')
  // One message for an empty password, without aborting: an abort would hide the other fields' rules.
  .refine((value) => value.length === 0 || value.length >= 8, 'Mínimo 8 caracteres')
  .max(200, 'Máximo 200 caracteres');

const passwordFields = {
  password: newPasswordField,
  passwordConfirmation: z.string({ error: 'Senha requerida' }).max(200, 'Senhas não coincidem'),
};

function matching<T extends z.ZodType<{ password: string; passwordConfirmation: string }>>(schema: T) {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'Senhas não coincidem',
    // Also while the password itself is still invalid, so the form shows both problems at once.
    when: ({ value }) => {
      const fields = value as Partial<Record<keyof typeof passwordFields, unknown>> | null;
      return typeof fields?.password === 'string' && typeof fields.passwordConfirmation === 'string';
    },
  });
}

/** The form of the reset and sign-up confirmation screens. */
export const passwordPairForm = matching(z.strictObject(passwordFields));
export type PasswordPairForm = z.infer<typeof passwordPairForm>;

/** Body of POST /passwords/reset and PUT /sessions/signup-confirm: the form plus the mailed token. */
export const passwordTokenRequest = matching(
  z.strictObject({ ...passwordFields, token: z.string().min(1).max(200) }),
);
export type PasswordTokenRequest = z.infer<typeof passwordTokenRequest>;

/** A venture's app-store ids, for the links to the mobile app. */
export const storeIds = z.object({ appstoreId: z.string().nullable(), playstoreId: z.string().nullable() });
export type StoreIds = z.infer<typeof storeIds>;

/**
 * Answer of a password set through a mailed link: the group's keys (staff are offered the sign-in,
 * people the app) and the store ids of the user's ventures, first venture first.
 */
export const passwordSetResponse = z.object({
  featureGroup: z.object({ key: z.string(), features: z.array(z.string()) }),
  ventures: z.array(storeIds),
});
export type PasswordSetResponse = z.infer<typeof passwordSetResponse>;
