import type {
  BookingReminderEvent,
  MemberNoticePreferences,
  MemberNoticePreferencesUpdate,
} from '@reserva/shared/members/member-notices.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// A person's notices in Sócio (issue 31, point 8): which reach them by mail, and the live reminder.

const preferencesKey = ['me', 'notice-preferences'] as const;

export function useMemberNoticePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api<MemberNoticePreferences>('/me/notice-preferences', { signal }),
  });
}

/** Saves at once: the switch shows the choice while it is sent, and goes back if it fails. */
export function useSaveMemberNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberNoticePreferencesUpdate) =>
      api<MemberNoticePreferences>('/me/notice-preferences', { method: 'PUT', body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const before = queryClient.getQueryData<MemberNoticePreferences>(preferencesKey);
      queryClient.setQueryData<MemberNoticePreferences>(preferencesKey, {
        kinds: body.kinds,
        isDefault: false,
      });
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      showSuccessToast('Preferências salvas');
    },
    onError: (error, _body, context) => {
      queryClient.setQueryData(preferencesKey, context?.before);
      showErrorToast('Falha ao salvar', error, 'Ocorreu um erro inesperado, tente novamente.');
    },
  });
}

/** The reminder of a booking of tomorrow, shown as it is sent while the app is open. */
export function useBookingReminders(): void {
  useSocketEvent(SOCKET_EVENTS.bookingReminder, (payload: BookingReminderEvent) => {
    if (payload?.title) showSuccessToast(payload.title, payload.description);
  });
}
