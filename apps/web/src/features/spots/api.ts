import type { Paged } from '@reserva/shared/common/list.schemas';
import type {
  ModalityInput,
  SpotDetails,
  SpotInput,
  SpotListItem,
  SpotListQuery,
} from '@reserva/shared/spots/spots.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { isPendingBookingsError } from '../../ui/dialogs/pending-bookings';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the spots screens (spec 002, section 7, Spots).

const spotsKey = ['spots'] as const;
const spotKey = (id: string) => ['spots', 'details', id] as const;

export type SpotListParams = Partial<SpotListQuery>;

export function useSpots(params: SpotListParams) {
  return useQuery({
    queryKey: [...spotsKey, 'list', params],
    queryFn: ({ signal }) => api<Paged<SpotListItem>>('/spots', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSpot(id: string | undefined) {
  return useQuery({
    queryKey: spotKey(id ?? ''),
    queryFn: ({ signal }) => api<SpotDetails>(`/spots/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** After any change the lists and details load again. */
function useInvalidateSpots() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: spotsKey });
}

export function useCreateSpot() {
  const invalidate = useInvalidateSpots();
  return useMutation({
    mutationFn: (body: SpotInput) => api<{ id: string }>('/spots', { method: 'POST', body }),
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast('Falha no cadastro', error, 'Ocorreu um erro ao cadastrar o local, tente novamente.'),
  });
}

export function useUpdateSpot() {
  const invalidate = useInvalidateSpots();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SpotInput }) =>
      api<{ id: string }>(`/spots/${id}`, { method: 'PUT', body }),
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar o local, tente novamente.'),
  });
}

/** Deletes a spot; `isVerified` repeats the call after the pending-bookings confirmation. */
export function useDeleteSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      api<void>(`/spots/${id}`, { method: 'DELETE', query: { isVerified } }),
    onSuccess: () => {
      // Lists only: the details of the deleted spot must not load again (it would answer 404).
      void queryClient.invalidateQueries({ queryKey: [...spotsKey, 'list'] });
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) => {
      if (isPendingBookingsError(error)) return; // the confirmation dialog asks instead
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir o local, tente novamente.');
    },
  });
}

/** Replaces (file) or removes (null) the spot's photo. */
export function useSpotPhoto() {
  const invalidate = useInvalidateSpots();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) => {
      if (!file) return api<void>(`/avatars/spots/${id}`, { method: 'DELETE' });
      const body = new FormData();
      body.append('avatar', file);
      return api<void>(`/avatars/spots/${id}`, { method: 'PATCH', body });
    },
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao salvar a foto do local, tente novamente.',
      ),
  });
}

export function useCreateModality() {
  const invalidate = useInvalidateSpots();
  return useMutation({
    mutationFn: ({ spotId, body }: { spotId: string; body: ModalityInput }) =>
      api<{ id: string }>(`/spots/${spotId}/modalities`, { method: 'POST', body }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao cadastrar',
        error,
        'Ocorreu um erro ao cadastrar a modalidade, tente novamente.',
      ),
  });
}

export function useUpdateModality() {
  const invalidate = useInvalidateSpots();
  return useMutation({
    mutationFn: ({ id, body, isVerified }: { id: string; body: ModalityInput; isVerified: boolean }) =>
      api<{ id: string }>(`/spots/modalities/${id}`, { method: 'PUT', body, query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) => {
      if (isPendingBookingsError(error)) return;
      showErrorToast('Falha ao atualizar', error, 'Ocorreu um erro ao editar a modalidade, tente novamente.');
    },
  });
}

export function useDeleteModality() {
  const invalidate = useInvalidateSpots();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      api<void>(`/spots/modalities/${id}`, { method: 'DELETE', query: { isVerified } }),
    onSuccess: () => {
      void invalidate();
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) => {
      if (isPendingBookingsError(error)) return;
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir a modalidade, tente novamente.');
    },
  });
}
