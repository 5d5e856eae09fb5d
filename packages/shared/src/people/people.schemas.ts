import { z } from 'zod';
import { emailField } from '../common/email-field';
import {
  isoDate,
  notFutureDate,
  optionalAddress,
  optionalCpf,
  optionalText,
  personName,
  whenFieldsValid,
  whenObject,
  wholeNumber,
} from '../common/fields.schemas';
import { listQuery, paged } from '../common/list.schemas';
import { optionalPhone } from '../common/phone.schemas';
import type { FieldIssue } from '../users/users.rules';
import {
  employeeRequest,
  faceConsentField,
  GENDERS,
  userDetails,
  userListItem,
} from '../users/users.schemas';
import {
  documentIssues,
  FOREIGNER_DOCUMENT_TYPES,
  hostingIssues,
  minBlockEndDate,
  ONBOARD_TYPES,
  PERSON_GROUP_KEYS,
} from './people.rules';

// Members, dependants, guests and lodgers (spec 000: s.3 User, s.5 Person form, s.7 calls).

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Letters and digits, uppercased (spec 000, section 5). */
const foreignerDocument = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]+$/, 'Apenas letras e números')
    .max(30, 'Máximo 30 caracteres')
    .nullish(),
);

/** Who a person is: name, e-mail, and the CPF or a typed foreign document (spec 000, section 5). */
const identityFields = {
  name: personName,
  email: emailField,
  cpf: optionalCpf,
  useForeignerDocument: z.boolean().default(false),
  foreignerDocumentType: z.preprocess(
    blankToNull,
    z.enum(FOREIGNER_DOCUMENT_TYPES, { error: 'Tipo do documento requerido' }).nullish(),
  ),
  foreignerDocument,
};

/**
 * The identity fields alone, with the person form's very messages: the members' app's sign-up and a
 * host's guest invitation extend it (with `withDocumentIssues`, as its document rules need every field).
 */
export const personIdentity = z.strictObject(identityFields);

const personFields = {
  ...identityFields,
  phone: optionalPhone,
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: 'Gênero inválido' }).nullish()),
  birthDate: z.preprocess(
    blankToNull,
    z.string({ error: 'Data de nascimento requerida' }).pipe(notFutureDate),
  ),
  healthCheck: z.preprocess(blankToNull, notFutureDate.nullish()),
  bio: optionalText(2000),
  faceConsent: faceConsentField,
  address: optionalAddress,
  /** One category per venture, among the ventures the staff user works in. */
  categoriesId: z
    .array(z.uuid({ error: 'Categoria inválida' }))
    .max(50)
    .default([]),
  /** Ventures the person is registered in besides those of its categories; the session's when none. */
  venturesId: z
    .array(z.uuid({ error: 'Empreendimento inválido' }))
    .max(100)
    .optional(),
};

type Issues = (values: never) => FieldIssue[];

/**
 * Adds the cross-field rules, also when other fields fail, so that every message shows at once; a
 * field that already failed keeps its own message.
 */
function withIssues<Schema extends z.ZodObject>(schema: Schema, ...rules: Issues[]): Schema {
  return schema.superRefine(
    (values, ctx) => {
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const rule of rules) {
        for (const issue of rule(values as never)) {
          if (!failed.has(issue.path))
            ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
        }
      }
    },
    { when: whenObject },
  ) as Schema;
}

/** The identity's cross-field rule: the CPF, or a foreign document and its type (`documentIssues`). */
export function withDocumentIssues<Schema extends z.ZodObject>(schema: Schema): Schema {
  return withIssues(schema, documentIssues);
}

/** POST /v2/users for a person: the group by its key, and the host of a dependant or guest. */
export const personCreateRequest = withIssues(
  z.strictObject({
    ...personFields,
    featureGroupKey: z.enum(PERSON_GROUP_KEYS, { error: 'Tipo inválido' }),
    hostId: z.preprocess(blankToNull, z.uuid({ error: 'Requerido' }).nullish()),
  }),
  documentIssues,
  hostingIssues,
);
export type PersonCreateRequest = z.output<typeof personCreateRequest>;
/** The person form holds the create request's values, also when it edits. */
export type PersonFormInput = z.input<typeof personCreateRequest>;

/** PUT /v2/users/{id} for a person: the same fields without featureGroupKey and hostId. */
export const personUpdateRequest = withIssues(z.strictObject(personFields), documentIssues);
export type PersonUpdateRequest = z.output<typeof personUpdateRequest>;

