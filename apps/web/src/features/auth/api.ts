import type { SessionResponse, SessionVenture, SignInRequest } from '@reserva/shared/auth/auth.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, signOut, switchVenture } from '../../app/session/api-client';
import { saveSession } from '../../app/session/session-store';
import { showErrorToast } from '../../ui/toasts';

/** Signs in; the public-route guard then opens /dashboard. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInRequest) =>
      api<SessionResponse>('/v2/sessions', { method: 'POST', body, auth: false }),
    onSuccess: saveSession,
    onError: (error) =>
      showErrorToast(
        'Falha na autenticação',
        error,
        'Ocorreu um erro ao fazer o login, verifique os dados e tente novamente.',
      ),
  });
}

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
