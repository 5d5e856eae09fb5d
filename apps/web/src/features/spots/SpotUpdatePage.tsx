import { Navigate, useNavigate } from 'react-router';
import { ContentLoader } from '../../ui/ContentLoader';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { useSpot, useUpdateSpot } from './api';
import { SpotForm } from './components/SpotForm';
import { useSaveSpotPhoto } from './use-save-spot-photo';

/** /spots/update with `spotId` in the navigation state. */
export function SpotUpdatePage() {
  const spotId = useStateId('spotId');
  const navigate = useNavigate();
  const spot = useSpot(spotId);
  const update = useUpdateSpot();
  const photo = useSaveSpotPhoto();
  useLoadErrorToast(spot.error, 'Ocorreu um erro ao carregar o local, tente novamente.');

  if (!spotId || spot.isError) return <Navigate to="/spots" replace />;
  return (
    <>
      <PageHeader title="Editar local" />
      {spot.data ? (
        <SpotForm
          defaultValues={{
            name: spot.data.name,
            description: spot.data.description ?? '',
            address: spot.data.address ?? '',
            isActive: spot.data.isActive,
            isLivingArea: spot.data.isLivingArea,
            ventureId: spot.data.ventureId,
          }}
          venture={spot.data.venture}
          avatarUrl={spot.data.avatarUrl}
          submitLabel="Salvar"
          submitting={update.isPending || photo.isPending}
          onCancel={() => navigate(-1)}
          onSubmit={(values, change, reachable) =>
            update.mutate(
              { id: spotId, body: values },
              {
                onSuccess: async () => {
                  if (reachable) await photo.save(spotId, change);
                  showSuccessToast('Editado com sucesso');
                  // After an edit the user goes back (spec 002, section 4), unless the spot left this venture.
                  if (reachable) navigate(-1);
                  else navigate('/spots', { replace: true });
                },
              },
            )
          }
        />
      ) : (
        <ContentLoader />
      )}
    </>
  );
}
