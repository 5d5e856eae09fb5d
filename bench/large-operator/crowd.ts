// The operator's other clubs (issue 32, point 7): CROWD.ventures ventures in all, the large operator's
// two among them, each other one with 3 spots, 6 activities, 18 weekly events and CROWD.people members,
// and CROWD.bookings bookings between them over the same 1,000 days with what grows with them
// (payments and their lines, check-ins, cancellations, counters): by default ten times the large
// operator's bookings in all (10,000,000 at BENCH_SCALE=1). Bulk-loaded as the large operator is.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/raw';
import { withoutIndexes } from '../support';
import { Progress } from './progress';
import { CHUNK, completeBookings, insertBookings, numberPeopleAndEvents, SIZE } from './seed';

export const CROWD = {
  ventures: Number(process.env.CROWD_VENTURES ?? 1_000),
  people: Number(process.env.CROWD_PEOPLE ?? 200),
  bookings: Number(process.env.CROWD_BOOKINGS ?? 9 * SIZE.bookings),
};

/** Seeds the other clubs; answers the seconds it took. */
export async function seedCrowd(db: Database, label: string): Promise<number> {
  const progress = new Progress(`crowding (${label})`, 8 + Math.ceil(CROWD.bookings / CHUNK));
  const clubs = sql`SELECT id, row_number() OVER (ORDER BY ref) AS vn FROM ventures WHERE ref LIKE 'CLUBE%'`;
  progress.step('ventures');
  await db.execute(sql`
    INSERT INTO ventures (name, ref, email, cnpj, phone)
    SELECT 'Clube ' || i, 'CLUBE' || lpad(i::text, 5, '0'), 'clube' || i || '@crowd.dev',
      lpad((90000000000000 + i)::text, 14, '0'), '+55319' || lpad(i::text, 8, '0')
    FROM generate_series(1, ${CROWD.ventures - 2}) AS i`);
  progress.step('spots, activities and events');
  await db.execute(sql`
    INSERT INTO spots (venture_id, name, is_active, is_living_area)
    SELECT v.id, 'Quadra ' || k, true, false FROM (${clubs}) v CROSS JOIN generate_series(1, 3) AS k`);
  await db.execute(sql`
    INSERT INTO activities (spot_id, venture_id, name, is_active, booking_price)
    SELECT s.id, s.venture_id, 'Aula ' || k, true, CASE WHEN k = 2 THEN 5000 END
    FROM spots s JOIN (${clubs}) v ON v.id = s.venture_id CROSS JOIN generate_series(1, 2) AS k`);
  // Three a day per activity, at 07:00, 12:00 and 17:00, on its days (as the large operator's).
  const start = addDays(todayInSaoPaulo(), -500);
  await db.execute(sql`
    WITH a AS (SELECT id, venture_id, row_number() OVER (PARTITION BY venture_id ORDER BY id) AS k
      FROM activities WHERE name ~ '^Aula [0-9]+$')
    INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, days_of_week,
      total_vacancies, guest_vacancies, min_user_experience)
    SELECT a.id, a.venture_id, date_trunc('week', ${start}::date + 1)::date - 1,
      make_time(7 + 5 * h, 0, 0), make_time(8 + 5 * h, 0, 0),
      (ARRAY['{0,1,2,3,4,5,6}', '{1,3,5}', '{2,4}', '{0,6}'])[1 + (a.k + h) % 4]::smallint[], 20, 2, 0
    FROM a CROSS JOIN generate_series(0, 2) AS h`);
  const tables = ['users', 'user_ventures', 'onboards', 'bookings', 'payments', 'payment_items', 'checkins'];
  await withoutIndexes(db, [...tables, 'cancellation_histories'], async () => {
    progress.step('members');
    await db.execute(sql`
      INSERT INTO users (name, email, feature_group_id, phone, cpf, confirm_pending, birth_date)
      SELECT 'Sócio ' || v.vn || '-' || k, 'socio' || v.vn || '-' || k || '@crowd.dev',
        (SELECT id FROM feature_groups WHERE key = 'MEMBER'), '+55319' || lpad((v.vn * 1000 + k)::text, 8, '0'),
        lpad((60000000000 + v.vn * 1000 + k)::text, 11, '0'), false, '1990-01-01'
      FROM (${clubs}) v CROSS JOIN generate_series(1, ${CROWD.people}) AS k`);
    const member = sql`FROM users u JOIN (${clubs}) v ON v.vn = substring(u.email from '^socio([0-9]+)-')::int
      WHERE u.email LIKE 'socio%@crowd.dev'`;
    await db.execute(sql`INSERT INTO user_ventures (user_id, venture_id) SELECT u.id, v.id ${member}`);
    await db.execute(sql`INSERT INTO onboards (user_id, venture_id, onboard_type, experience)
      SELECT u.id, v.id, 'COMPLETED', 0 ${member}`);
    await numberPeopleAndEvents(db, {
      people: sql`u.email LIKE 'socio%@crowd.dev'`,
      activities: sql`a.name ~ '^Aula [0-9]+$'`,
    });
    const [{ events } = { events: 0 }] = await queryRows<{ events: number }>(
      db,
      sql`SELECT count(*)::int AS events FROM bench_events`,
    );
    const seed = { seller: null, admin: null, progress };
    await insertBookings(db, { ...seed, total: CROWD.bookings, events });
    await db.execute(sql`DROP TABLE bench_people, bench_events`);
    await completeBookings(db, {
      ...seed,
      activities: sql`SELECT id FROM activities WHERE name ~ '^Aula [0-9]+$'`,
    });
    progress.step('indexes and statistics');
  });
  return progress.finish();
}
