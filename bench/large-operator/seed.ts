// The large operator: the demo's two ventures grown to SIZE (100,000 people, 300 spots, 1,000
// activities, 5,000 weekly events, 1,000,000 bookings over 1,000 days around today with their payments
// (the authorized ones with their sales lines), check-ins and cancellations), bulk-loaded with INSERT …
// SELECT over generate_series, the bookings in chunks, without the tables' own indexes (built again at
// the end). BENCH_SCALE scales every count.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { makeBookingMonths } from '../../apps/api/src/db/partitions';
import { queryRows } from '../../apps/api/src/db/raw';
import { demoVenture, withoutIndexes } from '../support';
import { Progress } from './progress';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (count: number) => Math.max(1, Math.round(count * SCALE));
export const SIZE = {
  scale: SCALE,
  people: scaled(100_000),
  employees: scaled(1_000),
  spots: scaled(300),
  activities: scaled(1_000),
  events: scaled(5_000),
  bookings: scaled(1_000_000),
};
export const CHUNK = 50_000;
const WEEKS = 143; // 1,000 days

/**
 * `employees` employees of the PRAIA venture ('Funcionário n', 'funcn@bench.dev'), then `people` people
 * ('Pessoa n', 'pessoan@bench.dev'): half members, then dependants, guests and lodgers, alternating
 * between the two demo ventures, each with its onboard there (experience 0-3).
 */
export async function seedPeople(db: Database, employees: number, people: number): Promise<void> {
  await db.execute(sql`
    WITH created AS (
      INSERT INTO users (name, email, feature_group_id, phone, cpf, confirm_pending)
      SELECT 'Funcionário ' || i, 'func' || i || '@bench.dev', (SELECT id FROM feature_groups WHERE key = 'EMPLOYEE'),
        '+55119' || lpad(i::text, 8, '0'), lpad(i::text, 11, '0'), i % 2 = 0
      FROM generate_series(1, ${employees}) AS i RETURNING id)
    INSERT INTO user_ventures (user_id, venture_id) SELECT id, (SELECT id FROM ventures WHERE ref = 'PRAIA') FROM created`);
  await db.execute(sql`
    INSERT INTO users (name, email, feature_group_id, phone, cpf, confirm_pending, birth_date)
    SELECT 'Pessoa ' || i, 'pessoa' || i || '@bench.dev',
      (SELECT id FROM feature_groups WHERE key = CASE WHEN i % 10 < 5 THEN 'MEMBER' WHEN i % 10 < 7 THEN 'DEPENDANT'
        WHEN i % 10 < 8 THEN 'GUEST' ELSE 'LODGER' END),
      '+55219' || lpad(i::text, 8, '0'), lpad((50000000 + i)::text, 11, '0'), i % 3 = 0, '1990-01-01'
    FROM generate_series(1, ${people}) AS i`);
  await db.execute(sql`
    INSERT INTO user_ventures (user_id, venture_id)
    SELECT u.id, v.id FROM users u JOIN ventures v
      ON v.ref = CASE WHEN substring(u.email from 'pessoa([0-9]+)@')::int % 2 = 0 THEN 'PRAIA' ELSE 'SERRA' END
    WHERE u.email LIKE 'pessoa%@bench.dev'`);
  await db.execute(sql`
    INSERT INTO onboards (user_id, venture_id, onboard_type, experience)
    SELECT uv.user_id, uv.venture_id, 'COMPLETED', substring(u.email from 'pessoa([0-9]+)@')::int % 4
    FROM user_ventures uv JOIN users u ON u.id = uv.user_id WHERE u.email LIKE 'pessoa%@bench.dev'`);
}

