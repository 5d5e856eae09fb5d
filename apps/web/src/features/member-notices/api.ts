import type {
  BookingReminderEvent,
  MemberNoticePreferences,
  MemberNoticePreferencesUpdate,
} from '@reserva/shared/members/member-notices.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/socket-events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { reminderToast } from './reminder-toast';

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

/** Reminders heard within this time of the first show as one toast. */
const GATHER_MS = 1000;

/** The reminders of bookings of tomorrow, shown as they are sent while the app is open. */
export function useBookingReminders(): void {
  const gathered = useRef<BookingReminderEvent[]>([]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useSocketEvent(SOCKET_EVENTS.bookingReminder, (payload: BookingReminderEvent) => {
    if (!payload?.title) return;
    gathered.current.push(payload);
    timer.current ??= window.setTimeout(() => {
      const { title, message } = reminderToast(gathered.current);
      gathered.current = [];
      timer.current = undefined;
      showSuccessToast(title, message);
    }, GATHER_MS);
  });
}
