import type {
  FeatureGroupDetails,
  FeatureGroupSummary,
  FeatureGroupWriteInput,
} from '@reserva/shared/feature-groups/feature-groups.schemas';
import type { Feature } from '@reserva/shared/features/features.schemas';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { users } from '../../db/schema/users';
import { ventureIdByRef } from '../../test/fixtures';
import { createTestApp, expectError, type TestApp } from '../../test/test-app';
import { createCategory, personBody } from '../people/people.fixtures';
import { createStaffGroup } from './feature-groups.fixtures';

let t: TestApp;
let master: string;
let admin: string;
let concierge: string;
let featureIds: Map<string, string>;
let praia: string;
beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
  ({ master, admin, concierge } = await t.tokens({
    master: 'master@reserva.dev',
    admin: 'admin@reserva.dev',
    concierge: 'portaria@reserva.dev',
  }));
  const all = (await t.call(master, 'GET', '/features?limit=100')).json<{ items: Feature[] }>();
  featureIds = new Map(all.items.map((feature) => [feature.key, feature.id]));
});
afterAll(() => t.close());

const json = <T>(response: LightMyRequestResponse) => response.json<T>();
const ids = (...keys: string[]) => keys.map((key) => featureIds.get(key) as string);

function newGroup(key: string, overrides: Partial<FeatureGroupWriteInput> = {}): FeatureGroupWriteInput {
  return {
    key,
    name: `Grupo ${key}`,
    authLevel: 5,
    features: ids('WEB_ACCESS'),
    useExperienceLevel: false,
    useOnboardUrl: false,
    ...overrides,
  };
}

async function groupByKey(key: string): Promise<FeatureGroupDetails> {
  const page = json<{ items: FeatureGroupSummary[] }>(
    await t.call(master, 'GET', `/feature-groups?search=${key}&limit=100`),
  );
  const summary = page.items.find((item) => item.key === key);
  if (!summary) throw new Error(`${key} not listed`);
  return json<FeatureGroupDetails>(await t.call(master, 'GET', `/feature-groups/${summary.id}`));
}

/** The body that rewrites a group as it is, with some fields changed. */
function sameAs(group: FeatureGroupDetails, overrides: Partial<FeatureGroupWriteInput> = {}) {
  return {
    key: group.key,
    name: group.name,
    authLevel: group.authLevel,
    features: group.features.map((feature) => feature.id),
    useExperienceLevel: group.useExperienceLevel,
    useOnboardUrl: group.useOnboardUrl,
    ...overrides,
  };
}

describe('reading groups', () => {
  it('lists groups with their counts, searches name and key, sorts and pages', async () => {
    const page = json<{ items: FeatureGroupSummary[]; pages: number; total: number }>(
      await t.call(admin, 'GET', '/feature-groups?sort=authLevel&order=ASC&limit=5'),
    );
    expect(page).toMatchObject({ total: 10, pages: 2 });
    expect(page.items.map((group) => group.key)).toEqual([
      'MASTER',
      'ADMIN',
      'SELLER',
      'CONCIERGE',
      'EMPLOYEE',
    ]);
    expect(page.items[1]).toEqual({
      id: expect.any(String),
      name: 'Administrador',
      key: 'ADMIN',
      authLevel: 1,
      featuresCount: (await groupByKey('ADMIN')).features.length,
      usersCount: 1,
    });
    const byName = json<{ items: FeatureGroupSummary[] }>(
      await t.call(admin, 'GET', '/feature-groups?search=portaria'),
    );
    expect(byName.items.map((group) => group.key)).toEqual(['CONCIERGE']);
    const byKey = json<{ items: FeatureGroupSummary[] }>(
      await t.call(admin, 'GET', '/feature-groups?search=app_store'),
    );
    expect(byKey.items.map((group) => group.key)).toEqual(['APP_STORE_USER']);
    expectError(await t.call(admin, 'GET', '/feature-groups?sort=usersCount'), 400, 'validation-error');
  });

  it('shows a group with its features, in key order', async () => {
    const concierge = await groupByKey('CONCIERGE');
    expect(concierge).toMatchObject({ authLevel: 3, useFaceId: false, featuresCount: 12, usersCount: 1 });
    const keys = concierge.features.map((feature) => feature.key);
    expect(keys).toContain('BOOKING_CHECKIN_WRITE_ACCESS');
    expect(keys).toEqual([...keys].sort());
    expectError(
      await t.call(master, 'GET', '/feature-groups/00000000-0000-4000-8000-000000000000'),
      404,
      'feature-group-not-found',
    );
  });

  it('is refused to a group without FEATURE_GROUP_READ_ACCESS', async () => {
    expectError(await t.call(concierge, 'GET', '/feature-groups'), 403, 'insufficient-privilege');
    const member = await groupByKey('MEMBER');
    expectError(
      await t.call(concierge, 'GET', `/feature-groups/${member.id}`),
      403,
      'insufficient-privilege',
    );
  });

  it('finds a group by key for any signed-in user, with what person forms need', async () => {
    const response = await t.call(concierge, 'GET', '/feature-groups/find-by-key?featureGroupKey=member');
    expect(json(response)).toEqual({
      key: 'MEMBER',
      name: 'Membro',
      useFaceId: true,
      useExperienceLevel: true,
      useOnboardUrl: false,
    });
    expectError(
      await t.call(concierge, 'GET', '/feature-groups/find-by-key?featureGroupKey=NOPE'),
      404,
      'feature-group-not-found',
    );
    expectError(await t.call(concierge, 'GET', '/feature-groups/find-by-key'), 400, 'validation-error');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/feature-groups/find-by-key?featureGroupKey=MEMBER',
    });
    expectError(anonymous, 401, 'unauthorized');
  });
});