/** Seeds the large operator; answers the seconds it took. */
export async function seedLargeOperator(db: Database, label: string): Promise<number> {
  const today = todayInSaoPaulo();
  // The Sunday on or before 500 days ago: the events start then, bookings fall on their weekdays.
  const start = addDays(today, -500);
  const { admin, seller } = await demoVenture(db);
  const progress = new Progress(`seeding (${label})`, 9 + Math.ceil(SIZE.bookings / CHUNK));

  progress.step('spots and activities');
  await db.execute(sql`
    INSERT INTO spots (venture_id, name, description, is_active, is_living_area)
    SELECT (SELECT id FROM ventures WHERE ref = CASE WHEN i % 2 = 0 THEN 'PRAIA' ELSE 'SERRA' END),
      'Local ' || i, 'Descrição ' || i, i % 10 <> 0, i % 7 = 0
    FROM generate_series(1, ${SIZE.spots}) AS i`);
  await db.execute(sql`
    WITH spot AS (SELECT id, venture_id, row_number() OVER (ORDER BY name) - 1 AS n FROM spots WHERE name ~ '^Local [0-9]+$')
    INSERT INTO activities (spot_id, venture_id, name, description, is_active, booking_price)
    SELECT s.id, s.venture_id, 'Atividade ' || i, 'Descrição ' || i, i % 20 <> 0, CASE WHEN i % 3 = 0 THEN 5000 END
    FROM generate_series(0, ${SIZE.activities - 1}) AS i JOIN spot s ON s.n = i % ${SIZE.spots}`);

  progress.step('weekly events');
  // Every day, Mon/Wed/Fri, Tue/Thu or weekends; 06:00 to 17:00; a fifth without a limit of places.
  await db.execute(sql`
    WITH activity AS (SELECT id, venture_id, row_number() OVER (ORDER BY id) - 1 AS n FROM activities
      WHERE name ~ '^Atividade [0-9]+$')
    INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, days_of_week,
      total_vacancies, guest_vacancies, min_user_experience)
    SELECT a.id, a.venture_id, date_trunc('week', ${start}::date + 1)::date - 1,
      make_time(6 + (i / ${SIZE.activities}) % 12, 0, 0), make_time(7 + (i / ${SIZE.activities}) % 12, 0, 0),
      (ARRAY['{0,1,2,3,4,5,6}', '{1,3,5}', '{2,4}', '{0,6}'])[1 + i % 4]::smallint[],
      CASE WHEN i % 5 = 0 THEN NULL ELSE 20 END, 2, (i / 7) % 3
    FROM generate_series(0, ${SIZE.events - 1}) AS i JOIN activity a ON a.n = i % ${SIZE.activities}`);

  await withoutIndexes(
    db,
    [
      'users',
      'user_ventures',
      'onboards',
      'bookings',
      'payments',
      'payment_items',
      'checkins',
      'cancellation_histories',
    ],
    async () => {
      progress.step('people');
      await seedPeople(db, SIZE.employees, SIZE.people);
      await numberPeopleAndEvents(db, {
        people: sql`u.email LIKE 'pessoa%@bench.dev'`,
        activities: sql`a.name ~ '^Atividade [0-9]+$'`,
      });
      await insertBookings(db, { total: SIZE.bookings, events: SIZE.events, seller, admin, progress });
      await db.execute(sql`DROP TABLE bench_people, bench_events`);
      await completeBookings(db, {
        activities: sql`SELECT id FROM activities WHERE name ~ '^Atividade [0-9]+$'`,
        seller,
        admin,
        progress,
      });
      progress.step('indexes and statistics');
    },
  );
  return progress.finish();
}

/**
 * The people (`people`, a condition on `u`) numbered per venture, and the events of `activities` (a
 * condition on `a`) numbered with their venture's people count, in tables of their own (bench_people,
 * bench_events) that every chunk of `insertBookings` reads; dropped after.
 */
