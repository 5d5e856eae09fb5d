import { randomUUID } from 'node:crypto';
import type {
  RefreshResponse,
  SessionResponse,
  SessionVenture,
  SwitchableVentures,
  SwitchableVenturesQuery,
} from '@reserva/shared/auth/auth.schemas';
import type { SignInRequest } from '@reserva/shared/auth/sign-in.schema';
import { type Audience, audienceOfKeys } from '@reserva/shared/permissions/audience';
import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import type { Executor } from '../../db/client';
import { toPaged } from '../../db/paging';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { countAttempt, type ThrottleKey, type ThrottleRule } from '../../plugins/throttle';
import { linkedUserOf } from '../ventures/ventures.access';
import * as ventures from '../ventures/ventures.repository';
import * as repository from './auth.repository';
import { verifyPassword } from './passwords';
import { hashSecretToken, newSecretToken } from './secret-tokens';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE = 60;
const FIFTEEN_MINUTES = 15 * 60;
/**
 * Failed sign-ins are counted by four keys (issue 28, point 6; docs/decisions.md, Sessions and
 * errors). One address guessing one account's password: 10 a minute, and 30 a quarter-hour, which
 * keeps one address's share below the account's own cap. One address trying many accounts (credential
 * stuffing): 10 a minute. One account guessed from many addresses (distributed guessing): 100 a
 * quarter-hour. A refused try counts nowhere, so an address that ran out of tries cannot keep using up
 * the account's cap: locking an account out for everyone takes at least four addresses.
 */
