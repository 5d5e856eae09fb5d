import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { and, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PageQuery, readPage } from '../../db/paging';
import { queryRows } from '../../db/raw';
import { noticeReads, staffNotices } from '../../db/schema/notifications';
import type { Audience } from './audiences';

/** A staff user reading the bell: in the venture of the session, with the audiences of its keys. */
export interface Reader {
  userId: string;
  ventureId: string;
  audiences: Audience[];
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
 * The notices a reader sees: of the session's venture, for one of its audiences, not its own doing,
 * and sent since it became a user (a new employee does not inherit the venture's past).
 */
function visibleTo(reader: Reader): SQL | undefined {
  return and(
    eq(staffNotices.ventureId, reader.ventureId),
    inArray(staffNotices.audience, reader.audiences),
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
  audience: Audience;
  authorId: string | null;
  title: string;
  description: string | null;
  bookingId?: string | null | undefined;
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
