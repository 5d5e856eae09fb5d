import type {
  CancelBookingEvent,
  NoticePreferences,
  NoticePreferencesUpdate,
  Notification,
} from '@reserva/shared/notifications/notifications.schemas';
import { SOCKET_EVENTS } from '@reserva/shared/notifications/notifications.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../app/realtime/socket-context';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import {
  addNotification,
  type NotificationPage,
  removeCancelled,
  replaceNotification,
} from './notification-cache';

const unreadKey = ['notifications', 'unread'] as const;
const preferencesKey = (ventureId: string) => ['notifications', 'preferences', ventureId] as const;

export function useUnreadNotifications() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      api<NotificationPage>('/notifications', { query: { isUnread: true, limit: 20, page: 1 }, signal }),
  });
}

export function useMarkNotificationViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Notification>(`/notifications/${id}`, { method: 'PATCH', body: { isUnread: false } }),
    onSuccess: (updated) =>
      queryClient.setQueryData<NotificationPage>(
        unreadKey,
        (page) => page && replaceNotification(page, updated),
      ),
    onError: (error) =>
      showErrorToast('Falha ao marcar como lida', error, 'Ocorreu um erro inesperado, tente novamente.'),
  });
}

/** Keeps the unread list current with the socket's events, without reloading it. */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  // A load under way may have read the server before this event and would overwrite it on arrival:
  // it is cancelled, the event applied, and the list loaded again (which then holds the event).
  const update = async (change: (page: NotificationPage) => NotificationPage) => {
    const wasLoading = queryClient.isFetching({ queryKey: unreadKey }) > 0;
    await queryClient.cancelQueries({ queryKey: unreadKey });
    queryClient.setQueryData<NotificationPage>(unreadKey, (page) => page && change(page));
    if (wasLoading || !queryClient.getQueryData(unreadKey)) {
      void queryClient.invalidateQueries({ queryKey: unreadKey });
    }
  };

  useSocketEvent<Notification>(SOCKET_EVENTS.bookingNotification, (notification) => {
    void update((page) => addNotification(page, notification));
  });
  useSocketEvent<CancelBookingEvent>(SOCKET_EVENTS.cancelBookingNotification, (event) => {
    void update((page) => removeCancelled(page, event));
  });

  // Events sent while the socket was not connected (before its first connection, a network loss, a
  // token renewal) exist only on the server: every connection reloads the list. Its user's room is
  // joined before the client hears 'connect', so nothing falls between the reload and the live events;
  // a load already under way may have read before the connection, so it starts again.
  useSocketEvent('connect', () => {
    void queryClient.invalidateQueries({ queryKey: unreadKey });
  });
}

/** Which notices reach the user's bell in the session's venture (GET /notifications/preferences). */
export function useNoticePreferences(ventureId: string) {
  return useQuery({
    queryKey: preferencesKey(ventureId),
    queryFn: ({ signal }) => api<NoticePreferences>('/notifications/preferences', { signal }),
  });
}

/** PUT /notifications/preferences; the bell's list follows the new choice at once. */
export function useSaveNoticePreferences(ventureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticePreferencesUpdate) =>
      api<NoticePreferences>('/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey(ventureId), saved);
      void queryClient.invalidateQueries({ queryKey: unreadKey });
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao atualizar', error, 'Ocorreu um erro inesperado, tente novamente.'),
  });
}
