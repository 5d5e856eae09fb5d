import type {
  PasswordSetResponse,
  PasswordTokenRequest,
  StoreIds,
} from '@reserva/shared/passwords/passwords.schemas';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { type Attempt, countAttempt, type ThrottleRule } from '../../plugins/throttle';
import { findAccountByEmail, listGroupFeatureKeys } from '../auth/auth.repository';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/passwords';
import { tokenLink } from '../mail/mail-format';
import { enqueueMail } from '../mail/mail-outbox';
import { passwordResetMail } from './password-mail';
import * as repository from './passwords.repository';

const FIFTEEN_MINUTES = 15 * 60;
// Every recovery request counts, known e-mail or not, so the limit itself reveals nothing; it keeps
// anyone from flooding a mailbox (server-rules.md, Sessions).
const FORGOT_BY_EMAIL: ThrottleRule = {
  bucket: 'forgot-password:email',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};
const FORGOT_BY_ADDRESS: ThrottleRule = {
  bucket: 'forgot-password:address',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};
// Tokens are 256-bit random values, so guessing is hopeless; this bounds the argon2 work that
// requests with made-up tokens can cost the server.
const BAD_TOKEN_BY_ADDRESS: ThrottleRule = {
  bucket: 'password-token:address',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
};

/** Mails a reset link to a live user; answers the same for an unknown e-mail. */
export async function requestPasswordReset(ctx: AppContext, email: string, address: string): Promise<void> {
  const { db } = ctx;
  await countAttempt(db, [
    { rule: FORGOT_BY_EMAIL, subject: email },
    { rule: FORGOT_BY_ADDRESS, subject: address },
  ]);
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, account.id, 'PASSWORD_RESET');
    const link = tokenLink(ctx.config.publicUrl, '/users/passwords/reset', token);
    await enqueueMail(tx, passwordResetMail(account.email, account.name, link));
  });
  void ctx.mail.kick();
}

/** Sets a new password with a reset token and ends every open session of the user. */
export async function resetPassword(
  ctx: AppContext,
  input: PasswordTokenRequest,
  address: string,
): Promise<PasswordSetResponse> {
  const attempt = await countBadToken(ctx.db, address);
  const passwordHash = await hashPassword(input.password);
  const owner = await ctx.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, input.token, 'PASSWORD_RESET');
    const found = consumed.status === 'ok' ? await repository.findOwner(tx, consumed.userId) : undefined;
    if (!found) return undefined;
    await repository.setPassword(tx, found.id, passwordHash);
    // Whoever knew the old password loses the sessions opened with it.
    await repository.revokeAllSessions(tx, found.id);
    return found;
  });
  if (!owner) throw new AppError('invalid-token');
  await attempt.release();
  return answer(ctx.db, owner);
}

/** Sets the first password of an invited user; an invitation works once. */
export async function confirmSignup(
  ctx: AppContext,
  input: PasswordTokenRequest,
  address: string,
): Promise<PasswordSetResponse> {
  const attempt = await countBadToken(ctx.db, address);
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, input.token, 'SIGNUP_CONFIRM');
    const owner = consumed.status === 'invalid' ? undefined : await repository.findOwner(tx, consumed.userId);
    if (!owner) return { status: 'invalid' } as const;
    // An account already confirmed another way (a password reset) has used its invitation too.
    if (consumed.status === 'used' || !owner.confirmPending) return { status: 'used', owner } as const;
    await repository.setPassword(tx, owner.id, passwordHash);
    return { status: 'ok', owner } as const;
  });
  if (outcome.status === 'invalid') throw new AppError('invalid-token');
  await attempt.release();
  if (outcome.status === 'used') {
    const [first] = await repository.listStoreIds(ctx.db, outcome.owner.id);
    const metaData: StoreIds = first ?? { appstoreId: null, playstoreId: null };
    throw new AppError('user-account-already-confirmed', metaData);
  }
  return answer(ctx.db, outcome.owner);
}

/** Counted before the password is hashed; a known token (valid or used) takes the attempt back. */
function countBadToken(db: Executor, address: string): Promise<Attempt> {
  return countAttempt(db, [{ rule: BAD_TOKEN_BY_ADDRESS, subject: address }]);
}

async function answer(db: Executor, owner: repository.PasswordOwner): Promise<PasswordSetResponse> {
  return {
    featureGroup: { key: owner.group.key, features: await listGroupFeatureKeys(db, owner.group.id) },
    ventures: await repository.listStoreIds(db, owner.id),
  };
}
