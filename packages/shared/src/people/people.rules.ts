import { addDays, todayInSaoPaulo } from '../common/dates';
import type { FeatureKey } from '../permissions/permissions';
import type { FieldIssue } from '../users/users.rules';

// Pure rules of members, dependants, guests and lodgers (spec 000, sections 2-6), applied alike by
// the forms and the server.

/** The people groups the back-office registers (APP_STORE_USER accounts are listed as employees). */
export const PERSON_GROUP_KEYS = ['MEMBER', 'DEPENDANT', 'GUEST', 'LODGER'] as const;
export type PersonGroupKey = (typeof PERSON_GROUP_KEYS)[number];

/** Brought by a host: a dependant's host is its titular, a guest's host is the one responsible. */
export const HOSTED_GROUP_KEYS = ['DEPENDANT', 'GUEST'] as const;
/** Who may host (the host search of /guests/register). */
export const HOST_GROUP_KEYS = ['MEMBER', 'DEPENDANT'] as const;

export function isPersonGroup(key: string): key is PersonGroupKey {
  return (PERSON_GROUP_KEYS as readonly string[]).includes(key);
}

export function isHostedGroup(key: string): boolean {
  return (HOSTED_GROUP_KEYS as readonly string[]).includes(key);
}

/** A group key containing MEMBER shows the Dependentes tab (spec 000, section 6). */
export function isMemberGroup(key: string): boolean {
  return key.includes('MEMBER');
}

export type PersonAction = 'read' | 'write' | 'delete' | 'confirm' | 'password';

/**
 * The keys that open each action on people (spec 000, section 6: any one of them). Members, dependants
 * and guests are the user area's; lodgers have keys of their own. Writing covers blocks and onboards.
 */
export const MEMBER_KEYS = {
  read: ['USER_FULL_ACCESS', 'USER_READ_ACCESS'],
  write: ['USER_FULL_ACCESS', 'USER_WRITE_ACCESS'],
  delete: ['USER_FULL_ACCESS', 'USER_DELETE_ACCESS'],
  confirm: ['USER_FULL_ACCESS', 'USER_PROFILE_CONFIRMATION_WRITE_ACCESS'],
  password: ['USER_FULL_ACCESS', 'USER_PASSWORD_WRITE_ACCESS'],
} as const satisfies Record<PersonAction, readonly FeatureKey[]>;

// The spec names no confirmation or password key for lodgers: whoever edits them does it.
export const LODGER_KEYS = {
  read: ['LODGER_FULL_ACCESS', 'LODGER_READ_ACCESS'],
  write: ['LODGER_FULL_ACCESS', 'LODGER_WRITE_ACCESS'],
  delete: ['LODGER_FULL_ACCESS', 'LODGER_DELETE_ACCESS'],
  confirm: ['LODGER_FULL_ACCESS', 'LODGER_WRITE_ACCESS'],
  password: ['LODGER_FULL_ACCESS', 'LODGER_WRITE_ACCESS'],
} as const satisfies Record<PersonAction, readonly FeatureKey[]>;

export function personKeys(groupKey: string): Record<PersonAction, readonly FeatureKey[]> {
  return groupKey === 'LODGER' ? LODGER_KEYS : MEMBER_KEYS;
}

/** The fixed password 'Redefinir senha' applies (spec 000, section 9); the screen announces it. */
export const DEFAULT_PERSON_PASSWORD = 'Reserva@123';

export const FOREIGNER_DOCUMENT_TYPES = ['RNE', 'PASSPORT', 'DRIVERS_LICENSE', 'OTHERS'] as const;
export type ForeignerDocumentType = (typeof FOREIGNER_DOCUMENT_TYPES)[number];

export const FOREIGNER_DOCUMENT_LABELS: Record<ForeignerDocumentType, string> = {
  RNE: 'RNE',
  PASSPORT: 'Passaporte',
  DRIVERS_LICENSE: 'Carteira de motorista int.',
  OTHERS: 'Outros',
};

