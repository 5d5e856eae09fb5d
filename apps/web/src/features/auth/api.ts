import type { SwitchableVentures } from '@reserva/shared/auth/auth.schemas';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api, signOut, switchVenture } from '../../app/session/api-client';
import { showErrorToast } from '../../ui/toasts';

/** Every venture the signed-in user can switch to (the forms' venture fields). */
export function useSwitchableVentures() {
  return useQuery({
    queryKey: ['sessions', 'ventures'],
    queryFn: ({ signal }) => api<SwitchableVentures>('/sessions/ventures', { signal }),
    select: (data) => data.items,
  });
}

const CHOICES_PAGE_SIZE = 20;

/**
 * The header's venture switch: the ventures whose name holds `name`, a page at a time (`fetchNextPage`
 * as the list scrolls), since a MASTER may reach thousands; read only once `enabled` (the list opened).
 */
export function useVentureChoices(name: string, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: ['sessions', 'ventures', 'choices', name],
    queryFn: ({ signal, pageParam }) =>
      api<SwitchableVentures>('/sessions/ventures', {
        query: { name, page: pageParam, limit: CHOICES_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.pages ? page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useSwitchVenture() {
  return useMutation({
    mutationFn: switchVenture,
    onError: (error) =>
      showErrorToast(
        'Falha ao alterar plataforma',
        error,
        'Não foi possível alterar o empreendimento, tente novamente.',
      ),
  });
}

/** Signs out; never fails, the private-route guard then opens the sign-in page. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
