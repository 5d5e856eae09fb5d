import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ensureBookingMonths } from '../db/partitions';
import { featureGroups } from '../db/schema/access';
import { activities, activityItems } from '../db/schema/activities';
import { bookingItems, bookingModalities, bookings, payments } from '../db/schema/bookings';
import { activitySchedules, scheduleOccurrences } from '../db/schema/schedules';
import { modalities, spots } from '../db/schema/spots';
import { users, userVentures } from '../db/schema/users';
import { ventures } from '../db/schema/ventures';
import { ventureOfSpot } from '../modules/activities/activities.repository';

// Rows written straight to the database, for tests of rules that need a world around them (a booking
// needs a venture, spot, activity, schedule and person). Each returns the new id.

export async function ventureIdByRef(db: Database, ref: 'PRAIA' | 'SERRA'): Promise<string> {
  const [row] = await db.select({ id: ventures.id }).from(ventures).where(eq(ventures.ref, ref));
  if (!row) throw new Error(`demo venture ${ref} missing`);
  return row.id;
}

/** A venture of the test's own, without the demo's spots, categories and levels. */
export async function createVenture(db: Database, ref: string, cnpj: string): Promise<string> {
  const [row] = await db
    .insert(ventures)
    .values({ name: `Reserva ${ref}`, ref, email: `${ref.toLowerCase()}@reserva.dev`, cnpj })
    .returning({ id: ventures.id });
  return row?.id as string;
}

export async function createSpot(db: Database, ventureId: string, name = 'Quadra 1'): Promise<string> {
  const [row] = await db
    .insert(spots)
    .values({ ventureId, name, isActive: true, isLivingArea: false })
    .returning();
  return row?.id as string;
}

export async function createModality(db: Database, spotId: string, title = 'Simples'): Promise<string> {
  const [row] = await db
    .insert(modalities)
    .values({ spotId, title, isActive: true, isExclusive: false })
    .returning();
  return row?.id as string;
}

export async function createActivity(db: Database, spotId: string, name = 'Tênis'): Promise<string> {
  const [row] = await db
    .insert(activities)
    .values({ spotId, ventureId: ventureOfSpot(spotId), name, isActive: true })
    .returning();
  return row?.id as string;
}

export async function createActivityItem(
  db: Database,
  activityId: string,
  name = 'Raquete',
): Promise<string> {
  const [row] = await db.insert(activityItems).values({ activityId, name, isActive: true }).returning();
  return row?.id as string;
}

export async function createSchedule(
  db: Database,
  activityId: string,
  values: Partial<typeof activitySchedules.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(activitySchedules)
    .values({
      activityId,
      ventureId: sql`(SELECT s.venture_id FROM activities a JOIN spots s ON s.id = a.spot_id WHERE a.id = ${activityId})`,
      startDate: '2020-01-01',
      startTime: '08:00:00',
      endTime: '09:00:00',
      ...values,
    })
    .returning();
  return row?.id as string;
}

let people = 0;
export async function createPerson(
  db: Database,
  ventureId: string,
  groupKey = 'MEMBER',
  hostId?: string,
): Promise<string> {
  const [group] = await db
    .select({ id: featureGroups.id })
    .from(featureGroups)
    .where(eq(featureGroups.key, groupKey));
  people += 1;
  const [row] = await db
    .insert(users)
    .values({
      name: `Pessoa ${groupKey.toLowerCase()} ${people}`,
      email: `pessoa${people}-${Date.now()}@teste.dev`,
      featureGroupId: group?.id as string,
      hostId: hostId ?? null,
    })
    .returning();
  await db.insert(userVentures).values({ userId: row?.id as string, ventureId });
  return row?.id as string;
}

/** A live booking with its occurrence counted, as the booking flow would leave it. */
export async function createBooking(
  db: Database,
  input: {
    ventureId: string;
    scheduleId: string;
    activityId: string;
    userId: string;
    bookedDate: string;
    startTime?: string;
    endTime?: string;
    activityItemId?: string;
    modalityId?: string;
    paymentStatus?: 'WAITING' | 'APPROVED' | 'PAYMENT_EXTERNAL';
  },
): Promise<string> {
  await ensureBookingMonths(db, [input.bookedDate]);
  const [row] = await db
    .insert(bookings)
    .values({
      ventureId: input.ventureId,
      scheduleId: input.scheduleId,
      activityId: input.activityId,
      userId: input.userId,
      bookedDate: input.bookedDate,
      startTime: input.startTime ?? '08:00:00',
      endTime: input.endTime ?? '09:00:00',
    })
    .returning();
  const bookingId = row?.id as string;
  const { bookedDate } = input;
  if (input.activityItemId)
    await db.insert(bookingItems).values({ bookingId, bookedDate, activityItemId: input.activityItemId });
  if (input.modalityId)
    await db.insert(bookingModalities).values({ bookingId, bookedDate, modalityId: input.modalityId });
  if (input.paymentStatus)
    await db.insert(payments).values({ bookingId, bookedDate, status: input.paymentStatus, amount: 5000 });
  await db
    .insert(scheduleOccurrences)
    .values({
      scheduleId: input.scheduleId,
      ventureId: input.ventureId,
      bookedDate: input.bookedDate,
      booked: 1,
    })
    .onConflictDoUpdate({
      target: [scheduleOccurrences.scheduleId, scheduleOccurrences.bookedDate],
      set: { booked: sql`${scheduleOccurrences.booked} + 1` },
    });
  return bookingId;
}

/** A live booking of the activity, `daysFromToday` days ahead (or back), on a new schedule, by a new person. */
export async function createActivityBooking(
  db: Database,
  input: {
    ventureId: string;
    activityId: string;
    daysFromToday: number;
    activityItemId?: string;
    schedule?: Partial<typeof activitySchedules.$inferInsert>;
  },
): Promise<string> {
  const scheduleId = await createSchedule(db, input.activityId, input.schedule);
  return createBooking(db, {
    ventureId: input.ventureId,
    scheduleId,
    activityId: input.activityId,
    userId: await createPerson(db, input.ventureId),
    bookedDate: saoPauloDate(input.daysFromToday),
    ...(input.activityItemId && { activityItemId: input.activityItemId }),
  });
}

/** A date N days from today in São Paulo, as YYYY-MM-DD. */
export function saoPauloDate(daysFromToday: number): string {
  return addDays(todayInSaoPaulo(), daysFromToday);
}
