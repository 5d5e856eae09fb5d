import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { and, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PageQuery, readPage } from '../../db/paging';
import { queryRows, uuidArray } from '../../db/raw';
import { activities } from '../../db/schema/activities';
import { nameKey } from '../../db/schema/list-indexes';
import { noticePreferences, noticeReads, staffNotices } from '../../db/schema/notifications';
import type { StoredKind } from './audiences';
import type { HeardSince } from './heard-since';

/**
 * A staff user reading the bell, in the venture of the session: the kinds its keys let it read and it
 * chose to hear, the activities it chose (none: every one), and since when it has heard each.
 */
export interface Reader {
  userId: string;
  ventureId: string;
  kinds: StoredKind[];
  activityIds: string[];
  heardSince: HeardSince;
}

const readBy = (userId: string) =>
  sql`EXISTS(SELECT 1 FROM ${noticeReads} r WHERE r.notice_id = ${staffNotices.id} AND r.user_id = ${userId})`;

const columnsFor = (userId: string) => ({
  id: staffNotices.id,
  title: staffNotices.title,
  description: staffNotices.description,
  isUnread: sql<boolean>`NOT ${readBy(userId)}`.as('is_unread'),
  bookingId: staffNotices.bookingId,
  bookingQueueId: staffNotices.bookingQueueId,
  createdAt: staffNotices.createdAt,
});

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findForReader>>>;

/**
 * Sent while its kind and activity were heard without a break (heard-since.ts). The times are one jsonb
 * parameter, looked up per notice; a reader who never chose has none, and no condition.
 */
function heardWhenSent(heardSince: HeardSince): SQL | undefined {
  if (Object.keys(heardSince).length === 0) return undefined;
  const since = sql`${JSON.stringify(heardSince)}::jsonb`;
  return sql`${staffNotices.createdAt} >= coalesce((${since} ->> ('kind:' || ${staffNotices.kind}))::timestamptz, '-infinity')
    AND (${staffNotices.activityId} IS NULL OR ${staffNotices.createdAt} >= coalesce(
      (${since} ->> ('activity:' || ${staffNotices.activityId}))::timestamptz,
      (${since} ->> 'activity:*')::timestamptz, '-infinity'))`;
}

/**
 * The notices a reader sees: of the session's venture, of its kinds, about no activity or one it chose,
 * heard since they were sent, not its own doing, and sent since it became a user (a new employee does
 * not inherit the venture's past).
 */
function visibleTo(reader: Reader): SQL | undefined {
  return and(
    eq(staffNotices.ventureId, reader.ventureId),
    // Arrays as one parameter each: one statement text whatever the reader chose.
    sql`${staffNotices.kind} = ANY(${sql.param(reader.kinds)}::text[])`,
    reader.activityIds.length === 0
      ? undefined
      : or(
          isNull(staffNotices.activityId),
          sql`${staffNotices.activityId} = ANY(${uuidArray(reader.activityIds)})`,
        ),
    heardWhenSent(reader.heardSince),
    or(isNull(staffNotices.authorId), ne(staffNotices.authorId, reader.userId)),
    gte(staffNotices.createdAt, sql`(SELECT u.created_at FROM users u WHERE u.id = ${reader.userId})`),
  );
}

/** The inbox's one sort: by creation, then id. */
const BY_CREATION = [staffNotices.createdAt, staffNotices.id] as const;

export function listInbox(db: Executor, reader: Reader, isUnread: boolean | undefined, page: PageQuery) {
  const unread =
    isUnread === undefined ? undefined : isUnread ? sql`NOT ${readBy(reader.userId)}` : readBy(reader.userId);
  return readPage(db, {
    from: staffNotices,
    id: staffNotices.id,
    where: and(visibleTo(reader), unread),
    orderBy: BY_CREATION,
    page,
    load: (ids) =>
      db.select(columnsFor(reader.userId)).from(staffNotices).where(inArray(staffNotices.id, ids)),
  });
}

export async function findForReader(db: Executor, id: string, reader: Reader) {
  const [row] = await db
    .select(columnsFor(reader.userId))
    .from(staffNotices)
    .where(and(eq(staffNotices.id, id), visibleTo(reader)));
  return row;
}