/** A group's users count as the list shows it, checked against its details and a count of the users. */
async function usersCount(key: string): Promise<number> {
  const page = json<{ items: FeatureGroupSummary[] }>(
    await t.call(master, 'GET', `/feature-groups?search=${key}&limit=100`),
  );
  const summary = page.items.find((item) => item.key === key) as FeatureGroupSummary;
  const details = json<FeatureGroupDetails>(await t.call(master, 'GET', `/feature-groups/${summary.id}`));
  const [counted] = await queryRows<{ live: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS live FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE g.key = ${key} AND u.deleted_at IS NULL`,
  );
  expect(details.usersCount, key).toBe(summary.usersCount);
  expect(summary.usersCount, key).toBe(counted?.live);
  return summary.usersCount;
}

let written = 0;

/** Users written straight to the database (not through the API), one statement for them all. */
async function insertUsers(
  db: Executor,
  ...rows: { groupId: string; deleted?: boolean }[]
): Promise<string[]> {
  const values = rows.map((row) => {
    written += 1;
    return sql`(${`Contado ${written}`}, ${`contado${written}@teste.dev`}, ${row.groupId}::uuid,
      ${row.deleted ? sql`now()` : sql`NULL`})`;
  });
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO users (name, email, feature_group_id, deleted_at) VALUES ${sql.join(values, sql`, `)}
      RETURNING id`,
  );
  return inserted.map((row) => row.id);
}

