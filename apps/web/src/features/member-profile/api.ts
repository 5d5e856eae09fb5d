import type { FaceCheckResponse } from '@reserva/shared/faces/faces.schemas';
import type {
  MemberPasswordChange,
  MemberProfile,
  MemberProfileUpdate,
} from '@reserva/shared/members/member-profile.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { updateSessionUser } from '../../app/session/session-store';

// Sócio's profile (issue 31, point 8): the person's own record, photo and password, under /api/me.

const profileKey = ['me', 'profile'] as const;

export function useMemberProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<MemberProfile>('/me/profile', { signal }),
  });
}

/** POST /me/profile/photo/check: the photo's avatarStatus for the person's own group; nothing is stored. */
export function checkOwnPhoto(file: File): Promise<FaceCheckResponse> {
  const body = new FormData();
  body.append('face', file);
  return api<FaceCheckResponse>('/me/profile/photo/check', { method: 'POST', body });
}

/** What happens to the photo on save: a new file, removal (null), or nothing (undefined). */
export type PhotoChange = File | null | undefined;

/**
 * Saves the data, then the photo (its own call, as in the staff's forms): the consent is saved first, so
 * that a new photo is enrolled with it. The header's name and photo and `/me` follow.
 */
export function useSaveMemberProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photo }: { body: MemberProfileUpdate; photo: PhotoChange }) => {
      let saved = await api<MemberProfile>('/me/profile', { method: 'PUT', body });
      if (photo === null) saved = await api<MemberProfile>('/me/profile/photo', { method: 'DELETE' });
      if (photo instanceof File) {
        const form = new FormData();
        form.append('avatar', photo);
        saved = await api<MemberProfile>('/me/profile/photo', { method: 'PUT', body: form });
      }
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      updateSessionUser({ name: saved.name, avatarUrl: saved.avatarUrl });
      return queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    },
    // A failed photo leaves the data saved: read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

export function useChangeMemberPassword() {
  return useMutation({
    mutationFn: (body: MemberPasswordChange) => api<void>('/me/password', { method: 'PUT', body }),
  });
}
