import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { createPerson, ventureIdByRef } from '../../test/fixtures';
import { decodedMail, startSmtpSink } from '../../test/smtp-sink';
import { bearer, burst, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { issueOneTimeToken } from '../auth/one-time-tokens';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://clube.example/' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

// Each test asks from its own address, so the per-address limits of one test never reach another.
let addresses = 0;
const FIFTEEN_MINUTES = 15 * 60;
const newAddress = () => `10.1.0.${++addresses}`;

const forgot = (email: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/passwords/forgot', payload: { email }, remoteAddress });
const reset = (payload: object, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/passwords/reset', payload, remoteAddress });
const confirmSignup = (payload: object, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'PUT', url: '/api/sessions/signup-confirm', payload, remoteAddress });
const signInWith = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/sessions',
    payload: { email, password },
    remoteAddress: newAddress(),
  });
const withPassword = (token: string, password = 'senha-nova-123') => ({
  token,
  password,
  passwordConfirmation: password,
});

/** Asks for a recovery of `email` and follows the mail it receives to the link's token. */
async function mailedResetToken(email: string): Promise<string> {
  const before = sink.received.length;
  expect((await forgot(email)).statusCode).toBe(204);
  await t.ctx.mail.kick();
  const mail = sink.received.slice(before).find((received) => received.to.includes(email));
  if (!mail) throw new Error(`no mail reached ${email}`);
  const body = decodedMail(mail.raw);
  expect(body).toContain('Recebemos um pedido para redefinir a senha');
  const link = body.match(/https:\/\/clube\.example\/users\/passwords\/reset\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no reset link in the mail:\n${body}`);
  return link[1];
}

async function expirePendingTokens(userId: string): Promise<void> {
  await t.database.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.userId, userId));
}

const userIdOf = async (email: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id as string;
};

describe('POST /api/passwords/forgot and POST /api/passwords/reset', () => {
  it('mails a link that sets a new password, after which the new password signs in', async () => {
    const token = await mailedResetToken('portaria@reserva.dev');
    const response = await reset(withPassword(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().featureGroup.key).toBe('CONCIERGE');
    expect(response.json().featureGroup.features).toContain('WEB_ACCESS');
    expect(response.json().ventures).toEqual([{ appstoreId: null, playstoreId: null }]);

    expect((await signInWith('portaria@reserva.dev', 'senha-nova-123')).statusCode).toBe(200);
    expectError(await signInWith('portaria@reserva.dev', 'reserva123'), 422, 'invalid-credentials');
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'portaria@reserva.dev'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('uses a link once', async () => {
    const token = await mailedResetToken('funcionario@reserva.dev');
    expect((await reset(withPassword(token))).statusCode).toBe(200);
    expectError(await reset(withPassword(token, 'outra-senha-456')), 400, 'invalid-token');
    expectError(await signInWith('funcionario@reserva.dev', 'outra-senha-456'), 422, 'invalid-credentials');
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const older = await mailedResetToken('vendedor@reserva.dev');
    const newer = await mailedResetToken('vendedor@reserva.dev');
    expectError(await reset(withPassword(older)), 400, 'invalid-token');
    await expirePendingTokens(await userIdOf('vendedor@reserva.dev'));
    expectError(await reset(withPassword(newer)), 400, 'invalid-token');
    expect((await signInWith('vendedor@reserva.dev', 'reserva123')).statusCode).toBe(200);
  });

  it('ends the sessions that were open before the reset', async () => {
    const before = await t.signIn('admin@reserva.dev');
    const token = await mailedResetToken('admin@reserva.dev');
    expect((await reset(withPassword(token))).statusCode).toBe(200);
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/ventures',
      headers: bearer(before.token),
    });
    expectError(call, 401, 'unauthorized');
    const renewed = await t.app.inject({
      method: 'PUT',
      url: '/api/sessions/refresh',
      payload: { refreshToken: before.refreshToken },
    });
    expectError(renewed, 401, 'unauthorized');
  });

  it('answers 204 for an unknown e-mail and sends nothing', async () => {
    const before = sink.received.length;
    expect((await forgot('ninguem@reserva.dev')).statusCode).toBe(204);
    await t.ctx.mail.kick();
    expect(sink.received.slice(before)).toEqual([]);
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ninguem@reserva.dev'));
    expect(queued).toEqual([]);
  });

  it('refuses unknown tokens, a sign-up token, and checks the fields with the shared messages', async () => {
    expectError(await reset(withPassword('nao-existe')), 400, 'invalid-token');
    const person = await createPerson(t.database.db, await ventureIdByRef(t.database.db, 'PRAIA'));
    const signupToken = await issueOneTimeToken(t.database.db, person, 'SIGNUP_CONFIRM');
    expectError(await reset(withPassword(signupToken)), 400, 'invalid-token');

    const short = await reset({ token: 'x', password: 'curta', passwordConfirmation: 'curta' });
    expectError(short, 400, 'validation-error');
    expect(short.json().metaData.fields).toEqual([
      { in: 'body', path: 'password', message: 'Mínimo 8 caracteres' },
    ]);
    const mismatch = await reset({
      token: 'x',
      password: 'senha-nova-1',
      passwordConfirmation: 'senha-nova-2',
    });
    expect(mismatch.json().metaData.fields).toEqual([
      { in: 'body', path: 'passwordConfirmation', message: 'Senhas não coincidem' },
    ]);
    const missing = await reset({ token: 'x', passwordConfirmation: '' });
    expect(missing.json().metaData.fields).toContainEqual({
      in: 'body',
      path: 'password',
      message: 'Senha requerida',
    });
    expectError(await reset({ ...withPassword('x'), isAdmin: true }), 400, 'validation-error');
    expectError(await forgot('não é e-mail'), 400, 'validation-error');
  });

  // Requests sent at once: the limits are exact under a burst, and each 429 says when to retry.
  it('limits recovery requests per e-mail, known or not, whatever the address', async () => {
    for (const email of ['master@reserva.dev', 'desconhecido@reserva.dev']) {
      expect(await burst(12, FIFTEEN_MINUTES, () => forgot(email))).toEqual({ 204: 5, 429: 7 });
    }
  });

  it('limits recovery requests per address, whatever the e-mail', async () => {
    const address = newAddress();
    const tally = await burst(12, FIFTEEN_MINUTES, (index) => forgot(`pessoa${index}@reserva.dev`, address));
    expect(tally).toEqual({ 204: 5, 429: 7 });
    expect((await forgot('outra@reserva.dev')).statusCode).toBe(204);
  });

  it('limits the tries with made-up tokens per address', async () => {
    const address = newAddress();
    const tally = await burst(20, FIFTEEN_MINUTES, (index) =>
      index % 2
        ? reset(withPassword(`inventado-${index}`), address)
        : confirmSignup(withPassword(`inventado-${index}`), address),
    );
    expect(tally).toEqual({ 400: 10, 429: 10 });
  });
});

describe('PUT /api/sessions/signup-confirm', () => {
  const storeIds = { appstoreId: '1234567890', playstoreId: 'dev.reserva.praia' };

  beforeAll(async () => {
    await t.database.db.update(ventures).set(storeIds).where(eq(ventures.ref, 'PRAIA'));
  });

  const invite = async (groupKey: string) => {
    const userId = await createPerson(t.database.db, await ventureIdByRef(t.database.db, 'PRAIA'), groupKey);
    return { userId, token: await issueOneTimeToken(t.database.db, userId, 'SIGNUP_CONFIRM') };
  };

  it('sets the first password of an invited employee, who can then sign in', async () => {
    const { userId, token } = await invite('EMPLOYEE');
    const response = await confirmSignup(withPassword(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      featureGroup: { key: 'EMPLOYEE', features: expect.arrayContaining(['WEB_ACCESS']) },
      ventures: [storeIds],
    });
    const [row] = await t.database.db
      .select({ email: users.email, confirmPending: users.confirmPending })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.confirmPending).toBe(false);
    expect((await signInWith(row?.email as string, 'senha-nova-123')).statusCode).toBe(200);
  });

  it('answers a second use with user-account-already-confirmed and the venture’s store ids', async () => {
    const { token } = await invite('MEMBER');
    const first = await confirmSignup(withPassword(token));
    expect(first.json().featureGroup).toEqual({ key: 'MEMBER', features: ['APP_MEMBERS_ACCESS'] });
    const second = await confirmSignup(withPassword(token, 'outra-senha-456'));
    expectError(second, 409, 'user-account-already-confirmed');
    expect(second.json().metaData).toEqual(storeIds);
  });

  it('counts the invitation as used once the account set its password through a reset', async () => {
    const { userId, token } = await invite('EMPLOYEE');
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const resetToken = await mailedResetToken(row?.email as string);
    expect((await reset(withPassword(resetToken))).statusCode).toBe(200);
    expectError(
      await confirmSignup(withPassword(token, 'outra-senha-456')),
      409,
      'user-account-already-confirmed',
    );
  });

  it('refuses expired, unknown and password-reset tokens, and those of deleted users', async () => {
    const expired = await invite('MEMBER');
    await expirePendingTokens(expired.userId);
    expectError(await confirmSignup(withPassword(expired.token)), 400, 'invalid-token');
    expectError(await confirmSignup(withPassword('nao-existe')), 400, 'invalid-token');

    const other = await invite('MEMBER');
    const resetToken = await issueOneTimeToken(t.database.db, other.userId, 'PASSWORD_RESET');
    expectError(await confirmSignup(withPassword(resetToken)), 400, 'invalid-token');

    const deleted = await invite('MEMBER');
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    expectError(await confirmSignup(withPassword(deleted.token)), 400, 'invalid-token');
    const [stillPending] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, other.userId));
    expect(stillPending?.hash).toBeNull();
  });

  it('checks the fields with the shared messages', async () => {
    const mismatch = await confirmSignup({ token: 'x', password: 'senha-nova-1', passwordConfirmation: 'x' });
    expectError(mismatch, 400, 'validation-error');
    expect(mismatch.json().metaData.fields).toEqual([
      { in: 'body', path: 'passwordConfirmation', message: 'Senhas não coincidem' },
    ]);
  });
});
