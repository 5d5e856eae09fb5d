import type {
  MemberGuest,
  MemberGuestInvite,
  MemberGuests,
} from '@reserva/shared/members/member-guests.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';

// Sócio's guests (issue 31, point 7): the person's own guests and their invitation, under /api/me.

const guestsKey = ['me', 'guests'] as const;

export function useMemberGuests() {
  return useQuery({
    queryKey: guestsKey,
    queryFn: ({ signal }) => api<MemberGuests>('/me/guests', { signal }),
  });
}

/** POST /me/guests; the list and `/me` (whose family the booking's 'Para quem' offers) follow. */
export function useInviteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberGuestInvite) => api<MemberGuest>('/me/guests', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: guestsKey });
      void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    },
  });
}

/**
 * DELETE /me/guests/{id}: the guest leaves the list, and their pending bookings are cancelled; every
 * `/me` answer (the family, the bookings) follows.
 */
export function useRemoveGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/me/guests/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
