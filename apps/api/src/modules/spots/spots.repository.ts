import type { ModalityInput, SpotInput, SpotListQuery } from '@reserva/shared/spots/spots.schemas';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsText } from '../../db/like';
import { pageLoader, readPage } from '../../db/paging';
import { activities } from '../../db/schema/activities';
import { nameKey } from '../../db/schema/list-indexes';
import { activitySchedules } from '../../db/schema/schedules';
import { modalities, spots } from '../../db/schema/spots';
import { userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';

const spotColumns = {
  id: spots.id,
  name: spots.name,
  description: spots.description,
  address: spots.address,
  isActive: spots.isActive,
  isLivingArea: spots.isLivingArea,
  ventureId: spots.ventureId,
  avatarPath: spots.avatarPath,
  createdAt: spots.createdAt,
  venture: { id: ventures.id, name: ventures.name },
};

const modalityColumns = {
  id: modalities.id,
  title: modalities.title,
  description: modalities.description,
  isActive: modalities.isActive,
  isExclusive: modalities.isExclusive,
};

export type SpotRow = NonNullable<Awaited<ReturnType<typeof findLive>>>;

// Both sorts read an index of the venture's spots (db/schema/spots.ts).
const SORT_KEYS = {
  name: [nameKey(spots.name), spots.id],
  createdAt: [spots.createdAt, spots.id],
} as const;

const loadPage = pageLoader((db, idIn) =>
  db
    .select(spotColumns)
    .from(spots)
    .innerJoin(ventures, eq(ventures.id, spots.ventureId))
    .where(idIn(spots.id)),
);

/** The live spots of one venture. */
export function list(db: Executor, query: SpotListQuery, ventureId: string) {
  return readPage(db, {
    from: spots,
    id: spots.id,
    where: and(
      isNull(spots.deletedAt),
      eq(spots.ventureId, ventureId),
      query.isActive === undefined ? undefined : eq(spots.isActive, query.isActive),
      query.name ? containsText(spots.name, query.name) : undefined,
    ),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadPage(db, ids),
  });
}

/** A live spot, limited to `ventureId` unless it is undefined (MASTER). */
export async function findLive(db: Executor, id: string, ventureId: string | undefined) {
  const [row] = await db
    .select(spotColumns)
    .from(spots)
    .innerJoin(ventures, eq(ventures.id, spots.ventureId))
    .where(
      and(
        eq(spots.id, id),
        isNull(spots.deletedAt),
        ventureId === undefined ? undefined : eq(spots.ventureId, ventureId),
      ),
    );
  return row;
}

export function listActivities(db: Executor, spotId: string) {
  return db
    .select({
      id: activities.id,
      name: activities.name,
      isActive: activities.isActive,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(and(eq(activities.spotId, spotId), isNull(activities.deletedAt)))
    .orderBy(asc(nameKey(activities.name)), asc(activities.id));
}

export async function listActivityIds(db: Executor, spotId: string): Promise<string[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.spotId, spotId), isNull(activities.deletedAt)));
  return rows.map((row) => row.id);
}

export function listModalities(db: Executor, spotId: string) {
  return db
    .select(modalityColumns)
    .from(modalities)
    .where(and(eq(modalities.spotId, spotId), isNull(modalities.deletedAt)))
    .orderBy(asc(nameKey(modalities.title)), asc(modalities.id));
}

/** Whether a live venture exists and, unless `userId` is undefined (MASTER), is linked to that user. */
export async function ventureIsOpenTo(db: Executor, ventureId: string, userId: string | undefined) {
  const linked: SQL | undefined =
    userId === undefined
      ? undefined
      : sql`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${userId}
          AND ${userVentures.ventureId} = ${ventures.id})`;
  const [row] = await db
    .select({ id: ventures.id })
    .from(ventures)
    .where(and(eq(ventures.id, ventureId), isNull(ventures.deletedAt), linked));
  return row !== undefined;
}

export async function insert(db: Executor, input: SpotInput): Promise<string> {
  const [row] = await db.insert(spots).values(input).returning({ id: spots.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, input: SpotInput): Promise<void> {
  await db
    .update(spots)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(spots.id, id), isNull(spots.deletedAt)));
}

/** Soft-deletes a spot with its modalities, activities and the activities' schedules. */
export async function softDeleteWithChildren(db: Executor, id: string, activityIds: string[]): Promise<void> {
  const now = new Date();
  if (activityIds.length > 0) {
    await db
      .update(activitySchedules)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(inArray(activitySchedules.activityId, activityIds), isNull(activitySchedules.deletedAt)));
    await db
      .update(activities)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(inArray(activities.id, activityIds), isNull(activities.deletedAt)));
  }
  await db
    .update(modalities)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(modalities.spotId, id), isNull(modalities.deletedAt)));
  await db.update(spots).set({ deletedAt: now, updatedAt: now }).where(eq(spots.id, id));
}

/** A live modality of a live spot, limited to `ventureId` unless it is undefined (MASTER). */
export async function findLiveModality(db: Executor, id: string, ventureId: string | undefined) {
  const [row] = await db
    .select({ ...modalityColumns, spotId: modalities.spotId })
    .from(modalities)
    .innerJoin(spots, eq(spots.id, modalities.spotId))
    .where(
      and(
        eq(modalities.id, id),
        isNull(modalities.deletedAt),
        isNull(spots.deletedAt),
        ventureId === undefined ? undefined : eq(spots.ventureId, ventureId),
      ),
    );
  return row;
}

export async function insertModality(db: Executor, spotId: string, input: ModalityInput): Promise<string> {
  const [row] = await db
    .insert(modalities)
    .values({ ...input, spotId })
    .returning({ id: modalities.id });
  return row?.id as string;
}

export async function updateModality(db: Executor, id: string, input: ModalityInput): Promise<void> {
  await db
    .update(modalities)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(modalities.id, id));
}

export async function softDeleteModality(db: Executor, id: string): Promise<void> {
  const now = new Date();
  await db.update(modalities).set({ deletedAt: now, updatedAt: now }).where(eq(modalities.id, id));
}