export async function numberPeopleAndEvents(
  db: Database,
  { people, activities }: { people: SQL; activities: SQL },
): Promise<void> {
  await db.execute(sql`CREATE TABLE bench_people AS
    SELECT uv.venture_id, u.id, g.key = 'GUEST' AS guest,
      row_number() OVER (PARTITION BY uv.venture_id ORDER BY u.id) - 1 AS n
    FROM users u JOIN user_ventures uv ON uv.user_id = u.id JOIN feature_groups g ON g.id = u.feature_group_id
    WHERE ${people}`);
  await db.execute(sql`CREATE TABLE bench_events AS
    WITH counted AS (SELECT venture_id, count(*) AS people FROM bench_people GROUP BY venture_id)
    SELECT s.id, s.activity_id, s.venture_id, s.start_date, s.start_time, s.end_time, s.days_of_week,
      row_number() OVER (ORDER BY s.id) - 1 AS n, c.people
    FROM activity_schedules s JOIN activities a ON a.id = s.activity_id
    JOIN counted c ON c.venture_id = s.venture_id WHERE ${activities}`);
  await db.execute(sql`CREATE INDEX ON bench_people (venture_id, n)`);
  await db.execute(sql`CREATE INDEX ON bench_events (n)`);
  await db.execute(sql`ANALYZE bench_people, bench_events`);
}

interface BookingsSeed {
  progress: Progress;
  /** Who sold a quarter of them and made the rest (NULL: nobody); who checked people in. */
  seller: string | null;
  admin: string | null;
}

/**
 * `total` bookings over the tables bench_events (the events numbered `n` from 0, `events` of them, each
 * with its venture's `people`) and bench_people (numbered `n` per venture). Booking i: event i mod
 * EVENTS, in week (i / EVENTS) mod 143 on one of its weekdays (shifted by the event's number, so that
 * every date has bookings), of the venture's person (i / EVENTS + the event's number × 7,919) mod its
 * people (each event its own people); a quarter sold by the seller, a third priced, a tenth cancelled
 * an hour after it was made, up to 20 days before the date. In chunks, each a step of `progress`.
 */
export async function insertBookings(
  db: Database,
  { total, events, seller, admin, progress }: BookingsSeed & { total: number; events: number },
): Promise<void> {
  const [span] = await queryRows<{ first: string; last: string }>(
    db,
    sql`SELECT min(start_date)::text AS first, (max(start_date) + ${7 * WEEKS + 7}::int)::text AS last FROM bench_events`,
  );
  await makeBookingMonths(db, span?.first as string, span?.last as string);
  const chunks = Math.ceil(total / CHUNK);
  for (let chunk = 0; chunk < chunks; chunk++) {
    progress.step(`bookings ${chunk + 1}/${chunks}`);
    const from = chunk * CHUNK;
    const to = Math.min(total, from + CHUNK) - 1;
    await db.execute(sql`
      INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, seller_id, booked_date, start_time, end_time,
        for_guest, booking_price, total_price, created_at, deleted_at)
      SELECT e.venture_id, e.id, e.activity_id, p.id, CASE WHEN i % 4 = 0 THEN ${seller}::uuid ELSE ${admin}::uuid END,
        d.day, e.start_time, e.end_time, p.guest,
        CASE WHEN i % 3 = 0 THEN 5000 ELSE 0 END, CASE WHEN i % 3 = 0 THEN 5000 ELSE 0 END,
        c.at, CASE WHEN i % 10 = 0 THEN c.at + interval '1 hour' END
      FROM generate_series(${from}::bigint, ${to}::bigint) AS i
      JOIN bench_events e ON e.n = i % ${events}
      CROSS JOIN LATERAL (SELECT e.start_date + 7 * ((i / ${events}) % ${WEEKS})::int
        + e.days_of_week[1 + (e.n + i / ${events}) % cardinality(e.days_of_week)] AS day) d
      CROSS JOIN LATERAL (SELECT least(now(), (d.day - (i % 20)::int)::timestamptz + make_interval(secs => i % 36000)) AS at) c
      JOIN bench_people p ON p.venture_id = e.venture_id
        AND p.n = (i / ${events} + e.n * 7919) % e.people`);
  }
}

