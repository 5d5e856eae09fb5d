import type { ExperienceLevelBody } from '@reserva/shared/ventures/experience-levels.schemas';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { experienceLevels } from '../../db/schema/categories';

const columns = {
  id: experienceLevels.id,
  ventureId: experienceLevels.ventureId,
  title: experienceLevels.title,
  level: experienceLevels.level,
  minAllowedBookingExperience: experienceLevels.minAllowedBookingExperience,
  maxAllowedBookingExperience: experienceLevels.maxAllowedBookingExperience,
};

export function listByVenture(db: Executor, ventureId: string) {
  return db
    .select(columns)
    .from(experienceLevels)
    .where(eq(experienceLevels.ventureId, ventureId))
    .orderBy(asc(experienceLevels.level));
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(columns).from(experienceLevels).where(eq(experienceLevels.id, id));
  return row;
}

export async function insert(db: Executor, ventureId: string, body: ExperienceLevelBody): Promise<string> {
  const [row] = await db
    .insert(experienceLevels)
    .values({ ...body, ventureId })
    .returning({ id: experienceLevels.id });
  if (!row) throw new Error('experience level not inserted');
  return row.id;
}

export async function update(db: Executor, id: string, body: ExperienceLevelBody): Promise<void> {
  await db
    .update(experienceLevels)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(experienceLevels.id, id));
}

export async function remove(db: Executor, id: string): Promise<void> {
  await db.delete(experienceLevels).where(eq(experienceLevels.id, id));
}
