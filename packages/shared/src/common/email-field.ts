// The e-mail of every form (spec 000 s.5): trimmed, lower-cased, at most 254 characters. Written with
// zod/mini, as the sign-in schema (the first screen's only one) takes it: mini schemas are ordinary zod
// schemas to the server and inside classic objects.
import * as z from 'zod/mini';

export const emailField = z.pipe(
  z
    .string({ error: 'E-mail requerido' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'E-mail requerido'),
      z.maxLength(254, 'E-mail inválido'),
    ),
  z.email('E-mail inválido'),
);
