import { Navigate, useNavigate } from 'react-router';
import { ContentLoader } from '../../ui/ContentLoader';
import { PageHeader } from '../../ui/PageHeader';
import { showSuccessToast } from '../../ui/toasts';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { useUpdateVenture, useVenture } from './api';
import { VentureForm } from './components/VentureForm';
import { useSaveVenturePhoto } from './use-save-venture-photo';

/** /ventures/update with `ventureId` in the navigation state. */
export function VentureUpdatePage() {
  const ventureId = useStateId('ventureId');
  const navigate = useNavigate();
  const venture = useVenture(ventureId);
  const update = useUpdateVenture();
  const photo = useSaveVenturePhoto();
  useLoadErrorToast(venture.error, 'Ocorreu um erro ao carregar o empreendimento, tente novamente.');

  if (!ventureId || venture.isError) return <Navigate to="/ventures" replace />;
  const { data } = venture;
  return (
    <>
      <PageHeader title="Editar empreendimento" />
      {data ? (
        <VentureForm
          defaultValues={{
            name: data.name,
            ref: data.ref,
            email: data.email,
            phone: data.phone,
            cnpj: data.cnpj,
            appstoreId: data.appstoreId ?? '',
            playstoreId: data.playstoreId ?? '',
            bio: data.bio ?? '',
            useLinearOnboardFlow: data.useLinearOnboardFlow,
            autoConvertQueue: data.autoConvertQueue,
            gateAutoCheckin: data.gateAutoCheckin,
            noShowPenaltyCount: data.noShowPenaltyCount,
            noShowPenaltyDays: data.noShowPenaltyDays,
            noShowSuspensionDays: data.noShowSuspensionDays,
            bookingHorizonDays: data.bookingHorizonDays,
          }}
          avatarUrl={data.avatarUrl}
          submitLabel="Salvar"
          submitting={update.isPending || photo.isPending}
          onCancel={() => navigate(-1)}
          onSubmit={(values, change) =>
            update.mutate(
              { id: ventureId, body: values },
              {
                onSuccess: async () => {
                  await photo.save(ventureId, change);
                  showSuccessToast('Editado com sucesso');
                  // After an edit the user goes back (spec 002, section 4).
                  navigate(-1);
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
