import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDayStart } from '../../db/local-time';
import { queryRows } from '../../db/raw';
import { bookingsAliased, isNoShow, occurrenceEnd } from '../bookings/no-show';

export interface PenaltyRule {
  ventureId: string;
  count: number;
  days: number;
  suspensionDays: number;
}

/** The live ventures that suspend people for no-shows. */
export function listRules(db: Executor): Promise<PenaltyRule[]> {
  return queryRows<PenaltyRule>(
    db,
    sql`SELECT id AS "ventureId", no_show_penalty_count AS count, no_show_penalty_days AS days,
        no_show_suspension_days AS "suspensionDays"
      FROM ventures WHERE deleted_at IS NULL AND no_show_penalty_count IS NOT NULL`,
  );
}

export interface Offender {
  userId: string;
  name: string;
  noShows: number;
}

/**
 * The people of the venture with at least `rule.count` no-shows whose occurrences ended within the last
 * `rule.days` days and after their last penalty in the venture, not blocked now. Read from the
 * bookings of those days (bookings_venture_booked_date_idx).
 */
export function listOffenders(db: Executor, rule: PenaltyRule, today: string): Promise<Offender[]> {
  const b = bookingsAliased('b');
  return queryRows<Offender>(
    db,
    sql`SELECT b.user_id AS "userId", u.name, count(*)::int AS "noShows"
      FROM bookings b JOIN users u ON u.id = b.user_id
      WHERE b.venture_id = ${rule.ventureId}
        AND b.booked_date BETWEEN ${today}::date - ${rule.days}::int AND ${today}::date
        AND ${isNoShow(b)}
        AND ${occurrenceEnd(b)} >= now() - make_interval(days => ${rule.days}::int)
        AND ${occurrenceEnd(b)} > coalesce((SELECT max(p.created_at) FROM no_show_penalties p
          WHERE p.user_id = b.user_id AND p.venture_id = b.venture_id), '-infinity')
        AND u.deleted_at IS NULL AND NOT u.is_blocked AND coalesce(u.blocked_until <= now(), true)
      GROUP BY b.user_id, u.name
      HAVING count(*) >= ${rule.count}
      ORDER BY b.user_id`,
  );
}

export async function insertPenalty(
  db: Executor,
  penalty: { ventureId: string; userId: string; noShows: number; until: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO no_show_penalties (venture_id, user_id, no_shows, blocked_until)
    VALUES (${penalty.ventureId}, ${penalty.userId}, ${penalty.noShows},
      ${localDayStart(sql`${penalty.until}::date`)})`);
}
