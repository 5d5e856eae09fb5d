import type { Onboard, PersonDetails } from '@reserva/shared/people/people.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaff, fieldMessages } from '../users/users.fixtures';
import { createCategory, personBody } from './people.fixtures';

// Onboards: one per person and venture, created with the person; finished at one of the venture's
// experience levels or reset, by staff of that venture.

let t: TestApp;
let praia: string;
let serra: string;
let person: PersonDetails;
let tokens: Record<'admin' | 'master' | 'concierge' | 'praiaAdmin', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  praia = await ventureIdByRef(db, 'PRAIA');
  serra = await ventureIdByRef(db, 'SERRA');
  // The demo venture's levels (Iniciante 1, Intermediário 2, Avançado 3) are in the test database.
  const praiaAdmin = await createStaff(db, 'ADMIN', [praia]);
  tokens = await t.tokens({
    admin: 'admin@reserva.dev',
    master: 'master@reserva.dev',
    concierge: 'portaria@reserva.dev',
    praiaAdmin: praiaAdmin.email,
  });
  const categoriesId = [await createCategory(db, praia), await createCategory(db, serra)];
  const response = await t.call(tokens.master, 'POST', '/v2/users', personBody('MEMBER', { categoriesId }));
  person = response.json<PersonDetails>();
}, 180_000);
afterAll(() => t.close());

async function onboardsOf(token: string): Promise<Onboard[]> {
  const response = await t.call(token, 'GET', `/users/${person.id}/onboards`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Onboard[] }>().items;
}

describe('onboards', () => {
  it('lists one per venture of the staff user, with the venture’s experience levels', async () => {
    const all = await onboardsOf(tokens.master);
    expect(all.map((item) => [item.venture.name, item.onboardType, item.experience])).toEqual([
      ['Reserva Praia Clube', 'PENDING', 0],
      ['Reserva Serra Resort', 'PENDING', 0],
    ]);
    expect(all[0]?.venture.experienceLevels.map((level) => [level.level, level.title])).toEqual([
      [1, 'Iniciante'],
      [2, 'Intermediário'],
      [3, 'Avançado'],
    ]);
    expect((await onboardsOf(tokens.praiaAdmin)).map((item) => item.ventureId)).toEqual([praia]);
  });

  it('finishes at one of the venture’s levels and resets to partial at 0', async () => {
    const [praiaOnboard] = await onboardsOf(tokens.admin);
    const url = `/users/onboards/${praiaOnboard?.id}`;
    expect(
      fieldMessages(await t.call(tokens.admin, 'PUT', url, { onboardType: 'COMPLETED', experience: 5 })),
    ).toEqual(['experience: Nível de experiência inválido']);
    expect(
      (await t.call(tokens.admin, 'PUT', url, { onboardType: 'COMPLETED', experience: 3 })).statusCode,
    ).toBe(204);
    expect((await onboardsOf(tokens.admin))[0]).toMatchObject({ onboardType: 'COMPLETED', experience: 3 });
    expect(
      (await t.call(tokens.admin, 'PUT', url, { onboardType: 'PARTIAL', experience: 0 })).statusCode,
    ).toBe(204);
    expect((await onboardsOf(tokens.admin))[0]).toMatchObject({ onboardType: 'PARTIAL', experience: 0 });
  });

  it('leaves another venture’s onboard to its staff, and needs the write key', async () => {
    const serraOnboard = (await onboardsOf(tokens.master)).find((item) => item.ventureId === serra);
    const url = `/users/onboards/${serraOnboard?.id}`;
    const reset = { onboardType: 'PARTIAL', experience: 0 };
    expectError(await t.call(tokens.praiaAdmin, 'PUT', url, reset), 404, 'onboard-not-found');
    expectError(await t.call(tokens.concierge, 'PUT', url, reset), 403, 'insufficient-privilege');
    expectError(
      await t.call(tokens.admin, 'PUT', '/users/onboards/00000000-0000-4000-8000-000000000000', reset),
      404,
      'onboard-not-found',
    );
  });
});
