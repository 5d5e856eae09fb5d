import type {
  ForgotPasswordRequest,
  PasswordSetResponse,
  PasswordTokenRequest,
} from '@reserva/shared/passwords/passwords.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Public calls: made without a session (auth: false), so no token is sent or refreshed.

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      api<void>('/passwords/forgot', { method: 'POST', body, auth: false }),
    onSuccess: () => showSuccessToast('Recuperação de senha solicitada com sucesso'),
    onError: (error) =>
      showErrorToast(
        'Falha ao recuperar senha',
        error,
        'Ocorreu um erro ao solicitar a recuperação de senha, tente novamente.',
      ),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordTokenRequest) =>
      api<PasswordSetResponse>('/passwords/reset', { method: 'POST', body, auth: false }),
    onSuccess: () => showSuccessToast('Senha alterada com sucesso'),
    onError: (error) =>
      showErrorToast('Falha ao alterar senha', error, 'Ocorreu um erro ao alterar a senha, tente novamente.'),
  });
}

/** Sign-up confirmation; an invitation already used is not a toast but a panel of the page. */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: (body: PasswordTokenRequest) =>
      api<PasswordSetResponse>('/sessions/signup-confirm', { method: 'PUT', body, auth: false }),
    onSuccess: () => showSuccessToast('Senha definida com sucesso'),
    onError: (error) => {
      if (isInvitationUsed(error)) return;
      showErrorToast(
        'Falha ao confirmar senha',
        error,
        'Ocorreu um erro ao confirmar a senha, tente novamente.',
      );
    },
  });
}

export function isInvitationUsed(error: unknown): boolean {
  return error instanceof Error && error.message === 'user-account-already-confirmed';
}
