import type { AuditLogQuery } from '@reserva/shared/audit/audit.schemas';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDayStart } from '../../db/local-time';
import { pageLoader, readPage } from '../../db/paging';
import { queryRows } from '../../db/raw';
import { auditLog } from '../../db/schema/audit';

/** The first instant of a São Paulo date. */
const startOfDay = (date: string) => localDayStart(sql`${date}::date`);
const dayAfter = (date: string) => localDayStart(sql`${date}::date + 1`);

export type AuditRow = typeof auditLog.$inferSelect;

/** The log's one sort: by time, then id. */
const BY_TIME = [auditLog.at, auditLog.id] as const;

const loadPage = pageLoader((db, idIn) => db.select().from(auditLog).where(idIn(auditLog.id)));

/** One page of a venture's log on its (venture, at) index, or the subject's or the actor's. */
export function listAuditLog(db: Executor, ventureId: string, query: AuditLogQuery) {
  const filters: (SQL | undefined)[] = [
    eq(auditLog.ventureId, ventureId),
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.minDate ? gte(auditLog.at, startOfDay(query.minDate)) : undefined,
    query.maxDate ? lt(auditLog.at, dayAfter(query.maxDate)) : undefined,
  ];
  return readPage<AuditRow>(db, {
    from: auditLog,
    id: auditLog.id,
    where: and(...filters),
    orderBy: BY_TIME,
    page: query,
    load: (ids) => loadPage(db, ids),
  });
}

/**
 * Who wrote in the venture's log, by name: one index probe per actor (a skip scan of the actor
 * index), however long the log.
 */
export function listAuditActors(db: Executor, ventureId: string) {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`WITH RECURSIVE actors(id) AS (
        (SELECT actor_id FROM audit_log WHERE venture_id = ${ventureId} AND actor_id IS NOT NULL
         ORDER BY actor_id LIMIT 1)
        UNION ALL
        SELECT (SELECT a.actor_id FROM audit_log a WHERE a.venture_id = ${ventureId} AND a.actor_id > actors.id
                ORDER BY a.actor_id LIMIT 1)
        FROM actors WHERE actors.id IS NOT NULL)
      SELECT u.id, u.name FROM actors JOIN users u ON u.id = actors.id ORDER BY name_sort_key(u.name), u.id`,
  );
}
