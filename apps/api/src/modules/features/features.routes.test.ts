import type { Feature } from '@reserva/shared/features/features.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';

let t: TestApp;
let master: string;
let admin: string;
let concierge: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ master, admin, concierge } = await t.tokens({
    master: 'master@reserva.dev',
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
  }));
});
afterAll(() => t.close());

const body = <T>(response: LightMyRequestResponse) => response.json<T>();

async function createFeature(key: string, name = `Recurso ${key}`): Promise<Feature> {
  const response = await t.call(master, 'POST', '/features', { key, name });
  expect(response.statusCode).toBe(201);
  return body<Feature>(response);
}

async function featureByKey(key: string): Promise<Feature> {
  const page = body<{ items: Feature[] }>(await t.call(master, 'GET', `/features?search=${key}&limit=100`));
  const found = page.items.find((item) => item.key === key);
  if (!found) throw new Error(`${key} not listed`);
  return found;
}

describe('GET /features', () => {
  it('searches key and name, pages, and counts the groups holding each feature', async () => {
    const page = body<{ items: Feature[]; pages: number; total: number }>(
      await t.call(admin, 'GET', '/features?search=feature_group&limit=2&sort=key&order=ASC'),
    );
    expect(page.total).toBe(4); // FEATURE_GROUP_FULL, _READ, _WRITE, _HIKCENTRAL_WRITE
    expect(page.pages).toBe(2);
    expect(page.items.map((item) => item.key)).toEqual([
      'FEATURE_GROUP_FULL_ACCESS',
      'FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS',
    ]);
    // WEB_ACCESS: the five staff groups; FEATURE_GROUP_READ_ACCESS: MASTER and ADMIN.
    expect((await featureByKey('WEB_ACCESS')).featureGroupsCount).toBe(5);
    expect((await featureByKey('FEATURE_GROUP_READ_ACCESS')).featureGroupsCount).toBe(2);
  });

  it('is refused to a group without FEATURE_READ_ACCESS', async () => {
    expectError(await t.call(concierge, 'GET', '/features'), 403, 'insufficient-privilege');
  });
});

