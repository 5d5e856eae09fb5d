import type { PersonDetails, PersonListItem } from '@reserva/shared/people/people.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboards } from '../../db/schema/categories';
import { mailOutbox } from '../../db/schema/mail';
import { refreshTokens } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { verifyPassword } from '../auth/passwords';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { createStaff, fieldMessages } from '../users/users.fixtures';
import { createCategory, personBody, rowOf, updateBody } from './people.fixtures';

// Members, dependants, guests and lodgers through the users routes: registering, reading, listing,
// editing, deleting, the venture boundary, the keys, the default password and the invitation.

let t: TestApp;
let praia: string;
let serra: string;
let categories: { praia: string; praia2: string; serra: string };
let tokens: Record<'admin' | 'master' | 'concierge' | 'praiaAdmin' | 'adminInSerra', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  serra = await ventureIdByRef(db, 'SERRA');
  categories = {
    praia: await createCategory(db, praia, 'Titular'),
    praia2: await createCategory(db, praia, 'Familiar'),
    serra: await createCategory(db, serra, 'Sócio Serra'),
  };
  const praiaAdmin = await createStaff(db, 'ADMIN', [praia]);
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    master: 'master@reserva.dev',
    concierge: 'portaria@reserva.dev',
    praiaAdmin: praiaAdmin.email,
    adminInSerra: ['admin@reserva.dev', serra],
  });
  // Five argon2 sign-ins: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

