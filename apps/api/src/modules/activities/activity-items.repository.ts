import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, activityItems } from '../../db/schema/activities';
import { spots } from '../../db/schema/spots';
import type { VentureScope } from './activities.repository';

export interface ItemValues {
  name: string;
  description: string | null;
  isActive: boolean;
}

/**
 * Locks a live item whose activity and spot are live and inside the scope; false when there is none,
 * so an item of another venture looks the same as a missing one.
 */
export async function lockItem(db: Executor, scope: VentureScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: activityItems.id })
    .from(activityItems)
    .innerJoin(activities, eq(activities.id, activityItems.activityId))
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(
      and(
        eq(activityItems.id, id),
        isNull(activityItems.deletedAt),
        isNull(activities.deletedAt),
        isNull(spots.deletedAt),
        scope.ventureId ? eq(spots.ventureId, scope.ventureId) : undefined,
      ),
    )
    .for('update', { of: activityItems });
  return rows.length > 0;
}

export async function insert(db: Executor, activityId: string, values: ItemValues): Promise<string> {
  const [row] = await db
    .insert(activityItems)
    .values({ ...values, activityId })
    .returning({ id: activityItems.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: ItemValues): Promise<void> {
  await db
    .update(activityItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(activityItems.id, id));
}

export async function softDelete(db: Executor, id: string): Promise<void> {
  await db
    .update(activityItems)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(activityItems.id, id));
}
