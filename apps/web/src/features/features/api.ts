import type { Paged } from '@reserva/shared/common/list.schemas';
import type { Feature, FeatureListQuery, FeatureWrite } from '@reserva/shared/features/features.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the permissions screen (spec 002, section 7, Permission groups and permissions).

export const featuresKey = ['features'] as const;

export function useFeatures(params: Partial<FeatureListQuery>) {
  return useQuery({
    queryKey: [...featuresKey, 'list', params],
    queryFn: ({ signal }) => api<Paged<Feature>>('/features', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Features and groups show each other's counts: a change reloads both. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: featuresKey }),
      queryClient.invalidateQueries({ queryKey: ['feature-groups'] }),
    ]);
}

export function useSaveFeature() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: FeatureWrite }) =>
      id
        ? api<Feature>(`/features/${id}`, { method: 'PUT', body })
        : api<Feature>('/features', { method: 'POST', body }),
    onSuccess: (_feature, { id }) => {
      void invalidate();
      showSuccessToast(id ? 'Editado com sucesso' : 'Cadastrado com sucesso');
    },
    onError: (error, { id }) =>
      id
        ? showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar a permissão, tente novamente.')
        : showErrorToast(
            'Falha ao cadastrar',
            error,
            'Ocorreu um erro ao cadastrar a permissão, tente novamente.',
          ),
  });
}

export function useDeleteFeature() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/features/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir a permissão, tente novamente.'),
  });
}
