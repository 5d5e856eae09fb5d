import { useNavigate } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useCreateVenture } from './api';
import { EMPTY_VENTURE, VentureForm } from './components/VentureForm';
import { useSaveVenturePhoto } from './use-save-venture-photo';

/** /ventures/register. */
export function VentureRegisterPage() {
  const navigate = useNavigate();
  const create = useCreateVenture();
  const photo = useSaveVenturePhoto();

  return (
    <>
      <PageHeader title="Cadastrar empreendimento" backTo="/ventures" />
      <VentureForm
        defaultValues={EMPTY_VENTURE}
        submitLabel="Cadastrar"
        submitting={create.isPending || photo.isPending}
        onCancel={() => navigate(-1)}
        onSubmit={(values, change) =>
          create.mutate(values, {
            onSuccess: async ({ id }) => {
              await photo.save(id, change);
              showSuccessToast('Cadastrado com sucesso');
              // After a register the user sees the new record (spec 002, section 4).
              navigate('/ventures/details', { state: { ventureId: id }, replace: true });
            },
          })
        }
      />
    </>
  );
}
