// The events benchmarks' data (events.ts, desk-today.ts), beside the demo data (openBench): SPOTS
// spots of the PRAIA venture, an activity each with 10 events (one with 50), 60 days of past and 30 of
// future occurrence counters, blocked dates. Generated with SQL.
import { addDays, todayInSaoPaulo } from '@reserva/shared/common/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/raw';

export const SPOTS = Number(process.env.SPOTS ?? 300);

/** The venture seeded and its activity with 50 events. */
export async function seed(db: Database): Promise<{ ventureId: string; activityId: string }> {
  const today = todayInSaoPaulo();
  const [venture] = await queryRows<{ id: string }>(db, sql`SELECT id FROM ventures WHERE ref = 'PRAIA'`);
  const ventureId = venture?.id as string;
  await db.execute(sql`
    INSERT INTO spots (venture_id, name, is_active, is_living_area)
    SELECT ${ventureId}, 'Local ' || i, true, false FROM generate_series(1, ${SPOTS}) AS i`);
  await db.execute(sql`
    INSERT INTO activities (spot_id, venture_id, name, is_active)
    SELECT id, venture_id, 'Atividade ' || name, true FROM spots WHERE venture_id = ${ventureId}`);
  // 10 events per activity: hours 6 to 15, weekdays varying, a third open-ended, totals of 10 or 20.
  await db.execute(sql`
    INSERT INTO activity_schedules (activity_id, venture_id, start_date, end_date, start_time, end_time,
      days_of_week, total_vacancies, guest_vacancies, min_user_experience)
    SELECT a.id, ${ventureId}, ${addDays(today, -90)}::date,
      CASE WHEN h % 3 = 0 THEN NULL ELSE ${addDays(today, 120)}::date END,
      make_time(6 + h, 0, 0), make_time(7 + h, 0, 0),
      CASE WHEN h % 2 = 0 THEN '{0,1,2,3,4,5,6}'::smallint[] ELSE '{1,3,5}'::smallint[] END,
      10 + 10 * (h % 2), 2, h % 3
    FROM activities a CROSS JOIN generate_series(0, 9) AS h`);
  // The measured activity gets 50 events: 40 more, at half hours.
  const [activity] = await queryRows<{ id: string }>(
    db,
    sql`SELECT a.id FROM activities a JOIN spots s ON s.id = a.spot_id WHERE s.name = 'Local 1'`,
  );
  const activityId = activity?.id as string;
  await db.execute(sql`
    INSERT INTO activity_schedules (activity_id, venture_id, start_date, start_time, end_time, days_of_week,
      total_vacancies, modality_id, min_user_experience)
    SELECT ${activityId}, ${ventureId}, ${addDays(today, -30)}::date, make_time(6 + h / 4, (h % 4) * 15, 0),
      make_time(7 + h / 4, (h % 4) * 15, 0), '{0,1,2,3,4,5,6}'::smallint[], 8, NULL, 3 + h
    FROM generate_series(0, 39) AS h`);
  await db.execute(sql`
    INSERT INTO schedule_occurrences (schedule_id, venture_id, booked_date, booked, guest_booked)
    SELECT s.id, s.venture_id, d::date, n, least(n, 1)
    FROM activity_schedules s
    CROSS JOIN generate_series(${addDays(today, -60)}::date, ${addDays(today, 30)}::date, interval '1 day') AS d
    CROSS JOIN LATERAL (SELECT abs(hashtext(s.id::text || d::text)) % 10 AS n) AS booked
    WHERE extract(dow FROM d)::smallint = ANY(s.days_of_week)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO schedule_blocks (schedule_id, blocked_date)
    SELECT id, ${addDays(today, 2)}::date FROM activity_schedules WHERE min_user_experience = 1`);
  await db.execute(sql`ANALYZE`);
  return { ventureId, activityId };
}
