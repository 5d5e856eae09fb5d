import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { users, userVentures } from '../../db/schema/users';
import { ventureIdByRef } from '../../test/fixtures';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { consumeOneTimeToken } from '../auth/one-time-tokens';
import { createStaff, fieldMessages, groupId, SELLER_ADDRESS } from './users.fixtures';

// Writing employees: the form's rules, the authLevel rule, ventures, uniqueness, the invitation mail,
// deletion and the store activation.

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let praia: string;
let serra: string;
let admin: string;
let master: string;
const groups: Record<string, string> = {};
let sequence = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://clube.example' });
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  for (const key of ['MASTER', 'ADMIN', 'SELLER', 'CONCIERGE', 'EMPLOYEE', 'LODGER', 'MEMBER']) {
    groups[key] = await groupId(t.database.db, key);
  }
  admin = (await t.signIn('admin@reserva.dev')).token;
  master = (await t.signIn('master@reserva.dev')).token;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A valid employee body of `groupKey`, in PRAIA, with a fresh e-mail. */
function employee(groupKey: string, extra: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Pessoa Teste ${'ABCDEFGHIJ'[sequence % 10]}`,
    email: `Novo${sequence}@Teste.dev`,
    featureGroupId: groups[groupKey],
    venturesId: [praia],
    ...extra,
  };
}

const seller = (extra: Record<string, unknown> = {}) =>
  employee('SELLER', {
    cnpj: generateCNPJ(),
    companyName: 'Loja da Praia Ltda',
    tradeName: 'Loja da Praia',
    phone: '+55 (48) 99876-5432',
    address: SELLER_ADDRESS,
    ...extra,
  });

async function create(token: string, body: unknown): Promise<UserDetails> {
  const response = await t.call(token, 'POST', '/v2/users', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UserDetails>();
}

describe('POST /v2/users', () => {
  it('creates a seller with company, CNPJ, phone and address, pending confirmation', async () => {
    const created = await create(admin, seller({ bio: '  ', cpf: '', cnpj: '05.616.226/5660-40' }));
    expect(created).toMatchObject({
      email: `novo${sequence}@teste.dev`,
      cnpj: '05616226566040',
      companyName: 'Loja da Praia Ltda',
      tradeName: 'Loja da Praia',
      phone: '+5548998765432',
      cpf: null,
      bio: null,
      confirmPending: true,
      paymentRegistered: false,
      featureGroup: { key: 'SELLER' },
      ventures: [{ id: praia }],
      address: { ...SELLER_ADDRESS, zipCode: '88010000' },
    });
  });

  it('requires CNPJ, company name, phone and address of a seller', async () => {
    const response = await t.call(admin, 'POST', '/v2/users', employee('SELLER'));
    expect(fieldMessages(response)).toEqual([
      'cnpj: CNPJ requerido',
      'companyName: Nome da empresa requerido',
      'phone: Telefone requerido',
      'address: Endereço requerido',
    ]);
  });

  it('clears company name, trade name and CNPJ of any other type', async () => {
    const created = await create(
      admin,
      employee('EMPLOYEE', { cnpj: '97008755204411', companyName: 'X', tradeName: 'Y' }),
    );
    expect(created).toMatchObject({ cnpj: null, companyName: null, tradeName: null });
  });

  it('requires a venture unless the type is MASTER', async () => {
    const { venturesId: _, ...withoutVentures } = employee('EMPLOYEE');
    expect(fieldMessages(await t.call(admin, 'POST', '/v2/users', withoutVentures))).toEqual([
      'venturesId: Requerido especificar um empreendimento',
    ]);
    expect(
      fieldMessages(await t.call(admin, 'POST', '/v2/users', employee('EMPLOYEE', { venturesId: [] }))),
    ).toEqual(['venturesId: Mínimo 1']);
    const { venturesId: __, ...masterWithout } = employee('MASTER');
    expect((await create(master, masterWithout)).ventures).toEqual([]);
  });

  it('checks the fields with the shared schema and refuses unknown ones', async () => {
    const bad = employee('EMPLOYEE', { name: 'R2D2', email: 'nope', cpf: '123.456.789-00' });
    expect(fieldMessages(await t.call(admin, 'POST', '/v2/users', bad))).toEqual([
      'name: Nome inválido',
      'email: E-mail inválido',
      'cpf: CPF inválido',
    ]);
    expectError(
      await t.call(admin, 'POST', '/v2/users', employee('EMPLOYEE', { password: 'x' })),
      400,
      'validation-error',
    );
    expectError(
      await t.call(admin, 'POST', '/v2/users', employee('EMPLOYEE', { featureGroupId: praia })),
      404,
      'feature-group-not-found',
    );
  });

  it('lets nobody assign a group of their own authLevel or stronger, and a MASTER only MASTER or ADMIN', async () => {
    for (const key of ['MASTER', 'ADMIN', 'MEMBER', 'LODGER']) {
      expectError(await t.call(admin, 'POST', '/v2/users', employee(key)), 403, 'insufficient-privilege');
    }
    expectError(await t.call(master, 'POST', '/v2/users', seller()), 403, 'insufficient-privilege');
    expect((await create(master, employee('ADMIN'))).featureGroup.key).toBe('ADMIN');
    expect((await create(admin, employee('CONCIERGE'))).featureGroup.key).toBe('CONCIERGE');
  });

  it('assigns only ventures of the caller’s own unless MASTER', async () => {
    const praiaAdmin = await createStaff(t.database.db, 'ADMIN', [praia]);
    const { token } = await t.signIn(praiaAdmin.email);
    expectError(
      await t.call(token, 'POST', '/v2/users', employee('EMPLOYEE', { venturesId: [serra] })),
      404,
      'venture-not-found',
    );
    expectError(
      await t.call(token, 'POST', '/v2/users', employee('EMPLOYEE', { venturesId: [praia, serra] })),
      404,
      'venture-not-found',
    );
    expect((await create(token, employee('EMPLOYEE'))).ventures).toEqual([
      { id: praia, name: 'Reserva Praia Clube' },
    ]);
    expect((await create(master, employee('ADMIN', { venturesId: [serra] }))).ventures).toHaveLength(1);
  });

  it('keeps e-mail, CPF and CNPJ unique among live users', async () => {
    expectError(
      await t.call(admin, 'POST', '/v2/users', employee('EMPLOYEE', { email: 'VENDEDOR@reserva.dev' })),
      409,
      'email-already-in-use',
    );
    const first = await create(admin, seller({ cpf: '669.030.843-04', cnpj: '44831817365940' }));
    expectError(
      await t.call(admin, 'POST', '/v2/users', employee('EMPLOYEE', { cpf: '66903084304' })),
      409,
      'cpf-already-in-use',
    );
    expectError(
      await t.call(admin, 'POST', '/v2/users', seller({ cnpj: '44.831.817/3659-40' })),
      409,
      'cnpj-already-in-use',
    );
    // A deleted user frees them.
    expect((await t.call(admin, 'DELETE', `/users/${first.id}`)).statusCode).toBe(204);
    await create(admin, seller({ email: first.email, cpf: '66903084304', cnpj: '44831817365940' }));
  });

  it('lets only one of two simultaneous creations with the same e-mail win', async () => {
    const body = employee('EMPLOYEE');
    const answers = await Promise.all([
      t.call(admin, 'POST', '/v2/users', body),
      t.call(admin, 'POST', '/v2/users', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe('email-already-in-use');
  });

  it('needs a key to write users', async () => {
    for (const email of ['portaria@reserva.dev', 'vendedor@reserva.dev']) {
      const { token } = await t.signIn(email);
      expectError(
        await t.call(token, 'POST', '/v2/users', employee('EMPLOYEE')),
        403,
        'insufficient-privilege',
      );
    }
  });
});

describe('the invitation', () => {
  const tokenIn = (raw: string) => {
    // Undo quoted-printable soft breaks and escapes before reading the link.
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return /https:\/\/clube\.example\/signup\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  };

  /** The mails received for `email`, once the outbox is delivered. */
  const mailsTo = async (email: string) => {
    await t.ctx.mail.kick();
    return sink.received.filter((received) => received.to.includes(email));
  };

  it('mails a sign-up link with a working single-use token on creation and on a resend', async () => {
    const created = await create(admin, employee('EMPLOYEE'));
    const [mail] = await mailsTo(created.email);
    expect(mail?.raw).toContain('Convite para o Reserva');
    const firstToken = tokenIn(mail?.raw ?? '');
    expect(firstToken).toBeDefined();

    const resent = await t.call(admin, 'POST', `/users/${created.id}/profile-confirmation`);
    expect(resent.statusCode).toBe(204);
    const mails = await mailsTo(created.email);
    expect(mails).toHaveLength(2);
    const secondToken = tokenIn(mails[1]?.raw ?? '');

    // The resend voids the first link.
    expect(await consumeOneTimeToken(t.database.db, firstToken as string, 'SIGNUP_CONFIRM')).toEqual({
      status: 'used',
      userId: created.id,
    });
    // The new one sets the password through the sign-up confirmation, and the account signs in.
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/sessions/signup-confirm',
      payload: { token: secondToken, password: 'segredo-forte-1', passwordConfirmation: 'segredo-forte-1' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sessions',
      payload: { email: created.email, password: 'segredo-forte-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await t.call(admin, 'GET', `/v2/users/${created.id}`)).json<UserDetails>().confirmPending).toBe(
      false,
    );
  });

  it('sends nothing when the creation fails', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    await t.call(admin, 'POST', '/v2/users', employee('EMPLOYEE', { email: 'admin@reserva.dev' }));
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('is resent only while the confirmation is pending, with the confirmation or a user key', async () => {
    const seller = await t.signIn('vendedor@reserva.dev');
    expectError(
      await t.call(admin, 'POST', `/users/${seller.user.id}/profile-confirmation`),
      409,
      'user-account-already-confirmed',
    );
    const created = await create(admin, employee('EMPLOYEE'));
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await t.call(concierge.token, 'POST', `/users/${created.id}/profile-confirmation`),
      403,
      'insufficient-privilege',
    );
    const serraAdmin = (await t.signIn('admin@reserva.dev', serra)).token;
    expectError(
      await t.call(serraAdmin, 'POST', `/users/${created.id}/profile-confirmation`),
      404,
      'user-not-found',
    );
  });
});

describe('PUT /v2/users/{id}', () => {
  it('edits a weaker user and applies the same rules as the creation', async () => {
    const created = await create(admin, employee('EMPLOYEE'));
    const response = await t.call(admin, 'PUT', `/v2/users/${created.id}`, seller({ email: created.email }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserDetails>()).toMatchObject({
      featureGroup: { key: 'SELLER' },
      companyName: 'Loja da Praia Ltda',
    });

    const back = await t.call(
      admin,
      'PUT',
      `/v2/users/${created.id}`,
      employee('CONCIERGE', { cnpj: '97008755204411' }),
    );
    expect(back.json<UserDetails>()).toMatchObject({
      cnpj: null,
      companyName: null,
      tradeName: null,
      address: null,
    });
    expect(
      fieldMessages(await t.call(admin, 'PUT', `/v2/users/${created.id}`, employee('SELLER'))),
    ).toHaveLength(4);
  });

  it('refuses to edit or delete a user of the same or a stronger authLevel; a MASTER may', async () => {
    const otherAdmin = await createStaff(t.database.db, 'ADMIN', [praia, serra]);
    const masterUser = (await t.signIn('master@reserva.dev')).user.id;
    for (const target of [otherAdmin.id, masterUser]) {
      expectError(
        await t.call(admin, 'PUT', `/v2/users/${target}`, employee('EMPLOYEE')),
        403,
        'insufficient-privilege',
      );
      expectError(await t.call(admin, 'DELETE', `/users/${target}`), 403, 'insufficient-privilege');
    }
    const edited = await t.call(master, 'PUT', `/v2/users/${otherAdmin.id}`, employee('ADMIN'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.call(master, 'DELETE', `/users/${otherAdmin.id}`)).statusCode).toBe(204);
  });

  it('refuses to give a group the caller may not assign, but keeps the current one', async () => {
    const created = await create(admin, employee('EMPLOYEE'));
    expectError(
      await t.call(admin, 'PUT', `/v2/users/${created.id}`, employee('ADMIN')),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(admin, 'PUT', `/v2/users/${created.id}`, employee('MEMBER')),
      403,
      'insufficient-privilege',
    );
    // A MASTER assigns only MASTER or ADMIN, yet may edit a seller who stays a seller.
    const sellerUser = await create(admin, seller());
    const kept = await t.call(
      master,
      'PUT',
      `/v2/users/${sellerUser.id}`,
      seller({ email: sellerUser.email, cnpj: sellerUser.cnpj }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expectError(
      await t.call(master, 'PUT', `/v2/users/${sellerUser.id}`, employee('CONCIERGE')),
      403,
      'insufficient-privilege',
    );
  });

  it('keeps the links to ventures the caller does not work in', async () => {
    const both = await createStaff(t.database.db, 'EMPLOYEE', [praia, serra]);
    const praiaAdmin = await createStaff(t.database.db, 'ADMIN', [praia]);
    const { token } = await t.signIn(praiaAdmin.email);
    const response = await t.call(token, 'PUT', `/v2/users/${both.id}`, employee('CONCIERGE'));
    expect(response.statusCode, response.body).toBe(200);
    const links = await t.database.db
      .select({ ventureId: userVentures.ventureId })
      .from(userVentures)
      .where(eq(userVentures.userId, both.id));
    expect(links.map((link) => link.ventureId).sort()).toEqual([praia, serra].sort());
  });

  it('answers user-not-found across ventures, and leaves one’s own record to the profile', async () => {
    const inSerra = await createStaff(t.database.db, 'EMPLOYEE', [serra]);
    expectError(
      await t.call(admin, 'PUT', `/v2/users/${inSerra.id}`, employee('EMPLOYEE')),
      404,
      'user-not-found',
    );
    expectError(await t.call(admin, 'DELETE', `/users/${inSerra.id}`), 404, 'user-not-found');
    const self = await t.signIn('admin@reserva.dev');
    expectError(
      await t.call(admin, 'PUT', `/v2/users/${self.user.id}`, employee('EMPLOYEE')),
      403,
      'insufficient-privilege',
    );
    expectError(await t.call(admin, 'DELETE', `/users/${self.user.id}`), 403, 'insufficient-privilege');
    // A MASTER may edit their own record here, but nobody deletes their own account.
    const masterSelf = await t.signIn('master@reserva.dev');
    const edited = await t.call(master, 'PUT', `/v2/users/${masterSelf.user.id}`, {
      ...employee('MASTER'),
      name: 'Mariana Souza',
      email: 'master@reserva.dev',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expectError(
      await t.call(master, 'DELETE', `/users/${masterSelf.user.id}`),
      403,
      'insufficient-privilege',
    );
  });
});

describe('DELETE /users/{id}', () => {
  const deletedAtOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, id));
    return row?.deletedAt;
  };

  it('deletes softly: the row stays, the user leaves the lists and can no longer sign in', async () => {
    const staff = await createStaff(t.database.db, 'EMPLOYEE', [praia]);
    const { token } = await t.signIn(staff.email);
    expect((await t.call(admin, 'DELETE', `/users/${staff.id}`)).statusCode).toBe(204);
    expect(await deletedAtOf(staff.id)).toBeInstanceOf(Date);
    expectError(await t.call(admin, 'GET', `/v2/users/${staff.id}`), 404, 'user-not-found');
    expectError(await t.call(admin, 'DELETE', `/users/${staff.id}`), 404, 'user-not-found');
    expectError(await t.call(token, 'GET', '/users/profile'), 401, 'unauthorized');
  });

  it('lets a non-MASTER remove only the links to their ventures: the user stays in the other one', async () => {
    const both = await createStaff(t.database.db, 'EMPLOYEE', [praia, serra]);
    const praiaAdmin = await createStaff(t.database.db, 'ADMIN', [praia]);
    const { token } = await t.signIn(praiaAdmin.email);
    expect((await t.call(token, 'DELETE', `/users/${both.id}`)).statusCode).toBe(204);
    expect(await deletedAtOf(both.id)).toBeNull();
    const links = await t.database.db
      .select({ ventureId: userVentures.ventureId })
      .from(userVentures)
      .where(eq(userVentures.userId, both.id));
    expect(links.map((link) => link.ventureId)).toEqual([serra]);
    expectError(await t.call(token, 'GET', `/v2/users/${both.id}`), 404, 'user-not-found');
    const inSerra = (await t.signIn('admin@reserva.dev', serra)).token;
    expect((await t.call(inSerra, 'GET', `/v2/users/${both.id}`)).statusCode).toBe(200);
    // Deleted from the last of their ventures, or by a MASTER, the user goes.
    expect((await t.call(inSerra, 'DELETE', `/users/${both.id}`)).statusCode).toBe(204);
    expect(await deletedAtOf(both.id)).toBeInstanceOf(Date);
  });

  it('lets a MASTER delete a user of several ventures outright', async () => {
    const both = await createStaff(t.database.db, 'EMPLOYEE', [praia, serra]);
    expect((await t.call(master, 'DELETE', `/users/${both.id}`)).statusCode).toBe(204);
    expect(await deletedAtOf(both.id)).toBeInstanceOf(Date);
  });

  it('needs the delete key', async () => {
    const staff = await createStaff(t.database.db, 'EMPLOYEE', [praia]);
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(await t.call(concierge.token, 'DELETE', `/users/${staff.id}`), 403, 'insufficient-privilege');
  });
});

describe('POST /users/{id}/enable-payment', () => {
  it('activates a seller’s store for good and clears the block expiry', async () => {
    const created = await create(admin, seller());
    await t.database.db
      .update(users)
      .set({ blockedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, created.id));
    const response = await t.call(admin, 'POST', `/users/${created.id}/enable-payment`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserDetails>()).toMatchObject({
      id: created.id,
      paymentRegistered: true,
      blockedUntil: null,
    });
    // One-way: asking again changes nothing, and no call turns it off.
    const again = await t.call(admin, 'POST', `/users/${created.id}/enable-payment`);
    expect(again.json<UserDetails>().paymentRegistered).toBe(true);
    const edited = await t.call(
      admin,
      'PUT',
      `/v2/users/${created.id}`,
      seller({ email: created.email, cnpj: created.cnpj }),
    );
    expect(edited.json<UserDetails>().paymentRegistered).toBe(true);
  });

  it('is for sellers only, and keeps the authLevel rule and the key', async () => {
    const created = await create(admin, employee('EMPLOYEE'));
    expectError(await t.call(admin, 'POST', `/users/${created.id}/enable-payment`), 422, 'user-not-seller');
    const [stored] = await t.database.db
      .select({ paymentRegistered: users.paymentRegistered })
      .from(users)
      .where(and(eq(users.id, created.id)));
    expect(stored?.paymentRegistered).toBe(false);
    const sellerUser = await create(admin, seller());
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await t.call(concierge.token, 'POST', `/users/${sellerUser.id}/enable-payment`),
      403,
      'insufficient-privilege',
    );
    const masterUser = (await t.signIn('master@reserva.dev')).user.id;
    expectError(
      await t.call(admin, 'POST', `/users/${masterUser}/enable-payment`),
      403,
      'insufficient-privilege',
    );
  });
});
