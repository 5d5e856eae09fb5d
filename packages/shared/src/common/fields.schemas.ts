import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { todayInSaoPaulo } from './dates';

// Field rules shared by every form (spec 000 s.5, 002 s.5): the client and the server validate with
// the same schemas, so both give the same Portuguese messages.

export const digits = (value: string) => value.replace(/\D/g, '');

// Cross-field refinements that opt to run despite other issues (zod's `when`) still need an object:
// a null or array body has no fields, and reading one would throw instead of answering 400.
interface RefinementPayload {
  value: unknown;
  issues: readonly { path?: readonly PropertyKey[] }[];
}

/** `when` of a refinement that runs beside other fields' errors, on any object. */
export function whenObject(payload: RefinementPayload): boolean {
  return typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
}

/** `when` of a refinement that runs once the fields it reads are valid, beside other fields' errors. */
export function whenFieldsValid(...names: string[]) {
  return (payload: RefinementPayload): boolean =>
    whenObject(payload) && !payload.issues.some((issue) => names.includes(String(issue.path?.[0])));
}
export const DATE_ORDER_MESSAGE = 'Data de início deve ser anterior à data final';

/** A list query's optional `minDate`–`maxDate` range: the start not after the end (on `maxDate`). */
export const minDateNotAfterMax = [
  (value: { minDate?: unknown; maxDate?: unknown }, ctx: z.RefinementCtx) => {
    if (
      typeof value.minDate === 'string' &&
      typeof value.maxDate === 'string' &&
      value.minDate > value.maxDate
    ) {
      ctx.addIssue({ code: 'custom', path: ['maxDate'], message: DATE_ORDER_MESSAGE });
    }
  },
  { when: whenObject },
] as const;

export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Optional free text: blank becomes null. */
export function optionalText(max = 2000) {
  return z.preprocess(blankToNull, z.string().trim().max(max, `Máximo ${max} caracteres`).nullish());
}

/** Required text ('Requerido'), trimmed, of at most `max` characters. */
export function requiredText(max = 120) {
  return z.string({ error: 'Requerido' }).trim().min(1, 'Requerido').max(max, `Máximo ${max} caracteres`);
}

/** Letters (with accents), spaces, apostrophes and hyphens. */
export const personName = z
  .string({ error: 'Nome requerido' })
  .trim()
  .min(1, 'Nome requerido')
  .max(120, 'Nome inválido')
  // An empty name has its own message.
  .refine((value) => value === '' || /^[\p{L}][\p{L} '’-]*$/u.test(value), 'Nome inválido');

export const cpf = z
  .string({ error: 'CPF requerido' })
  .transform(digits)
  .pipe(
    z
      .string()
      .length(11, 'Valor inválido, requerido 11 dígitos')
      // A short value has its own message.
      .refine((value) => value.length !== 11 || isValidCPF(value), 'CPF inválido'),
  );

export const cnpj = z
  .string({ error: 'CNPJ requerido' })
  .transform(digits)
  .pipe(
    z
      .string()
      .length(14, 'Valor inválido, requerido 14 dígitos')
      .refine((value) => value.length !== 14 || isValidCNPJ(value), 'CNPJ inválido'),
  );

export const optionalCpf = z.preprocess(blankToNull, cpf.nullish());
export const optionalCnpj = z.preprocess(blankToNull, cnpj.nullish());

export const zipCode = z
  .string({ error: 'CEP requerido' })
  .transform(digits)
  .pipe(z.string().length(8, 'CEP inválido'));

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const address = z.object({
  street: required('Rua requerida').max(200),
  number: required('Número requerido').max(20),
  complement: optionalText(200),
  neighborhood: required('Bairro requerido').max(120),
  city: required('Cidade requerida')
    .max(120)
    .regex(/^[\p{L}][\p{L} '’.-]*$/u, 'Cidade requerida'),
  state: z
    .string({ error: 'Estado requerido' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Estado inválido'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'País inválido')
    .default('BR'),
  zipCode,
});
export type Address = z.infer<typeof address>;

/**
 * An address is optional as a whole: null when every field is empty (spec 000 s.5). The country alone
 * does not count, since forms start it at Brasil.
 */
export const optionalAddress = z.preprocess((value) => {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'object' &&
    Object.entries(value).every(
      ([name, field]) => name === 'country' || (blankToNull(field) ?? null) === null,
    )
  )
    return null;
  return value;
}, address.nullable());

/**
 * A whole number ('Valores inteiros'; `typeMessage` when it is not a number at all). A refine, not
 * `.int()`: zod's int check aborts the whole object, hiding the rules between its fields, and a form
 * shows every failing rule at once.
 */
export function wholeNumber(typeMessage = 'Valores inteiros') {
  return z.number({ error: typeMessage }).refine(Number.isInteger, 'Valores inteiros');
}

/** Money in cents: an integer, positive or zero. */
export const cents = wholeNumber().min(0, 'Valores positivos').max(100_000_000, 'Valor muito alto');

/** PostgreSQL has no year 0: the ISO pattern takes '0000-01-01', a date column does not. */
export const storableDate = (value: string) => !value.startsWith('0000-');

export const isoDate = z.iso.date({ error: 'Data inválida' }).refine(storableDate, 'Data inválida');

/** A date that is today or earlier in São Paulo: birth dates, health checks. */
export const notFutureDate = isoDate.refine(
  (value) => value <= todayInSaoPaulo(),
  'Data não pode ser no futuro',
);
