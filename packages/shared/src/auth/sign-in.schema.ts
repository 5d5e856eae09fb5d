// The sign-in body is the first screen's only schema, so it is written with zod/mini: the browser
// then loads zod's core alone (not classic zod's methods and JSON-schema code) before anyone has
// signed in. Mini schemas are ordinary zod schemas to the server and inside classic objects.
import * as z from 'zod/mini';
import { emailField } from '../common/email-field';

export const signInRequest = z.strictObject({
  email: emailField,
  password: z.string({ error: 'Senha requerida' }).check(z.minLength(1, 'Senha requerida'), z.maxLength(200)),
  ventureId: z.optional(z.uuid()),
});
export type SignInRequest = z.infer<typeof signInRequest>;
