import type { Paged } from '@reserva/shared/common/list.schemas';
import { EXPERIENCE_LEVEL_READ_KEYS } from '@reserva/shared/ventures/experience-levels.rules';
import type {
  ExperienceLevel,
  ExperienceLevelBody,
} from '@reserva/shared/ventures/experience-levels.schemas';
import type { UserCategory, UserCategoryUpdate } from '@reserva/shared/ventures/user-categories.schemas';
import type {
  Venture,
  VentureBody,
  VentureDependents,
  VentureDetails,
  VentureListItem,
  VentureListQuery,
} from '@reserva/shared/ventures/ventures.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { useRequiredSession } from '../../app/session/use-session';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the venture screens (spec 002, section 7: Ventures, User categories and experience
// levels). Categories and levels are read with the venture's details.

const venturesKey = ['ventures'] as const;
const ventureKey = (id: string) => ['ventures', 'details', id] as const;
// The ventures the session may switch to (features/auth: the header's switch, the forms' venture
// fields): a new, renamed or deleted venture shows there too.
const switchableKey = ['sessions', 'ventures'] as const;

export type VentureListParams = Partial<VentureListQuery>;

export function useVentures(params: VentureListParams) {
  return useQuery({
    queryKey: [...venturesKey, 'list', params],
    queryFn: ({ signal }) => api<Paged<VentureListItem>>('/ventures', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVenture(id: string | undefined) {
  return useQuery({
    queryKey: ventureKey(id ?? ''),
    queryFn: ({ signal }) => api<VentureDetails>(`/ventures/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/**
 * A venture's experience levels (default: the session's), for the screens that name a level or say who
 * may book an event; null while unknown: without the levels read key, loading or failed. The screens
 * then show the codes' labels (experience-levels.rules.ts), never an error.
 */
export function useExperienceLevels(ventureId?: string): ExperienceLevel[] | null {
  const { venture, can } = useRequiredSession();
  const id = ventureId ?? venture.id;
  const levels = useQuery({
    // Under the venture's key: a level saved on the venture's screens reloads it.
    queryKey: [...ventureKey(id), 'experience-levels'],
    queryFn: ({ signal }) =>
      api<{ items: ExperienceLevel[] }>(`/ventures/${id}/experience-levels`, { signal }),
    enabled: can(...EXPERIENCE_LEVEL_READ_KEYS),
    staleTime: 5 * 60_000,
  });
  return levels.data?.items ?? null;
}

/** What a delete takes with the venture (GET /ventures/{id}/dependents), read while its confirmation is open. */
export function useVentureDependents(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...ventureKey(id ?? ''), 'dependents'],
    queryFn: ({ signal }) => api<VentureDependents>(`/ventures/${id}/dependents`, { signal }),
    enabled: enabled && id !== undefined,
    // Counted afresh at each opening: a tab may have added a spot or category meanwhile.
    staleTime: 0,
  });
}

function useInvalidateVentures() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: venturesKey }),
      queryClient.invalidateQueries({ queryKey: switchableKey }),
    ]);
}

export function useCreateVenture() {
  const invalidate = useInvalidateVentures();
  return useMutation({
    mutationFn: (body: VentureBody) => api<Venture>('/ventures', { method: 'POST', body }),
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast(
        'Falha no cadastro',
        error,
        'Ocorreu um erro ao cadastrar o empreendimento, tente novamente.',
      ),
  });
}

export function useUpdateVenture() {
  const invalidate = useInvalidateVentures();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VentureBody }) =>
      api<Venture>(`/ventures/${id}`, { method: 'PUT', body }),
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast(
        'Falha ao editar',
        error,
        'Ocorreu um erro ao editar o empreendimento, tente novamente.',
      ),
  });
}

export function useDeleteVenture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/ventures/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      // Lists only: the deleted venture's details must not load again (they would answer 404).
      void queryClient.invalidateQueries({ queryKey: [...venturesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: switchableKey });
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao excluir',
        error,
        'Ocorreu um erro ao excluir o empreendimento, tente novamente.',
      ),
  });
}

/** Replaces (file) or removes (null) the venture's photo. */
export function useVenturePhoto() {
  const invalidate = useInvalidateVentures();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) => {
      if (!file) return api<void>(`/avatars/ventures/${id}`, { method: 'DELETE' });
      const body = new FormData();
      body.append('avatar', file);
      return api<void>(`/avatars/ventures/${id}`, { method: 'PATCH', body });
    },
    onSuccess: () => invalidate(),
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao salvar a foto do empreendimento, tente novamente.',
      ),
  });
}

/** Categories and levels come with the venture's details: a change reloads them. */
function useInvalidateVenture() {
  const queryClient = useQueryClient();
  return (ventureId: string) => queryClient.invalidateQueries({ queryKey: ventureKey(ventureId) });
}

export function useCreateUserCategory() {
  const invalidate = useInvalidateVenture();
  return useMutation({
    mutationFn: (body: UserCategoryUpdate & { ventureId: string }) =>
      api<UserCategory>('/user-categories', { method: 'POST', body }),
    onSuccess: (category) => {
      void invalidate(category.ventureId);
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao cadastrar',
        error,
        'Ocorreu um erro ao cadastrar a categoria, tente novamente.',
      ),
  });
}

export function useUpdateUserCategory() {
  const invalidate = useInvalidateVenture();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserCategoryUpdate }) =>
      api<UserCategory>(`/user-categories/${id}`, { method: 'PUT', body }),
    onSuccess: (category) => {
      void invalidate(category.ventureId);
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao atualizar a categoria, tente novamente.',
      ),
  });
}

export function useDeleteUserCategory() {
  const invalidate = useInvalidateVenture();
  return useMutation({
    mutationFn: (category: UserCategory) =>
      api<void>(`/user-categories/${category.id}`, { method: 'DELETE' }),
    onSuccess: (_, category) => {
      void invalidate(category.ventureId);
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao excluir', error, 'Ocorreu um erro ao excluir a categoria, tente novamente.'),
  });
}

export function useCreateExperienceLevel() {
  const invalidate = useInvalidateVenture();
  return useMutation({
    mutationFn: ({ ventureId, body }: { ventureId: string; body: ExperienceLevelBody }) =>
      api<ExperienceLevel>(`/ventures/${ventureId}/experience-levels`, { method: 'POST', body }),
    onSuccess: (level) => {
      void invalidate(level.ventureId);
      showSuccessToast('Cadastrado com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao cadastrar',
        error,
        'Ocorreu um erro ao cadastrar o nível de experiência, tente novamente.',
      ),
  });
}

export function useUpdateExperienceLevel() {
  const invalidate = useInvalidateVenture();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExperienceLevelBody }) =>
      api<ExperienceLevel>(`/ventures/experience-levels/${id}`, { method: 'PUT', body }),
    onSuccess: (level) => {
      void invalidate(level.ventureId);
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao atualizar',
        error,
        'Ocorreu um erro ao atualizar o nível de experiência, tente novamente.',
      ),
  });
}

export function useDeleteExperienceLevel() {
  const invalidate = useInvalidateVenture();
  return useMutation({
    mutationFn: (level: ExperienceLevel) =>
      api<void>(`/ventures/experience-levels/${level.id}`, { method: 'DELETE' }),
    onSuccess: (_, level) => {
      void invalidate(level.ventureId);
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) =>
      showErrorToast(
        'Falha ao excluir',
        error,
        'Ocorreu um erro ao excluir o nível de experiência, tente novamente.',
      ),
  });
}