async function create(token: string, body: Record<string, unknown>): Promise<PersonDetails> {
  const response = await t.call(token, 'POST', '/v2/users', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PersonDetails>();
}

/** The field messages of a registration the admin sends. */
const refused = async (body: Record<string, unknown>) =>
  fieldMessages(await t.call(tokens.admin, 'POST', '/v2/users', body));

const member = (extra: Record<string, unknown> = {}) =>
  personBody('MEMBER', { categoriesId: [categories.praia], ...extra });

async function list(token: string, url: string) {
  const response = await t.call(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: PersonListItem[]; total: number; pages: number }>();
}
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe('POST /v2/users (people)', () => {
  it('registers a member in its categories’ ventures, with a pending onboard in each and an invitation', async () => {
    const created = await create(
      tokens.master,
      member({ categoriesId: [categories.praia, categories.serra], phone: '+55 (48) 99876-5432' }),
    );
    expect(created).toMatchObject({
      featureGroup: { key: 'MEMBER', useExperienceLevel: true, useFaceId: true, useOnboardUrl: false },
      confirmPending: true,
      hostId: null,
      host: null,
      phone: '+5548998765432',
      ventures: [
        { id: praia, name: 'Reserva Praia Clube' },
        { id: serra, name: 'Reserva Serra Resort' },
      ],
    });
    expect(created.categories.map((category) => category.title)).toEqual(['Titular', 'Sócio Serra']);
    const onboardRows = await t.database.db.select().from(onboards).where(eq(onboards.userId, created.id));
    expect(onboardRows.map((row) => [row.onboardType, row.experience])).toEqual([
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, created.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Convite para o Reserva']);
  });

  it('asks a member for a category and a dependant for its host; a guest cannot host', async () => {
    expect(await refused(member({ categoriesId: [] }))).toEqual([
      'categoriesId: Vincule ao menos uma categoria',
    ]);
    expect(await refused(personBody('DEPENDANT'))).toEqual(['hostId: Requerido']);
    const titular = await create(tokens.admin, member());
    const dependant = await create(tokens.admin, personBody('DEPENDANT', { hostId: titular.id }));
    expect(dependant).toMatchObject({
      hostId: titular.id,
      host: { id: titular.id, name: titular.name, email: titular.email, phone: null },
      // Without ventures or categories, the session's venture.
      ventures: [{ id: praia, name: 'Reserva Praia Clube' }],
      categories: [],
    });
    const guest = await create(tokens.admin, personBody('GUEST', { hostId: dependant.id }));
    expect(await refused(personBody('GUEST', { hostId: guest.id }))).toEqual([
      'hostId: Responsável inválido',
    ]);
  });

  it('keeps categories, ventures and hosts to the ventures of the staff user', async () => {
    expectError(
      await t.call(tokens.praiaAdmin, 'POST', '/v2/users', member({ categoriesId: [categories.serra] })),
      404,
      'venture-not-found',
    );
    const serraMember = await create(tokens.master, member({ categoriesId: [categories.serra] }));
    expectError(
      await t.call(tokens.praiaAdmin, 'POST', '/v2/users', personBody('GUEST', { hostId: serraMember.id })),
      404,
      'user-not-found',
    );
    expectError(
      await t.call(
        tokens.admin,
        'POST',
        '/v2/users',
        member({ categoriesId: ['00000000-0000-4000-8000-000000000000'] }),
      ),
      404,
      'user-category-not-found',
    );
    expect(await refused(member({ categoriesId: [categories.praia, categories.praia2] }))).toEqual([
      'categoriesId: Uma categoria por empreendimento',
    ]);
  });

  it('registers a lodger with an uppercased passport and no CPF, once per document', async () => {
    const passport = {
      useForeignerDocument: true,
      foreignerDocumentType: 'PASSPORT',
      foreignerDocument: 'ab123456',
    };
    const lodger = await create(tokens.admin, personBody('LODGER', passport));
    expect(lodger).toMatchObject({
      cpf: null,
      useForeignerDocument: true,
      foreignerDocumentType: 'PASSPORT',
      foreignerDocument: 'AB123456',
      categories: [],
    });
    expectError(
      await t.call(
        tokens.admin,
        'POST',
        '/v2/users',
        personBody('LODGER', { ...passport, foreignerDocument: 'AB123456' }),
      ),
      409,
      'foreigner-document-already-in-use',
    );
    // Another kind of document may carry the same number.
    await create(tokens.admin, personBody('LODGER', { ...passport, foreignerDocumentType: 'OTHERS' }));
    expect(
      await refused(
        personBody('LODGER', { ...passport, foreignerDocumentType: 'RNE', foreignerDocument: 'V12345' }),
      ),
    ).toEqual(['foreignerDocument: Mínimo 8 dígitos']);
  });

  it('answers the duplicate codes for e-mail and CPF, also when two registrations race', async () => {
    expectError(
      await t.call(tokens.admin, 'POST', '/v2/users', member({ email: 'Vendedor@reserva.dev' })),
      409,
      'email-already-in-use',
    );
    const first = await create(tokens.admin, member());
    expectError(
      await t.call(tokens.admin, 'POST', '/v2/users', member({ cpf: first.cpf })),
      409,
      'cpf-already-in-use',
    );
    const cpf = personBody('MEMBER').cpf;
    const answers = await Promise.all([
      t.call(tokens.admin, 'POST', '/v2/users', member({ cpf })),
      t.call(tokens.admin, 'POST', '/v2/users', member({ cpf })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe('cpf-already-in-use');
    const rows = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.cpf, cpf), isNull(users.deletedAt)));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /users (people)', () => {
  let ana: PersonDetails;
  let bruno: PersonDetails;
  beforeAll(async () => {
    ana = await create(tokens.admin, member({ name: 'Ana Lista', phone: '+55 11 98888-1111' }));
    bruno = await create(tokens.admin, member({ name: 'Bruno Lista' }));
    await create(tokens.master, member({ name: 'Carla Lista', categoriesId: [categories.serra] }));
    await t.database.db
      .update(onboards)
      .set({ onboardType: 'COMPLETED', experience: 3 })
      .where(and(eq(onboards.userId, bruno.id), eq(onboards.ventureId, praia)));
  });

  it('lists the members of the session’s venture with their onboard there, sorted either way', async () => {
    const page = await list(tokens.admin, '/users?featureGroups=MEMBER&name=lista&sort=name&order=ASC');
    expect(names(page)).toEqual(['Ana Lista', 'Bruno Lista']);
    expect(page.items.map((item) => [item.onboardType, item.experience])).toEqual([
      ['PENDING', 0],
      ['COMPLETED', 3],
    ]);
    expect(page.items[0]).toMatchObject({
      featureGroup: { key: 'MEMBER' },
      hostId: null,
      foreignerDocument: null,
    });
    const descending = await list(
      tokens.admin,
      '/users?featureGroups=MEMBER&name=lista&sort=name&order=DESC',
    );
    expect(names(descending)).toEqual(['Bruno Lista', 'Ana Lista']);
    expect(names(await list(tokens.adminInSerra, '/users?featureGroups=MEMBER&name=lista'))).toEqual([
      'Carla Lista',
    ]);
  });

  it('sorts names as people read them: accents and case do not push a name past the z', async () => {
    for (const name of ['Zeca Ordem', 'Érica Ordem', 'bruno Ordem', 'Ana Ordem', 'Álvaro Ordem']) {
      await create(tokens.admin, member({ name }));
    }
    const url = '/users?featureGroups=MEMBER&name=ordem&sort=name';
    const ascending = ['Álvaro Ordem', 'Ana Ordem', 'bruno Ordem', 'Érica Ordem', 'Zeca Ordem'];
    expect(names(await list(tokens.admin, `${url}&order=ASC`))).toEqual(ascending);
    expect(names(await list(tokens.admin, `${url}&order=DESC`))).toEqual([...ascending].reverse());
  });

  it('keeps a venture’s lists in step with its people: a new name, a new e-mail and a deletion show at once', async () => {
    // A venture's members page through its links' copies of their keys (migration 0023).
    const anaBody = member({ name: 'Passo Ana', email: 'passo.ana@teste.dev' });
    const biaBody = member({ name: 'Passo Bia', email: 'passo.bia@teste.dev' });
    const ana = await create(tokens.admin, anaBody);
    await create(tokens.admin, biaBody);
    const sorted = async (sort: string) =>
      names(await list(tokens.admin, `/users?featureGroups=MEMBER&name=passo&sort=${sort}&order=ASC`));
    expect(await sorted('name')).toEqual(['Passo Ana', 'Passo Bia']);
    expect(await sorted('email')).toEqual(['Passo Ana', 'Passo Bia']);

    const renamed = { ...updateBody(anaBody), name: 'Passo Zilda', email: 'zz.passo@teste.dev' };
    const response = await t.call(tokens.admin, 'PUT', `/v2/users/${ana.id}`, renamed);
    expect(response.statusCode, response.body).toBe(200);
    expect(await sorted('name')).toEqual(['Passo Bia', 'Passo Zilda']);
    expect(await sorted('email')).toEqual(['Passo Bia', 'Passo Zilda']);

    const before = (await list(tokens.admin, '/users?featureGroups=MEMBER')).total;
    expect((await t.call(tokens.admin, 'DELETE', `/users/${ana.id}`)).statusCode).toBe(204);
    const after = await list(tokens.admin, '/users?featureGroups=MEMBER&sort=name&order=DESC&limit=100');
    expect(after.total).toBe(before - 1);
    expect(names(after)).not.toContain('Passo Zilda');
  });

  it('lists a MASTER another venture’s people on asking, and ignores a non-MASTER’s ventureId', async () => {
    const base = '/users?featureGroups=MEMBER&name=lista&sort=name&order=ASC';
    expect(names(await list(tokens.master, `${base}&ventureId=${serra}`))).toEqual(['Carla Lista']);
    expect(names(await list(tokens.praiaAdmin, `${base}&ventureId=${serra}`))).toEqual([
      'Ana Lista',
      'Bruno Lista',
    ]);
  });

  it('filters by experience, CPF and phone digits, whatever their mask', async () => {
    const base = '/users?featureGroups=MEMBER&name=lista';
    expect(names(await list(tokens.admin, `${base}&experience=3`))).toEqual(['Bruno Lista']);
    expect((await list(tokens.admin, `${base}&experience=-1`)).total).toBe(2);
    expect(names(await list(tokens.admin, `${base}&minExperience=1`))).toEqual(['Bruno Lista']);
    const masked = `${ana.cpf?.slice(0, 3)}.${ana.cpf?.slice(3, 6)}`;
    expect(names(await list(tokens.admin, `/users?featureGroups=MEMBER&cpf=${masked}`))).toEqual([
      'Ana Lista',
    ]);
    expect(names(await list(tokens.admin, '/users?featureGroups=MEMBER&phone=(11) 98888'))).toEqual([
      'Ana Lista',
    ]);
  });

  it('lists lodgers alone, with their documents', async () => {
    await create(
      tokens.admin,
      personBody('LODGER', {
        name: 'Hans Hóspede',
        useForeignerDocument: true,
        foreignerDocumentType: 'RNE',
        foreignerDocument: 'W1234567',
      }),
    );
    const page = await list(tokens.admin, '/users?featureGroups=LODGER&name=hans');
    expect(
      page.items.map((item) => [item.name, item.foreignerDocumentType, item.foreignerDocument, item.cpf]),
    ).toEqual([['Hans Hóspede', 'RNE', 'W1234567', null]]);
    expect((await list(tokens.admin, '/users?featureGroups=LODGER&name=lista')).total).toBe(0);
  });

  it('lists the dependants or the guests of a host', async () => {
    const dependant = await create(
      tokens.admin,
      personBody('DEPENDANT', { hostId: ana.id, name: 'Davi Dependente' }),
    );
    await create(tokens.admin, personBody('GUEST', { hostId: ana.id, name: 'Gil Convidado' }));
    await create(tokens.admin, personBody('GUEST', { hostId: dependant.id, name: 'Gina Convidada' }));
    expect(names(await list(tokens.admin, `/v2/users/${ana.id}/guests?groupKey=GUEST`))).toEqual([
      'Gil Convidado',
    ]);
    expect(names(await list(tokens.admin, `/v2/users/${ana.id}/guests?groupKey=DEPENDANT`))).toEqual([
      'Davi Dependente',
    ]);
    expect(names(await list(tokens.admin, `/users?hostId=${ana.id}&sort=name&order=ASC`))).toEqual([
      'Davi Dependente',
      'Gil Convidado',
    ]);
    expectError(
      await t.call(tokens.adminInSerra, 'GET', `/v2/users/${ana.id}/guests`),
      404,
      'user-not-found',
    );
  });

  it('needs the user area’s read key', async () => {
    const employee = await t.signIn('funcionario@reserva.dev');
    expectError(
      await t.call(employee.token, 'GET', '/users?featureGroups=MEMBER'),
      403,
      'insufficient-privilege',
    );
    expect((await list(tokens.concierge, '/users?featureGroups=MEMBER&name=lista')).total).toBe(2);
  });
});

describe('GET and PUT /v2/users/{id} (people)', () => {
  it('answers a member’s details to its venture only', async () => {
    const created = await create(tokens.admin, member({ healthCheck: '2025-01-10', gender: 'FEMALE' }));
    const details = (await t.call(tokens.concierge, 'GET', `/v2/users/${created.id}`)).json<PersonDetails>();
    expect(details).toMatchObject({
      healthCheck: '2025-01-10',
      gender: 'FEMALE',
      birthDate: '1985-06-20',
      hostBlocked: false,
      titularBlocked: false,
      categories: [{ id: categories.praia, title: 'Titular', venture: { id: praia } }],
    });
    expectError(await t.call(tokens.adminInSerra, 'GET', `/v2/users/${created.id}`), 404, 'user-not-found');
  });

  it('changes a person’s data and its categories among the editor’s ventures', async () => {
    const body = member({ categoriesId: [categories.praia, categories.serra] });
    const created = await create(tokens.master, body);
    const response = await t.call(tokens.praiaAdmin, 'PUT', `/v2/users/${created.id}`, {
      ...updateBody(body),
      name: 'Nome Novo',
      categoriesId: [categories.praia2],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<PersonDetails>();
    expect(updated.name).toBe('Nome Novo');
    // The Serra category is outside the editor's ventures: it stays.
    expect(updated.categories.map((category) => category.title).sort()).toEqual(['Familiar', 'Sócio Serra']);
  });

  it('refuses a host or group in the body, an employee’s body and a member without category', async () => {
    const body = member();
    const created = await create(tokens.admin, body);
    const put = (payload: unknown) => t.call(tokens.admin, 'PUT', `/v2/users/${created.id}`, payload);
    expectError(await put({ ...updateBody(body), hostId: created.id }), 400, 'validation-error');
    expectError(await put({ ...updateBody(body), featureGroupKey: 'MEMBER' }), 400, 'validation-error');
    expectError(
      await put({ name: 'Ana', email: 'ana@teste.dev', featureGroupId: created.featureGroup.id }),
      400,
      'validation-error',
    );
    expect(fieldMessages(await put({ ...updateBody(body), categoriesId: [] }))).toEqual([
      'categoriesId: Vincule ao menos uma categoria',
    ]);
    expectError(
      await t.call(tokens.adminInSerra, 'PUT', `/v2/users/${created.id}`, updateBody(body)),
      404,
      'user-not-found',
    );
  });
});

describe('who may write people', () => {
  it('lets a concierge read people and write nothing', async () => {
    const created = await create(tokens.admin, member());
    const calls: [string, string, unknown?][] = [
      ['POST', '/v2/users', member()],
      ['PUT', `/v2/users/${created.id}`, updateBody(member())],
      ['DELETE', `/users/${created.id}`],
      ['PATCH', `/users/${created.id}/blocks`, { isBlocked: true }],
      ['POST', `/users/${created.id}/default-password`],
      ['POST', `/users/${created.id}/profile-confirmation`],
    ];
    for (const [method, url, payload] of calls) {
      expectError(
        await t.call(tokens.concierge, method as 'POST', url, payload),
        403,
        'insufficient-privilege',
      );
    }
    expect((await t.call(tokens.concierge, 'GET', `/v2/users/${created.id}`)).statusCode).toBe(200);
    expect((await t.call(tokens.concierge, 'GET', `/users/${created.id}/onboards`)).statusCode).toBe(200);
  });

  it('opens lodgers with the lodger keys and members with the user keys', async () => {
    const reception = await createStaffGroup(t.database.db, 'RECEPCAO', 5, [
      'WEB_ACCESS',
      'LODGER_FULL_ACCESS',
    ]);
    const { token } = await t.signIn(reception.email);
    await create(token, personBody('LODGER'));
    expectError(await t.call(token, 'POST', '/v2/users', member()), 403, 'insufficient-privilege');
    expectError(await t.call(token, 'GET', '/users?featureGroups=MEMBER'), 403, 'insufficient-privilege');
    expect((await list(token, '/users?featureGroups=LODGER')).total).toBeGreaterThan(0);
  });
});

describe('DELETE /users/{id} (people)', () => {
  it('deletes a member with its dependants and their guests', async () => {
    const titular = await create(tokens.admin, member());
    const dependant = await create(tokens.admin, personBody('DEPENDANT', { hostId: titular.id }));
    const guest = await create(tokens.admin, personBody('GUEST', { hostId: dependant.id }));
    const other = await create(tokens.admin, member());
    expect((await t.call(tokens.admin, 'DELETE', `/users/${titular.id}`)).statusCode).toBe(204);
    for (const id of [titular.id, dependant.id, guest.id]) {
      expectError(await t.call(tokens.admin, 'GET', `/v2/users/${id}`), 404, 'user-not-found');
    }
    expect((await t.call(tokens.admin, 'GET', `/v2/users/${other.id}`)).statusCode).toBe(200);
    // Their e-mail and CPF are free again.
    await create(tokens.admin, member({ email: titular.email, cpf: titular.cpf }));
  });

  it('keeps to the venture and the delete key', async () => {
    const created = await create(tokens.admin, member());
    expectError(await t.call(tokens.adminInSerra, 'DELETE', `/users/${created.id}`), 404, 'user-not-found');
    const seller = await t.signIn('vendedor@reserva.dev');
    expectError(await t.call(seller.token, 'DELETE', `/users/${created.id}`), 403, 'insufficient-privilege');
  });
});

describe('default password and invitation', () => {
  it('resets a person to the default password, ends its sessions and mails it', async () => {
    const created = await create(tokens.admin, member());
    await t.database.db.insert(refreshTokens).values({
      familyId: created.id,
      userId: created.id,
      ventureId: praia,
      tokenHash: `hash-${created.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await t.call(tokens.admin, 'POST', `/users/${created.id}/default-password`)).statusCode).toBe(
      204,
    );
    const row = await rowOf(t.database.db, created.id);
    expect(await verifyPassword(row?.passwordHash ?? null, 'Reserva@123')).toBe(true);
    expect(row?.mustChangePassword).toBe(true);
    const [session] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, created.id));
    expect(session?.revokedAt).not.toBeNull();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, created.email));
    expect(mails.map((mail) => mail.subject)).toContain('Sua senha do Reserva foi redefinida');
    expect(mails.find((mail) => mail.subject.includes('redefinida'))?.textBody).toContain('Reserva@123');
  });

  it('never resets a staff user to it', async () => {
    const seller = await t.signIn('vendedor@reserva.dev');
    expectError(
      await t.call(tokens.admin, 'POST', `/users/${seller.user.id}/default-password`),
      403,
      'insufficient-privilege',
    );
  });

  it('sends the invitation again while the registration is pending', async () => {
    const created = await create(tokens.admin, member());
    expect((await t.call(tokens.admin, 'POST', `/users/${created.id}/profile-confirmation`)).statusCode).toBe(
      204,
    );
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, created.email));
    expect(mails).toHaveLength(2);
    await t.database.db.update(users).set({ confirmPending: false }).where(eq(users.id, created.id));
    expectError(
      await t.call(tokens.admin, 'POST', `/users/${created.id}/profile-confirmation`),
      409,
      'user-account-already-confirmed',
    );
  });
});
