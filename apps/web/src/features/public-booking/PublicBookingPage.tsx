import { Button, Text } from '@mantine/core';
import type { ExternalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../app/session/api-client';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { PageLoader } from '../../ui/PageLoader';
import { showErrorToast, showSuccessToast, showWarningMessage } from '../../ui/toasts';
import { PublicCard } from '../passwords/components/PublicCard';
import { useCreateExternalBooking, useExternalSchedule } from './api';
import { PublicBookingForm } from './components/PublicBookingForm';
import { externalBookingFailure } from './external-booking-form';

const SUCCESS = 'Cadastrado com sucesso';

/** /bookings/register?scheduleId=: the public booking form of an event's link (spec 001 s.2). */
export function PublicBookingPage() {
  const [params] = useSearchParams();
  const scheduleId = params.get('scheduleId');
  const event = useExternalSchedule(scheduleId);
  const create = useCreateExternalBooking();
  // A form waiting for 'Criar reserva' after spot-already-booked; a new key starts the form over.
  const [duplicate, setDuplicate] = useState<ExternalBookingInput | null>(null);
  const [formKey, setFormKey] = useState(0);

  const book = async (body: ExternalBookingInput, isVerified: boolean): Promise<void> => {
    try {
      await create.mutateAsync({ body, isVerified });
      showSuccessToast(SUCCESS);
      setFormKey((key) => key + 1);
    } catch (error) {
      const failure = externalBookingFailure(error);
      if (failure.kind === 'booked-with-warning') {
        // Spec 001 s.4: the booking was made, so it is reported as registered too.
        showWarningMessage(failure.title, 'A reserva foi efetuada, verifique o pagamento.');
        showSuccessToast(SUCCESS);
        setFormKey((key) => key + 1);
      } else if (failure.kind === 'duplicate') setDuplicate(body);
      else
        showErrorToast(
          'Falha ao cadastrar',
          error,
          'Ocorreu um erro ao cadastrar a reserva, tente novamente.',
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
      <PublicBookingForm
        key={formKey}
        event={schedule}
        submitting={create.isPending}
        onSubmit={(body) => void book(body, false)}
      />
      <ConfirmDialog
        opened={duplicate !== null}
        title="Reserva pendente no local"
        message="Já existe reservas pendentes para esse membro nesse local, deseja criar nova reserva?"
        confirmLabel="Criar reserva"
        color="blue"
        loading={create.isPending}
        onConfirm={() => duplicate && void book(duplicate, true).finally(() => setDuplicate(null))}
        onClose={() => setDuplicate(null)}
      />
    </PublicCard>
  );
}
