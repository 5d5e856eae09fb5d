import { PERSON_GROUP_KEYS } from '../people/people.rules';
import { MASTER_GROUP_KEY } from '../permissions/feature-groups';
import type { FeatureKey } from '../permissions/permissions';

// Pure rules of employees (spec 002, sections 5 and 6), applied alike by the forms and the server.

/**
 * The keys that open each action on staff accounts (spec 002, section 6: any one of them). The server
 * checks them; the screens show their buttons with them.
 */
export const EMPLOYEE_KEYS = {
  read: ['EMPLOYEE_FULL_ACCESS'],
  write: ['EMPLOYEE_FULL_ACCESS', 'USER_FULL_ACCESS', 'USER_WRITE_ACCESS'],
  delete: ['EMPLOYEE_FULL_ACCESS', 'USER_FULL_ACCESS', 'USER_DELETE_ACCESS'],
  confirm: ['EMPLOYEE_FULL_ACCESS', 'USER_FULL_ACCESS', 'USER_PROFILE_CONFIRMATION_WRITE_ACCESS'],
} as const satisfies Record<string, readonly FeatureKey[]>;

/** The employees list leaves the people groups out (spec 002, section 2). */
export const EMPLOYEE_LIST_IGNORED_GROUPS = PERSON_GROUP_KEYS;

/** A seller is any group whose key includes SELLER (the details screen's rule, used everywhere). */
export function isSellerGroup(groupKey: string | null | undefined): boolean {
  return groupKey?.includes('SELLER') ?? false;
}

export interface Assigner {
  authLevel: number;
  isMaster: boolean;
}

export interface AssignableCandidate {
  key: string;
  authLevel: number;
}

export type AssignMode = 'create' | 'update';

// People of the app are never given a group through the employee form; lodgers only on an edit.
const NEVER_ASSIGNED = ['APP_STORE_USER', 'DEPENDANT', 'MEMBER', 'GUEST'];
const MASTER_ASSIGNS = [MASTER_GROUP_KEY, 'ADMIN'];

/**
 * Whether `assigner` may give `group` to a user (spec 002, section 6): a MASTER only MASTER or ADMIN;
 * anyone else only a numerically higher authLevel, never the app's people groups, nor LODGER on create.
 */
export function canAssignGroup(assigner: Assigner, group: AssignableCandidate, mode: AssignMode): boolean {
  if (assigner.isMaster) return MASTER_ASSIGNS.includes(group.key);
  if (NEVER_ASSIGNED.includes(group.key)) return false;
  if (mode === 'create' && group.key === 'LODGER') return false;
  return group.authLevel > assigner.authLevel;
}

/**
 * Whether `manager` may edit (or delete) `target` (spec 002, s.6): a MASTER anyone, anyone else only a
 * numerically higher authLevel. One's own record is edited in the profile, and nobody deletes it.
 */
export function mayManageUser(
  manager: Assigner & { id: string },
  target: { id: string; authLevel: number },
  action: 'edit' | 'delete',
): boolean {
  if (manager.id === target.id) return manager.isMaster && action === 'edit';
  return manager.isMaster || target.authLevel > manager.authLevel;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export interface SellerFields {
  cnpj?: string | null | undefined;
  companyName?: string | null | undefined;
  phone?: string | null | undefined;
  address?: object | null | undefined;
}

/** A seller needs CNPJ, company name, phone and address (spec 002, section 5: employee and profile). */
export function sellerIssues(groupKey: string, values: SellerFields): FieldIssue[] {
  if (!isSellerGroup(groupKey)) return [];
  const issues: FieldIssue[] = [];
  if (!values.cnpj) issues.push({ path: 'cnpj', message: 'CNPJ requerido' });
  if (!values.companyName) issues.push({ path: 'companyName', message: 'Nome da empresa requerido' });
  if (!values.phone) issues.push({ path: 'phone', message: 'Telefone requerido' });
  if (!values.address) issues.push({ path: 'address', message: 'Endereço requerido' });
  return issues;
}

/** The seller rules plus the ventures rule: at least one venture, unless the type is MASTER. */
export function employeeIssues(
  groupKey: string,
  values: SellerFields & { venturesId?: readonly string[] | undefined },
): FieldIssue[] {
  const issues = sellerIssues(groupKey, values);
  if (groupKey !== MASTER_GROUP_KEY) {
    if (values.venturesId === undefined) {
      issues.push({ path: 'venturesId', message: 'Requerido especificar um empreendimento' });
    } else if (values.venturesId.length === 0) {
      issues.push({ path: 'venturesId', message: 'Mínimo 1' });
    }
  }
  return issues;
}

/** Company name, trade name and CNPJ belong to sellers only: cleared for any other type. */
export function withSellerFieldsCleared<
  T extends { cnpj?: unknown; companyName?: unknown; tradeName?: unknown },
>(groupKey: string, values: T): T {
  if (isSellerGroup(groupKey)) return values;
  return { ...values, cnpj: null, companyName: null, tradeName: null };
}
