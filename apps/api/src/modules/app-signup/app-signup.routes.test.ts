import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { AppSignupVentures } from '@reserva/shared/auth/app-signup.schemas';
import type { MeResponse } from '@reserva/shared/members/members.schemas';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureGroupFeatures, featureGroups, features } from '../../db/schema/access';
import { onboards, userCategoryLinks } from '../../db/schema/categories';
import { mailOutbox } from '../../db/schema/mail';
import { users, userVentures } from '../../db/schema/users';
import { ventureIdByRef } from '../../test/fixtures';
import { bearer, burst, createTestApp, expectError, type TestApp } from '../../test/test-app';

// The members' app's sign-up (issue 31, point 1): the same answer whatever exists; a new address gets
// an APP_STORE_USER and the link that sets its password; an account named by the e-mail or the
// document is told by mail and left as it was.

let t: TestApp;
let praia: string;
const PUBLIC_URL = 'https://clube.example/';
const PASSWORD = 'senha-do-app-1';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
}, 180_000);
afterAll(() => t.close());

// Each call comes from its own address unless told, so the per-address limit meets only its own test.
let sent = 0;
const newAddress = () => `10.3.${Math.floor(++sent / 250)}.${sent % 250}`;
const newEmail = () => `cadastro${++sent}-${Date.now()}@teste.dev`;

const form = (values: Record<string, unknown> = {}) => ({
  name: 'Carla Nunes',
  email: newEmail(),
  cpf: generateCPF(),
  birthDate: '1990-05-17',
  ventureId: praia,
  ...values,
});

const signUp = (body: Record<string, unknown>, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/app-signup', payload: body, remoteAddress });

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));

const accountsWith = (email: string) =>
  t.database.db
    .select({ id: users.id, name: users.name, cpf: users.cpf, updatedAt: users.updatedAt })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

const SAME_ANSWER = { status: 'CONFIRMATION_SENT' };
const CONFIRM_LINK = /https:\/\/clube\.example\/signup\/confirm\?token=([\w%-]+)/;

describe('the ventures one may sign up to', () => {
  it('lists the live ventures by id and name only', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/app-signup/ventures' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { items } = answer.json<AppSignupVentures>();
    expect(items.map((item) => item.id)).toContain(praia);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
  });
});

describe('a new person', () => {
  it('becomes an APP_STORE_USER of the venture, confirms by mail and signs in to the app', async () => {
    const body = form();
    const answer = await signUp(body);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual(SAME_ANSWER);

    const [account] = await t.database.db
      .select({
        id: users.id,
        name: users.name,
        cpf: users.cpf,
        birthDate: users.birthDate,
        passwordHash: users.passwordHash,
        confirmPending: users.confirmPending,
        group: featureGroups.key,
      })
      .from(users)
      .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
      .where(eq(users.email, body.email));
    expect(account).toMatchObject({
      name: 'Carla Nunes',
      cpf: body.cpf,
      birthDate: '1990-05-17',
      passwordHash: null,
      confirmPending: true,
      group: 'APP_STORE_USER',
    });
    const id = account?.id as string;
    const linked = await t.database.db.select().from(userVentures).where(eq(userVentures.userId, id));
    expect(linked.map((row) => row.ventureId)).toEqual([praia]);
    const onboard = await t.database.db.select().from(onboards).where(eq(onboards.userId, id));
    expect(onboard).toMatchObject([{ ventureId: praia, onboardType: 'PENDING' }]);
    // No category: as the public form's APP_STORE_USER, no daily limit applies.
    expect(
      await t.database.db.select().from(userCategoryLinks).where(eq(userCategoryLinks.userId, id)),
    ).toEqual([]);

    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toBe('Confirme seu cadastro - Reserva Sócio');
    // The typed name is not quoted: anyone may type any address.
    expect(mail?.textBody).not.toContain('Carla');
    const token = decodeURIComponent(mail?.textBody.match(CONFIRM_LINK)?.[1] ?? '');
    expect(token).not.toBe('');

    // Not before the password is set.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/me/sessions',
      payload: { email: body.email, password: PASSWORD },
    });
    expectError(early, 422, 'invalid-credentials');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/sessions/signup-confirm',
      payload: { token, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ featureGroup: { key: 'APP_STORE_USER' } });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/me/sessions',
      payload: { email: body.email, password: PASSWORD },
    });
    expect(session.statusCode, session.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(session.json<{ token: string }>().token),
    });
    expect(me.json<MeResponse>()).toMatchObject({
      person: { id, groupKey: 'APP_STORE_USER' },
      venture: { id: praia },
    });
  });

  it('may use a foreign document instead of a CPF', async () => {
    const passport = `xz${Date.now()}`;
    const body = form({
      cpf: null,
      useForeignerDocument: true,
      foreignerDocumentType: 'PASSPORT',
      foreignerDocument: passport,
    });
    expect((await signUp(body)).statusCode).toBe(202);
    const [account] = await t.database.db
      .select({ cpf: users.cpf, document: users.foreignerDocument, type: users.foreignerDocumentType })
      .from(users)
      .where(eq(users.email, body.email));
    expect(account).toEqual({ cpf: null, document: passport.toUpperCase(), type: 'PASSPORT' });
  });
});

