import type { Paged } from '@reserva/shared/common/list.schemas';
import { EMPLOYEE_LIST_IGNORED_GROUPS } from '@reserva/shared/users/users.rules';
import type {
  AssignableGroup,
  EmployeeRequest,
  UserDetails,
  UserListItem,
  UserListQuery,
} from '@reserva/shared/users/users.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/api-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

// Every call of the employee screens (spec 002, section 7: Employees).

// People (features/people) share these keys and calls: their records are users too.
export const usersKey = ['users'] as const;
export const userKey = (id: string) => ['users', 'details', id] as const;

export type EmployeeListParams = Omit<Partial<UserListQuery>, 'featureGroups' | 'ignoreFeatureGroups'>;

/** The employees: every group but the people of the app. */
export function useEmployees(params: EmployeeListParams) {
  return useQuery({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) =>
      api<Paged<UserListItem>>('/users', {
        query: { ...params, ignoreFeatureGroups: EMPLOYEE_LIST_IGNORED_GROUPS.join(',') },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKey(id ?? ''),
    queryFn: ({ signal }) => api<UserDetails>(`/v2/users/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** The groups the signed-in user may give on a create or an edit (spec 002, section 6). */
export function useAssignableGroups(mode: 'create' | 'update') {
  return useQuery({
    queryKey: ['feature-groups', 'assignable', mode],
    queryFn: ({ signal }) =>
      api<{ items: AssignableGroup[] }>('/feature-groups/assignable', { query: { mode }, signal }),
    select: (data) => data.items,
  });
}

/** A changed user: its cached details become the answer, and the lists reload. */
export function useStoreUser<Details extends { id: string } = UserDetails>() {
  const queryClient = useQueryClient();
  return (user: Details) => {
    queryClient.setQueryData(userKey(user.id), user);
    return queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
  };
}

export function useCreateEmployee() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: EmployeeRequest) => api<UserDetails>('/v2/users', { method: 'POST', body }),
    onSuccess: (user) => store(user),
    onError: (error) =>
      showErrorToast(
        'Falha no cadastro',
        error,
        'Ocorreu um erro ao cadastrar o funcionário, tente novamente.',
      ),
  });
}

export function useUpdateEmployee() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EmployeeRequest }) =>
      api<UserDetails>(`/v2/users/${id}`, { method: 'PUT', body }),
    onSuccess: (user) => store(user),
    onError: (error) =>
      showErrorToast('Falha ao editar', error, 'Ocorreu um erro ao editar o funcionário, tente novamente.'),
  });
}

export function useDeleteUser(failure = 'Ocorreu um erro ao excluir o funcionário, tente novamente.') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      // Lists only: the deleted user's details must not load again (they would answer 404).
      void queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
      showSuccessToast('Excluído com sucesso');
    },
    onError: (error) => showErrorToast('Falha ao excluir', error, failure),
  });
}

/** Sends the sign-up invitation again ('Enviar notificação'). */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/users/${id}/profile-confirmation`, { method: 'POST' }),
    onSuccess: () => showSuccessToast('Notificado com sucesso'),
    onError: (error) =>
      showErrorToast(
        'Falha ao notificar',
        error,
        'Ocorreu um erro ao reenviar a notificação, tente novamente.',
      ),
  });
}

/** Activates a seller's store. Spec 002, section 8: its errors are not shown. */
export function useEnablePayment() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (id: string) => api<UserDetails>(`/users/${id}/enable-payment`, { method: 'POST' }),
    onSuccess: (user) => {
      void store(user);
      showSuccessToast('Atualizado com sucesso');
    },
  });
}

/** Replaces (file) or removes (null) a user's photo. */
export function useUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) => {
      if (!file) return api<void>(`/avatars/users/${id}`, { method: 'DELETE' });
      const body = new FormData();
      body.append('avatar', file);
      return api<void>(`/avatars/users/${id}`, { method: 'PATCH', body });
    },
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKey(id) }),
        queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] }),
      ]),
    onError: (error) =>
      showErrorToast('Falha ao atualizar', error, 'Ocorreu um erro ao salvar a foto, tente novamente.'),
  });
}
