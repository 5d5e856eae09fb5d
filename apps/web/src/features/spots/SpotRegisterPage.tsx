import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useStateId } from '../../ui/use-state-id';
import { useCreateSpot } from './api';
import { SpotForm } from './components/SpotForm';
import { useSaveSpotPhoto } from './use-save-spot-photo';

/** /spots/register; may receive `ventureId` in the navigation state (from a venture's details). */
export function SpotRegisterPage() {
  const { venture } = useRequiredSession();
  const ventureId = useStateId('ventureId');
  const navigate = useNavigate();
  const create = useCreateSpot();
  const photo = useSaveSpotPhoto();

  return (
    <>
      <PageHeader title="Cadastrar local" backTo="/spots" />
      <SpotForm
        defaultValues={{
          name: '',
          description: '',
          address: '',
          isActive: true,
          isLivingArea: false,
          ventureId: ventureId ?? venture.id,
        }}
        submitLabel="Cadastrar"
        submitting={create.isPending || photo.isPending}
        onCancel={() => navigate(-1)}
        onSubmit={(values, change, reachable) =>
          create.mutate(values, {
            onSuccess: async ({ id }) => {
              if (reachable) await photo.save(id, change);
              showSuccessToast('Cadastrado com sucesso');
              // After a register the user sees the new record (spec 002, section 4), when it is in reach.
              if (reachable) navigate('/spots/details', { state: { spotId: id }, replace: true });
              else navigate('/spots', { replace: true });
            },
          })
        }
      />
    </>
  );
}
