import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { iso, queryRows } from '../../db/raw';
import { activities } from '../../db/schema/activities';
import { spots } from '../../db/schema/spots';
import { users, userVentures } from '../../db/schema/users';
import { createBooking, createSchedule, createVenture, saoPauloDate } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { createBookableActivity, createPersonIn } from '../bookings/bookings.fixtures';
import { createStaffGroup } from '../feature-groups/feature-groups.fixtures';
import { createStaff } from '../users/users.fixtures';

// A venture of the desk tests' own (so that its day holds only what a test puts there), another one
// beside it, and staff with exactly the keys each refusal needs.

export const TODAY = saoPauloDate(0);

export async function deskVentures(t: TestApp, ref: string) {
  const db = t.database.db;
  const venture = await createVenture(db, ref, generateCNPJ());
  const other = await createVenture(db, `${ref}_OUTRO`, generateCNPJ());
  const concierge = await createStaff(db, 'CONCIERGE', [venture]);
  const master = await t.signIn('master@reserva.dev', venture);
  return {
    venture,
    other,
    conciergeId: concierge.id,
    concierge: (await t.signIn(concierge.email)).token,
    master: master.token,
  };
}

/** A staff user of a new group with exactly `keys` (and WEB_ACCESS), signed in to `venture`. */
export async function keyedStaff(t: TestApp, group: string, venture: string, keys: string[]) {
  const db = t.database.db;
  const { email } = await createStaffGroup(db, group, 3, ['WEB_ACCESS', ...keys]);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(userVentures).values({ userId: user?.id as string, ventureId: venture });
  return (await t.signIn(email, venture)).token;
}

type PersonValues = Partial<Pick<typeof users.$inferInsert, 'name' | 'cpf' | 'phone'>>;

/** A member of the venture (with CPF and phone), named as asked. */
export async function namedPerson(db: Database, venture: string, values: PersonValues = {}) {
  const userId = await createPersonIn(db, venture, { complete: true });
  if (Object.keys(values).length > 0) await db.update(users).set(values).where(eq(users.id, userId));
  return userId;
}

/** An event of a new activity ('<name>') at a new spot ('Local <name>'), every day unless told. */
export async function deskEvent(
  db: Database,
  venture: string,
  name: string,
  values: Parameters<typeof createSchedule>[2] & { startTime: string; endTime: string },
) {
  const { activityId, spotId } = await createBookableActivity(db, venture);
  await db.update(activities).set({ name }).where(eq(activities.id, activityId));
  await db
    .update(spots)
    .set({ name: `Local ${name}` })
    .where(eq(spots.id, spotId));
  const scheduleId = await createSchedule(db, activityId, values);
  const book = async ({ date, ...person }: PersonValues & { date?: string } = {}) => {
    const userId = await namedPerson(db, venture, person);
    const id = await createBooking(db, {
      ventureId: venture,
      scheduleId,
      activityId,
      userId,
      bookedDate: date ?? TODAY,
      startTime: values.startTime,
      endTime: values.endTime,
    });
    return { id, userId };
  };
  return { activityId, spotId, scheduleId, book };
}

/** A check-in written straight to the table (the API refuses one once the event has ended). */
export async function checkInDirectly(db: Database, bookingId: string, staffId: string) {
  const [row] = await queryRows<{ createdAt: Date | string }>(
    db,
    sql`INSERT INTO checkins (booking_id, booked_date, user_id) SELECT id, booked_date, ${staffId} FROM bookings
      WHERE id = ${bookingId} RETURNING created_at AS "createdAt"`,
  );
  return iso(row?.createdAt as Date | string);
}
