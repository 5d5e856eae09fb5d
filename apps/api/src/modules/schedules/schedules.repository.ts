import type { ScheduleInput } from '@reserva/shared/schedules/schedules.schemas';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localInstant } from '../../db/local-time';
import { queryRows } from '../../db/raw';
import { activities } from '../../db/schema/activities';
import { activitySchedules, scheduleBlocks } from '../../db/schema/schedules';
import { modalities, spots } from '../../db/schema/spots';
import type { VentureScope } from '../activities/activities.repository';

/** Its last occurrence has ended (São Paulo time); an open-ended event never expires. */
export const scheduleExpired = sql<boolean>`(${activitySchedules.endDate} IS NOT NULL
  AND ${localInstant(activitySchedules.endDate, activitySchedules.endTime)} < now())`;

// A live event of a live activity at a live spot, inside the scope.
function visible(scope: VentureScope): SQL | undefined {
  return and(
    isNull(activitySchedules.deletedAt),
    isNull(activities.deletedAt),
    isNull(spots.deletedAt),
    scope.ventureId ? eq(activitySchedules.ventureId, scope.ventureId) : undefined,
  );
}

/** The activity's live events, oldest time of day first. */
export function list(db: Executor, ventureId: string, activityId: string, showExpired: boolean) {
  return db
    .select({
      id: activitySchedules.id,
      activityId: activitySchedules.activityId,
      startDate: activitySchedules.startDate,
      endDate: activitySchedules.endDate,
      startTime: activitySchedules.startTime,
      endTime: activitySchedules.endTime,
      daysOfWeek: activitySchedules.daysOfWeek,
      totalVacancies: activitySchedules.totalVacancies,
      guestVacancies: activitySchedules.guestVacancies,
      lodgerVacancies: activitySchedules.lodgerVacancies,
      isLodgerVacanciesExclusive: activitySchedules.isLodgerVacanciesExclusive,
      isActive: activitySchedules.isActive,
      isExpired: scheduleExpired,
      minUserExperience: activitySchedules.minUserExperience,
      modalityId: activitySchedules.modalityId,
      modalityTitle: modalities.title,
      waveSide: activitySchedules.waveSide,
      allowLinkBookings: activitySchedules.allowLinkBookings,
      allowPartialTimeBookings: activitySchedules.allowPartialTimeBookings,
      bookingPrice: activitySchedules.bookingPrice,
      guestAdditionalBookingPrice: activitySchedules.guestAdditionalBookingPrice,
      blockedDates: sql<string[]>`ARRAY(SELECT ${scheduleBlocks.blockedDate}::text FROM ${scheduleBlocks}
        WHERE ${scheduleBlocks.scheduleId} = ${activitySchedules.id} ORDER BY 1)`,
    })
    .from(activitySchedules)
    .leftJoin(modalities, eq(modalities.id, activitySchedules.modalityId))
    .where(
      and(
        eq(activitySchedules.ventureId, ventureId),
        eq(activitySchedules.activityId, activityId),
        isNull(activitySchedules.deletedAt),
        showExpired ? undefined : sql`NOT ${scheduleExpired}`,
      ),
    )
    .orderBy(asc(activitySchedules.startTime), asc(activitySchedules.startDate), asc(activitySchedules.id));
}
export type ScheduleRow = Awaited<ReturnType<typeof list>>[number];

function selectSchedule(db: Executor, scope: VentureScope, id: string) {
  return db
    .select({
      id: activitySchedules.id,
      activityId: activitySchedules.activityId,
      ventureId: activitySchedules.ventureId,
      spotId: spots.id,
      isLivingArea: spots.isLivingArea,
      startTime: activitySchedules.startTime,
      endTime: activitySchedules.endTime,
      lodgerVacancies: activitySchedules.lodgerVacancies,
      isLodgerVacanciesExclusive: activitySchedules.isLodgerVacanciesExclusive,
    })
    .from(activitySchedules)
    .innerJoin(activities, eq(activities.id, activitySchedules.activityId))
    .innerJoin(spots, eq(spots.id, activities.spotId))
    .where(and(eq(activitySchedules.id, id), visible(scope)));
}

