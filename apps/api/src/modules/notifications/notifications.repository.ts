import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PageQuery, readPage } from '../../db/paging';
import { queryRows, uuidArray } from '../../db/raw';
import { notifications } from '../../db/schema/notifications';

const columns = {
  id: notifications.id,
  title: notifications.title,
  description: notifications.description,
  isUnread: notifications.isUnread,
  bookingId: notifications.bookingId,
  bookingQueueId: notifications.bookingQueueId,
  createdAt: notifications.createdAt,
};

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findForRecipient>>>;

export interface InboxFilter {
  userId: string;
  ventureId: string;
  isUnread?: boolean | undefined;
}

function inboxWhere(filter: InboxFilter): SQL | undefined {
  return and(
    eq(notifications.userId, filter.userId),
    eq(notifications.ventureId, filter.ventureId),
    filter.isUnread === undefined ? undefined : eq(notifications.isUnread, filter.isUnread),
  );
}

export function listInbox(db: Executor, filter: InboxFilter, page: PageQuery) {
  return readPage(db, {
    from: notifications,
    id: notifications.id,
    where: inboxWhere(filter),
    orderBy: [notifications.createdAt, notifications.id],
    page,
    load: (ids) => db.select(columns).from(notifications).where(inArray(notifications.id, ids)),
  });
}

export async function findForRecipient(db: Executor, id: string, userId: string, ventureId: string) {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.ventureId, ventureId)),
    );
  return row;
}

export async function setUnread(db: Executor, id: string, isUnread: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ isUnread })
    .where(eq(notifications.id, id))
    .returning(columns);
  return row;
}

export interface NewNotification {
  userId: string;
  ventureId: string;
  title: string;
  description: string | null;
  bookingId?: string | null;
  bookingQueueId?: string | null;
}

export function insertMany(db: Executor, rows: NewNotification[]) {
  return db
    .insert(notifications)
    .values(rows)
    .returning({ ...columns, userId: notifications.userId });
}

/**
 * Live, unblocked staff who may work in the venture (linked to it, or MASTER), with their keys. Read
 * from the groups that sign in to the back-office down their users (users_feature_group_idx), never
 * over the people, who are most of the users: every booking asks this.
 */
/** The staff groups (those holding WEB_ACCESS) with their keys: a handful of rows, whatever the staff. */
export async function listStaffGroups(db: Executor) {
  const rows = await queryRows<{ id: string; features: string[] }>(
    db,
    sql`SELECT g.id, ARRAY(SELECT f.key FROM feature_group_features gf JOIN features f ON f.id = gf.feature_id
          WHERE gf.feature_group_id = g.id) AS features
      FROM feature_groups g
      WHERE EXISTS(SELECT 1 FROM feature_group_features gf JOIN features f ON f.id = gf.feature_id
                   WHERE gf.feature_group_id = g.id AND f.key = 'WEB_ACCESS')`,
  );
  return rows.map((row) => ({ id: row.id, features: new Set(row.features) }));
}

/** The live, unblocked members of these groups who work in the venture (a MASTER works in every one). */
export async function listGroupMembersIn(db: Executor, ventureId: string, groupIds: string[]) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE u.feature_group_id = ANY(${uuidArray(groupIds)})
        AND u.deleted_at IS NULL AND NOT u.is_blocked AND coalesce(u.blocked_until <= now(), true)
        AND (g.key = ${MASTER_GROUP_KEY}
             OR EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = ${ventureId}))`,
  );
  return rows.map((row) => row.id);
}
