import type { Paged } from '@reserva/shared/common/list.schemas';
import {
  HOST_GROUP_KEYS,
  HOSTED_GROUP_KEYS,
  hostingIssues,
  isPersonGroup,
  PERSON_GROUP_KEYS,
  withDocumentCleared,
} from '@reserva/shared/people/people.rules';
import type {
  GuestsQuery,
  PersonCreateRequest,
  PersonDetails,
  PersonListItem,
  PersonUpdateRequest,
} from '@reserva/shared/people/people.schemas';
import type { UserDetails, UserListQuery } from '@reserva/shared/users/users.schemas';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import { cancelPendingOfPeople, SYSTEM_CANCELLATION_REASONS } from '../bookings/pending-bookings';
import { settleCancellations } from '../bookings/queue-fill.service';
import { consentChanged, consentValue, findFaceConsent } from '../faces/face-consent';
import { enrolFace } from '../faces/face-enrolment';
import { clearDescriptorsOf } from '../faces/faces.repository';
import { assertGroupAccess, assertListAccess } from '../users/users.access';
import { sendSignupInvitation } from '../users/users.invitation';
import * as users from '../users/users.repository';
import {
  assertNoIssues,
  checkedVentures,
  findManageableOther,
  findVisibleUser,
  loadDetails,
  toListItem,
  writeUser,
} from '../users/users.service';
import { linkedUserOf } from '../ventures/ventures.access';
import * as repository from './people.repository';

// Members, dependants, guests and lodgers (spec 000, sections 2-7; server-rules.md, People). They share
// the users routes with employees: the routes tell them apart by group and call here for people.

/** A list of people: only people groups asked for, or a query only people lists take. */
export function isPeopleQuery(query: UserListQuery): boolean {
  const groups = query.featureGroups;
  return (
    (groups !== undefined && groups.length > 0 && groups.every(isPersonGroup)) ||
    query.hostId !== undefined ||
    (query.experience ?? -1) >= 0 ||
    query.minExperience !== undefined
  );
}

export async function listPeople(
  ctx: AppContext,
  principal: Principal,
  query: UserListQuery,
): Promise<Paged<PersonListItem>> {
  const ignored = query.ignoreFeatureGroups ?? [];
  const groupKeys = (query.featureGroups?.length ? query.featureGroups : PERSON_GROUP_KEYS).filter(
    (key) => !ignored.includes(key),
  );
  assertListAccess(principal, groupKeys, []);
  return page(ctx.db, principal, query, {
    groupKeys,
    hostId: query.hostId,
    experience: query.experience === -1 ? undefined : query.experience,
    minExperience: query.minExperience,
    // As the employees lists (users.service.ts): a non-MASTER's `ventureId` is ignored.
    ventureId: principal.isMaster ? query.ventureId : principal.ventureId,
  });
}

/** GET /v2/users/{hostId}/guests: the dependants or guests of a host the caller may see. */
export async function listGuests(
  ctx: AppContext,
  principal: Principal,
  hostId: string,
  query: GuestsQuery,
): Promise<Paged<PersonListItem>> {
  await findVisibleUser(ctx.db, principal, hostId, 'read');
  const groupKeys = query.groupKey ? [query.groupKey] : [...HOSTED_GROUP_KEYS];
  assertGroupAccess(principal, groupKeys, 'read');
  return page(ctx.db, principal, query, {
    groupKeys,
    hostId,
    minExperience: query.minExperience,
    ventureId: principal.isMaster ? undefined : principal.ventureId,
  });
}

type PageFilter = Omit<repository.PeopleFilter, 'name' | 'email' | 'cpf' | 'phone' | 'onboardVentureId'>;

async function page(
  db: Executor,
  principal: Principal,
  query: GuestsQuery | UserListQuery,
  filter: PageFilter,
): Promise<Paged<PersonListItem>> {
  const { items, total } = await repository.listPeople(
    db,
    {
      ...filter,
      name: query.name || undefined,
      email: query.email || undefined,
      cpf: query.cpf?.trim() || undefined,
      phone: query.phone?.trim() || undefined,
      onboardVentureId: principal.ventureId,
    },
    query,
    linkedUserOf(principal),
  );
  return toPaged(items.map(toListItem), total, query.limit);
}

