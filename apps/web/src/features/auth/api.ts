import type { SessionVenture } from '@reserva/shared/auth/auth.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, signOut, switchVenture } from '../../app/session/api-client';
import { showErrorToast } from '../../ui/toasts';

/** The ventures the signed-in user can switch to. */
export function useSwitchableVentures() {
  return useQuery({
    queryKey: ['sessions', 'ventures'],
    queryFn: ({ signal }) => api<{ items: SessionVenture[] }>('/sessions/ventures', { signal }),
    select: (data) => data.items,
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
