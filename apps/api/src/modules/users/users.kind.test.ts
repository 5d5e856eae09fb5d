import { PERSON_GROUP_KEYS } from '@reserva/shared/people/people.rules';
import { STAFF_GROUP_KEYS } from '@reserva/shared/permissions/feature-groups';
import { EMPLOYEE_LIST_IGNORED_GROUPS } from '@reserva/shared/users/users.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createPerson, ventureIdByRef } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// users.is_person (a person, not staff) is kept by triggers from the user's group, so the employees
// list can read the staff's own index (migration 0014). These tests hold the SQL's list of person
// groups to PERSON_GROUP_KEYS and follow a user and a group through their changes.

let t: TestApp;
let praia: string;

beforeAll(async () => {
  t = await createTestApp();
  praia = await ventureIdByRef(t.database.db, 'PRAIA');
});
afterAll(() => t.close());

async function isPerson(userId: string): Promise<boolean | undefined> {
  const [row] = await queryRows<{ is_person: boolean }>(
    t.database.db,
    sql`SELECT is_person FROM users WHERE id = ${userId}`,
  );
  return row?.is_person;
}

// Newest first: the page holds the users these tests create.
const EMPLOYEES = `/users?ignoreFeatureGroups=${EMPLOYEE_LIST_IGNORED_GROUPS.join(',')}&sort=createdAt&order=DESC`;

async function employeeIds(): Promise<string[]> {
  const { admin } = await t.tokens({ admin: 'admin@reserva.dev' });
  const response = await t.call(admin, 'GET', EMPLOYEES);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string }[] }).items.map((item) => item.id);
}

describe('a user’s kind', () => {
  it('is a person exactly in the people area’s groups, whoever inserts the row', async () => {
    for (const key of [...PERSON_GROUP_KEYS, ...STAFF_GROUP_KEYS, 'APP_STORE_USER']) {
      const id = await createPerson(t.database.db, praia, key);
      expect(await isPerson(id), key).toBe((PERSON_GROUP_KEYS as readonly string[]).includes(key));
    }
  });

  it('follows the user into another group, and cannot be set apart from it', async () => {
    const id = await createPerson(t.database.db, praia, 'EMPLOYEE');
    expect(await employeeIds()).toContain(id);
    await t.database.db.execute(sql`UPDATE users SET feature_group_id =
      (SELECT id FROM feature_groups WHERE key = 'MEMBER') WHERE id = ${id}`);
    expect(await isPerson(id)).toBe(true);
    expect(await employeeIds()).not.toContain(id);
    await t.database.db.execute(sql`UPDATE users SET is_person = false WHERE id = ${id}`);
    expect(await isPerson(id)).toBe(true);
  });

  it('follows a group whose key changes', async () => {
    const id = await createPerson(t.database.db, praia, 'LODGER');
    await t.database.db.execute(sql`UPDATE feature_groups SET key = 'HOSPEDE_ANTIGO' WHERE key = 'LODGER'`);
    expect(await isPerson(id)).toBe(false);
    await t.database.db.execute(sql`UPDATE feature_groups SET key = 'LODGER' WHERE key = 'HOSPEDE_ANTIGO'`);
    expect(await isPerson(id)).toBe(true);
  });
});