/**
 * Which of the users routes' audiences a live user the caller may see belongs to, or undefined. A
 * non-MASTER sees the users of the session's venture: another venture's user is no user to them.
 */
export async function audienceOf(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<'person' | 'employee' | undefined> {
  const groupKey = await repository.findGroupKey(
    db,
    id,
    principal.isMaster ? undefined : principal.ventureId,
  );
  if (groupKey === undefined) return undefined;
  return isPersonGroup(groupKey) ? 'person' : 'employee';
}

/** A user's details, with what people have besides (host, categories, documents, group flags). */
export async function withPersonFields(
  db: Executor,
  user: UserDetails,
): Promise<UserDetails | PersonDetails> {
  if (!isPersonGroup(user.featureGroup.key)) return user;
  const fields = await repository.findPersonFields(db, user.id);
  if (!fields) throw new AppError('user-not-found');
  const { useFaceId, useExperienceLevel, useOnboardUrl, hostName, hostPhone, hostEmail, ...rest } = fields;
  return {
    ...user,
    ...rest,
    featureGroup: { ...user.featureGroup, useFaceId, useExperienceLevel, useOnboardUrl },
    host:
      rest.hostId && hostName
        ? { id: rest.hostId, name: hostName, phone: hostPhone, email: hostEmail ?? '' }
        : null,
  };
}

/** A live user's details as the users routes answer them, without a visibility check (the caller's done). */
export async function loadAnyDetails(
  db: Executor,
  id: string,
  principal: Principal,
): Promise<UserDetails | PersonDetails> {
  return withPersonFields(db, await loadDetails(db, id, principal));
}

export async function createPerson(
  ctx: AppContext,
  principal: Principal,
  input: PersonCreateRequest,
): Promise<UserDetails | PersonDetails> {
  assertGroupAccess(principal, [input.featureGroupKey], 'write');
  const [group] = (await users.listGroups(ctx.db)).filter(
    (candidate) => candidate.key === input.featureGroupKey,
  );
  if (!group) throw new AppError('feature-group-not-found');
  const hostId = input.hostId ?? null;
  if (hostId) await checkHost(ctx.db, principal, hostId);
  const categories = await checkedCategories(ctx.db, input.categoriesId);
  const wanted = [...(input.venturesId ?? []), ...categories.map((category) => category.ventureId)];
  const ventureIds = await checkedVentures(
    ctx.db,
    principal,
    wanted.length > 0 ? wanted : [principal.ventureId],
  );

  const id = await writeUser(ctx, async (tx) => {
    const user = await users.insertUser(tx, { ...personValues(input), featureGroupId: group.id, hostId });
    await users.saveAddress(tx, user.id, input.address ?? null);
    await users.replaceVentures(tx, user.id, ventureIds, null);
    await repository.replaceCategories(tx, user.id, input.categoriesId, null);
    await repository.ensureOnboards(tx, user.id);
    await sendSignupInvitation(tx, ctx, user);
    return user.id;
  });
  void ctx.mail.kick();
  return loadAnyDetails(ctx.db, id, principal);
}

export async function updatePerson(
  ctx: AppContext,
  principal: Principal,
  id: string,
  input: PersonUpdateRequest,
): Promise<UserDetails | PersonDetails> {
  const target = await findManageableOther(ctx.db, principal, id, 'write');
  const current = await repository.findPersonFields(ctx.db, id);
  const consentGiven = await findFaceConsent(ctx.db, id);
  assertNoIssues(
    hostingIssues({
      featureGroupKey: target.groupKey,
      hostId: current?.hostId,
      categoriesId: input.categoriesId,
    }),
  );
  const categories = await checkedCategories(ctx.db, input.categoriesId);
  const wanted = [...(input.venturesId ?? []), ...categories.map((category) => category.ventureId)];
  if (input.venturesId && wanted.length === 0) assertNoIssues([{ path: 'venturesId', message: 'Mínimo 1' }]);
  const ventureIds = await checkedVentures(ctx.db, principal, wanted);
  // Links to ventures the caller does not work in are not theirs to see or remove; without
  // venturesId the person keeps its ventures and gains those of its categories.
  const own = principal.isMaster ? null : await users.listVentureIds(ctx.db, principal.userId);
  const ventureScope = input.venturesId ? own : [];

  await writeUser(ctx, async (tx) => {
    await users.updateUser(tx, id, personValues(input, consentGiven));
    await users.saveAddress(tx, id, input.address ?? null);
    await users.replaceVentures(tx, id, ventureIds, ventureScope);
    await repository.replaceCategories(tx, id, input.categoriesId, own);
    await repository.ensureOnboards(tx, id);
  });
  // A consent given or taken back enrols the photo or forgets its descriptor now.
  if (consentChanged(input.faceConsent, consentGiven)) {
    await enrolFace(ctx, id);
  }
  return loadAnyDetails(ctx.db, id, principal);
}

/**
 * Deletes a person with everyone it hosts (a member's dependants and guests, and theirs): they cannot
 * book without their titular or host. Their pending bookings and queue entries are cancelled with it,
 * and their FaceID descriptors cleared.
 */
export async function deletePerson(ctx: AppContext, principal: Principal, id: string): Promise<void> {
  await findManageableOther(ctx.db, principal, id, 'delete');
  await deleteWithHosted(ctx, id);
}

/**
 * The delete itself, once the caller may (staff's deletePerson, a host removing their guest in Sócio):
 * soft-deletes the person and everyone it hosts, cancels their pending bookings and queue entries and
 * clears their FaceID descriptors, in one transaction; then frees the places for the queues.
 */
export async function deleteWithHosted(ctx: AppContext, id: string): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const hosted = await repository.listHostedIds(tx, id);
    const deleted = [id, ...hosted];
    // First, before their rows are touched (the face enrolment's lock order), all of them at once.
    await clearDescriptorsOf(tx, deleted);
    const own = await cancelPendingOfPeople(tx, [id], SYSTEM_CANCELLATION_REASONS.userDeleted);
    const theirs = await cancelPendingOfPeople(tx, hosted, SYSTEM_CANCELLATION_REASONS.hostDeleted);
    await repository.softDeleteMany(tx, deleted);
    return [...own, ...theirs];
  });
  await settleCancellations(ctx, cancelled);
}