/** A live event inside the scope, or undefined. */
export async function findSchedule(db: Executor, scope: VentureScope, id: string) {
  const [row] = await selectSchedule(db, scope, id);
  return row;
}

/**
 * The same, locked with its activity, so that the conflict check of concurrent writes to one
 * activity's events runs one after the other.
 */
export async function lockSchedule(db: Executor, scope: VentureScope, id: string) {
  const [row] = await selectSchedule(db, scope, id).for('update', { of: [activities, activitySchedules] });
  return row;
}
export type LockedSchedule = NonNullable<Awaited<ReturnType<typeof lockSchedule>>>;

/** A live modality of the spot. */
export async function modalityAtSpot(db: Executor, modalityId: string, spotId: string): Promise<boolean> {
  const rows = await db
    .select({ id: modalities.id })
    .from(modalities)
    .where(and(eq(modalities.id, modalityId), eq(modalities.spotId, spotId), isNull(modalities.deletedAt)));
  return rows.length > 0;
}

export type ScheduleValues = Omit<ScheduleInput, 'scheduleBlocks'>;

/**
 * `activity-schedule-conflict` (server-rules.md, Events): another active event of the activity with
 * the same modality and minimum experience whose dates share a weekday of both and whose times
 * overlap. A shared weekday within the overlap of the two date ranges repeats every 7 days, so the
 * first 7 days of that overlap decide.
 */
export async function hasConflict(
  db: Executor,
  activityId: string,
  values: ScheduleValues,
  exceptId: string | null,
): Promise<boolean> {
  const days = sql`ARRAY[${sql.join(
    values.daysOfWeek.map((day) => sql`${day}`),
    sql`, `,
  )}]::smallint[]`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT s.id FROM activity_schedules s
      CROSS JOIN LATERAL (SELECT greatest(s.start_date, ${values.startDate}::date) AS first_day,
        least(coalesce(s.end_date, 'infinity'::date), coalesce(${values.endDate}::date, 'infinity'::date)) AS last_day) r
      WHERE s.activity_id = ${activityId} AND s.deleted_at IS NULL AND s.is_active
        AND s.id IS DISTINCT FROM ${exceptId}::uuid
        AND s.modality_id IS NOT DISTINCT FROM ${values.modalityId}::uuid
        AND s.min_user_experience = ${values.minUserExperience}
        AND s.start_time < ${values.endTime}::time AND ${values.startTime}::time < s.end_time
        AND r.first_day <= r.last_day
        AND EXISTS(SELECT 1 FROM generate_series(r.first_day::timestamp,
            least(r.last_day, r.first_day + 6)::timestamp, interval '1 day') AS d(day)
          WHERE extract(dow FROM d.day)::smallint = ANY(s.days_of_week)
            AND extract(dow FROM d.day)::smallint = ANY(${days}))
      LIMIT 1`,
  );
  return rows.length > 0;
}

export async function insert(
  db: Executor,
  target: { activityId: string; ventureId: string },
  values: ScheduleValues,
): Promise<string> {
  const [row] = await db
    .insert(activitySchedules)
    .values({ ...values, ...target })
    .returning({ id: activitySchedules.id });
  return row?.id as string;
}

export async function update(db: Executor, id: string, values: ScheduleValues): Promise<void> {
  await db
    .update(activitySchedules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(activitySchedules.id, id));
}

/** Replaces the event's blocked dates. */
export async function replaceBlocks(db: Executor, scheduleId: string, dates: string[]): Promise<void> {
  await db.delete(scheduleBlocks).where(eq(scheduleBlocks.scheduleId, scheduleId));
  if (dates.length > 0) {
    await db.insert(scheduleBlocks).values(dates.map((blockedDate) => ({ scheduleId, blockedDate })));
  }
}

/** Soft-deletes the event and its extras (bookings keep pointing at them). */
export async function softDelete(db: Executor, id: string): Promise<void> {
  await db.execute(sql`UPDATE schedule_items SET deleted_at = now(), updated_at = now()
    WHERE schedule_id = ${id} AND deleted_at IS NULL`);
  await db
    .update(activitySchedules)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(activitySchedules.id, id), isNull(activitySchedules.deletedAt)));
}
