import type { VentureBody, VentureListQuery } from '@reserva/shared/ventures/ventures.schemas';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsText, phoneStartsWith, startsWithDigits } from '../../db/like';
import { pageLoader, readPage } from '../../db/paging';
import { uuidArray } from '../../db/raw';
import { activities } from '../../db/schema/activities';
import { experienceLevels, userCategories } from '../../db/schema/categories';
import { nameKey } from '../../db/schema/list-indexes';
import { spots } from '../../db/schema/spots';
import { userVentures } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';

const listColumns = {
  id: ventures.id,
  name: ventures.name,
  ref: ventures.ref,
  email: ventures.email,
  phone: ventures.phone,
  cnpj: ventures.cnpj,
  avatarPath: ventures.avatarPath,
  createdAt: ventures.createdAt,
};

const columns = {
  ...listColumns,
  appstoreId: ventures.appstoreId,
  playstoreId: ventures.playstoreId,
  bio: ventures.bio,
  useLinearOnboardFlow: ventures.useLinearOnboardFlow,
  autoConvertQueue: ventures.autoConvertQueue,
  gateAutoCheckin: ventures.gateAutoCheckin,
  noShowPenaltyCount: ventures.noShowPenaltyCount,
  noShowPenaltyDays: ventures.noShowPenaltyDays,
  noShowSuspensionDays: ventures.noShowSuspensionDays,
  bookingHorizonDays: ventures.bookingHorizonDays,
};

export type VentureRow = NonNullable<Awaited<ReturnType<typeof findLive>>>;

// Each sort reads its index (db/schema/ventures.ts); the CNPJ is unique among live ventures.
const SORT_KEYS = {
  name: [ventures.sortName, ventures.id],
  email: [ventures.email, ventures.id],
  phone: [ventures.phone, ventures.id],
  cnpj: [ventures.cnpj],
  createdAt: [ventures.createdAt, ventures.id],
} as const;

/** Live ventures; a `linkedTo` user sees only the ventures linked to them (undefined: all, MASTER). */
export function ventureScope(linkedTo: string | undefined): SQL | undefined {
  if (linkedTo === undefined) return isNull(ventures.deletedAt);
  return and(
    isNull(ventures.deletedAt),
    sql`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${linkedTo}
      AND ${userVentures.ventureId} = ${ventures.id})`,
  );
}

const loadPage = pageLoader((db, idIn) => db.select(listColumns).from(ventures).where(idIn(ventures.id)));

/** A page of the ventures list; `ids` narrows it to those ventures (a form's, GET /sessions/ventures). */
export function list(
  db: Executor,
  query: VentureListQuery & { ids?: readonly string[] | undefined },
  linkedTo: string | undefined,
) {
  return readPage(db, {
    from: ventures,
    id: ventures.id,
    where: and(
      ventureScope(linkedTo),
      query.ids ? sql`${ventures.id} = ANY(${uuidArray(query.ids)})` : undefined,
      query.name ? containsText(ventures.name, query.name, ventures.nameWords) : undefined,
      query.email ? containsText(ventures.email, query.email) : undefined,
      query.phone ? phoneStartsWith(ventures.phone, query.phone) : undefined,
      query.cnpj ? startsWithDigits(ventures.cnpj, query.cnpj) : undefined,
    ),
    orderBy: SORT_KEYS[query.sort],
    page: query,
    load: (ids) => loadPage(db, ids),
  });
}

/** A live venture the caller may see (see `ventureScope`). */
export async function findLive(db: Executor, id: string, linkedTo: string | undefined) {
  const [row] = await db
    .select(columns)
    .from(ventures)
    .where(and(eq(ventures.id, id), ventureScope(linkedTo)));
  return row;
}

export function listSpots(db: Executor, ventureId: string) {
  return db
    .select({
      id: spots.id,
      name: spots.name,
      description: spots.description,
      isActive: spots.isActive,
      isLivingArea: spots.isLivingArea,
      avatarPath: spots.avatarPath,
      createdAt: spots.createdAt,
    })
    .from(spots)
    .where(and(eq(spots.ventureId, ventureId), isNull(spots.deletedAt)))
    .orderBy(asc(nameKey(spots.name)), asc(spots.id));
}

/** Counts what goes with a venture: its categories and levels, live spots and their live activities. */
export async function countDependents(db: Executor, ventureId: string) {
  const liveSpots = and(eq(spots.ventureId, ventureId), isNull(spots.deletedAt));
  // Four counts, each on an index of its table (venture_id, spot_id), run together.
  const [[categoryCount], [levelCount], [spotCount], [activityCount]] = await Promise.all([
    db.select({ total: count() }).from(userCategories).where(eq(userCategories.ventureId, ventureId)),
    db.select({ total: count() }).from(experienceLevels).where(eq(experienceLevels.ventureId, ventureId)),
    db.select({ total: count() }).from(spots).where(liveSpots),
    db
      .select({ total: count() })
      .from(activities)
      .innerJoin(spots, eq(spots.id, activities.spotId))
      .where(and(liveSpots, isNull(activities.deletedAt))),
  ]);
  return {
    userCategories: categoryCount?.total ?? 0,
    experienceLevels: levelCount?.total ?? 0,
    spots: spotCount?.total ?? 0,
    activities: activityCount?.total ?? 0,
  };
}

export async function insert(db: Executor, body: VentureBody): Promise<string> {
  const [row] = await db.insert(ventures).values(body).returning({ id: ventures.id });
  if (!row) throw new Error('venture not inserted');
  return row.id;
}

export async function linkUser(db: Executor, userId: string, ventureId: string): Promise<void> {
  await db.insert(userVentures).values({ userId, ventureId }).onConflictDoNothing();
}

/** Updates a live venture; false when it was deleted meanwhile. */
export async function update(db: Executor, id: string, body: VentureBody): Promise<boolean> {
  const rows = await db
    .update(ventures)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(ventures.id, id), isNull(ventures.deletedAt)))
    .returning({ id: ventures.id });
  return rows.length > 0;
}

export async function softDelete(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(ventures)
    .set({ deletedAt: new Date() })
    .where(and(eq(ventures.id, id), isNull(ventures.deletedAt)))
    .returning({ id: ventures.id });
  return rows.length > 0;
}
