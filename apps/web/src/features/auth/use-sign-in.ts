import type { SessionResponse } from '@reserva/shared/auth/auth.schemas';
import type { SignInRequest } from '@reserva/shared/auth/sign-in.schema';
import type { Audience } from '@reserva/shared/permissions/audience';
import { useState } from 'react';
import { api } from '../../app/session/api-client';
import { saveSession } from '../../app/session/session-store';
import { showErrorToast } from '../../ui/toasts';

// A plain state rather than a query mutation: the sign-in is the first screen, and Sócio draws it
// before it loads the query library (socio/main.tsx).

/**
 * Signs in to the back-office and Portaria (staff), or to the members' app (`person`); the face's
 * router then opens its first screen.
 */
export function useSignIn(audience: Audience = 'staff') {
  const [isPending, setPending] = useState(false);
  const run = async (body: SignInRequest) => {
    setPending(true);
    try {
      const path = audience === 'person' ? '/me/sessions' : '/v2/sessions';
      saveSession(await api<SessionResponse>(path, { method: 'POST', body, auth: false }));
    } catch (error) {
      showSignInError(error);
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}

/** The sign-in's failure toast: the error's own text when it has a code, else the general one. */
export function showSignInError(error: unknown): void {
  showErrorToast(
    'Falha na autenticação',
    error,
    'Ocorreu um erro ao fazer o login, verifique os dados e tente novamente.',
  );
}