/** Viewed (a read row) or unread again (none). */
export async function setUnread(db: Executor, id: string, userId: string, isUnread: boolean): Promise<void> {
  if (isUnread) {
    await db.delete(noticeReads).where(and(eq(noticeReads.noticeId, id), eq(noticeReads.userId, userId)));
  } else {
    await db.insert(noticeReads).values({ noticeId: id, userId }).onConflictDoNothing();
  }
}

export interface NewNotice {
  ventureId: string;
  kind: StoredKind;
  activityId: string | null;
  authorId: string | null;
  title: string;
  description: string | null;
  bookingId?: string | null | undefined;
  /** The booking's date, with its id. */
  bookedDate?: string | null | undefined;
  bookingQueueId?: string | null | undefined;
}

export async function insertNotice(db: Executor, notice: NewNotice) {
  const [row] = await db
    .insert(staffNotices)
    .values(notice)
    .returning({ id: staffNotices.id, createdAt: staffNotices.createdAt });
  if (!row) throw new Error('notice not stored');
  return row;
}

/**
 * What the user chose to hear in the venture, or undefined (never chose): its chosen activities still
 * live, and when the last of them went if none is. `lock` keeps a concurrent choice waiting.
 */
export async function findPreferences(db: Executor, userId: string, ventureId: string, lock = false) {
  const [row] = await queryRows<{
    kinds: string[];
    chosen: number;
    activityIds: string[];
    goneAt: string | null;
    heardSince: HeardSince;
  }>(
    db,
    sql`SELECT p.kinds, cardinality(p.activity_ids) AS chosen, p.heard_since AS "heardSince",
        ARRAY(SELECT a.id FROM activities a WHERE a.id = ANY(p.activity_ids) AND a.venture_id = p.venture_id
              AND a.deleted_at IS NULL ORDER BY a.id) AS "activityIds",
        (SELECT max(a.deleted_at)::text FROM activities a WHERE a.id = ANY(p.activity_ids)) AS "goneAt"
      FROM ${noticePreferences} p WHERE p.user_id = ${userId} AND p.venture_id = ${ventureId}
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** The database's time, as text: the times of a choice are compared with the notices' own. */
export async function databaseNow(db: Executor): Promise<string> {
  const [row] = await queryRows<{ now: string }>(db, sql`SELECT now()::text AS now`);
  return row?.now as string;
}

export async function savePreferences(
  db: Executor,
  row: { userId: string; ventureId: string; kinds: string[]; activityIds: string[]; heardSince: HeardSince },
): Promise<void> {
  const { kinds, activityIds, heardSince } = row;
  await db
    .insert(noticePreferences)
    .values(row)
    .onConflictDoUpdate({
      target: [noticePreferences.userId, noticePreferences.ventureId],
      set: { kinds, activityIds, heardSince, updatedAt: sql`now()` },
    });
}

/** How many of `ids` are live activities of the venture: a choice may name only those. */
export async function countLiveActivities(db: Executor, ventureId: string, ids: string[]): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM ${activities} a
      WHERE a.id = ANY(${uuidArray(ids)}) AND a.venture_id = ${ventureId} AND a.deleted_at IS NULL`,
  );
  return row?.count ?? 0;
}

/** The venture's live activities, by name: what a user may choose to hear of. */
export function listActivities(db: Executor, ventureId: string) {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(and(isNull(activities.deletedAt), eq(activities.ventureId, ventureId)))
    .orderBy(nameKey(activities.name), activities.id);
}

/**
 * How many live, unblocked staff users (of the groups holding WEB_ACCESS) work in the venture (a MASTER
 * works in every one). Read down the staff groups (users_feature_group_idx), never over the people.
 */
export async function countStaffIn(db: Executor, ventureId: string) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM feature_groups g JOIN users u ON u.feature_group_id = g.id
      WHERE EXISTS(SELECT 1 FROM feature_group_features gf JOIN features f ON f.id = gf.feature_id
                   WHERE gf.feature_group_id = g.id AND f.key = 'WEB_ACCESS')
        AND u.deleted_at IS NULL AND NOT u.is_blocked AND coalesce(u.blocked_until <= now(), true)
        AND (g.key = ${MASTER_GROUP_KEY}
             OR EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = ${ventureId}))`,
  );
  return row?.count ?? 0;
}
