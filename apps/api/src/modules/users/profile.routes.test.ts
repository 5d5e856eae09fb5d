import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaff, fieldMessages, SELLER_ADDRESS } from './users.fixtures';

// The own profile: GET and PUT /users/profile.

let t: TestApp;
let praia: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'PUT', url: '/api/sessions/refresh', payload: { refreshToken } });

describe('/users/profile', () => {
  it('answers the caller’s own record, whatever their keys', async () => {
    const concierge = await t.signIn('portaria@reserva.dev');
    const response = await t.call(concierge.token, 'GET', '/users/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json<UserDetails>()).toMatchObject({
      id: concierge.user.id,
      email: 'portaria@reserva.dev',
      featureGroup: { key: 'CONCIERGE' },
    });
  });

  it('saves personal data and the address; company fields only for sellers', async () => {
    const staff = await createStaff(t.database.db, 'EMPLOYEE', [praia]);
    const { token } = await t.signIn(staff.email);
    const response = await t.call(token, 'PUT', '/users/profile', {
      name: 'Fernanda Nova',
      email: staff.email,
      phone: '+55 11 98765-4321',
      cpf: '740.219.999-14',
      gender: 'FEMALE',
      birthDate: '1990-05-01',
      bio: 'Recepção',
      cnpj: generateCNPJ(),
      companyName: 'Não é vendedora',
      address: SELLER_ADDRESS,
      password: '',
      passwordConfirmation: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserDetails>()).toMatchObject({
      name: 'Fernanda Nova',
      phone: '+5511987654321',
      cpf: '74021999914',
      gender: 'FEMALE',
      birthDate: '1990-05-01',
      cnpj: null,
      companyName: null,
      address: { city: 'Florianópolis', zipCode: '88010000' },
    });
    // The password did not change: the demo one still signs in.
    await t.signIn(staff.email);
  });

  it('requires CNPJ, company name, phone and address of a seller', async () => {
    const seller = await createStaff(t.database.db, 'SELLER', [praia]);
    const { token } = await t.signIn(seller.email);
    const response = await t.call(token, 'PUT', '/users/profile', { name: 'Vendedor', email: seller.email });
    expect(fieldMessages(response)).toEqual([
      'cnpj: CNPJ requerido',
      'companyName: Nome da empresa requerido',
      'phone: Telefone requerido',
      'address: Endereço requerido',
    ]);
    const saved = await t.call(token, 'PUT', '/users/profile', {
      name: 'Vendedor',
      email: seller.email,
      cnpj: generateCNPJ(),
      companyName: 'Loja',
      phone: '+5548998765432',
      address: SELLER_ADDRESS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UserDetails>().companyName).toBe('Loja');
  });

  it('refuses a password confirmation that does not match', async () => {
    const { token, user } = await t.signIn('funcionario@reserva.dev');
    const response = await t.call(token, 'PUT', '/users/profile', {
      name: user.name,
      email: user.email,
      password: 'segredo-novo',
      passwordConfirmation: 'segredo-outro',
    });
    expect(fieldMessages(response)).toEqual(['passwordConfirmation: Senhas não coincidem']);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const staff = await createStaff(t.database.db, 'EMPLOYEE', [praia]);
    const other = await t.signIn(staff.email);
    const current = await t.signIn(staff.email);
    const response = await t.call(current.token, 'PUT', '/users/profile', {
      name: 'Nova Senha',
      email: staff.email,
      password: 'segredo-novo',
      passwordConfirmation: 'segredo-novo',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call(current.token, 'GET', '/users/profile')).statusCode).toBe(200);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    expectError(await refresh(other.refreshToken), 401, 'unauthorized');
    expectError(await t.call(other.token, 'GET', '/users/profile'), 401, 'unauthorized');

    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/sessions', payload: { email: staff.email, password } });
    expect((await signIn('segredo-novo')).statusCode).toBe(200);
    expectError(await signIn('reserva123'), 422, 'invalid-credentials');
  });

  it('keeps the e-mail unique', async () => {
    const { token, user } = await t.signIn('funcionario@reserva.dev');
    expectError(
      await t.call(token, 'PUT', '/users/profile', { name: user.name, email: 'admin@reserva.dev' }),
      409,
      'email-already-in-use',
    );
  });

  it('checks the fields with the shared schema', async () => {
    const { token } = await t.signIn('funcionario@reserva.dev');
    const response = await t.call(token, 'PUT', '/users/profile', {
      name: '',
      email: 'x',
      birthDate: '2999-01-01',
      featureGroupId: praia,
    });
    expectError(response, 400, 'validation-error');
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/profile' }), 401, 'unauthorized');
  });
});
