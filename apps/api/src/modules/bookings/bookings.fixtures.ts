import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { featureGroups } from '../../db/schema/access';
import { onboards, userCategories, userCategoryLinks } from '../../db/schema/categories';
import { addresses, users, userVentures } from '../../db/schema/users';
import { createActivity, createSchedule, createSpot } from '../../test/fixtures';

// A bookable world for the booking tests: people with an onboard (and a category) in a venture, and
// events of a fresh activity that happen every day from 08:00 to 09:00 unless told otherwise.

let created = 0;

export interface PeopleOptions {
  group?: string;
  hostId?: string;
  categoryId?: string;
  experience?: number;
  /** With address, birth date, CPF and phone (a payment needs them). */
  complete?: boolean;
}

/** `count` people in one insert, each with an onboard in the venture. */
export async function createPeople(
  db: Database,
  ventureId: string,
  count: number,
  options: PeopleOptions = {},
): Promise<string[]> {
  const [group] = await db
    .select({ id: featureGroups.id })
    .from(featureGroups)
    .where(eq(featureGroups.key, options.group ?? 'MEMBER'));
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        created += 1;
        return {
          name: `Pessoa ${created}`,
          email: `reserva${created}-${Date.now()}@teste.dev`,
          featureGroupId: group?.id as string,
          hostId: options.hostId ?? null,
          ...(options.complete && {
            birthDate: '1990-01-01',
            cpf: String(10_000_000_000 + created * 7919 + (Date.now() % 1_000_000)),
            phone: '+5511987654321',
          }),
        };
      }),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  await db.insert(userVentures).values(ids.map((userId) => ({ userId, ventureId })));
  await db.insert(onboards).values(
    ids.map((userId) => ({
      userId,
      ventureId,
      onboardType: 'COMPLETED' as const,
      experience: options.experience ?? 0,
    })),
  );
  if (options.categoryId) {
    await db
      .insert(userCategoryLinks)
      .values(ids.map((userId) => ({ userId, categoryId: options.categoryId as string })));
  }
  if (options.complete) {
    await db.insert(addresses).values(
      ids.map((userId) => ({
        userId,
        street: 'Rua A',
        number: '1',
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01001000',
      })),
    );
  }
  return ids;
}

export async function createPersonIn(db: Database, ventureId: string, options: PeopleOptions = {}) {
  const [id] = await createPeople(db, ventureId, 1, options);
  return id as string;
}

export async function createLimitedCategory(
  db: Database,
  ventureId: string,
  limits: Partial<typeof userCategories.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(userCategories)
    .values({ ventureId, title: `Categoria ${++created}`, ...limits })
    .returning({ id: userCategories.id });
  return row?.id as string;
}

/** An activity at a new spot of the venture; its id and spot's. */
export async function createBookableActivity(db: Database, ventureId: string, spotName = 'Quadra') {
  const spotId = await createSpot(db, ventureId, `${spotName} ${++created}`);
  return { spotId, activityId: await createActivity(db, spotId, `Atividade ${created}`) };
}

/** An event of a fresh activity at a new spot of the venture (every day, 08:00-09:00 unless told). */
export async function createEvent(
  db: Database,
  ventureId: string,
  values: Parameters<typeof createSchedule>[2] = {},
): Promise<{ activityId: string; scheduleId: string }> {
  const { activityId } = await createBookableActivity(db, ventureId);
  return { activityId, scheduleId: await createSchedule(db, activityId, values) };
}

/** Answers of a race tallied: `success` for a 2xx, else the error's code (a 5xx shows as its own). */
export function tallyAnswers(
  responses: LightMyRequestResponse[],
  success = 'created',
): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const response of responses) {
    const key = response.statusCode < 300 ? success : String(response.json<{ message: string }>().message);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

/** A live counter row equals the live bookings of its occurrence. */
export async function occurrenceCounts(db: Database, scheduleId: string, date: string) {
  const [row] = await queryRows<{ booked: number; guestBooked: number; lodgerBooked: number; live: number }>(
    db,
    sql`SELECT coalesce(o.booked, 0) AS booked, coalesce(o.guest_booked, 0) AS "guestBooked",
        coalesce(o.lodger_booked, 0) AS "lodgerBooked",
        (SELECT count(*)::int FROM bookings b WHERE b.schedule_id = ${scheduleId} AND b.booked_date = ${date}
          AND b.deleted_at IS NULL) AS live
      FROM (SELECT 1) one LEFT JOIN schedule_occurrences o ON o.schedule_id = ${scheduleId} AND o.booked_date = ${date}`,
  );
  return row as { booked: number; guestBooked: number; lodgerBooked: number; live: number };
}