describe('POST /features', () => {
  it('uppercases the key and answers the new feature', async () => {
    const created = await createFeature(' relatorio_extra_access ', 'Relatórios extras');
    expect(created).toMatchObject({
      key: 'RELATORIO_EXTRA_ACCESS',
      name: 'Relatórios extras',
      featureGroupsCount: 0,
    });
  });

  it('accepts only letters without accents, digits and _ in the key, and requires both fields', async () => {
    for (const key of ['COM ESPACO', 'AÇÃO', 'A-B', '']) {
      expectError(
        await t.call(master, 'POST', '/features', { key, name: `Nome ${key}` }),
        400,
        'validation-error',
      );
    }
    const missing = await t.call(master, 'POST', '/features', { key: 'SEM_NOME', name: '  ' });
    expectError(missing, 400, 'validation-error');
    expect(
      body<{ metaData: { fields: { path: string; message: string }[] } }>(missing).metaData.fields,
    ).toEqual([expect.objectContaining({ path: 'name', message: 'Requerido' })]);
    expectError(
      await t.call(master, 'POST', '/features', { key: 'X', name: 'x', extra: 1 }),
      400,
      'validation-error',
    );
  });

  it('refuses a key or a name already registered, whatever the case of the key', async () => {
    await createFeature('DUPLICADA_ACCESS', 'Duplicada');
    expectError(
      await t.call(master, 'POST', '/features', { key: 'duplicada_access', name: 'Outra' }),
      409,
      'feature-key-already-registered',
    );
    expectError(
      await t.call(master, 'POST', '/features', { key: 'OUTRA_ACCESS', name: 'Duplicada' }),
      409,
      'feature-name-already-registered',
    );
  });

  it('lets exactly one of two simultaneous creations of the same key through', async () => {
    const attempts = await Promise.all(
      [1, 2].map((n) => t.call(master, 'POST', '/features', { key: 'CORRIDA_ACCESS', name: `Corrida ${n}` })),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('is refused to the admin, who only reads features', async () => {
    expectError(
      await t.call(admin, 'POST', '/features', { key: 'ADMIN_ACCESS', name: 'Admin' }),
      403,
      'insufficient-privilege',
    );
  });
});

describe('PUT /features/{id}', () => {
  it('renames a feature and changes the key of one the product does not use', async () => {
    const created = await createFeature('RENOMEAR_ACCESS');
    const response = await t.call(master, 'PUT', `/features/${created.id}`, {
      key: 'renomeada_access',
      name: 'Renomeada',
    });
    expect(body(response)).toMatchObject({ id: created.id, key: 'RENOMEADA_ACCESS', name: 'Renomeada' });
  });

  it('keeps the key of a feature the product itself checks (422), but lets it be renamed', async () => {
    const web = await featureByKey('WEB_ACCESS');
    expectError(
      await t.call(master, 'PUT', `/features/${web.id}`, { key: 'WEB_ACCESS_2', name: web.name }),
      422,
      'feature-is-built-in',
    );
    const renamed = await t.call(master, 'PUT', `/features/${web.id}`, {
      key: 'web_access',
      name: 'Acesso web',
    });
    expect(body(renamed)).toMatchObject({ key: 'WEB_ACCESS', name: 'Acesso web' });
  });

  it('answers 409 for a name or key of another feature, 404 for an unknown id, 403 to the admin', async () => {
    const first = await createFeature('PRIMEIRA_ACCESS', 'Primeira');
    await createFeature('SEGUNDA_ACCESS', 'Segunda');
    expectError(
      await t.call(master, 'PUT', `/features/${first.id}`, { key: 'PRIMEIRA_ACCESS', name: 'Segunda' }),
      409,
      'feature-name-already-registered',
    );
    expectError(
      await t.call(master, 'PUT', `/features/${first.id}`, { key: 'SEGUNDA_ACCESS', name: 'Primeira' }),
      409,
      'feature-key-already-registered',
    );
    expectError(
      await t.call(master, 'PUT', '/features/00000000-0000-4000-8000-000000000000', { key: 'X', name: 'X' }),
      404,
      'feature-not-found',
    );
    expectError(
      await t.call(admin, 'PUT', `/features/${first.id}`, { key: 'PRIMEIRA_ACCESS', name: 'Nova' }),
      403,
      'insufficient-privilege',
    );
  });

  it('lets only a MASTER change the key of a feature that groups hold (it would hand them the new key)', async () => {
    const writer = await createStaffGroup(t.database.db, 'EDITOR_PERMISSOES', 2, [
      'WEB_ACCESS',
      'FEATURE_READ_ACCESS',
      'FEATURE_WRITE_ACCESS',
    ]);
    const token = (await t.signIn(writer.email)).token;
    const held = await createFeature('EM_USO_ACCESS');
    const groups = body<{ items: { id: string; key: string }[] }>(
      await t.call(master, 'GET', '/feature-groups?search=EDITOR_PERMISSOES'),
    );
    const group = body<{ features: { id: string }[]; authLevel: number; key: string; name: string }>(
      await t.call(master, 'GET', `/feature-groups/${groups.items[0]?.id}`),
    );
    const updated = await t.call(master, 'PUT', `/feature-groups/${groups.items[0]?.id}`, {
      key: group.key,
      name: group.name,
      authLevel: group.authLevel,
      features: [...group.features.map((feature) => feature.id), held.id],
      useExperienceLevel: false,
      useOnboardUrl: false,
    });
    expect(updated.statusCode).toBe(200);

    expectError(
      await t.call(token, 'PUT', `/features/${held.id}`, { key: 'EM_USO_FULL_ACCESS', name: held.name }),
      403,
      'insufficient-privilege',
    );
    expect(
      body<Feature>(
        await t.call(token, 'PUT', `/features/${held.id}`, { key: 'EM_USO_ACCESS', name: 'Em uso' }),
      ).name,
    ).toBe('Em uso');
    const free = await createFeature('LIVRE_ACCESS');
    expect(
      body<Feature>(
        await t.call(token, 'PUT', `/features/${free.id}`, { key: 'LIVRE_2_ACCESS', name: free.name }),
      ).key,
    ).toBe('LIVRE_2_ACCESS');
    // FEATURE_WRITE_ACCESS does not delete: the spec names only FEATURE_FULL_ACCESS for that.
    expectError(await t.call(token, 'DELETE', `/features/${free.id}`), 403, 'insufficient-privilege');
  });
});

describe('DELETE /features/{id}', () => {
  it('deletes a feature and takes it out of every group', async () => {
    const extra = await createFeature('TEMPORARIA_ACCESS');
    const groups = body<{ items: { id: string; key: string }[] }>(
      await t.call(master, 'GET', '/feature-groups?search=EMPLOYEE'),
    );
    const employee = groups.items.find((group) => group.key === 'EMPLOYEE');
    const details = body<{ features: { id: string }[] }>(
      await t.call(master, 'GET', `/feature-groups/${employee?.id}`),
    );
    const withExtra = [...details.features.map((feature) => feature.id), extra.id];
    await t.call(master, 'PUT', `/feature-groups/${employee?.id}`, {
      key: 'EMPLOYEE',
      name: 'Funcionário',
      authLevel: 4,
      features: withExtra,
      useExperienceLevel: false,
      useOnboardUrl: false,
    });
    expect((await featureByKey('TEMPORARIA_ACCESS')).featureGroupsCount).toBe(1);

    expect((await t.call(master, 'DELETE', `/features/${extra.id}`)).statusCode).toBe(204);
    const after = body<{ features: { id: string }[] }>(
      await t.call(master, 'GET', `/feature-groups/${employee?.id}`),
    );
    expect(after.features.map((feature) => feature.id)).toEqual(
      details.features.map((feature) => feature.id),
    );
    expectError(await t.call(master, 'DELETE', `/features/${extra.id}`), 404, 'feature-not-found');
  });

  it('refuses to delete a feature the product itself checks', async () => {
    const web = await featureByKey('WEB_ACCESS');
    expectError(await t.call(master, 'DELETE', `/features/${web.id}`), 422, 'feature-is-built-in');
  });

  it('is refused to the admin', async () => {
    const extra = await createFeature('NAO_APAGAR_ACCESS');
    expectError(await t.call(admin, 'DELETE', `/features/${extra.id}`), 403, 'insufficient-privilege');
  });
});