/**
 * What grows with the bookings of `activities` (a subquery of their ids): payments, their sales
 * lines, check-ins, cancellation histories and the occurrence counters.
 */
export async function completeBookings(
  db: Database,
  { activities, seller, admin, progress }: BookingsSeed & { activities: SQL },
): Promise<void> {
  const today = todayInSaoPaulo();
  const seeded = sql`WITH seeded AS (${activities})`;
  // Statistics of the rows just loaded: without them the planner may walk the activities once per
  // booking (the crowd's 900,000 bookings among 6,000 activities took over 20 minutes on PGlite).
  await db.execute(sql`ANALYZE bookings, activities`);
  progress.step('payments');
  // A third of each status, by the booking's id (by its creation's epoch, every priced booking made
  // before today was WAITING: its seconds are a multiple of 3). Approved and paid-at-the-club ones were
  // authorized 17 minutes after the booking (not after now), each with its lines (the sales report's
  // rows): the booking, and an extra for a fifth of them.
  await db.execute(sql`${seeded} INSERT INTO payments (booking_id, booked_date, status, amount, authorized_at)
    SELECT id, booked_date, status, total_price,
      CASE WHEN status IN ('APPROVED', 'PAYMENT_EXTERNAL') THEN least(now(), created_at + interval '17 minutes') END
    FROM bookings CROSS JOIN LATERAL (SELECT (CASE WHEN deleted_at IS NOT NULL THEN 'CANCELED'
        ELSE (ARRAY['WAITING', 'APPROVED', 'PAYMENT_EXTERNAL'])[1 + abs(hashtext(id::text)::bigint) % 3] END)::payment_status AS status) s
    WHERE total_price > 0 AND activity_id IN (SELECT id FROM seeded)`);
  await db.execute(sql`${seeded}, paid AS (SELECT p.id, p.amount, p.authorized_at FROM payments p
      JOIN bookings b ON b.id = p.booking_id WHERE p.authorized_at IS NOT NULL AND b.activity_id IN (SELECT id FROM seeded))
    INSERT INTO payment_items (payment_id, type, name, price, seller_id, created_at)
    SELECT id, 'BOOKING'::payment_item_type, 'Reserva', amount, NULL::uuid, authorized_at FROM paid
    UNION ALL
    SELECT id, 'ACTIVITY_ITEM'::payment_item_type, 'Prancha', 1500, ${seller}::uuid, authorized_at FROM paid
    WHERE extract(epoch FROM authorized_at)::bigint % 5 = 0`);
  progress.step('check-ins');
  await db.execute(sql`${seeded} INSERT INTO checkins (booking_id, booked_date, user_id)
    SELECT id, booked_date, coalesce(${admin}::uuid, user_id) FROM bookings WHERE activity_id IN (SELECT id FROM seeded)
      AND booked_date < ${today}::date AND deleted_at IS NULL AND extract(epoch FROM created_at)::bigint % 2 = 0`);
  progress.step('cancellations');
  await db.execute(sql`${seeded} INSERT INTO cancellation_histories
      (booking_id, booked_date, venture_id, user_id, minutes_before_schedule_start, exceeded_cancellation_deadline,
        created_at)
    SELECT id, booked_date, venture_id, coalesce(${admin}::uuid, user_id), 600, extract(epoch FROM created_at)::bigint % 2 = 0, deleted_at
    FROM bookings WHERE activity_id IN (SELECT id FROM seeded) AND deleted_at IS NOT NULL`);
  progress.step('occurrences');
  await db.execute(sql`${seeded} INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked, guest_booked)
    SELECT schedule_id, venture_id, booked_date, count(*), count(*) FILTER (WHERE for_guest) FROM bookings
    WHERE deleted_at IS NULL AND activity_id IN (SELECT id FROM seeded)
    GROUP BY schedule_id, venture_id, booked_date ON CONFLICT DO NOTHING`);
}
