import type { ExperienceLevel } from '@reserva/shared/ventures/experience-levels.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenture, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';

let t: TestApp;
let master: string;
let praia: string;
let serra: string;
/** A venture without the demo's levels. */
let lago: string;
beforeAll(async () => {
  t = await createTestApp();
  master = (await t.signIn('master@reserva.dev')).token;
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  serra = await ventureIdByRef(t.database.db, 'SERRA');
  lago = await createVenture(t.database.db, 'LAGO', '04252011000110');
});
afterAll(() => t.close());

const level = (overrides: Record<string, unknown> = {}) => ({
  title: 'Intermediário',
  level: 2,
  minAllowedBookingExperience: 0,
  maxAllowedBookingExperience: 2,
  ...overrides,
});

async function create(ventureId: string, overrides: Record<string, unknown> = {}): Promise<ExperienceLevel> {
  const response = await t.call(master, 'POST', `/ventures/${ventureId}/experience-levels`, level(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('experience levels', () => {
  it('creates, lists by level, edits and deletes the levels of a venture', async () => {
    const second = await create(lago, { level: 2 });
    const first = await create(lago, { title: 'Iniciante', level: 1, maxAllowedBookingExperience: 1 });
    const listed = (await t.call(master, 'GET', `/ventures/${lago}/experience-levels`)).json();
    expect(listed.items.map((item: ExperienceLevel) => item.title)).toEqual(['Iniciante', 'Intermediário']);

    const updated = await t.call(
      master,
      'PUT',
      `/ventures/experience-levels/${second.id}`,
      level({ title: 'Médio', level: 3 }),
    );
    expect(updated.json()).toMatchObject({ id: second.id, ventureId: lago, title: 'Médio', level: 3 });

    for (const id of [first.id, second.id]) {
      expect((await t.call(master, 'DELETE', `/ventures/experience-levels/${id}`)).statusCode).toBe(204);
    }
    expectError(
      await t.call(master, 'DELETE', `/ventures/experience-levels/${first.id}`),
      404,
      'experience-level-not-found',
    );
    expect((await t.call(master, 'GET', `/ventures/${lago}/experience-levels`)).json().items).toEqual([]);
  });

  it('keeps one row per level number in a venture', async () => {
    const one = await create(praia, { level: 5 });
    expectError(
      await t.call(master, 'POST', `/ventures/${praia}/experience-levels`, level({ level: 5 })),
      409,
      'experience-level-already-registered',
    );
    const other = await create(praia, { level: 6 });
    expectError(
      await t.call(master, 'PUT', `/ventures/experience-levels/${other.id}`, level({ level: 5 })),
      409,
      'experience-level-already-registered',
    );
    // Another venture may use the same number.
    const inSerra = await create(serra, { level: 5 });
    for (const id of [one.id, other.id, inSerra.id])
      await t.call(master, 'DELETE', `/ventures/experience-levels/${id}`);
  });

  it('validates every field and the allowed range', async () => {
    const response = await t.call(master, 'POST', `/ventures/${praia}/experience-levels`, {
      title: '',
      level: -1,
      minAllowedBookingExperience: 1.5,
    });
    expectError(response, 400, 'validation-error');
    const fields = Object.fromEntries(
      response
        .json()
        .metaData.fields.map((field: { path: string; message: string }) => [field.path, field.message]),
    );
    expect(fields).toEqual({
      title: 'Requerido',
      level: 'Valores positivos',
      minAllowedBookingExperience: 'Valores inteiros',
      maxAllowedBookingExperience: 'Requerido',
    });
    expectError(
      await t.call(
        master,
        'POST',
        `/ventures/${praia}/experience-levels`,
        level({ minAllowedBookingExperience: 3 }),
      ),
      400,
      'validation-error',
    );
  });

  it('needs its own keys and keeps other ventures out of reach', async () => {
    const existing = await create(serra, { level: 9 });
    const venturesOnly = await createStaffGroup(t.database.db, 'SO_EMPREENDIMENTOS', 2, [
      'WEB_ACCESS',
      'VENTURE_FULL_ACCESS',
    ]);
    const token = (await t.signIn(venturesOnly.email)).token;
    expectError(
      await t.call(token, 'GET', `/ventures/${praia}/experience-levels`),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(token, 'POST', `/ventures/${praia}/experience-levels`, level()),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(token, 'PUT', `/ventures/experience-levels/${existing.id}`, level()),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(token, 'DELETE', `/ventures/experience-levels/${existing.id}`),
      403,
      'insufficient-privilege',
    );

    const reader = await createStaffGroup(t.database.db, 'LEITOR_NIVEIS', 2, [
      'WEB_ACCESS',
      'VENTURE_EXPERIENCE_LEVEL_READ_ACCESS',
    ]);
    const readerToken = (await t.signIn(reader.email)).token;
    expect((await t.call(readerToken, 'GET', `/ventures/${praia}/experience-levels`)).statusCode).toBe(200);
    expectError(
      await t.call(readerToken, 'POST', `/ventures/${praia}/experience-levels`, level()),
      403,
      'insufficient-privilege',
    );

    const manager = await createStaffGroup(t.database.db, 'GERENTE_NIVEIS', 2, [
      'WEB_ACCESS',
      'VENTURE_EXPERIENCE_LEVEL_FULL_ACCESS',
    ]);
    const managerToken = (await t.signIn(manager.email)).token;
    // Linked to PRAIA only.
    expectError(
      await t.call(managerToken, 'GET', `/ventures/${serra}/experience-levels`),
      404,
      'venture-not-found',
    );
    expectError(
      await t.call(managerToken, 'POST', `/ventures/${serra}/experience-levels`, level()),
      404,
      'venture-not-found',
    );
    expectError(
      await t.call(managerToken, 'PUT', `/ventures/experience-levels/${existing.id}`, level()),
      404,
      'experience-level-not-found',
    );
    expectError(
      await t.call(managerToken, 'DELETE', `/ventures/experience-levels/${existing.id}`),
      404,
      'experience-level-not-found',
    );
    const own = await t.call(
      managerToken,
      'POST',
      `/ventures/${praia}/experience-levels`,
      level({ level: 8 }),
    );
    expect(own.statusCode).toBe(201);
    expect(
      (await t.call(managerToken, 'DELETE', `/ventures/experience-levels/${own.json().id}`)).statusCode,
    ).toBe(204);
    await t.call(master, 'DELETE', `/ventures/experience-levels/${existing.id}`);
  });
});
