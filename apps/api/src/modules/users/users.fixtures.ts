import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { featureGroups } from '../../db/schema/access';
import { users, userVentures } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { hashPassword } from '../auth/passwords';

// Helpers of the users module's tests.

let passwordHash: Promise<string> | undefined;
let created = 0;

/** A confirmed staff user of `groupKey` who signs in with the demo password, linked to `ventureIds`. */
export async function createStaff(
  db: Database,
  groupKey: string,
  ventureIds: string[],
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  created += 1;
  const [row] = await db
    .insert(users)
    .values({
      name: `Equipe ${groupKey.toLowerCase()} ${created}`,
      email: `equipe${created}-${groupKey.toLowerCase()}@teste.dev`,
      passwordHash: await passwordHash,
      confirmPending: false,
      featureGroupId: await groupId(db, groupKey),
      ...values,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('staff not created');
  if (ventureIds.length > 0) {
    await db.insert(userVentures).values(ventureIds.map((ventureId) => ({ userId: row.id, ventureId })));
  }
  return row;
}

export async function groupId(db: Database, key: string): Promise<string> {
  const [row] = await db
    .select({ id: featureGroups.id })
    .from(featureGroups)
    .where(eq(featureGroups.key, key));
  if (!row) throw new Error(`group ${key} missing`);
  return row.id;
}

/** The field messages of a 400 answer, as `path: message`. */
export function fieldMessages(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ metaData?: { fields?: { path: string; message: string }[] } }>();
  return (body.metaData?.fields ?? []).map((field) => `${field.path}: ${field.message}`);
}

export const SELLER_ADDRESS = {
  street: 'Rua das Flores',
  number: '100',
  complement: 'Sala 2',
  neighborhood: 'Centro',
  city: 'Florianópolis',
  state: 'SC',
  country: 'BR',
  zipCode: '88010-000',
};
