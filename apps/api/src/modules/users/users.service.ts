import type { Paged } from '@reserva/shared/common/list.schemas';
import {
  type AssignMode,
  canAssignGroup,
  employeeIssues,
  type FieldIssue,
  isSellerGroup,
  mayManageUser,
  withSellerFieldsCleared,
} from '@reserva/shared/users/users.rules';
import type {
  EmployeeRequest,
  UserDetails,
  UserListItem,
  UserListQuery,
} from '@reserva/shared/users/users.schemas';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { type ConstraintCodes, withConstraintErrors } from '../../db/constraint-errors';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { consentChanged, consentValue, findFaceConsent } from '../faces/face-consent';
import { enrolFace } from '../faces/face-enrolment';
import { linkedUserOf } from '../ventures/ventures.access';
import {
  assertGroupAccess,
  assertListAccess,
  findManageableUser,
  hasGroupAccess,
  type UserAction,
} from './users.access';
import { sendSignupInvitation } from './users.invitation';
import * as repository from './users.repository';

export async function listUsers(
  ctx: AppContext,
  principal: Principal,
  query: UserListQuery,
): Promise<Paged<UserListItem>> {
  // The groups asked for decide the keys needed: staff lists need EMPLOYEE_FULL_ACCESS.
  const ignoredGroups = query.ignoreFeatureGroups ?? [];
  assertListAccess(principal, query.featureGroups, ignoredGroups);

  const { items, total } = await repository.list(
    ctx.db,
    {
      name: query.name || undefined,
      email: query.email || undefined,
      cpf: query.cpf?.trim() || undefined,
      phone: query.phone?.trim() || undefined,
      onlyGroups: query.featureGroups,
      ignoredGroups,
      // A MASTER sees every venture's users, or one venture's; anyone else the session venture's,
      // whatever `ventureId` asks (another venture's members are not theirs to probe).
      ventureId: principal.isMaster ? query.ventureId : principal.ventureId,
    },
    query,
    linkedUserOf(principal),
  );
  return toPaged(items.map(toListItem), total, query.limit);
}

export async function getUser(ctx: AppContext, principal: Principal, id: string): Promise<UserDetails> {
  return toDetails(await findVisibleUser(ctx.db, principal, id, 'read'));
}

export async function createEmployee(
  ctx: AppContext,
  principal: Principal,
  input: EmployeeRequest,
): Promise<UserDetails> {
  const group = await findAssignableGroup(ctx.db, principal, input.featureGroupId, 'create');
  assertGroupAccess(principal, [group.key], 'write');
  assertNoIssues(employeeIssues(group.key, input));
  const ventureIds = await checkedVentures(ctx.db, principal, input.venturesId ?? []);

  const id = await writeUser(ctx, async (tx) => {
    const user = await repository.insertUser(tx, {
      ...userValues(group.key, input),
      ...consentValue(input.faceConsent, null),
      featureGroupId: group.id,
    });
    await repository.saveAddress(tx, user.id, input.address ?? null);
    await repository.replaceVentures(tx, user.id, ventureIds, null);
    await sendSignupInvitation(tx, ctx, user);
    return user.id;
  });
  void ctx.mail.kick();
  return loadDetails(ctx.db, id, principal);
}

export async function updateEmployee(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: EmployeeRequest,
): Promise<UserDetails> {
  const target = await findManageableOther(ctx.db, principal, id, 'write');
  const group = await findAssignableGroup(ctx.db, principal, input.featureGroupId, 'update', target);
  assertGroupAccess(principal, [group.key], 'write');
  assertNoIssues(employeeIssues(group.key, input));
  const ventureIds = await checkedVentures(ctx.db, principal, input.venturesId ?? []);
  const consentGiven = await findFaceConsent(ctx.db, id);
  // Links to ventures the caller does not work in are not theirs to see or remove.
  const scope = principal.isMaster ? null : await repository.listVentureIds(ctx.db, principal.userId);

  await writeUser(ctx, async (tx) => {
    await repository.updateUser(tx, id, {
      ...userValues(group.key, input),
      ...consentValue(input.faceConsent, consentGiven),
      featureGroupId: group.id,
    });
    await repository.saveAddress(tx, id, input.address ?? null);
    await repository.replaceVentures(tx, id, ventureIds, scope);
  });
  // Another group may not use FaceID, or may; a consent given or taken back: the descriptor follows.
  if (group.id !== target.featureGroupId || consentChanged(input.faceConsent, consentGiven)) {
    await enrolFace(ctx, id);
  }
  return loadDetails(ctx.db, id, principal);
}