const DOCUMENT_REQUIRED: Record<ForeignerDocumentType, string> = {
  RNE: 'RNE requerido',
  PASSPORT: 'Passaporte requerido',
  DRIVERS_LICENSE: 'Carteira de motorista requerida',
  OTHERS: 'Documento requerido',
};

export interface DocumentValues {
  cpf?: string | null | undefined;
  useForeignerDocument?: boolean | undefined;
  foreignerDocument?: string | null | undefined;
  foreignerDocumentType?: ForeignerDocumentType | null | undefined;
}

/** CPF, or with 'Usar documento internacional' a typed foreign document (spec 000, section 5). */
export function documentIssues(values: DocumentValues): FieldIssue[] {
  if (!values.useForeignerDocument) {
    return values.cpf ? [] : [{ path: 'cpf', message: 'CPF requerido' }];
  }
  const type = values.foreignerDocumentType;
  if (!type) return [{ path: 'foreignerDocumentType', message: 'Tipo do documento requerido' }];
  const document = values.foreignerDocument ?? '';
  if (document === '') return [{ path: 'foreignerDocument', message: DOCUMENT_REQUIRED[type] }];
  if (type === 'RNE' && document.length < 8)
    return [{ path: 'foreignerDocument', message: 'Mínimo 8 dígitos' }];
  if (type === 'RNE' && document.length > 12) {
    return [{ path: 'foreignerDocument', message: 'Máximo 12 dígitos' }];
  }
  return [];
}

/** Only the document in use is kept: the CPF, or the foreign document and its type. */
export function withDocumentCleared<T extends DocumentValues>(values: T): T {
  if (values.useForeignerDocument) return { ...values, cpf: null };
  return { ...values, foreignerDocument: null, foreignerDocumentType: null };
}

export interface HostingValues {
  featureGroupKey: string;
  hostId?: string | null | undefined;
  categoriesId?: readonly string[] | undefined;
}

/**
 * A dependant or guest needs its host ('Requerido'); a member without a host needs a category (the
 * register screen keeps saving disabled until one is linked).
 */
export function hostingIssues(values: HostingValues): FieldIssue[] {
  if (isHostedGroup(values.featureGroupKey) && !values.hostId)
    return [{ path: 'hostId', message: 'Requerido' }];
  if (values.featureGroupKey === 'MEMBER' && !values.hostId && (values.categoriesId ?? []).length === 0) {
    return [{ path: 'categoriesId', message: 'Vincule ao menos uma categoria' }];
  }
  return [];
}

export interface BlockState {
  isBlocked: boolean;
  /** ISO instant, or null. */
  blockedUntil: string | null;
}

/** Blocked while isBlocked, or until blockedUntil (server-rules.md, People). */
export function isBlockedNow(state: BlockState, now: Date = new Date()): boolean {
  return state.isBlocked || (state.blockedUntil !== null && new Date(state.blockedUntil) > now);
}

/** The first end date a block may take: tomorrow in São Paulo (spec 000, section 5). */
export function minBlockEndDate(now: Date = new Date()): string {
  return addDays(todayInSaoPaulo(now), 1);
}

/** The experience filter of the people lists (spec 000, section 2): label and code; -1 is every one. */
export const EXPERIENCE_FILTERS = [
  { value: -1, label: 'Todos' },
  { value: 0, label: 'Nível 1 e 2' },
  { value: 1, label: '3 e 4' },
  { value: 2, label: '5' },
  { value: 3, label: '6' },
  { value: 4, label: '6 e 7' },
  { value: 5, label: '7' },
  { value: 6, label: '8' },
  { value: 7, label: 'Especial' },
] as const;

export const ONBOARD_TYPES = ['PENDING', 'PARTIAL', 'COMPLETED'] as const;
export type OnboardType = (typeof ONBOARD_TYPES)[number];

export const ONBOARD_TYPE_LABELS: Record<OnboardType, string> = {
  PENDING: 'Pendente',
  PARTIAL: 'Parcial',
  COMPLETED: 'Completado',
};
