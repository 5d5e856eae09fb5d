import { Button, Text } from '@mantine/core';
import type { ExternalBookingInput } from '@reserva/shared/bookings/external-bookings.schemas';
import { errorText } from '@reserva/shared/errors';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../app/session/api-client';
import { PageLoader } from '../../ui/PageLoader';
import { PublicCard } from '../../ui/PublicCard';
import { useExternalSchedule, useRequestExternalBooking } from './api';
import { PublicBookingForm } from './components/PublicBookingForm';
import { RequestSent } from './components/RequestSent';

/** /bookings/register?scheduleId=: the public booking form of an event's link (spec 001 s.2). */
export function PublicBookingPage() {
  const [params] = useSearchParams();
  const scheduleId = params.get('scheduleId');
  const event = useExternalSchedule(scheduleId);
  const request = useRequestExternalBooking();
  // What was asked last: the page shows it until the visitor starts another request.
  const [sent, setSent] = useState<ExternalBookingInput | null>(null);

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
  if (sent) return <RequestSent event={schedule} request={sent} onAnother={() => setSent(null)} />;
  return (
    <PublicCard
      title="Cadastrar reserva"
      description={
        <>
          <Text component="span" fw={600} c="dark" display="block">
            {schedule.activity.name}
          </Text>
          {schedule.modality && (
            <Text component="span" size="sm" display="block">
              {`Modalidade: ${schedule.modality.title}`}
            </Text>
          )}
          {`${schedule.spot.name}, ${schedule.venture.name}`}
        </>
      }
    >
      <PublicBookingForm
        event={schedule}
        onSubmit={async (body) => {
          await request.mutateAsync(body);
          setSent(body);
          // The confirmation starts at the top; the visitor has just scrolled down to the button.
          window.scrollTo({ top: 0 });
        }}
      />
    </PublicCard>
  );
}