/**
 * Deletes the user. A non-MASTER removes only the user's links to the caller's own ventures; a user
 * still linked to another venture stays there (the same bound as an edit's links).
 */
export async function deleteUser(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  await findManageableOther(ctx.db, principal, id, 'delete');
  await ctx.db.transaction(async (tx) => {
    if (!principal.isMaster) {
      const callerVentures = await repository.listVentureIds(tx, principal.userId);
      await repository.replaceVentures(tx, id, [], callerVentures);
      if ((await repository.listVentureIds(tx, id)).length > 0) return;
    }
    await repository.softDelete(tx, id);
  });
  // A deleted user's face descriptor goes with them.
  await enrolFace(ctx, id);
}

/**
 * Sends the invitation again, while the user has not set a password yet. The resend voids the link
 * mailed before, so it is an act on the user: the authLevel rule holds.
 */
export async function resendInvitation(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  const user = await findVisibleUser(ctx.db, principal, id, 'confirm');
  await findManageableOther(ctx.db, principal, id, 'confirm');
  if (!user.confirmPending) throw new AppError('user-account-already-confirmed');
  await ctx.db.transaction((tx) => sendSignupInvitation(tx, ctx, user));
  void ctx.mail.kick();
}

/** Activates a seller's store (spec 002, section 4): one-way, and any block expiry goes. */
export async function enablePayment(ctx: AppContext, principal: Principal, id: string): Promise<UserDetails> {
  const target = await findManageableOther(ctx.db, principal, id, 'write');
  if (!isSellerGroup(target.groupKey)) throw new AppError('user-not-seller');
  await repository.updateUser(ctx.db, id, { paymentRegistered: true, blockedUntil: null });
  return loadDetails(ctx.db, id, principal);
}

/** The groups the caller may give (spec 002, s.6: LODGER on an edit) and whose users they may write. */
export async function listAssignableGroups(ctx: AppContext, principal: Principal, mode: AssignMode) {
  const groups = await repository.listGroups(ctx.db);
  return groups.filter(
    (group) => canAssignGroup(principal, group, mode) && hasGroupAccess(principal, group.key, 'write'),
  );
}

// ---- shared by the use cases above and the profile

// Uniqueness among live users is kept by partial unique indexes, so two concurrent writes cannot both
// win; the loser's violation is answered with the code of the index it hit.
const USER_CONFLICTS: ConstraintCodes = {
  unique: {
    users_email_live_idx: 'email-already-in-use',
    users_cpf_live_idx: 'cpf-already-in-use',
    users_cnpj_live_idx: 'cnpj-already-in-use',
    users_foreigner_document_live_idx: 'foreigner-document-already-in-use',
  },
};

/** Runs a write of a user; a unique violation becomes its `*-already-in-use` answer. */
export function writeUser<T>(ctx: AppContext, write: (tx: Executor) => Promise<T>): Promise<T> {
  return withConstraintErrors(USER_CONFLICTS, () => ctx.db.transaction(write));
}

/** A body whose schema depends on what the path names (PUT /v2/users/{id}): a 400 like the routes'. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new AppError('validation-error', {
    fields: result.error.issues.map((issue) => ({
      in: 'body',
      path: issue.path.join('.'),
      message: issue.message,
    })),
  });
}

/** A rule of the shared schemas that the server could only check after a lookup: a 400 like zod's. */
export function assertNoIssues(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  const fields = issues.map((issue) => ({ in: 'body', path: issue.path, message: issue.message }));
  throw new AppError('validation-error', { fields });
}

