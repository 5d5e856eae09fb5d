import { Alert, Button, Text } from '@mantine/core';
import type { ExternalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { IconCalendarOff, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../app/session/api-client';
import { PageLoader } from '../../ui/PageLoader';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { PublicCard } from '../passwords/components/PublicCard';
import { useExternalSchedule, useRequestExternalBooking } from './api';
import { PublicBookingForm } from './components/PublicBookingForm';

/** /bookings/register?scheduleId=: the public booking form of an event's link (spec 001 s.2). */
export function PublicBookingPage() {
  const [params] = useSearchParams();
  const scheduleId = params.get('scheduleId');
  const event = useExternalSchedule(scheduleId);
  const request = useRequestExternalBooking();
  // The address of the last request, for the notice; a new key starts the form over.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const ask = async (body: ExternalBookingInput): Promise<void> => {
    try {
      await request.mutateAsync(body);
      setSentTo(body.email);
      setFormKey((key) => key + 1);
      showSuccessToast('Pedido de reserva enviado');
      // The notice is above the form, which the visitor has just scrolled through.
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setSentTo(null);
      showErrorToast(
        'Falha ao enviar',
        error,
        'Ocorreu um erro ao enviar o pedido de reserva, tente novamente.',
      );
    }
  };

  if (scheduleId === null || event.isError) {
    const notFound = scheduleId === null || (event.error instanceof ApiError && event.error.status === 404);
    return (
      <PublicCard
        icon={<IconCalendarOff size={30} />}
        iconColor="gray"
        title={notFound ? 'Evento não encontrado' : 'Falha ao carregar dados'}
        description={
          notFound
            ? 'Este link de reserva é inválido ou o evento não aceita mais reservas pelo link.'
            : errorText(event.error?.message, 'Ocorreu um erro ao carregar o evento, tente novamente.')
        }
      >
        {!notFound && (
          <Button fullWidth onClick={() => void event.refetch()}>
            Tentar novamente
          </Button>
        )}
      </PublicCard>
    );
  }
  if (!event.data) return <PageLoader />;
  const schedule = event.data;
  return (
    <PublicCard
      title="Cadastrar reserva"
      description={
        <>
          <Text component="span" fw={600} c="dark" display="block">
            {schedule.activity.name}
          </Text>
          {schedule.modality && `Modalidade: ${schedule.modality.title}`}
        </>
      }
    >
      {sentTo && (
        <Alert
          role="status"
          color="green"
          icon={<IconMailForward size={20} />}
          title="Confirme a reserva pelo e-mail"
          mb="lg"
        >
          Enviamos um link de confirmação para <strong>{sentTo}</strong>. A vaga só fica garantida depois que
          você abrir o link e confirmar a reserva. O link vale por até 24 horas.
        </Alert>
      )}
      <PublicBookingForm
        key={formKey}
        event={schedule}
        submitting={request.isPending}
        onSubmit={(body) => void ask(body)}
      />
    </PublicCard>
  );
}
