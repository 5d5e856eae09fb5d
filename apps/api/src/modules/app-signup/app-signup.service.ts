import {
  APP_SIGNUP_REQUESTED,
  type AppSignupRequest,
  type AppSignupRequested,
  type AppSignupVentures,
} from '@reserva/shared/auth/app-signup.schemas';
import { withDocumentCleared } from '@reserva/shared/people/people.rules';
import { pgErrorOf } from '../../db/pg-error';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { countAttempt, type ThrottleRule } from '../../plugins/throttle';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { tokenLink } from '../mail/mail-format';
import { enqueueMail } from '../mail/mail-outbox';
import { insertPerson } from '../people/people.repository';
import * as repository from './app-signup.repository';
import { confirmSignupMail, signupAttemptMail } from './app-signup-mail';

// The members' app's sign-up (issue 31, point 1; docs/decisions.md, The members' app). Under the public
// booking form's identity rules: the answer is the same whoever the e-mail or document name, and an
// existing account is never changed. A new address gets an APP_STORE_USER without a password and the
// mail whose link sets it (PUT /sessions/signup-confirm); an account named by the e-mail or the
// document is told by mail at its own address, and nothing is created.

const FIFTEEN_MINUTES = 15 * 60;
// Every sign-up that passes validation counts, whatever it finds: each may send a mail.
const BY_ADDRESS: ThrottleRule = { bucket: 'app-signup:address', limit: 10, windowSeconds: FIFTEEN_MINUTES };
const BY_EMAIL: ThrottleRule = { bucket: 'app-signup:email', limit: 3, windowSeconds: FIFTEEN_MINUTES };
// The document's owner is mailed when another e-mail names it: their mailbox is bounded too.
const BY_DOCUMENT: ThrottleRule = { bucket: 'app-signup:document', limit: 3, windowSeconds: FIFTEEN_MINUTES };
const NEW_PERSON_GROUP = 'APP_STORE_USER';
const UNIQUE_VIOLATION = '23505';
const FORGOT_PATH = '/users/passwords/forgot';
const CONFIRM_PATH = '/signup/confirm';

/** GET /app-signup/ventures. */
export async function ventures(ctx: AppContext): Promise<AppSignupVentures> {
  return { items: await repository.listOpenVentures(ctx.db) };
}

/** POST /app-signup: the same 202 whatever exists; what concerns an account reaches it by mail. */
export async function signUp(
  ctx: AppContext,
  input: AppSignupRequest,
  address: string,
): Promise<AppSignupRequested> {
  const identity = withDocumentCleared({
    cpf: input.cpf ?? null,
    useForeignerDocument: input.useForeignerDocument,
    foreignerDocument: input.foreignerDocument ?? null,
    foreignerDocumentType: input.foreignerDocumentType ?? null,
  });
  const document = identity.cpf ?? `${identity.foreignerDocumentType}:${identity.foreignerDocument}`;
  await countAttempt(ctx.db, [
    { rule: BY_ADDRESS, subject: address },
    { rule: BY_EMAIL, subject: input.email },
    { rule: BY_DOCUMENT, subject: document },
  ]);
  const run = () =>
    ctx.db.transaction(async (tx) => {
      // The list is public: a venture outside it refuses without telling anything of anyone.
      const [venture] = await repository.listOpenVentures(tx, input.ventureId);
      if (!venture) throw new AppError('venture-not-found');
      await repository.lockIdentity(tx, input.email, identity);
      const account = await repository.findAccount(tx, input.email, identity);
      if (account) {
        const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}${FORGOT_PATH}`;
        const by = account.byEmail ? 'email' : 'document';
        await enqueueMail(tx, signupAttemptMail(account.email, venture.name, by, link));
        return;
      }
      // A new APP_STORE_USER of the venture, with an onboard there, no category and no password yet.
      const user = await insertPerson(tx, NEW_PERSON_GROUP, { ...input, ...identity }, input.ventureId);
      const token = await issueOneTimeToken(tx, user.id, 'SIGNUP_CONFIRM');
      const link = tokenLink(ctx.config.publicUrl, CONFIRM_PATH, token);
      await enqueueMail(tx, confirmSignupMail(input.email, venture.name, link));
    });
  // Staff may register the same e-mail or document meanwhile (without these locks): run again, and
  // the account is found.
  await run().catch((error: unknown) => {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return run();
    throw error;
  });
  void ctx.mail.kick();
  return APP_SIGNUP_REQUESTED;
}
