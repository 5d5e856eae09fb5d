import type { SwitchableVentures } from '@reserva/shared/auth/auth.schemas';
import { idPages, MAX_PAGE_SIZE } from '@reserva/shared/common/list.schemas';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api, signOut, switchVenture } from '../../app/session/api-client';
import { showErrorToast } from '../../ui/toasts';

const CHOICES_PAGE_SIZE = 20;

/**
 * The ventures the user may switch to whose name holds `name`, a page at a time (`fetchNextPage` as
 * the list scrolls), since a MASTER may reach thousands (the header's switch, the forms' venture
 * fields); read only once `enabled` (the list opened).
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

/**
 * Which of `ids` (a record's ventures) the user may switch to, with their names: the server answers a
 * page of at most MAX_PAGE_SIZE ids, so more go in several.
 */
export function useSwitchableAmong(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['sessions', 'ventures', 'among', sorted],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        idPages(sorted).map((chunk) =>
          api<SwitchableVentures>('/sessions/ventures', {
            query: { ids: chunk.join(','), limit: MAX_PAGE_SIZE },
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
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
