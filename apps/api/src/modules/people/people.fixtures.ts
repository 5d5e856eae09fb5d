import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userCategories } from '../../db/schema/categories';
import { users } from '../../db/schema/users';

// Helpers of the people module's tests.

let sequence = 0;

export async function createCategory(db: Database, ventureId: string, title = 'Titular'): Promise<string> {
  const [row] = await db
    .insert(userCategories)
    .values({ ventureId, title })
    .returning({ id: userCategories.id });
  return row?.id as string;
}

/** A valid person body of `featureGroupKey` with a fresh e-mail and CPF. */
export function personBody(featureGroupKey: string, extra: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    featureGroupKey,
    name: `Pessoa ${'ABCDEFGHIJ'[sequence % 10]} Teste`,
    email: `Pessoa${sequence}@Teste.dev`,
    cpf: generateCPF(),
    birthDate: '1985-06-20',
    ...extra,
  };
}

/** The person form's fields of a created person, for a PUT (no group, no host). */
export function updateBody(body: Record<string, unknown>) {
  const { featureGroupKey: _, hostId: __, ...update } = body;
  return update;
}

export async function rowOf(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
