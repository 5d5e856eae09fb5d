import type { UserCategoryUpdate } from '@reserva/shared/ventures/user-categories.schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../db/raw';
import { userCategories, userCategoryLinks } from '../../db/schema/categories';
import { nameKey } from '../../db/schema/list-indexes';
import { users } from '../../db/schema/users';
import { ventures } from '../../db/schema/ventures';
import { ventureScope } from '../ventures/ventures.repository';

const columns = {
  id: userCategories.id,
  ventureId: userCategories.ventureId,
  title: userCategories.title,
  orgIndexCode: userCategories.orgIndexCode,
  maxDayBookings: userCategories.maxDayBookings,
  maxGuestDayBookings: userCategories.maxGuestDayBookings,
  maxFreeGuestDayBookings: userCategories.maxFreeGuestDayBookings,
  guestBookingPrice: userCategories.guestBookingPrice,
};

export function listByVenture(db: Executor, ventureId: string) {
  return db
    .select(columns)
    .from(userCategories)
    .where(eq(userCategories.ventureId, ventureId))
    .orderBy(asc(nameKey(userCategories.title)), asc(userCategories.id));
}

export function listOptions(db: Executor, ventureId: string) {
  return db
    .select({ id: userCategories.id, title: userCategories.title })
    .from(userCategories)
    .where(eq(userCategories.ventureId, ventureId))
    .orderBy(asc(nameKey(userCategories.title)), asc(userCategories.id));
}

/** The options of those of `ventureIds` the caller may see (`linkedTo`: see `ventureScope`). */
export function listOptionsIn(db: Executor, ventureIds: readonly string[], linkedTo: string | undefined) {
  return db
    .select({ id: userCategories.id, title: userCategories.title, ventureId: userCategories.ventureId })
    .from(userCategories)
    .innerJoin(ventures, eq(ventures.id, userCategories.ventureId))
    .where(and(sql`${userCategories.ventureId} = ANY(${uuidArray(ventureIds)})`, ventureScope(linkedTo)))
    .orderBy(asc(nameKey(userCategories.title)), asc(userCategories.id));
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select(columns).from(userCategories).where(eq(userCategories.id, id));
  return row;
}

/**
 * Locks the category until the transaction ends: linking a person to it (whose foreign key check
 * shares the row) waits, so a delete never removes a category someone was just linked to.
 */
export async function lock(db: Executor, id: string): Promise<void> {
  await db
    .select({ id: userCategories.id })
    .from(userCategories)
    .where(eq(userCategories.id, id))
    .for('update');
}

export async function insert(db: Executor, ventureId: string, body: UserCategoryUpdate): Promise<string> {
  const [row] = await db
    .insert(userCategories)
    .values({ ...body, ventureId })
    .returning({ id: userCategories.id });
  if (!row) throw new Error('user category not inserted');
  return row.id;
}

export async function update(db: Executor, id: string, body: UserCategoryUpdate): Promise<void> {
  await db
    .update(userCategories)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(userCategories.id, id));
}

/** Whether live people are linked to the category (deleted people's links go with it). */
export async function hasLiveUsers(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(userCategoryLinks)
    .innerJoin(users, eq(users.id, userCategoryLinks.userId))
    .where(and(eq(userCategoryLinks.categoryId, id), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function remove(db: Executor, id: string): Promise<void> {
  await db.delete(userCategories).where(eq(userCategories.id, id));
}
