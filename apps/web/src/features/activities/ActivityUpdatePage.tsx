import { Navigate, useNavigate } from 'react-router';
import { ContentLoader } from '../../ui/ContentLoader';
import { usePendingBookingsConfirm } from '../../ui/dialogs/use-pending-bookings-confirm';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { useActivity, useUpdateActivity } from './api';
import { ActivityForm } from './components/ActivityForm';
import { useSaveActivityPhoto } from './use-save-activity-photo';

/** /activities/update with `activityId` in the navigation state. */
export function ActivityUpdatePage() {
  const activityId = useStateId('activityId');
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  const update = useUpdateActivity();
  const photo = useSaveActivityPhoto();
  const pending = usePendingBookingsConfirm();
  useLoadErrorToast(activity.error, 'Ocorreu um erro ao carregar a atividade, tente novamente.');

  if (!activityId || activity.isError) return <Navigate to="/activities" replace />;
  return (
    <>
      <PageHeader title="Editar atividade" />
      {activity.data ? (
        <ActivityForm
          defaultValues={{
            name: activity.data.name,
            description: activity.data.description ?? '',
            bookingPrice: activity.data.bookingPrice,
            isActive: activity.data.isActive,
            spotId: activity.data.spotId,
          }}
          avatarUrl={activity.data.avatarUrl}
          submitLabel="Salvar"
          submitting={update.isPending || photo.isPending}
          onCancel={() => navigate(-1)}
          onSubmit={async (values, change) => {
            // With pending bookings the server asks first; the user confirms and the call repeats.
            const saved = await pending
              .run((isVerified) => update.mutateAsync({ id: activityId, body: values, isVerified }))
              .catch(() => undefined); // the mutation's own toast told the user
            if (!saved) return;
            await photo.save(activityId, change);
            showSuccessToast('Editado com sucesso');
            // After an edit the user goes back (spec 002, section 4).
            navigate(-1);
          }}
        />
      ) : (
        <ContentLoader />
      )}
      {pending.dialog}
    </>
  );
}
