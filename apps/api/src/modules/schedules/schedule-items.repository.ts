import type { ScheduleItemInput } from '@reserva/shared/schedules/schedule-items.schemas';
import { and, asc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { featureGroups } from '../../db/schema/access';
import { nameKey } from '../../db/schema/list-indexes';
import { activitySchedules, scheduleItems } from '../../db/schema/schedules';
import { users, userVentures } from '../../db/schema/users';
import type { VentureScope } from '../activities/activities.repository';

// Event extras. The event's own lock (schedules.repository) guards them: an extra is written only
// while its event is locked and live.

const itemColumns = {
  id: scheduleItems.id,
  scheduleId: scheduleItems.scheduleId,
  name: scheduleItems.name,
  description: scheduleItems.description,
  isActive: scheduleItems.isActive,
  isRequired: scheduleItems.isRequired,
  price: scheduleItems.price,
  totalAmount: scheduleItems.totalAmount,
  userId: scheduleItems.userId,
  userName: users.name,
};

function selectItems<Extra extends Record<string, SQL>>(db: Executor, extra?: Extra) {
  return db
    .select({ ...itemColumns, ...(extra as Extra) })
    .from(scheduleItems)
    .leftJoin(users, eq(users.id, scheduleItems.userId));
}

export function list(
  db: Executor,
  scheduleId: string,
  filter: { showInactiveItems: boolean; name?: string },
) {
  return selectItems(db)
    .where(
      and(
        eq(scheduleItems.scheduleId, scheduleId),
        isNull(scheduleItems.deletedAt),
        filter.showInactiveItems ? undefined : eq(scheduleItems.isActive, true),
        filter.name ? ilike(scheduleItems.name, `%${escapeLike(filter.name)}%`) : undefined,
      ),
    )
    .orderBy(asc(nameKey(scheduleItems.name)), asc(scheduleItems.id));
}
export type ItemRow = Awaited<ReturnType<typeof list>>[number];

/**
 * The event's active extras with the units that live bookings of `bookedDate` hold (but
 * `exceptBookingId`'s, whose own units stay available to it).
 */
export function listWithUse(
  db: Executor,
  scheduleId: string,
  bookedDate: string,
  exceptBookingId: string | null,
) {
  return selectItems(db, {
    used: sql<number>`(SELECT coalesce(sum(bs.quantity), 0)::int FROM booking_schedule_items bs
      JOIN bookings b ON b.id = bs.booking_id AND b.booked_date = bs.booked_date
      WHERE bs.schedule_item_id = ${scheduleItems.id} AND bs.booked_date = ${bookedDate}::date
        AND b.deleted_at IS NULL AND b.id IS DISTINCT FROM ${exceptBookingId}::uuid)`,
  })
    .where(
      and(
        eq(scheduleItems.scheduleId, scheduleId),
        isNull(scheduleItems.deletedAt),
        eq(scheduleItems.isActive, true),
      ),
    )
    .orderBy(asc(nameKey(scheduleItems.name)), asc(scheduleItems.id));
}

/** Locks a live extra of a live event inside the scope; undefined otherwise. */
export async function lockItem(db: Executor, scope: VentureScope, id: string) {
  const [row] = await db
    .select({ id: scheduleItems.id, ventureId: activitySchedules.ventureId })
    .from(scheduleItems)
    .innerJoin(activitySchedules, eq(activitySchedules.id, scheduleItems.scheduleId))
    .where(
      and(
        eq(scheduleItems.id, id),
        isNull(scheduleItems.deletedAt),
        isNull(activitySchedules.deletedAt),
        scope.ventureId ? eq(activitySchedules.ventureId, scope.ventureId) : undefined,
      ),
    )
    .for('update', { of: scheduleItems });
  return row;
}

// A seller: a live user whose group key contains SELLER (docs/decisions.md), of the venture.
function sellersOf(ventureId: string): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    sql`${featureGroups.key} LIKE '%SELLER%'`,
    sql`EXISTS(SELECT 1 FROM ${userVentures} WHERE ${userVentures.userId} = ${users.id}
      AND ${userVentures.ventureId} = ${ventureId})`,
  );
}

/** The venture's sellers by name, for the service-provider search. */
export function listProviders(db: Executor, ventureId: string, name: string | undefined) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(sellersOf(ventureId), name ? ilike(users.name, `%${escapeLike(name)}%`) : undefined))
    .orderBy(asc(nameKey(users.name)), asc(users.id))
    .limit(20);
}

export async function isProvider(db: Executor, ventureId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(featureGroups, eq(featureGroups.id, users.featureGroupId))
    .where(and(eq(users.id, userId), sellersOf(ventureId)));
  return rows.length > 0;
}

export async function insert(db: Executor, scheduleId: string, values: ScheduleItemInput): Promise<string> {
  const [row] = await db
    .insert(scheduleItems)
    .values({ ...values, scheduleId })
    .returning({ id: scheduleItems.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: ScheduleItemInput): Promise<void> {
  await db
    .update(scheduleItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(scheduleItems.id, id));
}

export async function softDelete(db: Executor, id: string): Promise<void> {
  await db
    .update(scheduleItems)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(scheduleItems.id, id));
}
