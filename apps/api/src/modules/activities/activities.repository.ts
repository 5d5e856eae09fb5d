import type { ActivityListQuery } from '@reserva/shared/activities/activities.schemas';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsText } from '../../db/like';
import { pageLoader, readPage } from '../../db/paging';
import { activities, activityItems } from '../../db/schema/activities';
import { nameKey } from '../../db/schema/list-indexes';
import { activitySchedules } from '../../db/schema/schedules';
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

const SORT_KEYS = {
  name: [nameKey(activities.name), activities.id],
  isActive: [activities.isActive, activities.id],
  createdAt: [activities.createdAt, activities.id],
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

const loadPage = pageLoader((db, idIn) => selectSummaries(db).where(idIn(activities.id)));

/**
 * The live activities of one venture, read through their own venture column (their spots are live:
 * deleting a spot deletes its activities).
 */
export function list(db: Executor, ventureId: string, query: ActivityListQuery) {
  return readPage(db, {
    from: activities,
    id: activities.id,
    where: and(
      isNull(activities.deletedAt),
      eq(activities.ventureId, ventureId),
      query.spotId ? eq(activities.spotId, query.spotId) : undefined,
      query.name ? nameFilter(db, ventureId, query.name) : undefined,
    ),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadPage(db, ids),
  });
}

/** Live spots in the scope, matching `filter`. */
function spotIds(db: Executor, scope: VentureScope, filter?: SQL) {
  return db
    .select({ id: spots.id })
    .from(spots)
    .where(
      and(
        isNull(spots.deletedAt),
        scope.ventureId ? eq(spots.ventureId, scope.ventureId) : undefined,
        filter,
      ),
    );
}

// The activity's name or its spot's. The spots matching are gathered once (an array, not a subquery
// per row), so both sides read an index: the activities' trigram index and their spot index.
function nameFilter(db: Executor, ventureId: string, text: string): SQL | undefined {
  const matchingSpots = spotIds(db, { ventureId }, containsText(spots.name, text));
  return or(containsText(activities.name, text), sql`${activities.spotId} = ANY(ARRAY(${matchingSpots}))`);
}

export function listOptions(db: Executor, ventureId: string) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(and(visible({ ventureId }), eq(activities.isActive, true)))
    .orderBy(asc(nameKey(activities.name)), asc(activities.id));
}

export async function findSummary(db: Executor, scope: VentureScope, id: string) {
  const [row] = await selectSummaries(db).where(and(eq(activities.id, id), visible(scope)));
  return row;
}

/**
 * Locks the activity row so that concurrent changes to it (its items and events) run one after the
 * other; answers where it is held, or undefined when it is not in the scope.
 */
export async function lockActivity(db: Executor, scope: VentureScope, id: string) {
  const [row] = await db
    .select({
      id: activities.id,
      spotId: spots.id,
      isLivingArea: spots.isLivingArea,
      ventureId: spots.ventureId,
    })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(and(eq(activities.id, id), visible(scope)))
    .for('update', { of: activities });
  return row;
}
export type LockedActivity = NonNullable<Awaited<ReturnType<typeof lockActivity>>>;

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
    .orderBy(asc(nameKey(activityItems.name)), asc(activityItems.id));
}

export async function spotInScope(db: Executor, scope: VentureScope, spotId: string): Promise<boolean> {
  return (await spotIds(db, scope, eq(spots.id, spotId))).length > 0;
}

export interface ActivityValues {
  name: string;
  description: string | null;
  bookingPrice: number | null;
  isActive: boolean;
  spotId: string;
}

/** The venture of a spot, as a value to store: an activity keeps its spot's venture. */
export const ventureOfSpot = (spotId: string) =>
  sql`(SELECT ${spots.ventureId} FROM ${spots} WHERE ${spots.id} = ${spotId})`;

export async function insert(db: Executor, values: ActivityValues): Promise<string> {
  const [row] = await db
    .insert(activities)
    .values({ ...values, ventureId: ventureOfSpot(values.spotId) })
    .returning({ id: activities.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: ActivityValues): Promise<void> {
  const spotVenture = ventureOfSpot(values.spotId);
  await db
    .update(activities)
    .set({ ...values, ventureId: spotVenture, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
  // A MASTER may move an activity to another venture's spot: its events and their occurrences carry
  // the venture too (ARCHITECTURE.md, Scale).
  await db.execute(sql`UPDATE schedule_occurrences o SET venture_id = ${spotVenture}
    FROM activity_schedules s WHERE s.id = o.schedule_id AND s.activity_id = ${id}
      AND o.venture_id <> ${spotVenture}`);
  await db
    .update(activitySchedules)
    .set({ ventureId: spotVenture })
    .where(and(eq(activitySchedules.activityId, id), sql`${activitySchedules.ventureId} <> ${spotVenture}`));
}

/** Soft-deletes the activity, its items, its events and their extras (bookings keep pointing at them). */
export async function softDelete(db: Executor, id: string): Promise<void> {
  await db.execute(sql`UPDATE schedule_items i SET deleted_at = now(), updated_at = now()
    FROM activity_schedules s WHERE s.id = i.schedule_id AND s.activity_id = ${id} AND i.deleted_at IS NULL`);
  await db
    .update(activitySchedules)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(activitySchedules.activityId, id), isNull(activitySchedules.deletedAt)));
  await db
    .update(activityItems)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(activityItems.activityId, id), isNull(activityItems.deletedAt)));
  await db
    .update(activities)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}
