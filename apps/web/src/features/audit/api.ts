import type { AuditLogItem, AuditLogQuery } from '@reserva/shared/audit/audit.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// The action log's calls (GET /audit-logs and its actors). Every write anywhere adds to the log, and
// no mutation invalidates it: it is read afresh each time the screen opens.

export type AuditLogParams = Partial<AuditLogQuery>;

export interface AuditActor {
  id: string;
  name: string;
}

export function useAuditLog(query: AuditLogParams) {
  return useQuery({
    queryKey: ['audit-logs', 'list', query],
    queryFn: ({ signal }) => api<Paged<AuditLogItem>>('/audit-logs', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: ['audit-logs', 'actors'],
    queryFn: ({ signal }) => api<AuditActor[]>('/audit-logs/actors', { signal }),
    staleTime: 0,
  });
}
