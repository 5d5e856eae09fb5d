import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureGroups } from '../../db/schema/access';
import { refreshTokens, throttleWindows } from '../../db/schema/sessions';
import { users, userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { publicFileUrl } from '../../plugins/files';
import { ventureIdByRef } from '../../test/fixtures';
import { bearer, burst, createTestApp, expectError, type TestApp } from '../../test/test-app';
import { SIGN_IN_THROTTLE, signInKeys } from './auth.service';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInWith = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v2/sessions', payload: payload as object, remoteAddress });
const refresh = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/sessions/refresh', payload });
const switchable = (token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/sessions/ventures', query, headers: bearer(token) });
const namesOf = (response: { json(): { items: { name: string }[] } }) =>
  response.json().items.map((venture) => venture.name);

describe('POST /api/v2/sessions', () => {
  it('signs a staff user in with token, refresh token, user with keys and first venture', async () => {
    const response = await signInWith({ email: 'Admin@Reserva.dev ', password: 'reserva123' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.user.email).toBe('admin@reserva.dev');
    expect(body.user.featureGroup.key).toBe('ADMIN');
    expect(body.user.featureGroup.features).toContain('WEB_ACCESS');
    // The current venture, not a list of them: the header's switch pages through GET /sessions/ventures.
    expect(body.user).not.toHaveProperty('ventures');
    expect(body.user.hasVentures).toBe(true);
    expect(body.venture.name).toBe('Reserva Praia Clube');
  });

  it('tells a MASTER linked to no venture that it has none, and opens the first venture by name', async () => {
    const { db } = t.database;
    const [master] = await db
      .select({ groupId: users.featureGroupId })
      .from(users)
      .where(eq(users.email, 'master@reserva.dev'));
    await db.insert(users).values({
      name: 'Master Sem Empreendimento',
      email: 'master-sem@reserva.dev',
      passwordHash: await hashPassword('reserva123'),
      featureGroupId: master?.groupId as string,
    });
    const session = await t.signIn('master-sem@reserva.dev');
    expect(session.user.hasVentures).toBe(false);
    expect(session.venture.name).toBe('Reserva Praia Clube');
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'admin@reserva.dev'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('opens the session in the venture asked for, when it is one of the user’s', async () => {
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const response = await signInWith({
      email: 'admin@reserva.dev',
      password: 'reserva123',
      ventureId: serra,
    });
    expect(response.json().venture.name).toBe('Reserva Serra Resort');
  });

  it('refuses a venture that is not the user’s', async () => {
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const response = await signInWith({
      email: 'portaria@reserva.dev',
      password: 'reserva123',
      ventureId: serra,
    });
    expectError(response, 403, 'insufficient-privilege');
  });

  it('answers invalid-credentials for a wrong password and for an unknown e-mail alike', async () => {
    expectError(
      await signInWith({ email: 'admin@reserva.dev', password: 'wrong' }, '10.0.0.1'),
      422,
      'invalid-credentials',
    );
    expectError(
      await signInWith({ email: 'nobody@reserva.dev', password: 'x' }, '10.0.0.1'),
      422,
      'invalid-credentials',
    );
  });

  it('refuses people without WEB_ACCESS (members and the like)', async () => {
    const [member] = await t.database.db
      .select({ id: featureGroups.id })
      .from(featureGroups)
      .where(eq(featureGroups.key, 'MEMBER'));
    await t.database.db.insert(users).values({
      name: 'Membro Teste',
      email: 'membro@reserva.dev',
      passwordHash: await hashPassword('reserva123'),
      featureGroupId: member?.id as string,
    });
    expectError(
      await signInWith({ email: 'membro@reserva.dev', password: 'reserva123' }),
      403,
      'insufficient-privilege',
    );
  });

  it('refuses a blocked staff user', async () => {
    await t.database.db
      .update(users)
      .set({ blockedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.email, 'funcionario@reserva.dev'));
    expectError(
      await signInWith({ email: 'funcionario@reserva.dev', password: 'reserva123' }),
      422,
      'user-blocked',
    );
    await t.database.db
      .update(users)
      .set({ blockedUntil: null })
      .where(eq(users.email, 'funcionario@reserva.dev'));
  });

  it('validates the body with the shared schema messages', async () => {
    const response = await signInWith({ email: 'not-an-email', password: '' });
    expectError(response, 400, 'validation-error');
    const fields = response
      .json()
      .metaData.fields.map((f: { path: string; message: string }) => `${f.path}:${f.message}`);
    expect(fields).toEqual(expect.arrayContaining(['email:E-mail inválido', 'password:Senha requerida']));
  });

  it('counts an account’s failures per address: 10 wrong passwords from one leave the owner free on another', async () => {
    const from = (address: string, password: string) =>
      signInWith({ email: 'vendedor@reserva.dev', password }, address);
    for (let attempt = 0; attempt < 10; attempt++) {
      expectError(await from('10.1.0.1', 'bad'), 422, 'invalid-credentials');
    }
    // The owner, elsewhere, signs in: a stranger's address cannot lock the account.
    expect((await from('10.1.0.2', 'reserva123')).statusCode).toBe(200);
    // The guessing address stays refused, even the right password, until its minute frees a try.
    const refused = await from('10.1.0.1', 'reserva123');
    expectError(refused, 429, 'too-many-requests');
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('counts exactly 10 failures of a burst of 40, and answers the rest 429 with Retry-After', async () => {
    const tally = await burst(40, 60, () =>
      signInWith({ email: 'rajada@reserva.dev', password: 'bad' }, '10.3.0.1'),
    );
    expect(tally).toEqual({ 422: 10, 429: 30 });
  });

  it('answers 429 after 10 failed tries a minute from one address, whatever the e-mails', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await signInWith({ email: `guess${attempt}@reserva.dev`, password: 'bad' }, '10.2.0.1');
    }
    expectError(
      await signInWith({ email: 'master@reserva.dev', password: 'reserva123' }, '10.2.0.1'),
      429,
      'too-many-requests',
    );
    expect(
      (await signInWith({ email: 'master@reserva.dev', password: 'reserva123' }, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('refuses an account everywhere after 100 failures in 15 minutes from many addresses, exactly', async () => {
    const email = await createStaffAccount('espalhado@reserva.dev');
    // 12 addresses, 10 tries each, all at once: each address keeps within its own limits.
    const tally = await burst(120, SIGN_IN_THROTTLE.account.windowSeconds, (index) =>
      signInWith({ email, password: 'bad' }, `10.4.${index % 12}.1`),
    );
    expect(tally).toEqual({ 422: 100, 429: 20 });
    const owner = await signInWith({ email, password: 'reserva123' }, '10.4.99.1');
    expectError(owner, 429, 'too-many-requests');
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Other accounts are not touched.
    expect(
      (await signInWith({ email: 'admin@reserva.dev', password: 'reserva123' }, '10.4.99.1')).statusCode,
    ).toBe(200);
  });

  it('keeps one address’s share of an account’s tries below its cap: 30 a quarter-hour, refusals uncounted', async () => {
    const email = await createStaffAccount('paciente@reserva.dev');
    const guesser = '10.5.0.1';
    // 30 failures from one address over the last minutes (10 a minute, as the minute's limit lets).
    const earlier = new Date(Date.now() - 5 * 60_000);
    await t.database.db.insert(throttleWindows).values(
      signInKeys(email, guesser).map(({ rule, subject }) => ({
        bucket: rule.bucket,
        subject,
        windowSeconds: rule.windowSeconds,
        maxAttempts: rule.limit,
        attempts: Array.from({ length: 30 }, () => earlier),
      })),
    );
    const accountTries = async () => {
      const [account] = await t.database.db
        .select({ attempts: throttleWindows.attempts })
        .from(throttleWindows)
        .where(
          and(
            eq(throttleWindows.bucket, SIGN_IN_THROTTLE.account.bucket),
            eq(throttleWindows.subject, email),
          ),
        );
      return account?.attempts.length;
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await signInWith({ email, password: 'bad' }, guesser);
      expectError(refused, 429, 'too-many-requests');
      // Refused by the quarter-hour's limit: the wait runs past the minute's.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    }
    expect(await accountTries()).toBe(30);
    expect(SIGN_IN_THROTTLE.accountFromAddressLonger.limit * 3).toBeLessThan(SIGN_IN_THROTTLE.account.limit);
    expect((await signInWith({ email, password: 'reserva123' }, '10.5.0.2')).statusCode).toBe(200);
  });
});

describe('PUT /api/sessions/refresh', () => {
  it('rotates: the new pair works and the old refresh token is single-use', async () => {
    const session = await t.signIn('master@reserva.dev');
    const rotated = await refresh({ refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await switchable(next.token)).statusCode).toBe(200);
    expect((await refresh({ refreshToken: next.refreshToken })).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back (reuse detection)', async () => {
    const session = await t.signIn('master@reserva.dev');
    const next = (await refresh({ refreshToken: session.refreshToken })).json();
    expectError(await refresh({ refreshToken: session.refreshToken }), 401, 'unauthorized');
    // The thief's replay ended the legitimate session too: its newest tokens no longer work.
    expectError(await refresh({ refreshToken: next.refreshToken }), 401, 'unauthorized');
    expectError(await switchable(next.token), 401, 'unauthorized');
  });

  it('gives the user’s photo a freshly signed URL with every renewal (the stored one expires)', async () => {
    const session = await t.signIn('portaria@reserva.dev');
    const stored = `users/${randomUUID()}.webp`;
    await t.database.db.update(users).set({ avatarPath: stored }).where(eq(users.id, session.user.id));
    const renewed = await refresh({ refreshToken: session.refreshToken });
    expect(renewed.json().avatarUrl).toBe(publicFileUrl(stored));
    await t.database.db.update(users).set({ avatarPath: null }).where(eq(users.id, session.user.id));
  });

  it('switches venture and scopes the new token to it', async () => {
    const session = await t.signIn('admin@reserva.dev');
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const switched = await refresh({ refreshToken: session.refreshToken, ventureId: serra });
    expect(switched.json().venture.id).toBe(serra);
    const payload = JSON.parse(Buffer.from(switched.json().token.split('.')[1], 'base64url').toString());
    expect(payload.vid).toBe(serra);
  });

  it('refuses to switch to a venture that is not the user’s', async () => {
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await refresh({ refreshToken: concierge.refreshToken, ventureId: serra }),
      403,
      'insufficient-privilege',
    );
    // The refusal did not use the token: the session goes on.
    const next = await refresh({ refreshToken: concierge.refreshToken });
    expect(next.statusCode).toBe(200);
    expect((await switchable(next.json().token)).statusCode).toBe(200);
    expect((await refresh({ refreshToken: next.json().refreshToken })).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expectError(await refresh({ refreshToken: 'made-up' }), 401, 'unauthorized');
  });
});

describe('the venture a sign-in opens', () => {
  const userIdOf = async (email: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id as string;
  };
  const openedBy = async (email: string) => (await t.signIn(email)).venture.name;

  it('is a MASTER’s last used venture, else the first of their own, not the first by name', async () => {
    const master = await userIdOf('master@reserva.dev');
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.userId, master));
    const [created] = await t.database.db
      .insert(ventures)
      .values({ name: 'AAA Recém-criado', ref: 'AAA-NOVO', email: 'aaa@reserva.dev', cnpj: '11444777000161' })
      .returning({ id: ventures.id });
    expect(await openedBy('master@reserva.dev')).toBe('Reserva Praia Clube');

    const session = await t.signIn('master@reserva.dev');
    await refresh({ refreshToken: session.refreshToken, ventureId: created?.id });
    expect(await openedBy('master@reserva.dev')).toBe('AAA Recém-criado');

    // Out of reach now: the newest session in a venture still open wins.
    await t.database.db
      .update(ventures)
      .set({ deletedAt: new Date() })
      .where(eq(ventures.id, created?.id as string));
    expect(await openedBy('master@reserva.dev')).toBe('Reserva Praia Clube');
  });

  it('forgets a venture the user was unlinked from', async () => {
    const concierge = await userIdOf('portaria@reserva.dev');
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    await t.database.db.insert(userVentures).values({ userId: concierge, ventureId: serra });
    await t.signIn('portaria@reserva.dev', serra);
    expect(await openedBy('portaria@reserva.dev')).toBe('Reserva Serra Resort');
    await t.database.db
      .delete(userVentures)
      .where(and(eq(userVentures.userId, concierge), eq(userVentures.ventureId, serra)));
    expect(await openedBy('portaria@reserva.dev')).toBe('Reserva Praia Clube');
  });
});

describe('expired sessions', () => {
  it('are deleted at the user’s next sign-in; live ones stay', async () => {
    const [concierge] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'portaria@reserva.dev'));
    const live = await t.signIn('portaria@reserva.dev');
    const praia = await ventureIdByRef(t.database.db, 'PRAIA');
    await t.database.db.insert(refreshTokens).values({
      familyId: crypto.randomUUID(),
      userId: concierge?.id as string,
      ventureId: praia,
      tokenHash: 'expired-token-hash',
      expiresAt: new Date(Date.now() - 1000),
    });
    await t.signIn('portaria@reserva.dev');
    const left = await t.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, concierge?.id as string));
    expect(left.map((row) => row.tokenHash)).not.toContain('expired-token-hash');
    expect(left.length).toBeGreaterThanOrEqual(2);
    expect((await refresh({ refreshToken: live.refreshToken })).statusCode).toBe(200);
  });
});

describe('GET /api/sessions/ventures and DELETE /api/sessions/current', () => {
  it('offers a MASTER every venture and others their own, a page at a time', async () => {
    const master = await t.signIn('master@reserva.dev');
    expect(namesOf(await switchable(master.token))).toEqual(['Reserva Praia Clube', 'Reserva Serra Resort']);
    const concierge = await t.signIn('portaria@reserva.dev');
    expect(namesOf(await switchable(concierge.token))).toEqual(['Reserva Praia Clube']);
    // A page and a search too: never another venture's name.
    expect(namesOf(await switchable(concierge.token, { limit: '20' }))).toEqual(['Reserva Praia Clube']);
    expect((await switchable(concierge.token, { name: 'Serra', limit: '20' })).json()).toEqual({
      items: [],
      pages: 0,
      total: 0,
    });
  });

  it('answers the ventures among `ids` that the user may switch to, and never another’s', async () => {
    const praia = await ventureIdByRef(t.database.db, 'PRAIA');
    const serra = await ventureIdByRef(t.database.db, 'SERRA');
    const unknown = randomUUID();
    const ids = [serra, unknown, praia].join(',');
    const master = await t.signIn('master@reserva.dev');
    expect((await switchable(master.token, { ids })).json()).toMatchObject({
      items: [
        { id: praia, name: 'Reserva Praia Clube' },
        { id: serra, name: 'Reserva Serra Resort' },
      ],
      total: 2,
    });
    expect(namesOf(await switchable(master.token, { ids, name: 'Serra' }))).toEqual(['Reserva Serra Resort']);
    // The concierge works in Praia only: Serra's id, linked to the admin, names nothing.
    const concierge = await t.signIn('portaria@reserva.dev');
    expect(namesOf(await switchable(concierge.token, { ids }))).toEqual(['Reserva Praia Clube']);
    expect((await switchable(concierge.token, { ids: serra })).json()).toEqual({
      items: [],
      pages: 0,
      total: 0,
    });
  });

  it('refuses a page larger than a list’s, and ids that are not a page of venture ids', async () => {
    const master = await t.signIn('master@reserva.dev');
    expectError(await switchable(master.token, { limit: '101' }), 400, 'validation-error');
    expectError(await switchable(master.token, { ids: 'praia' }), 400, 'validation-error');
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expectError(await switchable(master.token, { ids: many }), 400, 'validation-error');
  });

  it('signs out: the access and refresh tokens of that session stop working at once', async () => {
    const session = await t.signIn('admin@reserva.dev');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: bearer(session.token),
    });
    expect(out.statusCode).toBe(204);
    expectError(await switchable(session.token), 401, 'unauthorized');
    expectError(await refresh({ refreshToken: session.refreshToken }), 401, 'unauthorized');
  });
});

describe('an installation with more ventures than a statement takes parameters', () => {
  it('signs a MASTER in, refreshes and switches without listing every venture', async () => {
    // 70,000 ventures: an id list of them would pass PostgreSQL's 65,535 bind parameters.
    await t.database.db.execute(sql`
      INSERT INTO ventures (name, ref, email, cnpj)
      SELECT 'Filial ' || i, 'FILIAL' || i, 'filial' || i || '@reserva.dev', lpad(i::text, 14, '0')
      FROM generate_series(1, 70000) AS i`);
    try {
      const session = await t.signIn('master@reserva.dev');
      expect(session.user).not.toHaveProperty('ventures');
      // The header's switch: a search finds one venture among them all, and the pages go on by name.
      const found = await switchable(session.token, { name: 'Filial 69999', limit: '20' });
      expect(found.json()).toMatchObject({ items: [{ name: 'Filial 69999' }], pages: 1, total: 1 });
      // Never the whole list: without a limit, a page of 20.
      const first = await switchable(session.token);
      expect(first.json().items).toHaveLength(20);
      // Past 1,000 matches the total is the planner's estimate (db/paging.ts).
      expect(first.json().total).toBeGreaterThan(1_000);
      const second = namesOf(await switchable(session.token, { limit: '20', page: '2' }));
      expect(second).toHaveLength(20);
      expect(second).not.toContain(namesOf(first)[0]);
      expect(
        namesOf(await switchable(session.token, { name: 'Filial 6999', limit: '5', page: '2' })),
      ).toEqual(['Filial 69994', 'Filial 69995', 'Filial 69996', 'Filial 69997', 'Filial 69998']);
      // Anyone else still sees only their own.
      const concierge = await t.signIn('portaria@reserva.dev');
      expect(namesOf(await switchable(concierge.token, { limit: '20' }))).toEqual(['Reserva Praia Clube']);
      expect((await switchable(concierge.token, { name: 'Filial', limit: '20' })).json().total).toBe(0);
      const [far] = await t.database.db
        .select({ id: ventures.id })
        .from(ventures)
        .where(eq(ventures.ref, 'FILIAL69999'));
      const switched = await refresh({ refreshToken: session.refreshToken, ventureId: far?.id });
      expect(switched.statusCode, switched.body).toBe(200);
      expect(switched.json().venture.name).toBe('Filial 69999');
      // The next sign-in opens it, as the last used.
      expect((await t.signIn('master@reserva.dev')).venture.name).toBe('Filial 69999');
    } finally {
      await t.database.db.execute(sql`DELETE FROM ventures WHERE ref LIKE 'FILIAL%'`);
    }
    // 70,000 rows in and out, each removal checked against every table that names a venture.
  }, 120_000);
});

/** A staff account of the test's own, in the Praia venture, with the demo's password and the seller's group. */
async function createStaffAccount(email: string): Promise<string> {
  const { db } = t.database;
  const [seller] = await db
    .select({ groupId: users.featureGroupId })
    .from(users)
    .where(eq(users.email, 'vendedor@reserva.dev'));
  const [account] = await db
    .insert(users)
    .values({
      name: 'Conta Teste',
      email,
      passwordHash: await hashPassword('reserva123'),
      featureGroupId: seller?.groupId as string,
    })
    .returning({ id: users.id });
  await db
    .insert(userVentures)
    .values({ userId: account?.id as string, ventureId: await ventureIdByRef(db, 'PRAIA') });
  return email;
}
