import type {
  AppSignupRequest,
  AppSignupRequested,
  AppSignupVentures,
} from '@reserva/shared/auth/app-signup.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// The members' app's sign-up (`/signup`): public calls, made without a session (auth: false).

export function useSignupVentures() {
  return useQuery({
    queryKey: ['app-signup', 'ventures'],
    queryFn: ({ signal }) => api<AppSignupVentures>('/app-signup/ventures', { auth: false, signal }),
    select: (answer) => answer.items.map((venture) => ({ value: venture.id, label: venture.name })),
  });
}

/** POST /app-signup: the answer is the same whoever the e-mail or document belong to. */
export function useAppSignup() {
  return useMutation({
    mutationFn: (body: AppSignupRequest) =>
      api<AppSignupRequested>('/app-signup', { method: 'POST', body, auth: false }),
  });
}
