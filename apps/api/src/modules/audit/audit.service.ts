import type { AuditLogItem, AuditLogQuery } from '@reserva/shared/audit/audit.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { toPaged } from '../../db/paging';
import { iso } from '../../db/raw';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import { type AuditRow, listAuditActors, listAuditLog } from './audit.repository';

// The log is read within the session's venture, like every other list: a record's history is what was
// done to it there.

export async function listLog(
  ctx: AppContext,
  principal: Principal,
  query: AuditLogQuery,
): Promise<Paged<AuditLogItem>> {
  const { items, total } = await listAuditLog(ctx.readDb, principal.ventureId, query);
  return toPaged(items.map(toItem), total, query.limit);
}

export function listActors(ctx: AppContext, principal: Principal) {
  return listAuditActors(ctx.readDb, principal.ventureId);
}

function toItem(row: AuditRow): AuditLogItem {
  return {
    id: row.id,
    at: iso(row.at),
    actorId: row.actorId,
    actorName: row.actorName,
    route: row.route,
    action: row.action,
    subjectType: row.subjectType as AuditLogItem['subjectType'],
    subjectId: row.subjectId,
    recordType: row.recordType,
    recordId: row.recordId,
    changes: row.changes as AuditLogItem['changes'],
  };
}