export const SIGN_IN_THROTTLE = {
  accountFromAddress: { bucket: 'sign-in:account-address', limit: 10, windowSeconds: MINUTE },
  accountFromAddressLonger: {
    bucket: 'sign-in:account-address-15m',
    limit: 30,
    windowSeconds: FIFTEEN_MINUTES,
  },
  address: { bucket: 'sign-in:address', limit: 10, windowSeconds: MINUTE },
  // The account is named by the e-mail typed, known or not (the bucket keeps its earlier name).
  account: { bucket: 'sign-in:email', limit: 100, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>;

/** The keys a sign-in of `email` from `address` counts against. */
export function signInKeys(email: string, address: string): ThrottleKey[] {
  // An e-mail holds no space (the schema's check), so the pair's subject is unambiguous.
  const pair = `${email} ${address}`;
  return [
    { rule: SIGN_IN_THROTTLE.accountFromAddress, subject: pair },
    { rule: SIGN_IN_THROTTLE.accountFromAddressLonger, subject: pair },
    { rule: SIGN_IN_THROTTLE.address, subject: address },
    { rule: SIGN_IN_THROTTLE.account, subject: email },
  ];
}

/**
 * Signs in to one face: staff to the back-office and Portaria, people to the members' app (`person`);
 * an account of the other audience is refused as one without access.
 */
export async function signIn(
  ctx: AppContext,
  input: SignInRequest,
  address: string,
  audience: Audience = 'staff',
): Promise<SessionResponse> {
  const { db } = ctx;
  // Counted before the password is checked, so that a burst cannot pass the limit; a right password
  // takes the attempt back.
  const attempt = await countAttempt(db, signInKeys(input.email, address));
  const account = await repository.findAccountByEmail(db, input.email);
  if (!(await verifyPassword(account?.passwordHash ?? null, input.password)) || !account) {
    throw new AppError('invalid-credentials');
  }
  await attempt.release();
  const featureKeys = await repository.listGroupFeatureKeys(db, account.group.id);
  if (audienceOfKeys(new Set(featureKeys)) !== audience) throw new AppError('insufficient-privilege');
  if (account.isBlocked) throw new AppError('user-blocked');

  const isMaster = account.group.key === MASTER_GROUP_KEY;
  const firstLinked = await repository.findFirstLinkedVenture(db, account.id);
  const venture = input.ventureId
    ? await reachableVenture(db, account.id, isMaster, input.ventureId)
    : await defaultVenture(db, account.id, isMaster, firstLinked);
  // Each sign-in clears the user's expired sessions, so their tokens do not pile up over the years.
  await repository.deleteExpiredRefreshTokens(db, account.id);
  const familyId = randomUUID();
  const refreshToken = await issueRefreshToken(db, { familyId, userId: account.id, ventureId: venture.id });
  return {
    token: await ctx.tokens.sign({ userId: account.id, ventureId: venture.id, sessionId: familyId }),
    refreshToken,
    venture: toVenture(venture),
    user: {
      id: account.id,
      name: account.name,
      email: account.email,
      avatarUrl: publicFileUrl(account.avatarPath),
      featureGroup: { ...account.group, features: featureKeys },
      // No list of ventures: a MASTER may reach thousands. The header's switch pages through
      // GET /sessions/ventures instead.
      hasVentures: firstLinked !== undefined,
    },
  };
}

/** Rotates a refresh token (single use) and may move the session to another venture. */
export async function refresh(
  ctx: AppContext,
  input: { refreshToken: string; ventureId?: string | undefined },
): Promise<RefreshResponse> {
  const { db } = ctx;
  const stored = await repository.findRefreshToken(db, hashSecretToken(input.refreshToken));
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) throw new AppError('unauthorized');
  if (stored.usedAt) return refuseReuse(db, stored.familyId);
  // Every refusal comes before the token is used, so a refused venture switch keeps the session.
  const account = await repository.findAccountById(db, stored.userId);
  if (!account || account.isBlocked) throw new AppError('unauthorized');
  const featureKeys = new Set(await repository.listGroupFeatureKeys(db, account.group.id));
  // Either face's session renews; its tokens open only its own routes (plugins/auth.ts).
  if (!audienceOfKeys(featureKeys)) throw new AppError('unauthorized');

  const venture = await reachableVenture(
    db,
    account.id,
    account.group.key === MASTER_GROUP_KEY,
    input.ventureId ?? stored.ventureId,
  );
  const refreshToken = await db.transaction(async (tx) => {
    if (!(await repository.consumeRefreshToken(tx, stored.id))) return null;
    return issueRefreshToken(tx, { familyId: stored.familyId, userId: account.id, ventureId: venture.id });
  });
  // Another request used the token first: it is being replayed.
  if (!refreshToken) return refuseReuse(db, stored.familyId);
  return {
    token: await ctx.tokens.sign({ userId: account.id, ventureId: venture.id, sessionId: stored.familyId }),
    refreshToken,
    venture: toVenture(venture),
    avatarUrl: publicFileUrl(account.avatarPath),
  };
}

/**
 * A page of the ventures the user may switch to, by name (the header's switch, the forms' venture
 * fields), or among `ids` (a record's ventures): the ventures list's own page, whose scope is the
 * same (a MASTER every venture, others their own).
 */
export async function listSwitchableVentures(
  ctx: AppContext,
  principal: Principal,
  query: SwitchableVenturesQuery,
): Promise<SwitchableVentures> {
  const { items, total } = await ventures.list(
    ctx.db,
    { name: query.name, ids: query.ids, sort: 'name', order: 'ASC', page: query.page, limit: query.limit },
    linkedUserOf(principal),
  );
  return toPaged(items.map(toVenture), total, query.limit);
}

export async function signOut(ctx: AppContext, principal: Principal): Promise<void> {
  await repository.revokeFamily(ctx.db, principal.sessionId);
}

type VentureRow = NonNullable<Awaited<ReturnType<typeof repository.findFirstVenture>>>;

/** The venture the user asks for, if they may work in it. */
async function reachableVenture(db: Executor, userId: string, isMaster: boolean, ventureId: string) {
  const venture = await repository.findReachableVenture(db, userId, isMaster, ventureId);
  if (!venture) throw new AppError('insufficient-privilege');
  return venture;
}

/**
 * The venture of the user's newest session that they may still reach, else the first of their own,
 * else (a MASTER linked to none) the first of all.
 */
async function defaultVenture(
  db: Executor,
  userId: string,
  isMaster: boolean,
  firstLinked: VentureRow | undefined,
) {
  const venture =
    (await repository.findLastSessionVenture(db, userId, isMaster)) ??
    firstLinked ??
    (isMaster ? await repository.findFirstVenture(db) : undefined);
  if (!venture) throw new AppError('insufficient-privilege');
  return venture;
}

/** A used refresh token presented again means it leaked: end the whole session family. */
async function refuseReuse(db: Executor, familyId: string): Promise<never> {
  await repository.revokeFamily(db, familyId);
  throw new AppError('unauthorized');
}

function toVenture(venture: VentureRow): SessionVenture {
  return { id: venture.id, name: venture.name, avatarUrl: publicFileUrl(venture.avatarPath) };
}

async function issueRefreshToken(
  db: Executor,
  session: { familyId: string; userId: string; ventureId: string },
): Promise<string> {
  const token = newSecretToken();
  await repository.insertRefreshToken(db, {
    ...session,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}
