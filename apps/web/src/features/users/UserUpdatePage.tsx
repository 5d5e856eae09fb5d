import { Navigate, useNavigate } from 'react-router';
import { ContentLoader } from '../../ui/ContentLoader';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { useAssignableGroups, useUpdateEmployee, useUser } from './api';
import { EmployeeForm } from './components/EmployeeForm';
import { employeeFormValues, toEmployeeRequest } from './employee-form-values';
import { useSaveUserPhoto } from './use-save-user-photo';

/** /users/update with `userId` in the navigation state. */
export function UserUpdatePage() {
  const userId = useStateId('userId');
  const navigate = useNavigate();
  const user = useUser(userId);
  const groups = useAssignableGroups('update');
  const update = useUpdateEmployee();
  const photo = useSaveUserPhoto();
  useLoadErrorToast(user.error, 'Ocorreu um erro ao carregar o funcionário, tente novamente.');
  useLoadErrorToast(groups.error, 'Ocorreu um erro ao carregar os dados, tente novamente.');

  if (!userId || user.isError) return <Navigate to="/users" replace />;
  const { data } = user;
  if (!data || !groups.data) {
    return (
      <>
        <PageHeader title="Editar funcionário" />
        <ContentLoader />
      </>
    );
  }
  // Keeping the current group is always allowed, even when the editor could not give it.
  const current = data.featureGroup;
  const groupOptions = groups.data.some((group) => group.id === current.id)
    ? groups.data
    : [...groups.data, current];

  return (
    <>
      <PageHeader title="Editar funcionário" />
      <EmployeeForm
        defaultValues={employeeFormValues(data)}
        avatarUrl={data.avatarUrl}
        avatarStatus={data.avatarStatus}
        faceIdStatus={data.faceIdStatus}
        groups={groupOptions}
        // Spec 002, s.6: the user's ventures the editor works in (the server answers no others); the
        // field offers the editor's own, or all to a MASTER.
        ventures={data.ventures}
        submitLabel="Salvar"
        submitting={update.isPending || photo.isPending}
        onCancel={() => navigate(-1)}
        onSubmit={(values, change) =>
          update.mutate(
            { id: userId, body: toEmployeeRequest(values) },
            {
              onSuccess: async () => {
                await photo.save(userId, change);
                showSuccessToast('Editado com sucesso');
                // After an edit the user goes back (spec 002, section 4).
                navigate(-1);
              },
            },
          )
        }
      />
    </>
  );
}
