import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import type { SignInRequest } from '@reserva/shared/auth/sign-in.schema';
import type { Audience } from '@reserva/shared/permissions/audience';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { saveSession } from '../../app/session/session-store';
import { showErrorToast } from '../../ui/toasts';

// Apart from ./api so that the sign-in page, the first screen, loads no query hooks it does not use.

/**
 * Signs in to the back-office and Portaria (staff), or to the members' app (`person`); the face's
 * router then opens its first screen.
 */
export function useSignIn(audience: Audience = 'staff') {
  return useMutation({
    mutationFn: (body: SignInRequest) =>
      api<SessionResponse>(audience === 'person' ? '/me/sessions' : '/v2/sessions', {
        method: 'POST',
        body,
        auth: false,
      }),
    onSuccess: saveSession,
    onError: showSignInError,
  });
}

/** The sign-in's failure toast: the error's own text when it has a code, else the general one. */
export function showSignInError(error: unknown): void {
  showErrorToast(
    'Falha na autenticação',
    error,
    'Ocorreu um erro ao fazer o login, verifique os dados e tente novamente.',
  );
}
