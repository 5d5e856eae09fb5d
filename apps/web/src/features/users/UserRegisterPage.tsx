import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ContentLoader } from '../../ui/ContentLoader';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useAssignableGroups, useCreateEmployee } from './api';
import { EmployeeForm } from './components/EmployeeForm';
import { emptyEmployee, toEmployeeRequest } from './employee-form-values';
import { useSaveUserPhoto } from './use-save-user-photo';

/** /users/register. */
export function UserRegisterPage() {
  const navigate = useNavigate();
  const { venture } = useRequiredSession();
  const groups = useAssignableGroups('create');
  const create = useCreateEmployee();
  const photo = useSaveUserPhoto();
  useLoadErrorToast(groups.error, 'Ocorreu um erro ao carregar os dados, tente novamente.');

  return (
    <>
      <PageHeader title="Cadastrar funcionário" backTo="/users" />
      {groups.data ? (
        <EmployeeForm
          // The session's venture is the usual choice. Spec 002, s.6: the field offers the editor's own
          // ventures, or all to a MASTER: the ventures the session may switch to.
          defaultValues={emptyEmployee([venture.id])}
          groups={groups.data}
          ventures={[venture]}
          submitLabel="Cadastrar"
          submitting={create.isPending || photo.isPending}
          onCancel={() => navigate(-1)}
          onSubmit={(values, change) =>
            create.mutate(toEmployeeRequest(values), {
              onSuccess: async ({ id }) => {
                await photo.save(id, change);
                showSuccessToast('Cadastrado com sucesso');
                // After a register the user sees the new record (spec 002, section 4).
                navigate('/users/details', { state: { userId: id }, replace: true });
              },
            })
          }
        />
      ) : (
        <ContentLoader />
      )}
    </>
  );
}