// The counts are kept by triggers on users (migration 0036): the list no longer counts the users.
describe('counting a group’s users', () => {
  it('follows staff created, moved to another group and deleted', async () => {
    const group = json<FeatureGroupDetails>(
      await t.call(master, 'POST', '/feature-groups', newGroup('CONTADO')),
    );
    const employees = await usersCount('EMPLOYEE');
    const employee = (groupId: string, n: number) => ({
      name: `Equipe Contada ${'AB'[n]}`,
      email: `contada${n}@teste.dev`,
      featureGroupId: groupId,
      venturesId: [praia],
    });
    const created = [];
    for (const n of [0, 1]) {
      const response = await t.call(admin, 'POST', '/v2/users', employee(group.id, n));
      expect(response.statusCode, response.body).toBe(201);
      created.push(json<{ id: string }>(response).id);
    }
    const [moved, deleted] = created as [string, string];
    expect(await usersCount('CONTADO')).toBe(2);

    const employeeGroup = await groupByKey('EMPLOYEE');
    const move = await t.call(admin, 'PUT', `/v2/users/${moved}`, employee(employeeGroup.id, 0));
    expect(move.statusCode, move.body).toBe(200);
    expect(await usersCount('CONTADO')).toBe(1);
    expect(await usersCount('EMPLOYEE')).toBe(employees + 1);

    expect((await t.call(admin, 'DELETE', `/users/${deleted}`)).statusCode).toBe(204);
    expect(await usersCount('CONTADO')).toBe(0);
    expect((await t.call(admin, 'DELETE', `/users/${moved}`)).statusCode).toBe(204);
    expect(await usersCount('EMPLOYEE')).toBe(employees);
  });

  it('follows a member deleted with its dependant', async () => {
    const before = { MEMBER: await usersCount('MEMBER'), DEPENDANT: await usersCount('DEPENDANT') };
    const category = await createCategory(t.database.db, praia, 'Contados');
    const register = async (body: Record<string, unknown>) => {
      const response = await t.call(admin, 'POST', '/v2/users', body);
      expect(response.statusCode, response.body).toBe(201);
      return json<{ id: string }>(response).id;
    };
    const titular = await register(personBody('MEMBER', { categoriesId: [category] }));
    await register(personBody('DEPENDANT', { hostId: titular }));
    expect(await usersCount('MEMBER')).toBe(before.MEMBER + 1);
    expect(await usersCount('DEPENDANT')).toBe(before.DEPENDANT + 1);

    expect((await t.call(admin, 'DELETE', `/users/${titular}`)).statusCode).toBe(204);
    expect(await usersCount('MEMBER')).toBe(before.MEMBER);
    expect(await usersCount('DEPENDANT')).toBe(before.DEPENDANT);
  });

  it('follows whatever writes users: many rows at once, a restore, a deletion for good', async () => {
    const first = json<FeatureGroupDetails>(
      await t.call(master, 'POST', '/feature-groups', newGroup('LOTE_A')),
    );
    const second = json<FeatureGroupDetails>(
      await t.call(master, 'POST', '/feature-groups', newGroup('LOTE_B')),
    );
    const [a1, a2, , b1, b2] = await insertUsers(
      t.database.db,
      { groupId: first.id },
      { groupId: first.id },
      { groupId: first.id, deleted: true },
      { groupId: second.id },
      { groupId: second.id },
    );
    expect([await usersCount('LOTE_A'), await usersCount('LOTE_B')]).toEqual([2, 2]);

    // One statement moving one user and deleting another.
    await t.database.db.execute(sql`UPDATE users SET
      feature_group_id = CASE WHEN id = ${a1} THEN ${second.id}::uuid ELSE feature_group_id END,
      deleted_at = CASE WHEN id = ${b1} THEN now() ELSE deleted_at END
      WHERE id IN (${a1}, ${b1})`);
    expect([await usersCount('LOTE_A'), await usersCount('LOTE_B')]).toEqual([1, 2]);

    await t.database.db.execute(sql`UPDATE users SET deleted_at = NULL WHERE id = ${b1}`);
    expect(await usersCount('LOTE_B')).toBe(3);
    // A deleted user changing group or deletion date is counted nowhere.
    await t.database.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${a2}`);
    await t.database.db.execute(sql`UPDATE users SET feature_group_id = ${second.id}, deleted_at = now() - interval '1 day'
      WHERE id = ${a2}`);
    expect([await usersCount('LOTE_A'), await usersCount('LOTE_B')]).toEqual([0, 3]);

    await t.database.db.execute(sql`DELETE FROM users WHERE feature_group_id = ${second.id} AND id <> ${b2}`);
    expect(await usersCount('LOTE_B')).toBe(1);
    await t.database.db.execute(sql`DELETE FROM users WHERE feature_group_id = ${first.id}`);
    // A group whose users are gone for good may go, its counts with it.
    expect((await t.call(master, 'DELETE', `/feature-groups/${first.id}`)).statusCode).toBe(204);
    expect(
      await queryRows(
        t.database.db,
        sql`SELECT 1 FROM feature_group_user_counts
      WHERE feature_group_id = ${first.id}`,
      ),
    ).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets two transactions add users to one group at once, neither waiting for the other (PostgreSQL)',
    async () => {
      const group = json<FeatureGroupDetails>(
        await t.call(master, 'POST', '/feature-groups', newGroup('CONCORRIDO')),
      );
      const { db } = t.database;
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      const first = db.transaction(async (tx) => {
        await insertUsers(tx, { groupId: group.id });
        inserted();
        await committing;
      });
      await firstInserted;
      // Each transaction writes the stripe of the group's count its id picks: one in 16 shares the first's
      // and waits, so the second writer tries again (three tries all waiting: one in 4,096).
      let tries = 0;
      let done = false;
      while (!done && tries < 3) {
        tries += 1;
        done = await db
          .transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
            await insertUsers(tx, { groupId: group.id });
          })
          .then(
            () => true,
            () => false,
          );
      }
      commit();
      await first;
      expect(done).toBe(true);
      expect(await usersCount('CONCORRIDO')).toBe(2);
    },
  );
});

describe('creating and editing groups as MASTER', () => {
  it('creates a group with an uppercased key and its features, and counts them', async () => {
    const response = await t.call(
      master,
      'POST',
      '/feature-groups',
      newGroup(' recepcao ', {
        name: 'Recepção',
        authLevel: 6,
        features: ids('WEB_ACCESS', 'BOOKING_READ_ACCESS', 'WEB_ACCESS'),
        useExperienceLevel: true,
        useOnboardUrl: true,
        useFaceId: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = json<FeatureGroupDetails>(response);
    expect(created).toMatchObject({
      key: 'RECEPCAO',
      name: 'Recepção',
      authLevel: 6,
      useExperienceLevel: true,
      useOnboardUrl: true,
      useFaceId: true,
      featuresCount: 2,
      usersCount: 0,
    });
    expect(created.features.map((feature) => feature.key)).toEqual(['BOOKING_READ_ACCESS', 'WEB_ACCESS']);
  });

  it('refuses a key already registered, even under two simultaneous requests', async () => {
    expectError(
      await t.call(master, 'POST', '/feature-groups', newGroup('admin')),
      409,
      'feature-group-key-already-registered',
    );
    const attempts = await Promise.all(
      [1, 2].map(() => t.call(master, 'POST', '/feature-groups', newGroup('DUPLO'))),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('validates the body with the form’s messages', async () => {
    const onboard = await t.call(
      master,
      'POST',
      '/feature-groups',
      newGroup('ONBOARD', { useOnboardUrl: true }),
    );
    expectError(onboard, 400, 'validation-error');
    expect(json<{ metaData: { fields: unknown[] } }>(onboard).metaData.fields).toEqual([
      expect.objectContaining({
        path: 'useOnboardUrl',
        message: 'Disponível apenas com nível de experiência',
      }),
    ]);
    const blank = await t.call(master, 'POST', '/feature-groups', newGroup('', { name: '' }));
    expect(
      json<{ metaData: { fields: { message: string }[] } }>(blank)
        .metaData.fields.map((f) => f.message)
        .sort(),
    ).toEqual(['Chave requerida', 'Nome requerido']);
    for (const bad of [{ authLevel: -1 }, { authLevel: 1.5 }, { authLevel: 10 ** 12 }, { features: ['x'] }]) {
      expectError(
        await t.call(master, 'POST', '/feature-groups', newGroup('INVALIDO', bad)),
        400,
        'validation-error',
      );
    }
    expectError(
      await t.call(
        master,
        'POST',
        '/feature-groups',
        newGroup('FANTASMA', { features: ['00000000-0000-4000-8000-000000000000'] }),
      ),
      404,
      'feature-not-found',
    );
  });

  it('edits a group, replacing its features', async () => {
    const created = json<FeatureGroupDetails>(
      await t.call(master, 'POST', '/feature-groups', newGroup('EDITAVEL')),
    );
    const response = await t.call(
      master,
      'PUT',
      `/feature-groups/${created.id}`,
      sameAs(created, { key: 'editado', name: 'Editado', authLevel: 7, features: ids('SPOT_READ_ACCESS') }),
    );
    expect(json(response)).toMatchObject({ key: 'EDITADO', name: 'Editado', authLevel: 7, featuresCount: 1 });
    expectError(
      await t.call(master, 'PUT', '/feature-groups/00000000-0000-4000-8000-000000000000', newGroup('X')),
      404,
      'feature-group-not-found',
    );
  });

  it('keeps the keys of the groups the product starts with, and the MASTER group able to sign in', async () => {
    const adminGroup = await groupByKey('ADMIN');
    expectError(
      await t.call(master, 'PUT', `/feature-groups/${adminGroup.id}`, sameAs(adminGroup, { key: 'GERENTE' })),
      422,
      'feature-group-is-built-in',
    );
    const renamed = await t.call(
      master,
      'PUT',
      `/feature-groups/${adminGroup.id}`,
      sameAs(adminGroup, { name: 'Gerência' }),
    );
    expect(json(renamed)).toMatchObject({ key: 'ADMIN', name: 'Gerência' });

    const masterGroup = await groupByKey('MASTER');
    const withoutWeb = masterGroup.features
      .filter((feature) => feature.key !== 'WEB_ACCESS')
      .map((f) => f.id);
    for (const change of [{ authLevel: 1 }, { features: withoutWeb }]) {
      expectError(
        await t.call(master, 'PUT', `/feature-groups/${masterGroup.id}`, sameAs(masterGroup, change)),
        422,
        'feature-group-is-built-in',
      );
    }
    expectError(
      await t.call(master, 'DELETE', `/feature-groups/${masterGroup.id}`),
      422,
      'feature-group-is-built-in',
    );
    const lodger = await groupByKey('LODGER');
    expectError(
      await t.call(master, 'DELETE', `/feature-groups/${lodger.id}`),
      422,
      'feature-group-is-built-in',
    );
  });
});

describe('deleting groups', () => {
  it('deletes a group no user belongs to', async () => {
    const created = json<FeatureGroupDetails>(
      await t.call(master, 'POST', '/feature-groups', newGroup('DESCARTAVEL')),
    );
    expect((await t.call(master, 'DELETE', `/feature-groups/${created.id}`)).statusCode).toBe(204);
    expectError(await t.call(master, 'GET', `/feature-groups/${created.id}`), 404, 'feature-group-not-found');
    expectError(
      await t.call(master, 'DELETE', `/feature-groups/${created.id}`),
      404,
      'feature-group-not-found',
    );
  });

  it('refuses while users belong to it, deleted ones included (they keep it for their history)', async () => {
    const staff = await createStaffGroup(t.database.db, 'COM_USUARIOS', 8, ['WEB_ACCESS']);
    expectError(
      await t.call(master, 'DELETE', `/feature-groups/${staff.groupId}`),
      422,
      'feature-group-has-users-assigned',
    );
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, staff.email));
    expect(
      json<FeatureGroupDetails>(await t.call(master, 'GET', `/feature-groups/${staff.groupId}`)).usersCount,
    ).toBe(0);
    expectError(
      await t.call(master, 'DELETE', `/feature-groups/${staff.groupId}`),
      422,
      'feature-group-has-users-assigned',
    );
  });
});

describe('who may write groups', () => {
  it('refuses every write to the admin, who only reads groups', async () => {
    const employee = await groupByKey('EMPLOYEE');
    expectError(
      await t.call(admin, 'POST', '/feature-groups', newGroup('DO_ADMIN')),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(admin, 'PUT', `/feature-groups/${employee.id}`, sameAs(employee)),
      403,
      'insufficient-privilege',
    );
    expectError(
      await t.call(admin, 'DELETE', `/feature-groups/${employee.id}`),
      403,
      'insufficient-privilege',
    );
  });

  describe('a non-MASTER group writer (authLevel 2)', () => {
    let writer: string;
    let writerGroupId: string;
    beforeAll(async () => {
      const staff = await createStaffGroup(t.database.db, 'GESTOR', 2, [
        'WEB_ACCESS',
        'FEATURE_GROUP_READ_ACCESS',
        'FEATURE_GROUP_WRITE_ACCESS',
        'SPOT_FULL_ACCESS',
      ]);
      writerGroupId = staff.groupId;
      writer = (await t.signIn(staff.email)).token;
    });

    it('creates groups only below its own level', async () => {
      const below = await t.call(writer, 'POST', '/feature-groups', newGroup('ABAIXO', { authLevel: 3 }));
      expect(below.statusCode).toBe(201);
      for (const authLevel of [2, 1, 0]) {
        expectError(
          await t.call(writer, 'POST', '/feature-groups', newGroup(`NIVEL_${authLevel}`, { authLevel })),
          403,
          'insufficient-privilege',
        );
      }
    });

    it('grants only keys it holds itself (a FULL key counting for its resource)', async () => {
      const held = await t.call(
        writer,
        'POST',
        '/feature-groups',
        newGroup('LOCAIS', { features: ids('WEB_ACCESS', 'SPOT_READ_ACCESS', 'SPOT_DELETE_ACCESS') }),
      );
      expect(held.statusCode).toBe(201);
      for (const key of [
        'BOOKING_FULL_ACCESS',
        'FEATURE_GROUP_FULL_ACCESS',
        'FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS',
      ]) {
        expectError(
          await t.call(
            writer,
            'POST',
            '/feature-groups',
            newGroup(`COM_${key}`, { features: ids('WEB_ACCESS', key) }),
          ),
          403,
          'insufficient-privilege',
        );
      }
    });

    it('edits a weaker group, keeping keys it already had, but adds none it lacks', async () => {
      const group = await groupByKey('CONCIERGE');
      const kept = await t.call(
        writer,
        'PUT',
        `/feature-groups/${group.id}`,
        sameAs(group, { name: 'Portaria 2' }),
      );
      expect(json(kept)).toMatchObject({ name: 'Portaria 2', featuresCount: group.featuresCount });
      const withSpot = [...group.features.map((feature) => feature.id), ...ids('SPOT_WRITE_ACCESS')];
      expect(
        (await t.call(writer, 'PUT', `/feature-groups/${group.id}`, sameAs(group, { features: withSpot })))
          .statusCode,
      ).toBe(200);
      const withBooking = [...withSpot, ...ids('BOOKING_FULL_ACCESS')];
      expectError(
        await t.call(writer, 'PUT', `/feature-groups/${group.id}`, sameAs(group, { features: withBooking })),
        403,
        'insufficient-privilege',
      );
      expectError(
        await t.call(writer, 'PUT', `/feature-groups/${group.id}`, sameAs(group, { authLevel: 2 })),
        403,
        'insufficient-privilege',
      );
    });

    it('may not touch groups of its own level or stronger, its own included', async () => {
      for (const key of ['SELLER', 'ADMIN', 'MASTER', 'GESTOR']) {
        const group = await groupByKey(key);
        expectError(
          await t.call(writer, 'PUT', `/feature-groups/${group.id}`, sameAs(group)),
          403,
          'insufficient-privilege',
        );
      }
      expectError(
        await t.call(writer, 'DELETE', `/feature-groups/${writerGroupId}`),
        403,
        'insufficient-privilege',
      );
      const created = json<FeatureGroupDetails>(
        await t.call(writer, 'POST', '/feature-groups', newGroup('TEMPORARIO', { authLevel: 9 })),
      );
      expect((await t.call(writer, 'DELETE', `/feature-groups/${created.id}`)).statusCode).toBe(204);
    });

    it('changes the facial-recognition option only with FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS', async () => {
      expectError(
        await t.call(writer, 'POST', '/feature-groups', newGroup('COM_FACE', { useFaceId: true })),
        403,
        'insufficient-privilege',
      );
      const plain = json<FeatureGroupDetails>(
        await t.call(writer, 'POST', '/feature-groups', newGroup('SEM_FACE', { useFaceId: false })),
      );
      expect(plain.useFaceId).toBe(false);

      const member = await groupByKey('MEMBER');
      expect(member.useFaceId).toBe(true);
      expectError(
        await t.call(writer, 'PUT', `/feature-groups/${member.id}`, sameAs(member, { useFaceId: false })),
        403,
        'insufficient-privilege',
      );
      const untouched = await t.call(
        writer,
        'PUT',
        `/feature-groups/${member.id}`,
        sameAs(member, { name: 'Sócio' }),
      );
      expect(json(untouched)).toMatchObject({ name: 'Sócio', useFaceId: true });
      const same = await t.call(
        writer,
        'PUT',
        `/feature-groups/${member.id}`,
        sameAs(member, { useFaceId: true }),
      );
      expect(same.statusCode).toBe(200);

      // Given the key (by a MASTER), the same writer may switch it.
      const own = json<FeatureGroupDetails>(await t.call(master, 'GET', `/feature-groups/${writerGroupId}`));
      const withKey = [
        ...own.features.map((feature) => feature.id),
        ...ids('FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS'),
      ];
      expect(
        (await t.call(master, 'PUT', `/feature-groups/${writerGroupId}`, sameAs(own, { features: withKey })))
          .statusCode,
      ).toBe(200);
      const switched = await t.call(
        writer,
        'PUT',
        `/feature-groups/${member.id}`,
        sameAs(member, { useFaceId: false }),
      );
      expect(json(switched)).toMatchObject({ useFaceId: false });
    });
  });
});
