import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { activitySchedules } from '../../db/schema/schedules';
import { modalities, spots } from '../../db/schema/spots';
import { ventures } from '../../db/schema/ventures';

// What the public booking form may see: only live, active events that allow link bookings, of live,
// active activities at live spots.

const openActivity = and(
  isNull(activities.deletedAt),
  eq(activities.isActive, true),
  isNull(spots.deletedAt),
);

export async function findOpenSchedule(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: activitySchedules.id,
      ventureId: activitySchedules.ventureId,
      /** Days ahead the venture opens to self-service bookings (bookings/booking-horizon.ts). */
      bookingHorizonDays: ventures.bookingHorizonDays,
      ventureName: ventures.name,
      spotName: spots.name,
      spotAddress: spots.address,
      activityId: activities.id,
      activityName: activities.name,
      modalityId: modalities.id,
      modalityTitle: modalities.title,
      startTime: activitySchedules.startTime,
      endTime: activitySchedules.endTime,
      allowPartialTimeBookings: activitySchedules.allowPartialTimeBookings,
      bookingPrice: activitySchedules.bookingPrice,
    })
    .from(activitySchedules)
    .innerJoin(activities, eq(activities.id, activitySchedules.activityId))
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .innerJoin(ventures, eq(ventures.id, activitySchedules.ventureId))
    .leftJoin(modalities, and(eq(modalities.id, activitySchedules.modalityId), isNull(modalities.deletedAt)))
    .where(
      and(
        eq(activitySchedules.id, id),
        isNull(activitySchedules.deletedAt),
        eq(activitySchedules.isActive, true),
        eq(activitySchedules.allowLinkBookings, true),
        openActivity,
      ),
    );
  return row;
}

/** The venture of a live, active activity with its self-service horizon (days), or undefined. */
export async function findOpenActivityVenture(
  db: Executor,
  activityId: string,
): Promise<{ ventureId: string; bookingHorizonDays: number } | undefined> {
  const [row] = await db
    .select({ ventureId: spots.ventureId, bookingHorizonDays: ventures.bookingHorizonDays })
    .from(activities)
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .innerJoin(ventures, eq(ventures.id, spots.ventureId))
    .where(and(eq(activities.id, activityId), openActivity));
  return row;
}
