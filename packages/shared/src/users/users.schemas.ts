import { z } from 'zod';
import { emailField } from '../common/email-field';
import {
  optionalAddress,
  optionalCnpj,
  optionalCpf,
  optionalText,
  personName,
  whenFieldsValid,
} from '../common/fields.schemas';
import { listQuery, paged, uuid } from '../common/list.schemas';
import { optionalPhone } from '../common/phone.schemas';
import { employeeIssues } from './users.rules';

// Employees (staff accounts, sellers included) of spec 002, sections 3, 5 and 7.

export const AVATAR_STATUSES = ['EMPTY', 'VALID', 'INVALID', 'NOT_VERIFIED', 'UNAVAILABLE'] as const;
export const FACE_ID_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const GENDERS = ['FEMALE', 'MALE', 'OTHER'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  FEMALE: 'Feminino',
  MALE: 'Masculino',
  OTHER: 'Outros',
};
export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

const groupKeyList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((key) => key.trim().toUpperCase())
      .filter((key) => key !== ''),
  )
  .pipe(z.array(z.string().regex(/^[A-Z0-9_]{1,60}$/, 'Chave inválida')).max(30));

export const userListQuery = listQuery(['name', 'email', 'phone', 'cpf', 'createdAt'], 'createdAt').extend({
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
  // Documents and phones are matched on their digits, whatever mask the caller typed.
  cpf: z.string().max(20).optional(),
  phone: z.string().max(30).optional(),
  /** Only these groups (comma-separated keys). */
  featureGroups: groupKeyList.optional(),
  /** Every group but these (comma-separated keys). */
  ignoreFeatureGroups: groupKeyList.optional(),
  ventureId: z.uuid().optional(),
  /** People only: the dependants and guests of this host. */
  hostId: z.uuid().optional(),
  /** People only: the onboard experience in the session's venture; -1 is every one. */
  experience: z.coerce.number().int().min(-1).max(1000).optional(),
  minExperience: z.coerce.number().int().min(0).max(1000).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

const named = z.object({ id: z.uuid(), name: z.string() });
export const userGroup = z.object({ id: z.uuid(), key: z.string(), name: z.string() });

export const userListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  avatarStatus: z.enum(AVATAR_STATUSES),
  faceIdStatus: z.enum(FACE_ID_STATUSES),
  confirmPending: z.boolean(),
  featureGroup: userGroup,
  ventures: z.array(named),
  createdAt: z.iso.datetime(),
});
export type UserListItem = z.infer<typeof userListItem>;
export const userList = paged(userListItem);

/** An address as answered (the request's `address` schema has transforms, which do not serialise). */
export const addressView = z.object({
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
});

export const userDetails = userListItem.extend({
  cnpj: z.string().nullable(),
  companyName: z.string().nullable(),
  tradeName: z.string().nullable(),
  bio: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.iso.date().nullable(),
  address: addressView.nullable(),
  isBlocked: z.boolean(),
  blockedUntil: z.iso.datetime().nullable(),
  /** Why the system suspended the person (a no-show penalty); null for a block set by staff. */
  blockReason: z.string().nullable(),
  paymentRegistered: z.boolean(),
  /** When the user consented to FaceID using their photo; null without consent. */
  faceConsentAt: z.iso.datetime({ offset: true }).nullable(),
  featureGroup: userGroup.extend({
    authLevel: z.number().int(),
    features: z.array(z.object({ id: z.uuid(), key: z.string(), name: z.string() })),
  }),
});
export type UserDetails = z.infer<typeof userDetails>;

/**
 * 'Autorizo o uso da minha foto para reconhecimento facial na portaria' (LGPD art. 11: biometric data
 * needs consent): FaceID is enabled only with it. Left out, the user's consent stays as it was.
 */
export const faceConsentField = z.boolean().optional();

/** Create and update of an employee: the same body (the id of an update is in the path). */
export const employeeRequest = z.strictObject({
  name: personName,
  email: emailField,
  cpf: optionalCpf,
  phone: optionalPhone,
  cnpj: optionalCnpj,
  companyName: optionalText(200),
  tradeName: optionalText(200),
  bio: optionalText(2000),
  faceConsent: faceConsentField,
  address: optionalAddress,
  featureGroupId: uuid,
  venturesId: z
    .array(z.uuid({ error: 'Empreendimento inválido' }))
    .max(100)
    .optional(),
});
export type EmployeeRequest = z.infer<typeof employeeRequest>;

/**
 * The employee form: the request plus the chosen group's key, so that the seller and ventures rules
 * (which the server applies after looking the group up) show under their fields.
 */
export const employeeForm = employeeRequest
  .extend({ featureGroupKey: z.string({ error: 'Requerido' }).min(1, 'Requerido') })
  .superRefine(
    (values, ctx) => {
      for (const issue of employeeIssues(values.featureGroupKey, values)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    // Also when other fields fail, so that every message shows at once (even before a group is
    // chosen), as long as the values the rules read have their types.
    {
      when: (payload) =>
        whenFieldsValid('venturesId')(payload) &&
        typeof (payload.value as { featureGroupKey?: unknown }).featureGroupKey === 'string',
    },
  );
export type EmployeeFormInput = z.input<typeof employeeForm>;
export type EmployeeFormValues = z.output<typeof employeeForm>;

export const assignableGroupsQuery = z.object({ mode: z.enum(['create', 'update']).default('create') });
export const assignableGroups = z.object({
  items: z.array(userGroup.extend({ authLevel: z.number().int() })),
});
export type AssignableGroup = z.infer<typeof assignableGroups>['items'][number];
