import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { PERSON_LOOKUP_THROTTLE } from './addresses.routes';
import { PostalCodeUnavailableError, ViaCepLookup } from './postal-code-lookup';

// GET /addresses/{zipCode} against a local HTTP server standing in for ViaCEP: found, unknown, failing,
// too slow, and a closed port (the machines that run this have no internet).

let t: TestApp;
let service: http.Server;
let serviceUrl: string;
let token: string;

const ANSWERS: Record<string, unknown> = {
  '88010000': {
    cep: '88010-000',
    logradouro: 'Rua Felipe Schmidt',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Florianópolis',
    uf: 'SC',
  },
  '99999999': { erro: 'true' },
};

beforeAll(async () => {
  service = http.createServer((request, response) => {
    const zipCode = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    if (zipCode === '11111111') return void setTimeout(() => response.end('{}'), 2000);
    if (zipCode === '22222222') return void response.writeHead(500).end('falha');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(ANSWERS[zipCode] ?? {}));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/ws`;
  t = await createTestApp({ POSTAL_CODE_URL: serviceUrl, POSTAL_CODE_TIMEOUT_MS: '300' });
  token = (await t.signIn('portaria@reserva.dev')).token;
}, 180_000);
afterAll(async () => {
  await t.close();
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

describe('GET /addresses/{zipCode}', () => {
  it('fills the address of a known CEP, typed with or without its mask', async () => {
    const response = await t.call(token, 'GET', '/addresses/88010-000');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      zipCode: '88010000',
      street: 'Rua Felipe Schmidt',
      neighborhood: 'Centro',
      city: 'Florianópolis',
      state: 'SC',
      country: 'BR',
    });
  });

  it('answers zip-code-not-found for a CEP the service does not know', async () => {
    expectError(await t.call(token, 'GET', '/addresses/99999999'), 404, 'zip-code-not-found');
  });

  it('answers zip-code-lookup-unavailable when the service fails or is slower than the timeout', async () => {
    expectError(await t.call(token, 'GET', '/addresses/22222222'), 503, 'zip-code-lookup-unavailable');
    const started = Date.now();
    expectError(await t.call(token, 'GET', '/addresses/11111111'), 503, 'zip-code-lookup-unavailable');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses a CEP that is not 8 digits, and anonymous callers', async () => {
    expectError(await t.call(token, 'GET', '/addresses/8801'), 400, 'validation-error');
    expectError(await t.app.inject({ method: 'GET', url: '/api/addresses/88010000' }), 401, 'unauthorized');
  });
});

describe('GET /me/addresses/{zipCode}', () => {
  it("looks a CEP up for a person's own address, and refuses staff", async () => {
    const person = await t.signInPerson('socio@reserva.dev');
    const found = await t.call(person, 'GET', '/me/addresses/88010000');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ street: 'Rua Felipe Schmidt', city: 'Florianópolis' });
    expectError(await t.call(person, 'GET', '/me/addresses/99999999'), 404, 'zip-code-not-found');
    expectError(await t.call(token, 'GET', '/me/addresses/88010000'), 403, 'insufficient-privilege');
    expectError(await t.call(person, 'GET', '/addresses/88010000'), 403, 'insufficient-privilege');
  });

  it(`answers 429 past ${PERSON_LOOKUP_THROTTLE.limit} lookups in ten minutes`, async () => {
    const person = await t.signInPerson('dependente@reserva.dev');
    for (let i = 0; i < PERSON_LOOKUP_THROTTLE.limit; i++) {
      expect((await t.call(person, 'GET', '/me/addresses/88010000')).statusCode, `try ${i}`).toBe(200);
    }
    expectError(await t.call(person, 'GET', '/me/addresses/88010000'), 429, 'too-many-requests');
  });
});

describe('ViaCepLookup', () => {
  it('fails fast when nothing listens at the service’s address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lookup = new ViaCepLookup(`http://127.0.0.1:${port}/ws`, 300);
    await expect(lookup.find('88010000')).rejects.toBeInstanceOf(PostalCodeUnavailableError);
  });
});
