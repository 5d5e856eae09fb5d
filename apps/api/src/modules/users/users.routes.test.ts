import type { UserDetails, UserListItem } from '@reserva/shared/users/users.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { createStaff } from './users.fixtures';

// Reading employees: the list, the details, the keys and the venture boundary.

let t: TestApp;
let praia: string;
let serra: string;
let admin: string;
let master: string;
let adminInSerra: string;
const EMPLOYEES = '/users?ignoreFeatureGroups=MEMBER,GUEST,DEPENDANT,LODGER';

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  await createPerson(t.database.db, praia, 'MEMBER');
  await createStaff(t.database.db, 'EMPLOYEE', [serra], {
    name: 'Sérgio Montanha',
    cpf: '87773579903',
    phone: '+5548991234567',
  });
  admin = (await t.signIn('admin@reserva.dev')).token;
  master = (await t.signIn('master@reserva.dev')).token;
  adminInSerra = (await t.signIn('admin@reserva.dev', serra)).token;
});
afterAll(() => t.close());

/** A staff user whose group holds the employees' key and nothing of the people's (created once). */
let humanResourcesEmail: Promise<string> | undefined;
function humanResources(): Promise<string> {
  humanResourcesEmail ??= createStaffGroup(t.database.db, 'RH', 1, [
    'WEB_ACCESS',
    'EMPLOYEE_FULL_ACCESS',
  ]).then((group) => group.email);
  return humanResourcesEmail;
}

const list = async (token: string, url: string) => {
  const response = await t.call(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: UserListItem[]; pages: number; total: number }>();
};
const names = (page: { items: UserListItem[] }) => page.items.map((item) => item.name);

