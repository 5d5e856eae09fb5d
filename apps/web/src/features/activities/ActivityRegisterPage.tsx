import { useNavigate } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useStateId } from '../../ui/use-state-id';
import { useCreateActivity } from './api';
import { ActivityForm } from './components/ActivityForm';
import { useSaveActivityPhoto } from './use-save-activity-photo';

/** /activities/register; may receive `spotId` in the navigation state (from a spot's details). */
export function ActivityRegisterPage() {
  const spotId = useStateId('spotId');
  const navigate = useNavigate();
  const create = useCreateActivity();
  const photo = useSaveActivityPhoto();

  return (
    <>
      <PageHeader title="Cadastrar atividade" backTo="/activities" />
      <ActivityForm
        defaultValues={{
          name: '',
          description: '',
          bookingPrice: null,
          isActive: true,
          spotId: spotId ?? '',
        }}
        submitLabel="Cadastrar"
        submitting={create.isPending || photo.isPending}
        onCancel={() => navigate(-1)}
        onSubmit={(values, change) =>
          create.mutate(values, {
            onSuccess: async ({ id }) => {
              await photo.save(id, change);
              showSuccessToast('Cadastrado com sucesso');
              // After a register the user sees the new record (spec 002, section 4).
              navigate('/activities/details', { state: { activityId: id }, replace: true });
            },
          })
        }
      />
    </>
  );
}
