import { Navigate, useNavigate } from 'react-router';
import { ContentLoader } from '../../../ui/ContentLoader';
import { PageHeader } from '../../../ui/PageHeader';
import { showSuccessToast } from '../../../ui/toasts';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useStateId } from '../../../ui/use-state-id';
import { useSwitchableAmong } from '../../auth/api';
import { useSaveUserPhoto } from '../../users/use-save-user-photo';
import { usePerson, useUpdatePerson } from '../api';
import { KINDS, type PersonKind } from '../people-kinds';
import { personFormValues, toUpdateRequest } from '../person-form-values';
import { PersonForm } from './PersonForm';

/** An edit screen: the person form prefilled, then back (spec 000, s.4). */
export function PersonUpdate({ kind, title }: { kind: PersonKind; title: string }) {
  const screens = KINDS[kind];
  const id = useStateId(screens.stateKey);
  const navigate = useNavigate();
  const person = usePerson(id);
  // Category management is limited to the ventures of the staff user (spec 000, s.2): of the ventures
  // of the person's categories, those the editor works in (the server refuses the others' categories
  // and keeps them on a save).
  const ventures = useSwitchableAmong(person.data?.categories.map((category) => category.ventureId) ?? []);
  const update = useUpdatePerson();
  const photo = useSaveUserPhoto();
  useLoadErrorToast(person.error, 'Ocorreu um erro ao carregar o cadastro, tente novamente.');
  useLoadErrorToast(ventures.error, 'Ocorreu um erro ao carregar os dados, tente novamente.');

  if (!id || person.isError) return <Navigate to={screens.list} replace />;
  const { data } = person;
  if (!data || !ventures.data) {
    return (
      <>
        <PageHeader title={title} />
        <ContentLoader />
      </>
    );
  }
  const offered = ventures.data.map((venture) => venture.id);
  // The categories button only for a member without host (spec 000, s.2: Edit member).
  const withCategories = data.featureGroup.key === 'MEMBER' && data.hostId === null;
  return (
    <>
      <PageHeader title={title} />
      <PersonForm
        defaultValues={personFormValues(data, offered)}
        avatarUrl={data.avatarUrl}
        avatarStatus={data.avatarStatus}
        faceIdStatus={data.faceIdStatus}
        {...(withCategories && {
          categories: data.categories.filter((category) => offered.includes(category.ventureId)),
        })}
        submitLabel="Salvar"
        submitting={update.isPending || photo.isPending}
        onCancel={() => navigate(-1)}
        onSubmit={(values, change) =>
          update.mutate(
            { id, body: toUpdateRequest(values) },
            {
              onSuccess: async () => {
                await photo.save(id, change);
                showSuccessToast('Editado com sucesso');
                navigate(-1);
              },
            },
          )
        }
      />
    </>
  );
}