/**
 * POST /v2/users: a person (told by featureGroupKey) or an employee (featureGroupId, no key). PUT is
 * told apart by the user it changes, so its body is parsed once that user is known.
 */
export const userCreateRequest = z.discriminatedUnion('featureGroupKey', [
  personCreateRequest,
  employeeRequest.extend({ featureGroupKey: z.undefined().optional() }),
]);

const named = z.object({ id: z.uuid(), name: z.string() });
const onboardType = z.enum(ONBOARD_TYPES);
const documentType = z.enum(FOREIGNER_DOCUMENT_TYPES);

export const personListItem = userListItem.extend({
  hostId: z.uuid().nullable(),
  foreignerDocument: z.string().nullable(),
  foreignerDocumentType: documentType.nullable(),
  /** The onboard of the session's venture. */
  experience: z.number().int().nullable(),
  onboardType: onboardType.nullable(),
});
export type PersonListItem = z.infer<typeof personListItem>;
export const personList = paged(personListItem);

export const personDetails = userDetails.extend({
  featureGroup: userDetails.shape.featureGroup.extend({
    useFaceId: z.boolean(),
    useExperienceLevel: z.boolean(),
    useOnboardUrl: z.boolean(),
  }),
  healthCheck: z.iso.date().nullable(),
  foreignerDocument: z.string().nullable(),
  foreignerDocumentType: documentType.nullable(),
  useForeignerDocument: z.boolean(),
  hostId: z.uuid().nullable(),
  host: z
    .object({ id: z.uuid(), name: z.string(), phone: z.string().nullable(), email: z.string() })
    .nullable(),
  categories: z.array(z.object({ id: z.uuid(), title: z.string(), ventureId: z.uuid(), venture: named })),
  /** The host is blocked ('Responsável bloqueado'). */
  hostBlocked: z.boolean(),
  /** The titular, the member at the top of the host chain, is blocked ('Titular bloqueado'). */
  titularBlocked: z.boolean(),
});
export type PersonDetails = z.infer<typeof personDetails>;

/** GET /v2/users/{hostId}/guests: the dependants or the guests of a host. */
export const guestsQuery = listQuery(['name', 'email', 'phone', 'cpf', 'createdAt'], 'createdAt').extend({
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  cpf: z.string().max(20).optional(),
  phone: z.string().max(30).optional(),
  groupKey: z.enum(['DEPENDANT', 'GUEST']).optional(),
  minExperience: z.coerce.number().int().min(0).max(1000).optional(),
});
export type GuestsQuery = z.infer<typeof guestsQuery>;

/** PATCH /users/{userId}/blocks: indefinite, or until a date (00:00 in São Paulo) from tomorrow on. */
export const blockRequest = z
  .strictObject({
    isBlocked: z.boolean({ error: 'Requerido' }),
    blockExpiresAt: z.preprocess(
      blankToNull,
      isoDate.refine((value) => value >= minBlockEndDate(), 'A data mínima é amanhã').nullish(),
    ),
  })
  .refine((body) => !(body.isBlocked && body.blockExpiresAt), {
    path: ['blockExpiresAt'],
    message: 'Bloqueio indeterminado não tem data de término',
    when: whenFieldsValid('isBlocked', 'blockExpiresAt'),
  });
export type BlockRequest = z.output<typeof blockRequest>;
export type BlockFormInput = z.input<typeof blockRequest>;

export const onboard = z.object({
  id: z.uuid(),
  ventureId: z.uuid(),
  venture: named.extend({
    experienceLevels: z.array(z.object({ id: z.uuid(), level: z.number().int(), title: z.string() })),
  }),
  onboardType,
  experience: z.number().int(),
  onboardingUrl: z.string().nullable(),
});
export type Onboard = z.infer<typeof onboard>;
export const onboardList = z.object({ items: z.array(onboard) });

/** Finish (COMPLETED with an experience level) or reset (PARTIAL, experience 0). */
export const onboardUpdate = z
  .strictObject({
    experience: wholeNumber('Requerido').min(0).max(1000),
    onboardType: z.enum(['PARTIAL', 'COMPLETED'], { error: 'Tipo inválido' }),
  })
  .refine((body) => body.onboardType === 'COMPLETED' || body.experience === 0, {
    path: ['experience'],
    message: 'Um onboard parcial volta à experiência 0',
    when: whenFieldsValid('experience', 'onboardType'),
  });
export type OnboardUpdate = z.infer<typeof onboardUpdate>;
