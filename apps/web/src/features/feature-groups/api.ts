import type { Paged } from '@reserva/shared/common/list.schemas';
import { MAX_PAGE_SIZE } from '@reserva/shared/common/list.schemas';
import type {
  FeatureGroupDetails,
  FeatureGroupListQuery,
  FeatureGroupSummary,
  FeatureGroupWrite,
} from '@reserva/shared/feature-groups/feature-groups.schemas';
import type { Feature } from '@reserva/shared/features/features.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the permission-group screens (spec 002, section 7, Permission groups and permissions).

const groupsKey = ['feature-groups'] as const;

export function useFeatureGroups(params: Partial<FeatureGroupListQuery>) {
  return useQuery({
    queryKey: [...groupsKey, 'list', params],
    queryFn: ({ signal }) => api<Paged<FeatureGroupSummary>>('/feature-groups', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeatureGroup(id: string | undefined) {
  return useQuery({
    queryKey: [...groupsKey, 'details', id],
    queryFn: ({ signal }) => api<FeatureGroupDetails>(`/feature-groups/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** Every permission, for the checklist: the list is paged at 100, so all pages are read. */
export function useAllFeatures(enabled: boolean) {
  return useQuery({
    queryKey: ['features', 'all'],
    enabled,
    queryFn: async ({ signal }) => {
      const items: Feature[] = [];
      for (let page = 1; ; page++) {
        const answer = await api<Paged<Feature>>('/features', {
          query: { limit: MAX_PAGE_SIZE, page, sort: 'key', order: 'ASC' },
          signal,
        });
        items.push(...answer.items);
        if (page >= answer.pages) return items;
      }
    },
  });
}

/** Groups and features show each other's counts: a change reloads both. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupsKey }),
      queryClient.invalidateQueries({ queryKey: ['features'] }),
    ]);
}

export function useSaveFeatureGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: FeatureGroupWrite }) =>
      id
        ? api<FeatureGroupDetails>(`/feature-groups/${id}`, { method: 'PUT', body })
        : api<FeatureGroupDetails>('/feature-groups', { method: 'POST', body }),
    onSuccess: (_group, { id }) => {
      void invalidate();
      showSuccessToast(id ? 'Editado com sucesso' : 'Cadastrado com sucesso');
    },
    onError: (error, { id }) =>
      id
        ? showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar o grupo, tente novamente.')
        : showErrorToast(
            'Falha no cadastro',
            error,
            'Ocorreu um erro ao cadastrar o grupo, tente novamente.',
          ),
  });
}

export function useDeleteFeatureGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/feature-groups/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      // Lists only: the deleted group's details must not load again (it would answer 404).
      void queryClient.invalidateQueries({ queryKey: [...groupsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['features'] });
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir o grupo, tente novamente.'),
  });
}