describe('an identity that exists', () => {
  it("answers alike for a known e-mail, changes nothing, and tells the address's owner", async () => {
    const email = 'socio@reserva.dev';
    const [before] = await accountsWith(email);
    const people = await userCount();
    const answer = await signUp(form({ email, name: 'Outra Pessoa' }));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual(SAME_ANSWER);
    expect(await accountsWith(email)).toEqual([before]);
    expect(await userCount()).toBe(people);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Tentativa de cadastro - Reserva Sócio');
    expect(mail?.textBody).toContain('https://clube.example/users/passwords/forgot');
    expect(mail?.textBody).not.toContain('signup/confirm');
  });

  it("creates nothing for another account's document, and mails that account, not the address typed", async () => {
    // A member with a CPF, registered by staff.
    const [owner] = await t.database.db
      .select({ email: users.email, cpf: users.cpf })
      .from(users)
      .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
      .where(and(eq(featureGroups.key, 'MEMBER'), isNotNull(users.cpf), isNull(users.deletedAt)))
      .limit(1);
    if (!owner) throw new Error('no member with a CPF');
    const email = newEmail();
    const before = await userCount();
    const answer = await signUp(form({ email, cpf: owner.cpf }));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual(SAME_ANSWER);
    expect(await userCount()).toBe(before);
    expect(await mailsTo(email)).toEqual([]);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Tentativa de cadastro - Reserva Sócio');
    expect(mail?.textBody).not.toContain(email);
  });

  it('registers one account when the same new e-mail signs up twice at once', async () => {
    const body = form();
    const answers = await Promise.all([signUp(body), signUp({ ...body, cpf: generateCPF() })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(await accountsWith(body.email)).toHaveLength(1);
    const subjects = (await mailsTo(body.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Confirme seu cadastro - Reserva Sócio',
      'Tentativa de cadastro - Reserva Sócio',
    ]);
  });
});

describe('refusals', () => {
  it('answers 400 with the shared messages', async () => {
    const answer = await signUp({
      name: '',
      email: 'nada',
      cpf: '123',
      birthDate: '2999-01-01',
      ventureId: 'x',
    });
    expectError(answer, 400, 'validation-error');
    expect(answer.body).toContain('Nome requerido');
    expect(answer.body).toContain('E-mail inválido');
    expect(answer.body).toContain('Valor inválido, requerido 11 dígitos');
    expect(answer.body).toContain('Data não pode ser no futuro');
    const noDocument = await signUp(form({ cpf: null }));
    expectError(noDocument, 400, 'validation-error');
    expect(noDocument.body).toContain('CPF requerido');
  });

  it('refuses a venture outside the list, which is public', async () => {
    expectError(
      await signUp(form({ ventureId: '00000000-0000-4000-8000-000000000000' })),
      404,
      'venture-not-found',
    );
  });

  it('lists no venture, and takes no sign-up, while the app users’ group cannot use the app', async () => {
    const [link] = await t.database.db
      .select({ groupId: featureGroupFeatures.featureGroupId, featureId: featureGroupFeatures.featureId })
      .from(featureGroupFeatures)
      .innerJoin(featureGroups, eq(featureGroups.id, featureGroupFeatures.featureGroupId))
      .innerJoin(features, eq(features.id, featureGroupFeatures.featureId))
      .where(and(eq(featureGroups.key, 'APP_STORE_USER'), eq(features.key, 'APP_MEMBERS_ACCESS')));
    if (!link) throw new Error('APP_STORE_USER lacks APP_MEMBERS_ACCESS');
    const unlink = () =>
      t.database.db
        .delete(featureGroupFeatures)
        .where(
          and(
            eq(featureGroupFeatures.featureGroupId, link.groupId),
            eq(featureGroupFeatures.featureId, link.featureId),
          ),
        );
    await unlink();
    try {
      const list = await t.app.inject({ method: 'GET', url: '/api/app-signup/ventures' });
      expect(list.json<AppSignupVentures>().items).toEqual([]);
      expectError(await signUp(form()), 404, 'venture-not-found');
    } finally {
      await t.database.db
        .insert(featureGroupFeatures)
        .values({ featureGroupId: link.groupId, featureId: link.featureId });
    }
  });
});

describe('rate limits', () => {
  const FIFTEEN_MINUTES = 15 * 60;

  it('takes 10 sign-ups per address in 15 minutes', async () => {
    const address = newAddress();
    const tally = await burst(12, FIFTEEN_MINUTES, () => signUp(form(), address));
    expect(tally).toEqual({ 202: 10, 429: 2 });
  });

  it('takes 3 per e-mail, from any address', async () => {
    const email = newEmail();
    const tally = await burst(5, FIFTEEN_MINUTES, () => signUp(form({ email })));
    expect(tally).toEqual({ 202: 3, 429: 2 });
    expect(await accountsWith(email)).toHaveLength(1);
  });
});
