import type { VentureBody, VentureListQuery } from '@reserva/shared/ventures/ventures.schemas';
import { and, asc, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { offsetOf, orderOf } from '../../db/paging';
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
};

export type VentureRow = NonNullable<Awaited<ReturnType<typeof findLive>>>;

// Plain columns, each with its own index (db/schema/ventures.ts), so sorting reads an index.
const SORT_COLUMNS = {
  name: ventures.name,
  email: ventures.email,
  phone: ventures.phone,
  cnpj: ventures.cnpj,
  createdAt: ventures.createdAt,
} as const;

/** Live ventures; a `linkedTo` user sees only the ventures linked to them (undefined: all, MASTER). */
function scope(linkedTo: string | undefined): SQL | undefined {
  if (linkedTo === undefined) return isNull(ventures.deletedAt);
  return and(
    isNull(ventures.deletedAt),
    sql`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${linkedTo}
      AND ${userVentures.ventureId} = ${ventures.id})`,
  );
}

const contains = (text: string) => `%${escapeLike(text)}%`;
const digitsOf = (text: string) => text.replace(/\D/g, '');

export async function list(db: Executor, query: VentureListQuery, linkedTo: string | undefined) {
  // Phone and CNPJ are stored as digits (phone in E.164), so a masked filter matches by its digits.
  const phoneDigits = query.phone ? digitsOf(query.phone) : '';
  const cnpjDigits = query.cnpj ? digitsOf(query.cnpj) : '';
  const where = and(
    scope(linkedTo),
    query.name ? ilike(ventures.name, contains(query.name)) : undefined,
    query.email ? ilike(ventures.email, contains(query.email)) : undefined,
    query.phone ? ilike(ventures.phone, contains(phoneDigits || query.phone)) : undefined,
    query.cnpj ? ilike(ventures.cnpj, contains(cnpjDigits || query.cnpj)) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(ventures)
      .where(where)
      .orderBy(...orderOf(SORT_COLUMNS[query.sort], query.order, ventures.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(ventures).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** A live venture the caller may see (see `scope`). */
export async function findLive(db: Executor, id: string, linkedTo: string | undefined) {
  const [row] = await db
    .select(columns)
    .from(ventures)
    .where(and(eq(ventures.id, id), scope(linkedTo)));
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
    .orderBy(asc(spots.name), asc(spots.id));
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