/** The host of a new dependant or guest: a member or dependant the caller may see. */
async function checkHost(db: Executor, principal: Principal, hostId: string): Promise<void> {
  const host = await findVisibleUser(db, principal, hostId, 'read');
  if (!(HOST_GROUP_KEYS as readonly string[]).includes(host.featureGroup.key)) {
    assertNoIssues([{ path: 'hostId', message: 'Responsável inválido' }]);
  }
}

/** The categories chosen: they exist, and at most one per venture (a category links a venture). */
async function checkedCategories(db: Executor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const categories = await repository.findCategories(db, unique);
  if (categories.length !== unique.length) throw new AppError('user-category-not-found');
  const ventures = categories.map((category) => category.ventureId);
  if (new Set(ventures).size !== ventures.length) {
    assertNoIssues([{ path: 'categoriesId', message: 'Uma categoria por empreendimento' }]);
  }
  return categories;
}

function personValues(input: PersonUpdateRequest, consentGiven: Date | null = null) {
  const documents = withDocumentCleared({
    cpf: input.cpf ?? null,
    useForeignerDocument: input.useForeignerDocument,
    foreignerDocument: input.foreignerDocument ?? null,
    foreignerDocumentType: input.foreignerDocumentType ?? null,
  });
  return {
    ...documents,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    gender: input.gender ?? null,
    birthDate: input.birthDate,
    healthCheck: input.healthCheck ?? null,
    bio: input.bio ?? null,
    ...consentValue(input.faceConsent, consentGiven),
    // People are never sellers (spec 000, section 7 names the company fields for employees only).
    cnpj: null,
    companyName: null,
    tradeName: null,
  };
}
