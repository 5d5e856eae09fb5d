import type {
  ActivityCreate,
  ActivityDetails,
  ActivityItemInput,
  ActivityListQuery,
  ActivitySummary,
  ActivityUpdate,
} from '@reserva/shared/activities/activities.schemas';
import type { Paged } from '@reserva/shared/common/list.schemas';
import type { SpotListItem } from '@reserva/shared/spots/spots.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { isPendingBookingsError } from '../../ui/dialogs/pending-bookings';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the activity screens (spec 002 s.7 Activities; spec 001 s.7 activity items).

const activitiesKey = ['activities'] as const;
const activityKey = (id: string) => [...activitiesKey, 'details', id] as const;

export function useActivities(params: Partial<ActivityListQuery>) {
  return useQuery({
    queryKey: [...activitiesKey, 'list', params],
    queryFn: ({ signal }) => api<Paged<ActivitySummary>>('/activities', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(id: string | undefined) {
  return useQuery({
    queryKey: activityKey(id ?? ''),
    queryFn: ({ signal }) => api<ActivityDetails>(`/activities/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** The spots an activity may be held at, by name (the spots list's largest page). */
export function useSpotOptions() {
  return useQuery({
    queryKey: ['spots', 'list', { limit: 100, sort: 'name', order: 'ASC' }],
    queryFn: ({ signal }) =>
      api<Paged<SpotListItem>>('/spots', { query: { limit: 100, sort: 'name', order: 'ASC' }, signal }),
    select: (page) => page.items,
  });
}

/**
 * After any change the lists and details load again (a spot's details list its activities too).
 * After deleting the activity shown, nothing refetches at once: its details would answer 404.
 */
function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return (refetchType: 'active' | 'none' = 'active') =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activitiesKey, refetchType }),
      queryClient.invalidateQueries({ queryKey: ['spots', 'details'], refetchType }),
    ]);
}

// The form shows its own success toast once the photo is saved too.
export function useCreateActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: (body: ActivityCreate) => api<{ id: string }>('/activities', { method: 'POST', body }),
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast(
        'Falha no cadastro',
        error,
        'Ocorreu um erro ao cadastrar a atividade, tente novamente.',
      ),
  });
}

export function useUpdateActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, body, isVerified }: { id: string; body: ActivityUpdate; isVerified: boolean }) =>
      api<{ id: string }>(`/activities/${id}`, { method: 'PUT', body, query: { isVerified } }),
    onSuccess: () => invalidate(),
    onError: (error) => {
      if (isPendingBookingsError(error)) return; // the confirmation dialog asks instead
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar a atividade, tente novamente.');
    },
  });
}

export function useDeleteActivity() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      api<void>(`/activities/${id}`, { method: 'DELETE', query: { isVerified } }),
    onSuccess: () => {
      void invalidate('none');
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) => {
      if (isPendingBookingsError(error)) return;
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir a atividade, tente novamente.');
    },
  });
}

/** Replaces (file) or removes (null) the activity's photo. */
export function useActivityPhoto() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) => {
      if (!file) return api<void>(`/avatars/activities/${id}`, { method: 'DELETE' });
      const body = new FormData();
      body.append('avatar', file);
      return api<void>(`/avatars/activities/${id}`, { method: 'PATCH', body });
    },
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao salvar a foto da atividade, tente novamente.',
      ),
  });
}

export function useCreateActivityItem() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: string; body: ActivityItemInput }) =>
      api<{ id: string }>(`/activities/${activityId}/items`, { method: 'POST', body }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao cadastrar', error, 'Ocorreu um erro ao cadastrar o item, tente novamente.'),
  });
}

export function useUpdateActivityItem() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, body, isVerified }: { id: string; body: ActivityItemInput; isVerified: boolean }) =>
      api<{ id: string }>(`/activities/items/${id}`, { method: 'PUT', body, query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) => {
      if (isPendingBookingsError(error)) return;
      showErrorToast('Falha ao atualizar', error, 'Ocorreu um erro ao atualizar o item, tente novamente.');
    },
  });
}

export function useDeleteActivityItem() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      api<void>(`/activities/items/${id}`, { method: 'DELETE', query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) => {
      if (isPendingBookingsError(error)) return;
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir o item, tente novamente.');
    },
  });
}
