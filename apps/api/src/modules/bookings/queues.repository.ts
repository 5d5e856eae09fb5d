import type { QueueListQuery } from '@reserva/shared/bookings/queues.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsText, startsWithDigits } from '../../db/like';
import { queryRows } from '../../db/raw';
import { QUEUE_EXPIRED } from './queue-entries.repository';

// Queue entries as the queue list and details read them: prioritized first (earliest priority
// first), then the oldest.

export interface QueueRow {
  id: string;
  userId: string;
  userName: string;
  cpf: string | null;
  foreignerDocument: string | null;
  groupKey: string;
  experience: number | null;
  titularId: string | null;
  titularName: string | null;
  activityId: string;
  activityName: string;
  activityIsActive: boolean;
  spotId: string;
  spotName: string;
  activityScheduleId: string | null;
  startDate: string | null;
  startTime: string | null;
  endTime: string | null;
  totalVacancies: number | null;
  waveSide: 'COMBO' | 'LEFT' | 'RIGHT' | null;
  minUserExperience: number | null;
  modalityTitle: string | null;
  allowPartialTimeBookings: boolean | null;
  bookedDate: string;
  description: string | null;
  createdAt: Date | string;
  priorizedAt: Date | string | null;
  deletedAt: Date | string | null;
  isExpired: boolean;
  items: { activityItemId: string; name: string; description: string | null }[];
  scheduleItems: { scheduleItemId: string; name: string }[];
  modalities: { id: string; title: string }[];
}

const COLUMNS = sql`q.id, q.user_id AS "userId", u.name AS "userName", u.cpf, u.foreigner_document AS "foreignerDocument",
  g.key AS "groupKey", o.experience, t.id AS "titularId", t.name AS "titularName",
  a.id AS "activityId", a.name AS "activityName", a.is_active AS "activityIsActive", sp.id AS "spotId",
  sp.name AS "spotName", q.schedule_id AS "activityScheduleId", s.start_date::text AS "startDate",
  s.start_time::text AS "startTime", s.end_time::text AS "endTime", s.total_vacancies AS "totalVacancies",
  s.wave_side AS "waveSide", s.min_user_experience AS "minUserExperience", m.title AS "modalityTitle",
  s.allow_partial_time_bookings AS "allowPartialTimeBookings", q.booked_date::text AS "bookedDate",
  q.description, q.created_at AS "createdAt", q.priorized_at AS "priorizedAt", q.deleted_at AS "deletedAt",
  ${QUEUE_EXPIRED} AS "isExpired",
  coalesce((SELECT json_agg(json_build_object('activityItemId', i.id, 'name', i.name, 'description', i.description)
    ORDER BY name_sort_key(i.name)) FROM booking_queue_items qi JOIN activity_items i ON i.id = qi.activity_item_id
    WHERE qi.booking_queue_id = q.id), '[]') AS items,
  coalesce((SELECT json_agg(json_build_object('scheduleItemId', si.id, 'name', si.name) ORDER BY name_sort_key(si.name))
    FROM booking_queue_schedule_items qs JOIN schedule_items si ON si.id = qs.schedule_item_id
    WHERE qs.booking_queue_id = q.id), '[]') AS "scheduleItems",
  coalesce((SELECT json_agg(json_build_object('id', md.id, 'title', md.title) ORDER BY name_sort_key(md.title))
    FROM booking_queue_modalities qm JOIN modalities md ON md.id = qm.modality_id
    WHERE qm.booking_queue_id = q.id), '[]') AS modalities`;

const JOINS = sql`FROM booking_queues q JOIN users u ON u.id = q.user_id
  JOIN feature_groups g ON g.id = u.feature_group_id
  LEFT JOIN users h ON h.id = u.host_id
  LEFT JOIN users t ON t.id = coalesce(h.host_id, h.id)
  LEFT JOIN onboards o ON o.user_id = u.id AND o.venture_id = q.venture_id
  JOIN activities a ON a.id = q.activity_id JOIN spots sp ON sp.id = a.spot_id
  LEFT JOIN activity_schedules s ON s.id = q.schedule_id LEFT JOIN modalities m ON m.id = s.modality_id`;

/** JSON arrays come parsed from node-postgres and may come as text from PGlite. */
function parsed(row: QueueRow): QueueRow {
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    ...row,
    items: json(row.items),
    scheduleItems: json(row.scheduleItems),
    modalities: json(row.modalities),
  };
}

export async function findEntry(
  db: Executor,
  id: string,
  ventureId: string | null,
): Promise<QueueRow | undefined> {
  const [row] = await queryRows<QueueRow>(
    db,
    sql`SELECT ${COLUMNS} ${JOINS} WHERE q.id = ${id} ${ventureId ? sql`AND q.venture_id = ${ventureId}` : sql``}`,
  );
  return row && parsed(row);
}

export async function list(db: Executor, ventureId: string, query: QueueListQuery) {
  const conditions: SQL[] = [sql`q.venture_id = ${ventureId}`];
  if (query.showQueuedBookingsOnly) conditions.push(sql`q.deleted_at IS NULL`);
  if (query.activityId) conditions.push(sql`q.activity_id = ${query.activityId}`);
  if (query.activityScheduleId) conditions.push(sql`q.schedule_id = ${query.activityScheduleId}`);
  if (query.bookedDate) conditions.push(sql`q.booked_date = ${query.bookedDate}`);
  if (query.activityName) conditions.push(containsText(sql`a.name`, query.activityName));
  if (query.spotName) conditions.push(containsText(sql`sp.name`, query.spotName));
  if (query.userName) conditions.push(containsText(sql`u.name`, query.userName, sql`u.name_words`));
  if (query.userDocument !== undefined) {
    conditions.push(
      sql`(${startsWithDigits(sql`u.cpf`, query.userDocument)} OR ${startsWithDigits(sql`u.foreigner_document`, query.userDocument)})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const [rows, counted] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`SELECT ${COLUMNS} ${JOINS} WHERE ${where}
        ORDER BY q.priorized_at ASC NULLS LAST, q.created_at ASC, q.id ASC
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${JOINS} WHERE ${where}`),
  ]);
  return { items: rows.map(parsed), total: counted[0]?.total ?? 0 };
}
