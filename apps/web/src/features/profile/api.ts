import type { ProfileRequest } from '@reserva/shared/users/profile.schemas';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { updateSessionUser } from '../../app/session/session-store';
import { showErrorToast } from '../../ui/toasts';

// The calls of /profile (spec 002, section 7: Profile), and the stored session's user kept in step.

const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<UserDetails>('/users/profile', { signal }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileRequest) => api<UserDetails>('/users/profile', { method: 'PUT', body }),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKey, user);
      updateSessionUser({ name: user.name, email: user.email });
    },
    onError: (error) =>
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar o perfil, tente novamente.'),
  });
}

/** Replaces (file) or removes (null) one's own photo. */
export function useProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, file }: { userId: string; file: File | null }) => {
      if (!file) return api<void>(`/avatars/users/${userId}`, { method: 'DELETE' }).then(() => null);
      const body = new FormData();
      body.append('avatar', file);
      return api<{ avatarUrl: string | null }>(`/avatars/users/${userId}`, { method: 'PATCH', body }).then(
        (answer) => answer.avatarUrl,
      );
    },
    onSuccess: (avatarUrl) => {
      updateSessionUser({ avatarUrl });
      return queryClient.invalidateQueries({ queryKey: profileKey });
    },
    onError: (error) =>
      showErrorToast('Falha ao atualizar', error, 'Ocorreu um erro ao salvar a foto, tente novamente.'),
  });
}
