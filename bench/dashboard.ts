// The dashboard at scale (decisions.md, Dashboard), on the embedded database or, with
// BENCH_POSTGRES_URL, on a database of its own on that PostgreSQL server: BOOKINGS bookings
// (1,000,000 unless set) of PEOPLE people over 1,000 days around today in one venture, at EVENTS
// events of 50 activities, half of them with 2 places a day; a tenth cancelled (half of those past the
// deadline), a third priced (waiting, approved, paid at the club; cancelled when the booking is), past
// ones half checked in. Then GET /api/dashboard for several periods, p50/p95 over HTTP beside its
// recorded statements run directly (bench/support.ts).
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import { makeBookingMonths } from '../apps/api/src/db/partitions';
import { dashboardCases } from './large-operator/cases';
import { demoVenture, measureLists, openBench, startServer, withoutIndexes } from './support';

const BOOKINGS = Number(process.env.BOOKINGS ?? 1_000_000);
const PEOPLE = Number(process.env.PEOPLE ?? 100_000);
const EVENTS = 1_000;
const ACTIVITIES = 50;
const DAYS = 1_000;
const today = todayInSaoPaulo();
const first = addDays(today, -DAYS / 2);

const bench = await openBench('dashboard');
const { db, database } = bench;
const { ventureId, admin, seller } = await demoVenture(db);

const started = performance.now();
await db.execute(sql`INSERT INTO spots (venture_id, name, is_active, is_living_area)
  SELECT ${ventureId}, 'Painel ' || i, true, false FROM generate_series(1, ${ACTIVITIES}) AS i`);
await db.execute(sql`INSERT INTO activities (spot_id, venture_id, name, is_active)
  SELECT id, venture_id, 'Atividade ' || name, true FROM spots WHERE name LIKE 'Painel %'`);
await db.execute(sql`WITH painel AS (SELECT a.id, a.venture_id, row_number() OVER (ORDER BY a.id) - 1 AS n
    FROM activities a WHERE a.name LIKE 'Atividade Painel %')
  INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, total_vacancies)
  SELECT p.id, p.venture_id, ${first}::date, '08:00', '09:00', CASE WHEN i % 2 = 0 THEN 2 END
  FROM generate_series(0, ${EVENTS - 1}) AS i JOIN painel p ON p.n = i % ${ACTIVITIES}`);

await withoutIndexes(
  db,
  ['users', 'onboards', 'bookings', 'payments', 'checkins', 'cancellation_histories'],
  async () => {
    await db.execute(sql`INSERT INTO users (name, email, feature_group_id)
      SELECT 'Pessoa ' || i, 'painel' || i || '@bench.dev', (SELECT id FROM feature_groups WHERE key = 'MEMBER')
      FROM generate_series(1, ${PEOPLE}) AS i`);
    await db.execute(sql`INSERT INTO user_ventures (user_id, venture_id)
      SELECT id, ${ventureId} FROM users WHERE email LIKE 'painel%@bench.dev'`);
    await makeBookingMonths(db, first, addDays(first, DAYS));
    await db.execute(sql`
      WITH people AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE 'painel%@bench.dev'),
      events AS (SELECT s.id, s.activity_id, row_number() OVER (ORDER BY s.id) - 1 AS n FROM activity_schedules s
        JOIN activities a ON a.id = s.activity_id WHERE a.name LIKE 'Atividade Painel %')
      INSERT INTO bookings (venture_id, schedule_id, activity_id, user_id, seller_id, booked_date, start_time, end_time,
        booking_price, total_price, created_at, deleted_at)
      SELECT ${ventureId}, e.id, e.activity_id, p.id, CASE WHEN i % 4 = 0 THEN ${seller}::uuid ELSE ${admin}::uuid END,
        ${first}::date + ((i / ${EVENTS}) % ${DAYS})::int, '08:00', '09:00',
        CASE WHEN i % 3 = 0 THEN 5000 ELSE 0 END, CASE WHEN i % 3 = 0 THEN 5000 ELSE 0 END,
        now() - make_interval(secs => ${BOOKINGS} - i), CASE WHEN i % 10 = 0 THEN now() END
      FROM generate_series(0, ${BOOKINGS - 1}) AS i
      JOIN people p ON p.n = i % ${PEOPLE} JOIN events e ON e.n = i % ${EVENTS}`);
    const painel = sql`WITH painel AS (SELECT id FROM activities WHERE name LIKE 'Atividade Painel %')`;
    await db.execute(sql`${painel} INSERT INTO payments (booking_id, booked_date, status, amount)
      SELECT id, booked_date, (CASE WHEN deleted_at IS NOT NULL THEN 'CANCELED'
          ELSE (ARRAY['WAITING', 'APPROVED', 'PAYMENT_EXTERNAL'])[1 + extract(epoch FROM created_at)::bigint % 3] END)::payment_status,
        total_price
      FROM bookings WHERE total_price > 0 AND activity_id IN (SELECT id FROM painel)`);
    await db.execute(sql`${painel} INSERT INTO checkins (booking_id, booked_date, user_id)
      SELECT id, booked_date, ${admin} FROM bookings WHERE activity_id IN (SELECT id FROM painel)
        AND booked_date < ${today}::date AND deleted_at IS NULL AND extract(epoch FROM created_at)::bigint % 2 = 0`);
    await db.execute(sql`${painel} INSERT INTO cancellation_histories
        (booking_id, booked_date, venture_id, user_id, minutes_before_schedule_start, exceeded_cancellation_deadline)
      SELECT id, booked_date, venture_id, ${admin}, 600, extract(epoch FROM created_at)::bigint % 2 = 0 FROM bookings
      WHERE activity_id IN (SELECT id FROM painel) AND deleted_at IS NOT NULL`);
  },
);
await db.execute(sql`INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked)
  SELECT schedule_id, venture_id, booked_date, count(*) FROM bookings WHERE deleted_at IS NULL
  GROUP BY schedule_id, venture_id, booked_date ON CONFLICT DO NOTHING`);
await db.execute(sql`ANALYZE`);
console.log(
  `seeded ${BOOKINGS} bookings of ${PEOPLE} people in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const server = await startServer(bench);
const CASES = dashboardCases(today);
await measureLists(bench, server, CASES);
await server.close();
await bench.close();
