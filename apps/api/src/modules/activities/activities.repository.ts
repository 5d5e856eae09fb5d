import type { ActivityListQuery } from '@reserva/shared/activities/activities.schemas';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { offsetOf, orderOf } from '../../db/paging';
import { activities, activityItems } from '../../db/schema/activities';
import { spots } from '../../db/schema/spots';
import { ventures } from '../../db/schema/ventures';

/** Which ventures a query may see: one venture, or every venture (MASTER). */
export interface VentureScope {
  ventureId: string | null;
}

const summaryColumns = {
  id: activities.id,
  name: activities.name,
  description: activities.description,
  isActive: activities.isActive,
  bookingPrice: activities.bookingPrice,
  spotId: activities.spotId,
  avatarPath: activities.avatarPath,
  createdAt: activities.createdAt,
  spotName: spots.name,
  spotIsLivingArea: spots.isLivingArea,
  ventureId: ventures.id,
  ventureName: ventures.name,
};
export type ActivityRow = Awaited<ReturnType<typeof list>>['items'][number];

const SORT_COLUMNS = {
  name: activities.name,
  isActive: activities.isActive,
  createdAt: activities.createdAt,
} as const;

// A live activity at a live spot, inside the scope. Every read and write goes through this.
function visible(scope: VentureScope): SQL | undefined {
  return and(
    isNull(activities.deletedAt),
    isNull(spots.deletedAt),
    scope.ventureId ? eq(spots.ventureId, scope.ventureId) : undefined,
  );
}

function selectSummaries<Extra extends Record<string, SQL.Aliased | SQL>>(db: Executor, extra?: Extra) {
  return db
    .select({ ...summaryColumns, ...(extra as Extra) })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .innerJoin(ventures, eq(ventures.id, spots.ventureId));
}

export async function list(db: Executor, scope: VentureScope, query: ActivityListQuery) {
  const pattern = query.name ? `%${escapeLike(query.name)}%` : undefined;
  const where = and(
    visible(scope),
    pattern ? or(ilike(activities.name, pattern), ilike(spots.name, pattern)) : undefined,
    query.spotId ? eq(activities.spotId, query.spotId) : undefined,
  );
  // The total comes with the page (a window count), so the filtered join is scanned once, not twice.
  const rows = await selectSummaries(db, { total: sql<number>`(count(*) OVER ())::int` })
    .where(where)
    .orderBy(...orderOf(SORT_COLUMNS[query.sort], query.order, activities.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total = rows[0]?.total ?? (query.page > 1 ? await countActivities(db, where) : 0);
  return { items: rows.map(({ total: _total, ...item }) => item), total };
}

// Only for a page past the end, which carries no window count.
async function countActivities(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(where);
  return row?.total ?? 0;
}

export function listOptions(db: Executor, ventureId: string) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(and(visible({ ventureId }), eq(activities.isActive, true)))
    .orderBy(asc(activities.name), asc(activities.id));
}

export async function findSummary(db: Executor, scope: VentureScope, id: string) {
  const [row] = await selectSummaries(db).where(and(eq(activities.id, id), visible(scope)));
  return row;
}

/** Locks the activity row so that concurrent changes to it (and its items) run one after the other. */
export async function lockActivity(db: Executor, scope: VentureScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(and(eq(activities.id, id), visible(scope)))
    .for('update', { of: activities });
  return rows.length > 0;
}

export function listItems(db: Executor, activityId: string) {
  return db
    .select({
      id: activityItems.id,
      name: activityItems.name,
      description: activityItems.description,
      isActive: activityItems.isActive,
    })
    .from(activityItems)
    .where(and(eq(activityItems.activityId, activityId), isNull(activityItems.deletedAt)))
    .orderBy(asc(activityItems.name), asc(activityItems.id));
}

export async function spotInScope(db: Executor, scope: VentureScope, spotId: string): Promise<boolean> {
  const rows = await db
    .select({ id: spots.id })
    .from(spots)
    .where(
      and(
        eq(spots.id, spotId),
        isNull(spots.deletedAt),
        scope.ventureId ? eq(spots.ventureId, scope.ventureId) : undefined,
      ),
    );
  return rows.length > 0;
}

export interface ActivityValues {
  name: string;
  description: string | null;
  bookingPrice: number | null;
  isActive: boolean;
  spotId: string;
}

export async function insert(db: Executor, values: ActivityValues): Promise<string> {
  const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: ActivityValues): Promise<void> {
  await db
    .update(activities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}

/** Soft-deletes the activity and its items (bookings keep pointing at them). */
export async function softDelete(db: Executor, id: string): Promise<void> {
  await db
    .update(activityItems)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(activityItems.activityId, id), isNull(activityItems.deletedAt)));
  await db
    .update(activities)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}