describe('GET /users (employees)', () => {
  it('lists the staff of the session’s venture, newest first, without the people groups', async () => {
    const page = await list(admin, EMPLOYEES);
    expect(names(page).sort()).toEqual(
      ['André Lima', 'Fernanda Alves', 'Mariana Souza', 'Paulo Ribeiro', 'Vanessa Rocha'].sort(),
    );
    expect(page.total).toBe(5);
    expect(page.pages).toBe(1);
    const seller = page.items.find((item) => item.name === 'Vanessa Rocha');
    expect(seller).toMatchObject({
      email: 'vendedor@reserva.dev',
      featureGroup: { key: 'SELLER', name: 'Vendedor' },
      ventures: [{ id: praia, name: 'Reserva Praia Clube' }],
      confirmPending: false,
      faceIdStatus: 'DISABLED',
      avatarStatus: 'EMPTY',
      avatarUrl: null,
    });
    const created = page.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('keeps to the venture of the session; a MASTER sees every venture and may pick one', async () => {
    expect(names(await list(adminInSerra, EMPLOYEES)).sort()).toEqual(
      ['André Lima', 'Mariana Souza', 'Sérgio Montanha'].sort(),
    );
    expect(names(await list(master, EMPLOYEES))).toContain('Sérgio Montanha');
    expect(names(await list(master, EMPLOYEES))).toContain('Vanessa Rocha');
    const onlySerra = await list(master, `${EMPLOYEES}&ventureId=${serra}`);
    expect(names(onlySerra)).not.toContain('Vanessa Rocha');
    // Anyone else's venture filter is ignored: the list stays the session venture's.
    expect(names(await list(admin, `${EMPLOYEES}&ventureId=${serra}`))).toEqual(
      names(await list(admin, EMPLOYEES)),
    );
  });

  it('filters by name, e-mail, CPF and phone digits, whatever their mask', async () => {
    expect(names(await list(master, `${EMPLOYEES}&name=montanh`))).toEqual(['Sérgio Montanha']);
    expect(names(await list(master, `${EMPLOYEES}&email=VENDEDOR`))).toEqual(['Vanessa Rocha']);
    expect(names(await list(master, `${EMPLOYEES}&cpf=877.735`))).toEqual(['Sérgio Montanha']);
    expect(names(await list(master, `${EMPLOYEES}&phone=(48) 99123`))).toEqual(['Sérgio Montanha']);
    // Digits match from the start (an index answers that), the phone with or without +55.
    expect(names(await list(master, `${EMPLOYEES}&phone=%2B55 48 99123`))).toEqual(['Sérgio Montanha']);
    expect(names(await list(master, `${EMPLOYEES}&cpf=735799`))).toEqual([]);
    expect(names(await list(master, `${EMPLOYEES}&cpf=abc`))).toEqual([]);
    expect((await list(master, `${EMPLOYEES}&name=%25`)).total).toBe(0);
  });

  it('sorts by name either way and pages by the limit', async () => {
    const ascending = names(await list(admin, `${EMPLOYEES}&sort=name&order=ASC`));
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const page2 = await list(admin, `${EMPLOYEES}&sort=name&order=ASC&limit=2&page=2`);
    expect(page2).toMatchObject({ total: 5, pages: 3 });
    expect(names(page2)).toEqual(ascending.slice(2, 4));
    expectError(await t.call(admin, 'GET', `${EMPLOYEES}&sort=password`), 400, 'validation-error');
  });

  it('needs EMPLOYEE_FULL_ACCESS, which does not open the people groups', async () => {
    for (const email of ['portaria@reserva.dev', 'vendedor@reserva.dev', 'funcionario@reserva.dev']) {
      const { token } = await t.signIn(email);
      expectError(await t.call(token, 'GET', EMPLOYEES), 403, 'insufficient-privilege');
    }
    const { token } = await t.signIn(await humanResources());
    expect((await list(token, EMPLOYEES)).total).toBeGreaterThan(0);
    expectError(await t.call(token, 'GET', '/users?featureGroups=MEMBER'), 403, 'insufficient-privilege');
    expectError(await t.call(token, 'GET', '/users'), 403, 'insufficient-privilege');
    expect(names(await list(admin, '/users?featureGroups=seller'))).toEqual(['Vanessa Rocha']);
  });

  // Last: it adds users to PRAIA, whose totals the tests above count.
  it('shows a non-MASTER only the ventures they work in among a user’s ventures', async () => {
    const both = await createStaff(t.database.db, 'EMPLOYEE', [praia, serra], { name: 'Bruna Duas Casas' });
    const praiaAdmin = await createStaff(t.database.db, 'ADMIN', [praia]);
    const { token } = await t.signIn(praiaAdmin.email);
    const listed = (await list(token, `${EMPLOYEES}&name=Duas Casas`)).items;
    expect(listed.map((item) => item.ventures)).toEqual([[{ id: praia, name: 'Reserva Praia Clube' }]]);
    const details = (await t.call(token, 'GET', `/v2/users/${both.id}`)).json<UserDetails>();
    expect(details.ventures.map((venture) => venture.id)).toEqual([praia]);
    // Someone who works in both, and a MASTER, see both.
    const [ofAdmin] = (await list(admin, `${EMPLOYEES}&name=Duas Casas`)).items;
    expect(ofAdmin?.ventures.map((venture) => venture.id).sort()).toEqual([praia, serra].sort());
    const ofMaster = (await t.call(master, 'GET', `/v2/users/${both.id}`)).json<UserDetails>();
    expect(ofMaster.ventures.map((venture) => venture.id).sort()).toEqual([praia, serra].sort());
  });
});

describe('GET /v2/users/{id}', () => {
  it('answers the details with the group’s permissions and the ventures', async () => {
    const seller = await t.signIn('vendedor@reserva.dev');
    const response = await t.call(admin, 'GET', `/v2/users/${seller.user.id}`);
    expect(response.statusCode).toBe(200);
    const details = response.json<UserDetails>();
    expect(details).toMatchObject({
      id: seller.user.id,
      name: 'Vanessa Rocha',
      cnpj: null,
      address: null,
      paymentRegistered: false,
      isBlocked: false,
      featureGroup: { key: 'SELLER', authLevel: 2 },
      ventures: [{ id: praia, name: 'Reserva Praia Clube' }],
    });
    expect(details.featureGroup.features.map((feature) => feature.key)).toContain(
      'BOOKING_SELLER_READ_ACCESS',
    );
  });

  it('answers user-not-found for another venture’s user and for an unknown id; 403 without the key', async () => {
    const seller = await t.signIn('vendedor@reserva.dev');
    expectError(await t.call(adminInSerra, 'GET', `/v2/users/${seller.user.id}`), 404, 'user-not-found');
    expect((await t.call(master, 'GET', `/v2/users/${seller.user.id}`)).statusCode).toBe(200);
    expectError(
      await t.call(admin, 'GET', '/v2/users/00000000-0000-4000-8000-000000000000'),
      404,
      'user-not-found',
    );
    expectError(await t.call(admin, 'GET', '/v2/users/not-a-uuid'), 400, 'validation-error');
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await t.call(concierge.token, 'GET', `/v2/users/${seller.user.id}`),
      403,
      'insufficient-privilege',
    );
  });

  it('opens a member’s record with the user area’s keys only, not with the employees’ key', async () => {
    const member = await createPerson(t.database.db, praia, 'MEMBER');
    const { token } = await t.signIn(await humanResources());
    expectError(await t.call(token, 'GET', `/v2/users/${member}`), 403, 'insufficient-privilege');
    expect((await t.call(admin, 'GET', `/v2/users/${member}`)).statusCode).toBe(200);
  });
});

describe('GET /feature-groups/assignable', () => {
  const keys = async (token: string, mode = 'create') => {
    const response = await t.call(token, 'GET', `/feature-groups/assignable?mode=${mode}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { key: string }[] }>().items.map((group) => group.key);
  };

  it('gives a MASTER only MASTER and ADMIN', async () => {
    expect(await keys(master)).toEqual(['MASTER', 'ADMIN']);
    expect(await keys(master, 'update')).toEqual(['MASTER', 'ADMIN']);
  });

  it('gives anyone else the weaker staff groups, never the app’s people', async () => {
    expect(await keys(admin)).toEqual(['SELLER', 'CONCIERGE', 'EMPLOYEE']);
    // LODGER is allowed on an edit (spec 002, s.6) to whoever writes lodgers.
    expect(await keys(admin, 'update')).toEqual(['SELLER', 'CONCIERGE', 'EMPLOYEE', 'LODGER']);
  });

  it('needs a key to write users', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    expectError(
      await t.call(concierge.token, 'GET', '/feature-groups/assignable'),
      403,
      'insufficient-privilege',
    );
  });
});
