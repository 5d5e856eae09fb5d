import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';

/** The birth date recorded for the person, read under the row's lock (null when none). */
export async function lockBirthDate(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.birthDate ?? null;
}