/** The user as `principal` sees them: a non-MASTER sees only the ventures they share. */
export async function loadDetails(db: Executor, id: string, principal: Principal): Promise<UserDetails> {
  const user = await repository.findDetails(db, id, linkedUserOf(principal));
  if (!user) throw new AppError('user-not-found');
  return toDetails(user);
}

/** A live user the caller may see: any for a MASTER, else one of the session's venture. */
export async function findVisibleUser(db: Executor, principal: Principal, id: string, action: UserAction) {
  const user = await repository.findDetails(db, id, linkedUserOf(principal));
  const visible = user && (principal.isMaster || user.ventures.some((v) => v.id === principal.ventureId));
  if (!user || !visible) throw new AppError('user-not-found');
  assertGroupAccess(principal, [user.featureGroup.key], action);
  return user;
}

/**
 * The authLevel rule (findManageableUser), where one's own record is the profile's: nobody deletes
 * their own account (the last MASTER could lock everyone out); only a MASTER edits themself here.
 */
export async function findManageableOther(
  db: Executor,
  principal: Principal,
  id: string,
  action: UserAction,
) {
  const manager = { ...principal, id: principal.userId };
  if (id === principal.userId && !mayManageUser(manager, manager, action === 'delete' ? 'delete' : 'edit')) {
    throw new AppError('insufficient-privilege');
  }
  const target = await findManageableUser(db, principal, id);
  assertGroupAccess(principal, [target.groupKey], action);
  return target;
}

/** The group to give, if the caller may give it; keeping the user's current group is no new assignment. */
async function findAssignableGroup(
  db: Executor,
  principal: Principal,
  groupId: string,
  mode: AssignMode,
  target?: { featureGroupId: string },
) {
  const group = await repository.findGroup(db, groupId);
  if (!group) throw new AppError('feature-group-not-found');
  if (group.id !== target?.featureGroupId && !canAssignGroup(principal, group, mode)) {
    throw new AppError('insufficient-privilege');
  }
  return group;
}

/** Live ventures, and for anyone but a MASTER only among the caller's own. */
export async function checkedVentures(
  db: Executor,
  principal: Principal,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const live = await repository.listLiveVentureIds(db, wanted);
  const allowed = principal.isMaster ? live : await repository.listVentureIds(db, principal.userId);
  if (wanted.some((id) => !live.includes(id) || !allowed.includes(id))) {
    throw new AppError('venture-not-found');
  }
  return wanted;
}

function userValues(groupKey: string, input: EmployeeRequest): repository.UserValues {
  return withSellerFieldsCleared(groupKey, {
    name: input.name,
    email: input.email,
    cpf: input.cpf ?? null,
    phone: input.phone ?? null,
    cnpj: input.cnpj ?? null,
    companyName: input.companyName ?? null,
    tradeName: input.tradeName ?? null,
    bio: input.bio ?? null,
  });
}

export function toListItem<Row extends repository.UserSummaryRow>(row: Row) {
  const { avatarPath, createdAt, ...rest } = row;
  return { ...rest, avatarUrl: publicFileUrl(avatarPath), createdAt: createdAt.toISOString() };
}

function toDetails(row: repository.UserDetailsRow): UserDetails {
  return {
    ...toListItem(row),
    cnpj: row.cnpj,
    companyName: row.companyName,
    tradeName: row.tradeName,
    bio: row.bio,
    gender: row.gender,
    birthDate: row.birthDate,
    address: row.address && { ...row.address, complement: row.address.complement ?? null },
    isBlocked: row.isBlocked,
    blockedUntil: row.blockedUntil?.toISOString() ?? null,
    blockReason: row.blockReason,
    paymentRegistered: row.paymentRegistered,
    faceConsentAt: row.faceConsentAt?.toISOString() ?? null,
    featureGroup: row.featureGroup,
  };
}
