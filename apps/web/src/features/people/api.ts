import { idPages, type Paged } from '@reserva/shared/common/list.schemas';
import { HOST_GROUP_KEYS } from '@reserva/shared/people/people.rules';
import type {
  BlockRequest,
  GuestsQuery,
  Onboard,
  OnboardUpdate,
  PersonCreateRequest,
  PersonDetails,
  PersonListItem,
  PersonUpdateRequest,
} from '@reserva/shared/people/people.schemas';
import type { UserListQuery } from '@reserva/shared/users/users.schemas';
import type {
  UserCategoryOptions,
  VentureCategoryOptions,
} from '@reserva/shared/ventures/user-categories.schemas';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useDeleteUser, userKey, usersKey, useStoreUser } from '../users/api';

// Every call of the people screens (spec 000, section 7): members, dependants, guests and lodgers.
// They share the users' cache keys, so that the employees' photo calls refresh them too.

/** The list's query; a null experience filter is every level (it is not sent). */
export type PeopleListParams = Omit<Partial<UserListQuery>, 'ignoreFeatureGroups' | 'experience'> & {
  experience?: number | null;
};

/** A people list: the members (and their dependants and guests) or the lodgers. */
export function usePeople(params: PeopleListParams, groups: readonly string[]) {
  return useQuery({
    queryKey: [...usersKey, 'list', groups, params],
    queryFn: ({ signal }) =>
      api<Paged<PersonListItem>>('/users', { query: { ...params, featureGroups: groups.join(',') }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string | undefined) {
  return useQuery({
    queryKey: userKey(id ?? ''),
    queryFn: ({ signal }) => api<PersonDetails>(`/v2/users/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** The dependants or the guests of a host. */
export function useHostedPeople(
  hostId: string,
  groupKey: 'DEPENDANT' | 'GUEST',
  params: Partial<GuestsQuery>,
) {
  return useQuery({
    queryKey: [...usersKey, 'list', 'hosted', hostId, groupKey, params],
    queryFn: ({ signal }) =>
      api<Paged<PersonListItem>>(`/v2/users/${hostId}/guests`, { query: { ...params, groupKey }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Spec 000, section 7: the host search lists members and dependants by name, 4 at most. */
export function useHostSearch(name: string) {
  return useQuery({
    queryKey: [...usersKey, 'list', 'hosts', name],
    queryFn: ({ signal }) =>
      api<Paged<PersonListItem>>('/users', {
        query: { name, featureGroups: HOST_GROUP_KEYS.join(','), limit: 4, sort: 'name', order: 'ASC' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type CategoryOption = UserCategoryOptions['items'][number];

/**
 * The categories to pick from in each venture of `groups` (the Categorias dialog's pages of ventures),
 * one call per group (or per 100 of its ventures): a venture's options once its call has answered.
 */
export function useCategoryOptionsOf(groups: readonly (readonly string[])[]) {
  const asked = groups.flatMap(idPages);
  return useQueries({
    queries: asked.map((ventureIds) => ({
      queryKey: ['user-categories', 'options', ventureIds],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<VentureCategoryOptions>('/user-categories', {
          query: { ventureIds: ventureIds.join(',') },
          signal,
        }),
    })),
    combine: (answers) => {
      const byVenture = new Map<string, CategoryOption[]>();
      answers.forEach((answer, index) => {
        if (!answer.data) return;
        for (const ventureId of asked[index] ?? []) byVenture.set(ventureId, []);
        for (const { ventureId, ...option } of answer.data.items) byVenture.get(ventureId)?.push(option);
      });
      return byVenture;
    },
  });
}

const FAILED_REGISTER = 'Ocorreu um erro ao cadastrar o membro/convidado/dependente, tente novamente.';

export function useCreatePerson() {
  const store = useStoreUser<PersonDetails>();
  return useMutation({
    mutationFn: (body: PersonCreateRequest) => api<PersonDetails>('/v2/users', { method: 'POST', body }),
    onSuccess: (person) => store(person),
    onError: (error) => showErrorToast('Falha no cadastro', error, FAILED_REGISTER),
  });
}

export function useUpdatePerson() {
  const store = useStoreUser<PersonDetails>();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PersonUpdateRequest }) =>
      api<PersonDetails>(`/v2/users/${id}`, { method: 'PUT', body }),
    onSuccess: (person) => store(person),
    onError: (error) =>
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar o cadastro, tente novamente.'),
  });
}

/** Deleting a person is deleting a user; only the message differs. */
export const useDeletePerson = () => useDeleteUser('Ocorreu um erro ao excluir, tente novamente.');

export function useBlockPerson() {
  const store = useStoreUser<PersonDetails>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BlockRequest }) =>
      api<PersonDetails>(`/users/${id}/blocks`, { method: 'PATCH', body }),
    onSuccess: async (person) => {
      await store(person);
      // Hosted people show their host's block, and the bookings tab reloads (spec 000, section 4).
      await queryClient.invalidateQueries({ queryKey: [...usersKey, 'details'] });
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao salvar o bloqueio, tente novamente.'),
  });
}

/** 'Reenviar confirmação' / 'Enviar notificação': the sign-up invitation again. */
export function useDefaultPassword() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/users/${id}/default-password`, { method: 'POST' }),
    onSuccess: () => showSuccessToast('Redefinida com sucesso'),
    // The spec's own spelling of this title (spec 000, section 8).
    onError: (error) =>
      showErrorToast(
        'Falha ao redifinir senha',
        error,
        'Ocorreu um erro ao redefinir a senha, tente novamente.',
      ),
  });
}

export function useOnboards(userId: string) {
  return useQuery({
    queryKey: [...usersKey, 'onboards', userId],
    queryFn: ({ signal }) => api<{ items: Onboard[] }>(`/users/${userId}/onboards`, { signal }),
    select: (data) => data.items,
  });
}

export function useUpdateOnboard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OnboardUpdate }) =>
      api<void>(`/users/onboards/${id}`, { method: 'PUT', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...usersKey, 'onboards', userId] });
      void queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
      showSuccessToast('Atualizado com sucesso');
    },
    onError: (error) =>
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao salvar o onboard, tente novamente.'),
  });
}
