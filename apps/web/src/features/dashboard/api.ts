import type { Dashboard, DashboardQuery } from '@reserva/shared/dashboard/dashboard.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// The dashboard's one call (decisions.md, Dashboard); null: nothing to ask (no keys, or a bad period).

export function useDashboard(query: DashboardQuery | null) {
  return useQuery({
    queryKey: ['dashboard', query],
    queryFn: ({ signal }) => api<Dashboard>('/dashboard', { query: query ?? undefined, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
