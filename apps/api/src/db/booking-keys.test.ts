import { addDays } from '@reserva/shared/common/dates';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  createActivityItem,
  createBooking,
  createModality,
  createPerson,
  createSchedule,
  createSpot,
  saoPauloDate,
  ventureIdByRef,
} from '../test/fixtures';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { pgErrorOf } from './pg-error';
import { queryRows } from './raw';
import { scheduleItems } from './schema/schedules';
import { users } from './schema/users';

// Every row that refers to a booking carries the booking's date beside its id, its foreign key the pair
// (the key of the bookings once partitioned by month: docs/decisions.md, Partitions by month). The
// database refuses a row whose date is not its booking's, and a date changed on a booking follows to
// its rows.

let database: DatabaseHandle;

interface World {
  ventureId: string;
  scheduleId: string;
  activityId: string;
  activityItemId: string;
  modalityId: string;
  scheduleItemId: string;
  staffId: string;
}
let world: World;

/** A booking of the world's event on `date`, of a new person. */
async function newBooking(date: string): Promise<string> {
  const { ventureId, scheduleId, activityId } = world;
  const userId = await createPerson(database.db, ventureId);
  return createBooking(database.db, { ventureId, scheduleId, activityId, userId, bookedDate: date });
}

/** Each table that refers to a booking, its ON DELETE (pg_constraint.confdeltype), and a row of it. */
const ROWS: [table: string, onDelete: 'cascade' | 'no action', row: (id: string, date: string) => SQL][] = [
  [
    'booking_items',
    'cascade',
    (id, date) => sql`INSERT INTO booking_items (booking_id, booked_date, activity_item_id)
      VALUES (${id}, ${date}, ${world.activityItemId})`,
  ],
  [
    'booking_schedule_items',
    'cascade',
    (id, date) => sql`INSERT INTO booking_schedule_items (booking_id, booked_date, schedule_item_id)
      VALUES (${id}, ${date}, ${world.scheduleItemId})`,
  ],
  [
    'booking_modalities',
    'cascade',
    (id, date) => sql`INSERT INTO booking_modalities (booking_id, booked_date, modality_id)
      VALUES (${id}, ${date}, ${world.modalityId})`,
  ],
  [
    'checkins',
    'cascade',
    (id, date) =>
      sql`INSERT INTO checkins (booking_id, booked_date, user_id) VALUES (${id}, ${date}, ${world.staffId})`,
  ],
  [
    'payments',
    'cascade',
    (id, date) => sql`INSERT INTO payments (booking_id, booked_date, amount) VALUES (${id}, ${date}, 5000)`,
  ],
  [
    'cancellation_histories',
    'cascade',
    (id, date) => sql`INSERT INTO cancellation_histories (booking_id, booked_date, venture_id,
      minutes_before_schedule_start) VALUES (${id}, ${date}, ${world.ventureId}, 60)`,
  ],
  [
    'booking_requests',
    'no action',
    (id, date) => sql`INSERT INTO booking_requests (venture_id, schedule_id, booked_date, name, email,
        token_hash, expires_at, confirmed_at, booking_id)
      VALUES (${world.ventureId}, ${world.scheduleId}, ${date}, 'Pedido', 'pedido@teste.dev',
        gen_random_uuid()::text, now() + interval '1 day', now(), ${id})`,
  ],
  [
    'staff_notices',
    'cascade',
    (id, date) => sql`INSERT INTO staff_notices (venture_id, kind, title, booking_id, booked_date)
      VALUES (${world.ventureId}, 'BOOKING', 'Nova reserva', ${id}, ${date})`,
  ],
  [
    'booking_reminders',
    'cascade',
    (id, date) => sql`INSERT INTO booking_reminders (booking_id, booked_date, venture_id)
      VALUES (${id}, ${date}, ${world.ventureId})`,
  ],
];

const failureOf = (query: SQL) =>
  database.db.execute(query).then(
    () => null,
    (error: unknown) => pgErrorOf(error),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const ventureId = await ventureIdByRef(db, 'PRAIA');
  const spotId = await createSpot(db, ventureId, 'Quadra das chaves');
  const activityId = await createActivity(db, spotId, 'Chaves');
  const scheduleId = await createSchedule(db, activityId);
  const [item] = await db
    .insert(scheduleItems)
    .values({ scheduleId, name: 'Prancha' })
    .returning({ id: scheduleItems.id });
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'portaria@reserva.dev'));
  world = {
    ventureId,
    scheduleId,
    activityId,
    activityItemId: await createActivityItem(db, activityId),
    modalityId: await createModality(db, spotId),
    scheduleItemId: item?.id as string,
    staffId: staff?.id as string,
  };
}, 120_000);
afterAll(() => database.close());

describe('the rows of a booking carry its date', () => {
  it('every foreign key to the bookings is (booking_id, booked_date), with its ON DELETE', async () => {
    const keys = await queryRows<{ table: string; definition: string; onDelete: string }>(
      database.db,
      sql`SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition,
          CASE confdeltype WHEN 'c' THEN 'cascade' WHEN 'a' THEN 'no action' ELSE confdeltype::text END
            AS "onDelete"
        FROM pg_constraint WHERE contype = 'f' AND confrelid = 'bookings'::regclass`,
    );
    expect(keys.map(({ table, onDelete }) => `${table} ${onDelete}`).sort()).toEqual(
      ROWS.map(([table, onDelete]) => `${table} ${onDelete}`).sort(),
    );
    for (const key of keys) {
      expect(key.definition).toMatch(
        /^FOREIGN KEY \(booking_id, booked_date\) REFERENCES bookings\(id, booked_date\)/,
      );
    }
  });

  it.each(ROWS)(
    '%s: refuses a row of another date than its booking’s, takes one of its date',
    async (table, _, row) => {
      const date = saoPauloDate(3);
      const id = await newBooking(date);
      expect(await failureOf(row(id, addDays(date, 1)))).toMatchObject({
        code: '23503',
        constraint: `${table}_booking_fk`,
      });
      expect(await failureOf(row(id, date))).toBeNull();
    },
  );

  it('refuses a notice of a booking without its date', async () => {
    const id = await newBooking(saoPauloDate(4));
    expect(
      await failureOf(sql`INSERT INTO staff_notices (venture_id, kind, title, booking_id)
        VALUES (${world.ventureId}, 'BOOKING', 'Nova reserva', ${id})`),
    ).toMatchObject({ code: '23514', constraint: 'staff_notices_booked_date_check' });
  });

  it('moves the rows to a date changed on their booking', async () => {
    const date = saoPauloDate(5);
    const id = await newBooking(date);
    for (const [, , row] of ROWS) await database.db.execute(row(id, date));
    const moved = addDays(date, 7);
    await database.db.execute(sql`UPDATE bookings SET booked_date = ${moved} WHERE id = ${id}`);
    for (const [table] of ROWS) {
      const dates = await queryRows<{ date: string }>(
        database.db,
        sql`SELECT booked_date::text AS date FROM ${sql.identifier(table)} WHERE booking_id = ${id}`,
      );
      expect([table, dates]).toEqual([table, [{ date: moved }]]);
    }
  });
});
